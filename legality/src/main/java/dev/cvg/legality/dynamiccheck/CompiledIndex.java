package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.HashSet;
import java.util.Set;

/**
 * The static instances of both programs and their correspondence classes (static instance
 * numbers do not depend on the cycle hierarchy, so one compilation each serves every trial).
 *
 * @param before the original's static instances
 * @param after the transformed program's static instances
 * @param classes the correspondence classes
 */
record CompiledIndex(StaticInstances before, StaticInstances after, Classes classes) {

  static CompiledIndex of(Side before, Side after, Correspondence c) {
    StaticInstances b = new StaticInstances(before.compile(HierarchyChoice.llvm()));
    StaticInstances a = new StaticInstances(after.compile(HierarchyChoice.llvm()));
    return new CompiledIndex(b, a, new Classes(b, a, c, unchanged(before.module(), after.module(), c),
        n -> b.inst(n) != null && before.communicates(b.inst(n)), n -> before.withoutSideEffects(b.inst(n))));
  }

  /**
   * Returns the functions the transform left alone: defined in both programs with the same
   * text, and compared by neither side of the correspondence. Their instructions stand for
   * themselves, so the instances a call runs in an unchanged callee (an anchor's, a convergent
   * operation's) are related too; without this an anchor grouping chosen in the transformed
   * program's callee could not be reproduced in the original's.
   */
  static Set<String> unchanged(Module before, Module after, Correspondence c) {
    Set<String> names = new HashSet<>();
    for (Function f : before.definitions()) {
      if (c.functions().containsKey(f.name()) || c.functions().containsValue(f.name())) {
        continue;
      }
      after.function(f.name()).filter(g -> !g.isDeclaration())
          .filter(g -> g == f || IrPrinter.print(before, f).equals(IrPrinter.print(after, g)))
          .ifPresent(g -> names.add(f.name()));
    }
    return names;
  }
}
