#include "hip_mini.h"
// Wave reductions (llvm.amdgcn.wave.reduce.*) of a loaded value.
extern "C" __global__ void wave_reduce(unsigned* out, const unsigned* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  unsigned v = in[t & 63];
  unsigned mn = __builtin_amdgcn_wave_reduce_min_u32(v, 0);
  unsigned mx = __builtin_amdgcn_wave_reduce_max_u32(v, 0);
  if (v > mn) v = mx - v;
  out[t & 63] = v;
}
