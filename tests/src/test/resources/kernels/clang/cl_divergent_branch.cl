// A subgroup reduction inside a divergent branch and one after it.
kernel void divergent_branch(global int* out, global const int* in) {
  int lid = get_local_id(0);
  int v = in[lid & 31];
  int r;
  if (v > 10) {
    r = sub_group_reduce_add(v);
  } else {
    r = sub_group_broadcast(v, 0);
  }
  int m = sub_group_reduce_max(r);
  out[lid & 31] = r + m;
}
