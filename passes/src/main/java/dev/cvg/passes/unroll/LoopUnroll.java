package dev.cvg.passes.unroll;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.TokenDefinition;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code loop-unroll}: full unrolling of constant trip counts, partial unrolling by a known trip
 * multiple, and partial unrolling with a remainder loop, each loop asked of the
 * {@link UnrollGuard} first. One loop per round, innermost loops first (as LLVM); the manager
 * runs further rounds on the result. Loops the pass has considered (and the copies it made) are
 * remembered by block, so a round never unrolls an unrolled loop again.
 */
public final class LoopUnroll implements FunctionPass {
  /** The pass name in pipeline text. */
  public static final String NAME = "loop-unroll";

  private final Set<String> considered = new HashSet<>();
  private final List<String> skipped = new ArrayList<>();

  /** Returns {@value #NAME}. */
  @Override
  public String name() {
    return NAME;
  }

  /** Unrolling changes blocks and instructions: nothing is kept. */
  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.NONE;
  }

  /** One round per unrolled loop. */
  @Override
  public int maxRounds() {
    return 64;
  }

  /** Returns the loops left alone for reasons other than the guard ("loop %h: why"), in order. */
  public List<String> skipped() {
    return List.copyOf(skipped);
  }

  /** Unrolls the first loop (innermost first) that some allowed plan fits; true if one was. */
  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    Function f = ctx.function();
    UnrollOptions options = UnrollOptions.of(ctx);
    CycleHierarchy cycles = ctx.analysis(Analysis.CYCLES);
    DominatorTree dom = ctx.analysis(Analysis.DOMINATORS);
    ConvergenceControl cc = ConvergenceControl.of(ctx.module(), f, ctx.target());
    UnrollGuard guard = null;
    for (Cycle cycle : innermostFirst(cycles)) {
      Block header = f.index().block(cycle.header());
      String site = "loop %" + header.name();
      if (!considered.add(key(f, header.id()))) {
        continue;
      }
      NaturalLoop loop;
      switch (NaturalLoop.recognize(f, cycle, dom)) {
        case NaturalLoop.Skip s -> {
          skipped.add(site + ": " + s.reason());
          continue;
        }
        case NaturalLoop.Found found -> loop = found.loop();
      }
      ExitCondition cond;
      switch (ExitCondition.recognize(f, loop)) {
        case ExitCondition.Result.None none -> {
          skipped.add(site + ": " + none.reason());
          continue;
        }
        case ExitCondition.Result.Found found -> cond = found.condition();
      }
      LoopPragma pragma = LoopPragma.of(ctx.module(), f, loop.latch());
      if (pragma.disable()) {
        skipped.add(site + ": llvm.loop.unroll.disable");
        continue;
      }
      List<UnrollPlan> plans =
          UnrollPlanner.candidates(f, cond, size(f, loop), pragma.apply(options));
      if (plans.isEmpty()) {
        skipped.add(site + ": no plan fits the options and the trip count");
        continue;
      }
      if (guard == null) {
        guard = new UnrollGuard(f, cc, ctx.analysis(Analysis.UNIFORMITY));
      }
      for (UnrollPlan plan : plans) {
        GuardDecision decision = guard.decide(loop, cond, plan);
        if (ctx.guard(site + " (" + plan.describe() + ")", decision)) {
          perform(editor, f, loop, cond, guard.heart(loop).map(TokenDefinition::inst), plan);
          ctx.performed(site, plan.describe());
          return true;
        }
      }
    }
    return false;
  }

  private void perform(FunctionEditor editor, Function f, NaturalLoop loop, ExitCondition cond,
      Optional<InstId> heart, UnrollPlan plan) {
    LoopRewriter rewriter = new LoopRewriter(editor, loop, cond, heart);
    rewriter.perform(plan);
    Set<BlockId> created = rewriter.created();
    for (BlockId b : created) {
      considered.add(key(f, b));
    }
    List<BlockId> region = new ArrayList<>(created);
    region.addAll(loop.blocks());
    Cleanup.eraseTriviallyDead(editor, region);
    List<BlockId> merge = new ArrayList<>(created);
    merge.addAll(loop.blocks());
    merge.add(loop.exit());
    Cleanup.mergeStraightLines(editor, merge);
  }

  private static String key(Function f, BlockId b) {
    return f.name() + "/" + b.index();
  }

  private static int size(Function f, NaturalLoop loop) {
    int n = 0;
    for (BlockId b : loop.blocks()) {
      n += f.index().block(b).insts().size();
    }
    return n;
  }

  private static List<Cycle> innermostFirst(CycleHierarchy cycles) {
    List<Cycle> out = new ArrayList<>();
    for (Cycle c : cycles.topLevel()) {
      postorder(c, out);
    }
    return out;
  }

  private static void postorder(Cycle c, List<Cycle> out) {
    for (Cycle child : c.children()) {
      postorder(child, out);
    }
    out.add(c);
  }
}
