package dev.cvg.oracle.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.cvg.target.Intrinsic;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The group semantics are total: exactly the communicating intrinsics (convergent, not
 * convergence control) are group operations, under their own names, and every operation writes
 * a result and a flag for every member of a group.
 */
class GroupOpTableTest {
  @Test
  void exactlyTheCommunicatingIntrinsicsAreGroupOps() {
    for (Intrinsic i : Intrinsic.values()) {
      Optional<String> expected = i.isConvergent() && !i.isConvergenceControl()
          ? Optional.of(i.name()) : Optional.empty();
      assertEquals(expected, GroupOp.of(i).map(GroupOp::name), i.name());
    }
  }

  @Test
  void everyOpWritesEveryMember() {
    int n = 4;
    int[] tids = {0, 1, 2, 3};
    long[] x = {1, 0, 3, 4};
    long[] y = {1, 2, 3, 0};
    byte[] defined = new byte[n];
    for (GroupOp op : GroupOp.values()) {
      long[] outV = new long[n];
      byte[] outF = new byte[n];
      Arrays.fill(outV, 0x5eed);
      Arrays.fill(outF, (byte) 9);
      GroupSemantics.compute(op, n, tids, x, defined, y, defined, 32, 7, outV, outF);
      for (int k = 0; k < n; k++) {
        assertNotEquals(9, outF[k], op + " left the flag of member " + k + " unwritten");
        assertNotEquals(0x5eed, outV[k], op + " left the value of member " + k + " unwritten");
      }
    }
  }
}
