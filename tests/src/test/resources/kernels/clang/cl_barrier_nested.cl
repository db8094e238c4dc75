// Nested loops with barriers and a local-memory tile.
kernel void barrier_nested(global int* out, global const int* in, int rows) {
  local int tile[64];
  int lid = get_local_id(0);
  int acc = 0;
  for (int r = 0; r < rows; r++) {
    tile[lid & 63] = in[(r * 8 + lid) & 255];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int c = 0; c < 4; c++) {
      acc += tile[(lid + c) & 63];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[lid & 63] = acc;
}
