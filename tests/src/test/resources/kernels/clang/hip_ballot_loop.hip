#include "hip_mini.h"
// Early-exit loop driven by a ballot: iterate while any lane still has work.
extern "C" __global__ void ballot_loop(int* out, const int* in, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  int work = in[t & 63];
  int iters = 0;
  while (__ballot(work > 0) != 0) {
    if (work > 0) work -= (t & 3) + 1;
    iters++;
    if (iters >= n) break;
  }
  out[t & 63] = iters;
}
