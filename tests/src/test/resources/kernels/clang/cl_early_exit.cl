// Search loop with a divergent early return and a subgroup operation after the loop.
kernel void early_exit(global int* out, global const int* in, int key) {
  int lid = get_local_id(0);
  int found = -1;
  for (int i = 0; i < 32; i++) {
    if (in[(lid + i) & 63] == key) {
      found = i;
      break;
    }
  }
  if (found < 0) return;
  out[lid & 63] = sub_group_reduce_min(found);
}
