package dev.cvg.passes.unroll;

import dev.cvg.ir.Function;
import dev.cvg.ir.Value;
import java.math.BigInteger;
import java.util.OptionalLong;

/**
 * What is known of the exit iteration {@code j_exit} of a loop in canonical form: the index
 * (from 0) of the iteration whose exit test leaves the loop, so the exiting block runs
 * {@code j_exit + 1} times. Known exactly when start and bound are constants (by evaluating the
 * tests with the width's wrapping, giving up when a step would wrap under a no-wrap flag), or
 * modulo a power of two when the bound's low bits are known (the trip multiple).
 */
final class TripCount {
  private TripCount() {}

  /** Returns {@code j_exit} when start and bound are constants and it is at most {@code limit}. */
  static OptionalLong constantExit(ExitCondition c, long limit) {
    if (!(c.start() instanceof Value.ConstInt s) || !(c.bound() instanceof Value.ConstInt b)) {
      return OptionalLong.empty();
    }
    Width w = c.width();
    boolean signedFlag = c.stepInst().flags().contains("nsw");
    boolean unsignedFlag = c.stepInst().flags().contains("nuw");
    BigInteger step = BigInteger.valueOf(c.step());
    BigInteger v = w.value(s.value(), true);
    BigInteger u = w.value(s.value(), false);
    if (c.offset() != 0) {
      if (wraps(w, v, u, step, signedFlag, unsignedFlag)) {
        return OptionalLong.empty();
      }
      v = w.value(w.wrap(v.add(step)), true);
      u = w.value(w.wrap(u.add(step)), false);
    }
    for (long j = 0; j <= limit; j++) {
      if (!c.predicate().test(w.wrap(v), b.value(), c.bits())) {
        return OptionalLong.of(j);
      }
      if (wraps(w, v, u, step, signedFlag, unsignedFlag)) {
        return OptionalLong.empty();
      }
      v = w.value(w.wrap(v.add(step)), true);
      u = w.value(w.wrap(u.add(step)), false);
    }
    return OptionalLong.empty();
  }

  private static boolean wraps(Width w, BigInteger v, BigInteger u, BigInteger step,
      boolean nsw, boolean nuw) {
    return (nsw && !w.inRange(v.add(step), true)) || (nuw && !w.inRange(u.add(step), false));
  }

  /**
   * Returns {@code j_exit mod n} ({@code n} a power of two) when the exit test's form and the low
   * bits of start and bound decide it, whatever their runtime values.
   *
   * <p>Equality exits with step ±1 leave at {@code j_exit = ±(bound - v_0) mod 2^bits} exactly.
   * Strict orderings towards the bound with step ±1 ({@code slt}/{@code ult} counting up,
   * {@code sgt}/{@code ugt} counting down) leave at {@code max(0, ±(bound - v_0))}, which is
   * {@code 0 mod n} when the distance is, provided {@code v_0} itself did not wrap.
   */
  static OptionalLong exitResidue(Function f, ExitCondition c, int log2n) {
    long s = c.step();
    if (s != 1 && s != -1) {
      return OptionalLong.empty();
    }
    KnownResidue start = KnownResidue.of(f, c.start());
    KnownResidue bound = KnownResidue.of(f, c.bound());
    KnownResidue v0 = start.plus(new KnownResidue(c.offset(), 62), 1);
    KnownResidue distance = s == 1 ? bound.plus(v0, -1) : v0.plus(bound, -1);
    OptionalLong d = distance.modulo(log2n);
    if (d.isEmpty()) {
      return d;
    }
    Predicate p = c.predicate();
    if (p == Predicate.NE) {
      return d;
    }
    boolean toward = (s == 1 && (p == Predicate.SLT || p == Predicate.ULT))
        || (s == -1 && (p == Predicate.SGT || p == Predicate.UGT));
    boolean firstExact = c.offset() == 0 || c.stepNoWrap()
        || (c.start() instanceof Value.ConstInt k
            && c.width().inRange(c.width().value(k.value(), p.signed())
                .add(BigInteger.valueOf(c.offset())), p.signed()));
    return toward && firstExact && d.getAsLong() == 0 ? d : OptionalLong.empty();
  }
}
