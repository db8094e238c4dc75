#include "hip_mini.h"
// 64-bit index math, a 2D loop nest and a float accumulation with select.
extern "C" __global__ void i64_index(float* out, const float* in, long long stride) {
  int t = __builtin_amdgcn_workitem_id_x();
  long long base = (long long)__builtin_amdgcn_workgroup_id_x() * stride;
  float acc = 0.0f;
  for (int y = 0; y < 4; y++) {
    for (int x = 0; x < 4; x++) {
      long long idx = (base + y * 8 + x + t) & 255;
      float f = in[idx];
      acc += f > 0.0f ? f : -f;
    }
  }
  out[t & 63] = acc;
}
