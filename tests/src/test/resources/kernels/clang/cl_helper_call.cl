// A helper function with a subgroup operation, called under a uniform and a divergent condition.
int lane_sum(int v) {
  return sub_group_reduce_add(v) - v;
}

kernel void helper_call(global int* out, global const int* in, int flag) {
  int lid = get_local_id(0);
  int v = in[lid & 31];
  int r = 0;
  if (flag > 0) r += lane_sum(v);
  if (v & 1) r += lane_sum(r);
  out[lid & 31] = r;
}
