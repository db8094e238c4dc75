package dev.cvg.ir.verify;

import dev.cvg.ir.Block;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import java.util.HashSet;
import java.util.Optional;
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
    Set<String> seen = new HashSet<>();
    for (Param p : cx.function().params()) {
      cx.function().nameOf(p.id()).filter(n -> !seen.add(n))
          .ifPresent(n -> cx.report().function(Messages.multipleDefinition(n), cx.report().typed(p.asValue())));
    }
    for (Block block : cx.function().blocks()) {
      if (!seen.add(block.name())) {
        cx.report().block(block.id(), Messages.multipleDefinition(block.name()), cx.report().label(block.id()));
      }
      for (Inst inst : block.insts()) {
        Optional<String> name = cx.function().nameOf(inst.id().value());
        if (name.isEmpty()) {
          continue;
        }
        if (!inst.hasResult()) {
          cx.report().inst(inst.id(), Messages.VOID_WITH_NAME, cx.report().print(inst));
        } else if (!seen.add(name.get())) {
          cx.report().inst(inst.id(), Messages.multipleDefinition(name.get()), cx.report().print(inst));
        }
      }
    }
  }
}
