package dev.cvg.passes.unroll;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.Cursor;
import dev.cvg.ir.edit.FunctionEditor;
import java.math.BigInteger;

/**
 * The remainder guard: a test, on the induction variable at the header, that the next
 * {@code n} exit tests all stay in the loop, so {@code n} copies can run without them.
 *
 * <p>The tests read {@code v_j = i + offset + j*step}, {@code j = 0..n-1}. For an ordering
 * predicate the values form a monotone run when {@code i + offset + (n-1)*step} does not overflow
 * in the predicate's signedness; the set of values that stay is a half-line, so the run stays
 * exactly when its end nearest the bound does. For {@code ne} with step ±1 the run avoids the
 * bound exactly when the wrapped distance to it exceeds {@code n-1}. The guard is sound (it never
 * claims {@code n} iterations that do not happen); being exact matters only for speed, since the
 * remainder loop is the original loop and finishes whatever remains.
 */
final class ExitGuard {
  private final FunctionEditor e;
  private final ExitCondition c;
  private final int n;

  ExitGuard(FunctionEditor e, ExitCondition c, int n) {
    this.e = e;
    this.c = c;
    this.n = n;
  }

  /** Returns whether a guard exists for this exit condition and count. */
  static boolean exists(ExitCondition c, int n) {
    Predicate p = c.predicate();
    if (p == Predicate.NE) {
      return c.step() == 1 || c.step() == -1;
    }
    return p.ordering() && c.width().inRange(delta(c, n).abs(), true);
  }

  private static BigInteger delta(ExitCondition c, int n) {
    return BigInteger.valueOf(c.offset()).add(BigInteger.valueOf(c.step()).multiply(
        BigInteger.valueOf(n - 1L)));
  }

  /** Emits the guard before the terminator of {@code header}; returns the {@code i1} value. */
  Value emit(BlockId header) {
    Value i = c.phi().asValue();
    Type.Int t = (Type.Int) c.phi().type();
    Predicate p = c.predicate();
    Width w = c.width();
    if (p == Predicate.NE) {
      Value v0 = c.offset() == 0 ? i : binary(header, Opcode.ADD, i, constant(t, c.offset()), "iv.first");
      Value dist = c.step() == 1 ? binary(header, Opcode.SUB, c.bound(), v0, "iv.dist")
          : binary(header, Opcode.SUB, v0, c.bound(), "iv.dist");
      return compare(header, Predicate.UGT, dist, constant(t, n - 1L), "iters.left");
    }
    boolean signed = p.signed();
    BigInteger delta = delta(c, n);
    boolean toward = (c.step() > 0) == p.boundedAbove();
    BigInteger bind = toward ? delta : BigInteger.valueOf(c.offset());
    if (toward && c.bound() instanceof Value.ConstInt b) {
      BigInteger shifted = w.value(b.value(), signed).subtract(bind);
      if (w.inRange(shifted, signed)) {
        return compare(header, p, i, constant(t, w.wrap(shifted)), "iters.left");
      }
    }
    BigInteger limit = delta.signum() > 0 ? w.max(signed).subtract(delta) : w.min(signed).subtract(delta);
    Predicate fits = delta.signum() > 0 ? (signed ? Predicate.SLE : Predicate.ULE)
        : (signed ? Predicate.SGE : Predicate.UGE);
    Value noWrap = compare(header, fits, i, constant(t, w.wrap(limit)), "iv.nowrap");
    Value at = bind.signum() == 0 ? i
        : binary(header, Opcode.ADD, i, constant(t, w.wrap(bind)), "iv.last");
    Value stays = compare(header, p, at, c.bound(), "iv.stays");
    return binary(header, Opcode.AND, noWrap, stays, "iters.left");
  }

  private static Value constant(Type.Int t, long v) {
    return new Value.ConstInt(t, v);
  }

  private Value binary(BlockId b, Opcode op, Value x, Value y, String name) {
    return cursor(b, name).binary(op, x, y);
  }

  private Value compare(BlockId b, Predicate p, Value x, Value y, String name) {
    return cursor(b, name).icmp(p.text(), x, y);
  }

  private Cursor cursor(BlockId b, String name) {
    return e.beforeTerminator(b).named(name)
        .origin(new Origin.Synthesized("loop-unroll: remainder guard"));
  }
}
