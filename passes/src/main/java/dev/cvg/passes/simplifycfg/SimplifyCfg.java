package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.List;

/**
 * {@code simplifycfg}: LLVM's CFG clean-up, aware of convergence. Each round runs, in order,
 * common-code hoisting and sinking (they ask about uniformity), forwarding-block removal (it
 * asks about cycles), merging blocks into their single predecessor, folding diamonds and
 * triangles to {@code select}, folding constant branches, and removing unreachable blocks; a
 * round returns true when it changed something, and the pass manager runs another round on
 * the result, until nothing changes or {@link #maxRounds()} is reached.
 *
 * <p>The convergence rules are in {@link SimplifyCfgGuard}. The pass preserves no analysis: it
 * changes edges, and merged convergent operations change uniformity's inputs.
 */
public final class SimplifyCfg implements FunctionPass {
  private static final List<Simplification> ORDER = List.of(new CommonHeadHoisting(),
      new CommonTailSinking(), new ForwardingBlockRemoval(), new MergeIntoPredecessor(),
      new SelectFolding(), new ConstantBranchFolding(), new UnreachableBlockRemoval());

  /** Creates the pass. */
  public SimplifyCfg() {}

  @Override
  public String name() {
    return "simplifycfg";
  }

  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.NONE;
  }

  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    if (ctx.function().isDeclaration() || ctx.function().blocks().isEmpty()) {
      return false;
    }
    Round round = new Round(editor, ctx);
    for (Simplification s : ORDER) {
      s.apply(round);
    }
    return round.changed();
  }

  /** Returns 64: each round may take many sites, and a fixed point is usually reached in a few. */
  @Override
  public int maxRounds() {
    return 64;
  }
}
