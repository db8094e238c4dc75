package dev.cvg.legality.correspondence;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.Optional;

/**
 * Whether a named copy reads what its candidate original reads, by name: when two inlined
 * callees both define {@code %first5} (the generated kernels name every function's values
 * alike), the copy {@code %first5.i76 = readfirstlane(%iv2.i)} is {@code @callee0}'s
 * {@code %first5 = readfirstlane(%iv2)}, not {@code @callee1}'s
 * {@code %first5 = readfirstlane(%v5_0)}. An operand pair says nothing unless both are named
 * local values (constants, tokens and numbered values are skipped; an inlined callee's
 * parameters became the call site's arguments, so those are skipped too, also behind phis of one
 * incoming value, which the inliner folds).
 */
final class OperandNames {
  private OperandNames() {}

  /**
   * Returns whether no operand of {@code copy} (in {@code fa}) contradicts the operand of
   * {@code original} (in {@code g}) at the same position: equal names, or the copy's name
   * stripped of clone suffixes ({@link CloneSuffixes#bases}) is the original's.
   *
   * @param fa the transformed function holding {@code copy}
   * @param copy a named instruction of {@code fa}
   * @param g the original function holding {@code original}
   * @param original a candidate original of {@code copy}
   * @return whether the operands' names agree
   */
  static boolean agree(Function fa, Inst copy, Function g, Inst original) {
    if (copy.operandCount() != original.operandCount()) {
      return false;
    }
    for (int k = 0; k < copy.operandCount(); k++) {
      Value o = original.operand(k);
      Optional<String> a = name(fa, copy.operand(k));
      Value through = folded(g, o);
      if (a.isEmpty() || isParam(g, through) || name(g, o).isEmpty()) {
        continue;
      }
      if (!fits(a.get(), name(g, o).get()) && name(g, through).filter(n -> fits(a.get(), n)).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** Returns whether the copy's operand name {@code a} is original name {@code b} or a clone of it. */
  private static boolean fits(String a, String b) {
    return a.equals(b) || CloneSuffixes.bases(a).stream().anyMatch(c -> c.name().equals(b));
  }

  /**
   * Returns {@code v}, or for a phi whose incoming values are all one value, that value (again
   * through such phis, a few steps): the inliner folds {@code %p2 = phi [ %n, %entry ]} of a callee
   * into the call's argument, so a copy reading the argument reads what {@code %p2} read.
   */
  private static Value folded(Function g, Value v) {
    Value cur = v;
    for (int step = 0; step < 8 && cur instanceof Value.Local l; step++) {
      int s = OperandMatch.single(g, l.rawId());
      if (s < 0) {
        break;
      }
      cur = new Value.Local(s, l.type());
    }
    return cur;
  }

  private static Optional<String> name(Function f, Value v) {
    if (!(v instanceof Value.Local l) || l.type() instanceof Type.Token) {
      return Optional.empty();
    }
    return f.nameOf(new dev.cvg.ir.ValueId(l.rawId())).filter(n -> !n.chars().allMatch(Character::isDigit));
  }

  private static boolean isParam(Function g, Value v) {
    return v instanceof Value.Local l && g.params().stream().anyMatch(p -> p.id().index() == l.rawId());
  }
}
