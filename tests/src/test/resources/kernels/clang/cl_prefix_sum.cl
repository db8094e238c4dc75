// Inclusive and exclusive subgroup scans of a loaded value.
kernel void prefix_sum(global int* out, global const int* in) {
  int lid = get_local_id(0);
  int v = in[lid & 63];
  int inc = sub_group_scan_inclusive_add(v);
  int exc = sub_group_scan_exclusive_add(v);
  out[lid & 63] = inc * 2 - exc;
}
