package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import java.util.ArrayList;
import java.util.List;

/** Names the users of an instruction's result, for counterexample messages. */
final class Users {
  private Users() {}

  /** Returns the users of {@code r}'s result in its function, as printed names, in layout order. */
  static List<String> of(Module m, InstRef r) {
    Function f = m.function(r.function()).orElseThrow();
    List<String> out = new ArrayList<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        for (int k = 0; k < i.operandCount(); k++) {
          if (i.operand(k) instanceof Value.Local l && l.rawId() == r.id().index()) {
            out.add(Describe.inst(f, i));
            break;
          }
        }
      }
    }
    return out;
  }
}
