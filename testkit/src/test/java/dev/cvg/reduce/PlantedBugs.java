package dev.cvg.reduce;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Store;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.target.GpuTarget;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;

/** Interestingness tests that stand for bugs planted in generated kernels. */
final class PlantedBugs {
  private PlantedBugs() {}

  static boolean isBallot(Inst i) {
    return i instanceof Call c && c.site().calleeName().orElse("").equals("@llvm.amdgcn.ballot.i32");
  }

  /** "Some function contains a ballot whose result reaches a store's value through data flow." */
  static final Predicate<Module> BALLOT_REACHES_STORE = m -> {
    for (Function f : m.definitions()) {
      Set<ValueId> reached = new HashSet<>();
      boolean grew = true;
      while (grew) {
        grew = false;
        for (Block b : f.blocks()) {
          for (Inst i : b.insts()) {
            if (i.hasResult() && !reached.contains(i.id().value())
                && (isBallot(i) || i.operands().stream().anyMatch(v -> v instanceof Value.Local l && reached.contains(l.id())))) {
              reached.add(i.id().value());
              grew = true;
            }
          }
        }
      }
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          if (i instanceof Store s && s.value() instanceof Value.Local l && reached.contains(l.id())) {
            return true;
          }
        }
      }
    }
    return false;
  };

  /** "Some ballot is in a successor of a block whose terminator the uniformity analysis calls divergent." */
  static final Predicate<Module> BALLOT_BELOW_DIVERGENT_BRANCH = m -> {
    for (Function f : m.definitions()) {
      UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu());
      var cfg = f.index().cfg();
      for (int b = 0; b < cfg.size(); b++) {
        if (!u.hasDivergentTerminator(b)) {
          continue;
        }
        for (int s : cfg.successors(b)) {
          if (f.index().block(s).insts().stream().anyMatch(PlantedBugs::isBallot)) {
            return true;
          }
        }
      }
    }
    return false;
  };

  /** Returns the number of instructions in the module's definitions. */
  static int instructions(Module m) {
    return ModuleSize.of(m).instructions();
  }
}
