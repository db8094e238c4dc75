package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Phi;
import java.util.BitSet;

/**
 * {@link PhiJoins#hasOneValue} memoized by raw id: the answer does not depend on the branch, and
 * a phi at a join shared by many divergent branches is asked once per branch. Cost: one test per
 * phi, then one bitmap read per question.
 */
final class OneValuePhis {
  private final BitSet known;
  private final BitSet oneValue;

  OneValuePhis(int idBound) {
    this.known = new BitSet(idBound);
    this.oneValue = new BitSet(idBound);
  }

  /** Returns whether every incoming value of {@code phi} is the same value. */
  boolean test(Phi phi) {
    int raw = phi.rawId();
    if (!known.get(raw)) {
      known.set(raw);
      if (PhiJoins.hasOneValue(phi)) {
        oneValue.set(raw);
      }
    }
    return oneValue.get(raw);
  }
}
