// Index math with get_global_id, get_group_id and get_local_size (i64 size_t).
kernel void global_id(global long* out, global const long* in) {
  size_t g = get_global_id(0);
  size_t grp = get_group_id(0);
  size_t ls = get_local_size(0);
  long v = in[g & 63] + (long)grp * (long)ls;
  out[g & 63] = v + sub_group_broadcast(v, 0);
}
