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
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
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

  @Override
  public Targets targets(Module m) {
    List<Function> defs = m.definitions();
    List<Function> owner = new ArrayList<>();
    List<Inst> insts = new ArrayList<>();
    for (Function f : defs) {
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          if (!i.isTerminator()) {
            owner.add(f);
            insts.add(i);
          }
        }
      }
    }
    return new Targets() {
      @Override
      public int count() {
        return insts.size();
      }

      @Override
      public Optional<Module> without(BitSet chosen) {
        Module out = m;
        int k = chosen.nextSetBit(0);
        while (k >= 0) {
          Function f = owner.get(k);
          FunctionRewrite rw = new FunctionRewrite(f);
          Set<ValueId> params = f.params().stream().map(Param::id).collect(Collectors.toSet());
          for (; k >= 0 && owner.get(k) == f; k = chosen.nextSetBit(k + 1)) {
            Inst i = insts.get(k);
            rw.remove(i.id(), i.hasResult() ? replacementFor(i, params) : null);
          }
          out = out.withFunction(rw.finish());
        }
        return Optional.of(out);
      }
    };
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
