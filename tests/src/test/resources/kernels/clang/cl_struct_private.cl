// Private structs and arrays (memcpy/memset at -O0), a float computation with fneg.
typedef struct { int a; float b; int c[4]; } rec;

kernel void struct_private(global float* out, global const int* in) {
  int lid = get_local_id(0);
  rec r = {0};
  int arr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  r.a = in[lid & 31];
  r.b = (float)r.a * 0.5f;
  for (int i = 0; i < 4; i++) r.c[i] = arr[(i + lid) & 7];
  rec s = r;
  float f = -s.b + (float)(s.c[0] + s.c[3]);
  out[lid & 31] = f + (float)sub_group_reduce_add(s.a);
}
