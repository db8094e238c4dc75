package dev.cvg.passes.unroll;

import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.Optional;
import java.util.Set;

/**
 * The exit test of a loop in canonical form: a header phi {@code %i = phi [S, preheader],
 * [%i.next, latch]} with {@code %i.next = add %i, step} (step a nonzero constant), compared by the
 * exiting block's {@code icmp} with a loop-invariant bound, the loop exiting on the compare.
 *
 * <p>Iteration {@code j} (counted from 0 at the preheader) tests {@code v_j = S + offset + j*step}
 * (wrapping), where the offset is 0 when the compare reads {@code %i} and {@code step} when it
 * reads {@code %i.next}; the loop continues while {@code v_j P bound} ({@link #predicate()},
 * normalised with the induction variable on the left and "true" meaning "stay in the loop").
 *
 * @param phi the induction phi in the header
 * @param start the value entering from the preheader
 * @param stepInst the add producing the latch value
 * @param step the constant step (nonzero, sign-extended)
 * @param offset 0 or {@code step}
 * @param predicate the continue predicate, induction variable on the left
 * @param bound the loop-invariant other operand
 * @param compare the exit compare
 * @param stay the exiting block's successor inside the loop
 * @param bits the width of the induction variable
 */
record ExitCondition(Phi phi, Value start, Binary stepInst, long step, long offset,
    Predicate predicate, Value bound, Compare compare, BlockId stay, int bits) {

  /** Returns the exit condition of {@code loop}, or why it has none in canonical form. */
  static Result recognize(Function f, NaturalLoop loop) {
    FunctionIndex ix = f.index();
    Set<BlockId> in = loop.blockSet();
    Inst term = ix.block(loop.exiting()).terminator().orElseThrow();
    if (!(term instanceof CondBr br) || !(br.condition() instanceof Value.Local c)) {
      return new Result.None("the exit branch of %" + name(f, loop.exiting())
          + " is not conditional on a compare");
    }
    Optional<Inst> def = ix.definingInst(c.id());
    if (def.isEmpty() || !(def.get() instanceof Compare cmp) || cmp.opcode() != Opcode.ICMP) {
      return new Result.None("the exit branch of %" + name(f, loop.exiting())
          + " is not conditional on an icmp");
    }
    boolean stayOnTrue = in.contains(br.ifTrue());
    Predicate p = Predicate.of(cmp.predicate());
    p = stayOnTrue ? p : p.inverted();
    for (int side = 0; side < 2; side++) {
      Value ivSide = side == 0 ? cmp.lhs() : cmp.rhs();
      Value other = side == 0 ? cmp.rhs() : cmp.lhs();
      Predicate q = side == 0 ? p : p.swapped();
      if (!NaturalLoop.invariant(f, in, other)) {
        continue;
      }
      Optional<ExitCondition> found = induction(f, loop, ivSide, other, q, cmp,
          stayOnTrue ? br.ifTrue() : br.ifFalse());
      if (found.isPresent()) {
        return new Result.Found(found.get());
      }
    }
    return new Result.None("the exit compare %" + f.nameOf(c.id()).orElse("?")
        + " does not compare an induction variable (header phi stepped by a constant add) with"
        + " a loop-invariant bound");
  }

  private static Optional<ExitCondition> induction(Function f, NaturalLoop loop, Value ivSide,
      Value bound, Predicate p, Compare cmp, BlockId stay) {
    FunctionIndex ix = f.index();
    if (!(ivSide instanceof Value.Local l) || !(ivSide.type() instanceof Type.Int t)) {
      return Optional.empty();
    }
    Inst d = ix.definingInst(l.id()).orElse(null);
    Phi phi;
    long offset;
    if (d instanceof Phi ph) {
      phi = ph;
      offset = 0;
    } else if (d instanceof Binary b && phiOperand(ix, b).isPresent()) {
      phi = phiOperand(ix, b).get();
      offset = 1; // marker: the compare reads the stepped value
    } else {
      return Optional.empty();
    }
    if (ix.blockOf(phi.id()) != ix.number(loop.header()) || phi.incoming().size() != 2) {
      return Optional.empty();
    }
    Optional<Value> start = phi.valueFrom(loop.preheader());
    Optional<Value> next = phi.valueFrom(loop.latch());
    if (start.isEmpty() || next.isEmpty() || !(next.get() instanceof Value.Local nl)
        || !(ix.definingInst(nl.id()).orElse(null) instanceof Binary step)) {
      return Optional.empty();
    }
    Optional<Long> s = stepOf(step, phi);
    if (s.isEmpty() || s.get() == 0) {
      return Optional.empty();
    }
    if (offset == 1 && d.rawId() != step.rawId()) {
      return Optional.empty();
    }
    return Optional.of(new ExitCondition(phi, start.get(), step, s.get(), offset == 1 ? s.get() : 0,
        p, bound, cmp, stay, t.bits()));
  }

  private static Optional<Phi> phiOperand(FunctionIndex ix, Binary b) {
    for (Value v : b.operands()) {
      if (v instanceof Value.Local l && ix.definingInst(l.id()).orElse(null) instanceof Phi ph) {
        return Optional.of(ph);
      }
    }
    return Optional.empty();
  }

  /** Returns the constant step of {@code step} over {@code phi}: {@code add phi, c}, {@code sub phi, c}. */
  private static Optional<Long> stepOf(Binary step, Phi phi) {
    Value.Local self = phi.asValue();
    if (step.opcode() == Opcode.ADD) {
      if (step.lhs().equals(self) && step.rhs() instanceof Value.ConstInt c) {
        return Optional.of(c.value());
      }
      if (step.rhs().equals(self) && step.lhs() instanceof Value.ConstInt c) {
        return Optional.of(c.value());
      }
    }
    if (step.opcode() == Opcode.SUB && step.lhs().equals(self)
        && step.rhs() instanceof Value.ConstInt c) {
      return c.value() == Long.MIN_VALUE ? Optional.empty() : Optional.of(-c.value());
    }
    return Optional.empty();
  }

  /** Returns whether the step add carries the no-wrap flag matching the predicate's signedness. */
  boolean stepNoWrap() {
    return stepInst.flags().contains(predicate.signed() ? "nsw" : "nuw");
  }

  /** Returns the width's arithmetic. */
  Width width() {
    return Width.of(bits);
  }

  private static String name(Function f, BlockId b) {
    return f.index().block(b).name();
  }

  /** A recognized exit condition or the reason there is none. */
  sealed interface Result {
    /** @param condition the exit condition */
    record Found(ExitCondition condition) implements Result {}

    /** @param reason why the loop has no canonical exit condition */
    record None(String reason) implements Result {}
  }
}
