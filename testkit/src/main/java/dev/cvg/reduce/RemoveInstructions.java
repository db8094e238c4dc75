package dev.cvg.reduce;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Removes instructions other than terminators (phis, calls and stores included). Uses of a
 * removed value become, by {@link Replacement}, an operand of the removed instruction with the
 * same type (which dominates every use the removed value had) or the type's zero.
 */
record RemoveInstructions(Replacement replacement) implements ReductionPass {

  /** What the uses of a removed value become. */
  enum Replacement {
    /** The first operand of the same type (for phis: a constant or parameter one), else zero. */
    OPERAND,
    /** Zero, null, {@code none} or zeroinitializer of the value's type. */
    ZERO
  }

  @Override
  public String name() {
    return replacement == Replacement.OPERAND ? "instructions-to-operands" : "instructions-to-zero";
  }

  /** Instruction {@code inst} of {@code function}. */
  private record Target(Function function, Inst inst) {}

  @Override
  public Targets targets(Module m) {
    List<Target> targets = new ArrayList<>();
    for (Function f : m.definitions()) {
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          if (!i.isTerminator()) {
            targets.add(new Target(f, i));
          }
        }
      }
    }
    return Targets.perFunction(m, targets, Target::function, (f, chosen) -> {
      FunctionRewrite rw = new FunctionRewrite(f);
      Set<ValueId> params = f.params().stream().map(Param::id).collect(Collectors.toSet());
      for (Target t : chosen) {
        rw.remove(t.inst().id(), t.inst().hasResult() ? replacementFor(t.inst(), params) : null);
      }
      return rw.finish();
    });
  }

  private Value replacementFor(Inst i, Set<ValueId> params) {
    Value zero = Zero.of(i.resultType()).orElse(new Value.Undef(i.resultType()));
    if (replacement == Replacement.ZERO) {
      return zero;
    }
    List<Value> candidates = switch (i) {
      case Call c -> c.site().args().stream().map(CallSite.Arg::value).toList();
      // an incoming value need not dominate the phi's uses; constants and parameters do
      case Phi p -> p.operands().stream()
          .filter(v -> !(v instanceof Value.Local l) || params.contains(l.id())).toList();
      default -> i.operands();
    };
    return candidates.stream().filter(v -> v.type().equals(i.resultType())).findFirst().orElse(zero);
  }
}
