// A loop with a uniform trip count holding a broadcast; a loop with a divergent one after it.
kernel void uniform_trip(global int* out, global const int* in, int n) {
  int lid = get_local_id(0);
  int acc = in[lid & 31];
  for (int i = 0; i < n; i++) {
    acc = sub_group_broadcast(acc, i & 7) + lid;
  }
  for (int j = 0; j < (lid & 7); j++) {
    acc = acc * 3 + j;
  }
  out[lid & 31] = acc;
}
