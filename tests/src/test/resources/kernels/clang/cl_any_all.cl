// Early-exit loop that stops when no thread of the subgroup wants to continue.
kernel void any_all(global int* out, global const int* in, int n) {
  int lid = get_local_id(0);
  int x = in[lid & 15];
  int steps = 0;
  while (sub_group_any(x > 0)) {
    if (x > 0) x -= 3;
    steps++;
    if (steps > n) break;
  }
  out[lid & 15] = steps + (sub_group_all(x <= 0) ? 100 : 0);
}
