package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.oracle.instance.HierarchyChoice;

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
    return new CompiledIndex(b, a, new Classes(b, a, c));
  }
}
