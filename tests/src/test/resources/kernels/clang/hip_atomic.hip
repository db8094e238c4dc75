#include "hip_mini.h"
// Atomics: one lane per wave adds the ballot count to a counter.
extern "C" __global__ void atomic_count(int* counter, const int* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  unsigned long long m = __ballot(in[t & 63] > 5);
  if (lane_id() == 0) {
    __atomic_fetch_add(counter, (int)__builtin_popcountll(m), __ATOMIC_RELAXED);
  }
}
