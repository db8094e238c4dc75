package dev.cvg.analysis.uniformity;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.function.IntPredicate;

/**
 * When a phi in a join block of a divergent branch stays uniform although threads arrive along
 * different edges: every edge delivers the same value.
 *
 * <p>Two rules. {@link #hasOneValue}: all incoming values, ignoring {@code undef}/{@code poison}
 * and the phi itself, are one and the same value (LLVM's {@code hasConstantOrUndefValue}; note
 * its known imprecision: {@code phi [0, %a], [undef, %b]} is kept uniform). {@link
 * #equalOnDivergedPaths} (upstream LLVM after 22): the edges whose source lies on a path from the
 * branch all carry the same value; edges from elsewhere are governed by other branches, which
 * are judged separately.
 *
 * <pre>
 *   merge: %u = phi [0, %entry], [1, %then], [1, %else]   ; branch in %b: then/else diverged
 *   -> %u is uniform: both diverged edges carry 1; %entry is not reached from the branch
 * </pre>
 */
final class PhiJoins {
  private PhiJoins() {}

  /** Returns whether all incoming values other than undef, poison and the phi itself agree. */
  static boolean hasOneValue(Phi phi) {
    return oneValueApartFrom(phi, PhiJoins::isUndef);
  }

  /**
   * Returns whether the incoming values on edges from blocks satisfying {@code onDivergedPath}
   * are all the same value, undef and poison ignored. The predicate is asked only for edges
   * whose value differs from the common value found so far.
   */
  static boolean equalOnDivergedPaths(Phi phi, FunctionIndex index, IntPredicate onDivergedPath) {
    Value common = null;
    for (Phi.Incoming in : phi.incoming()) {
      Value v = in.value();
      if (isUndef(v) || v.equals(common)) {
        continue;
      }
      int pred = index.number(in.block());
      if (pred < 0 || !onDivergedPath.test(pred)) {
        continue;
      }
      if (common != null) {
        return false;
      }
      common = v;
    }
    return true;
  }

  /**
   * The planted {@link PlantedBug#CONSTANT_INCOMING_IGNORED} rule: {@link #hasOneValue} with
   * constant incoming values ignored as well. Wrong on purpose; only tests turn it on.
   */
  static boolean hasOneValueIgnoringConstants(Phi phi) {
    return oneValueApartFrom(phi, v -> isUndef(v) || !(v instanceof Value.Local));
  }

  /** Returns whether the incoming values that are neither {@code ignored} nor the phi itself agree. */
  private static boolean oneValueApartFrom(Phi phi, java.util.function.Predicate<Value> ignored) {
    Value common = null;
    for (Phi.Incoming in : phi.incoming()) {
      Value v = in.value();
      if (ignored.test(v) || isSelf(phi, v)) {
        continue;
      }
      if (common != null && !common.equals(v)) {
        return false;
      }
      common = v;
    }
    return true;
  }

  private static boolean isUndef(Value v) {
    return v instanceof Value.Undef || v instanceof Value.Poison;
  }

  private static boolean isSelf(Phi phi, Value v) {
    return v instanceof Value.Local l && l.rawId() == phi.rawId();
  }
}
