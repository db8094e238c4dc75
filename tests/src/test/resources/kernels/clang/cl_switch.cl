// A switch on a divergent value, a subgroup operation after the join.
kernel void switch_kernel(global int* out, global const int* in) {
  int lid = get_local_id(0);
  int v = in[lid & 31];
  int r;
  switch (v & 3) {
  case 0: r = v + 1; break;
  case 1: r = v * 3; break;
  case 2: r = -v; break;
  default: r = 7; break;
  }
  out[lid & 31] = sub_group_reduce_min(r);
}
