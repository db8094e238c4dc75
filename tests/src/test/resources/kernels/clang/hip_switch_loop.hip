#include "hip_mini.h"
// A state machine: switch inside a loop with a divergent trip count, ballot at the end.
extern "C" __global__ void switch_loop(int* out, const int* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  int state = in[t & 63] & 3;
  int acc = 0;
  for (int i = 0; i < (t & 7) + 1; i++) {
    switch (state) {
    case 0: acc += 1; state = 2; break;
    case 1: acc *= 2; state = 0; break;
    case 2: acc -= 3; state = 3; break;
    default: acc ^= i; state = 1; break;
    }
  }
  out[t & 63] = acc + (int)__builtin_popcountll(__ballot(acc > 0));
}
