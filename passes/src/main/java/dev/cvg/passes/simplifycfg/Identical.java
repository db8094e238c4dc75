package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.Map;

/** Identity of two instructions up to their own ids: what common-code hoisting and sinking merge. */
final class Identical {
  private Identical() {}

  /**
   * Returns whether {@code a} and {@code b} compute the same thing: equal after {@code b}'s
   * operands are renamed by {@code bToA} (results of instructions already paired with
   * {@code a}'s side) and {@code b} takes {@code a}'s id. Phis and terminators never match.
   */
  static boolean same(Inst a, Inst b, Map<ValueId, Value> bToA) {
    if (a instanceof Phi || b instanceof Phi || a.isTerminator() || b.isTerminator()
        || a.opcode() != b.opcode()) {
      return false;
    }
    Inst renamed = b.mapOperands(v -> v instanceof Value.Local l ? bToA.getOrDefault(l.id(), v) : v);
    return renamed.withId(a.id()).equals(a);
  }
}
