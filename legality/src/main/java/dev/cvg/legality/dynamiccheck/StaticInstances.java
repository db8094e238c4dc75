package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Inst;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import java.util.HashMap;
import java.util.Map;

/**
 * The oracle's module-wide static instance numbers of one compiled program, with the
 * instruction each stands for (parameters have none).
 */
final class StaticInstances {
  private final InstRef[] refs;
  private final Inst[] insts;
  private final Map<InstRef, Integer> numbers = new HashMap<>();

  StaticInstances(CompiledModule cm) {
    refs = new InstRef[cm.instanceCount()];
    insts = new Inst[cm.instanceCount()];
    for (int k = 0; k < cm.functionCount(); k++) {
      CompiledFunction cf = cm.function(k);
      for (int pc = 0; pc < cf.size(); pc++) {
        Inst i = cf.inst(pc);
        int n = cf.staticInstance(pc);
        refs[n] = new InstRef(cf.source().name(), i.id());
        insts[n] = i;
        numbers.put(refs[n], n);
      }
    }
  }

  /** Returns the number of static instances. */
  int size() {
    return refs.length;
  }

  /** Returns the instruction static instance {@code n} stands for, or null for a parameter. */
  InstRef ref(int n) {
    return refs[n];
  }

  /** Returns the instruction record of static instance {@code n}, or null for a parameter. */
  Inst inst(int n) {
    return insts[n];
  }

  /** Returns the static instance of {@code r}, or -1. */
  int number(InstRef r) {
    return numbers.getOrDefault(r, -1);
  }
}
