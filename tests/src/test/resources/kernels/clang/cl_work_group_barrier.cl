// Work-group barrier with a two-phase local-memory exchange and a work-group reduction.
kernel void wg_barrier(global int* out, global const int* in) {
  local int buf[64];
  int lid = get_local_id(0);
  buf[lid & 63] = in[lid & 255];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int v = buf[(lid + 1) & 63];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  buf[lid & 63] = v * 2;
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[lid & 63] = buf[(63 - lid) & 63] + work_group_reduce_add(v);
}
