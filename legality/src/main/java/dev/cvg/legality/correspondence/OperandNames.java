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
 * parameters became the call site's arguments, so those are skipped too).
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
      Optional<String> b = isParam(g, o) ? Optional.empty() : name(g, o);
      if (a.isPresent() && b.isPresent() && !a.get().equals(b.get())
          && CloneSuffixes.bases(a.get()).stream().noneMatch(c -> c.name().equals(b.get()))) {
        return false;
      }
    }
    return true;
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
