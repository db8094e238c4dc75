// Vector types: int4 loads and arithmetic, a reduction of the lanes.
kernel void vector_kernel(global int4* out, global const int4* in) {
  int lid = get_local_id(0);
  int4 v = in[lid & 15];
  int4 w = v * 2 + (int4)(1, 2, 3, 4);
  int s = w.x + w.y + w.z + w.w;
  int t = sub_group_reduce_add(s);
  out[lid & 15] = w + (int4)(t);
}
