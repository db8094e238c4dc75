package dev.cvg.ir.verify;

import dev.cvg.ir.Block;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import dev.cvg.ir.ValueNames;
import java.util.HashSet;
import java.util.Set;

/**
 * Rule family "names": parameters, blocks and instruction results share one namespace per
 * function (LLVM's local symbol table), so no name may be defined twice; and an instruction
 * without a result has no name. Names are visited in definition order (parameters, then each
 * block's label followed by its instructions) and the second definition is reported.
 */
final class NameRules {
  private NameRules() {}

  /** Checks the names of the function. */
  static void check(FunctionContext cx) {
    // Sized once: at most one name per parameter, block and instruction.
    Set<String> seen = HashSet.newHashSet(
        cx.function().params().size() + cx.index().blockCount() + cx.index().layoutStart(cx.index().blockCount()));
    for (Param p : cx.function().params()) {
      cx.function().nameOf(p.id()).filter(n -> !seen.add(n))
          .ifPresent(n -> cx.report().function(Messages.multipleDefinition(n), cx.report().typed(p.asValue())));
    }
    ValueNames names = cx.function().valueNames();
    for (Block block : cx.function().blocks()) {
      if (!seen.add(block.name())) {
        cx.report().block(block.id(), Messages.multipleDefinition(block.name()), cx.report().label(block.id()));
      }
      for (Inst inst : block.insts()) {
        String name = names.nameOrNull(inst.rawId());
        if (name == null) {
          continue;
        }
        if (!inst.hasResult()) {
          cx.report().inst(inst.id(), Messages.VOID_WITH_NAME, cx.report().print(inst));
        } else if (!seen.add(name)) {
          cx.report().inst(inst.id(), Messages.multipleDefinition(name), cx.report().print(inst));
        }
      }
    }
  }
}
