// Per-thread strided sum, then a subgroup reduction; lane 0 writes the result.
kernel void reduce_loop(global int* out, global const int* in, int n) {
  int lid = get_local_id(0);
  int acc = 0;
  for (int i = lid; i < n; i += 4) {
    acc += in[i & 255];
  }
  int total = sub_group_reduce_add(acc);
  if (lid == 0) out[0] = total;
}
