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
import dev.cvg.passes.framework.PassParameter;
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

  /** Creates the pass with nothing considered yet (one instance per pipeline run). */
  public LoopUnroll() {}

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

  /** Returns the parameters: {@code full}, {@code partial}, {@code runtime}, {@code count}, {@code threshold}, {@code full-unroll-max}. */
  @Override
  public Optional<List<PassParameter>> parameters() {
    return Optional.of(UnrollOptions.PARAMETERS);
  }

  /** One round per unrolled loop. */
  @Override
  public int maxRounds() {
    return 64;
  }

  /**
   * Returns the loops left alone for reasons other than the guard ("loop %h: why"), in order.
   *
   * @return one line per skipped loop
   */
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
      LoopPragma pragma = LoopPragma.of(ctx.module(), f, loop.latch());
      if (pragma.disable()) {
        skipped.add(site + ": llvm.loop.unroll.disable");
        continue;
      }
      ExitCondition cond = null;
      List<UnrollPlan> plans;
      switch (ExitCondition.recognize(f, loop)) {
        case ExitCondition.Result.None none -> {
          Optional<String> blocker = leavesFromEveryCopy(f, loop);
          plans = blocker.isPresent() ? List.of()
              : UnrollPlanner.withoutTripCount(size(f, loop), pragma.apply(options));
          if (plans.isEmpty()) {
            skipped.add(site + ": " + none.reason() + blocker.map(b -> "; " + b).orElse(""));
            continue;
          }
        }
        case ExitCondition.Result.Found found -> {
          cond = found.condition();
          plans = UnrollPlanner.candidates(f, cond, size(f, loop), pragma.apply(options));
        }
      }
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

  /**
   * Returns why the loop's exits cannot all stay (each copy then leaves the loop): a token
   * defined in the loop and used after it (a token cannot pass through the exit's phi), or a
   * value used after the loop whose exit block has other predecessors.
   */
  private static Optional<String> leavesFromEveryCopy(Function f, NaturalLoop loop) {
    Set<BlockId> in = loop.blockSet();
    var ix = f.index();
    boolean dedicated = ix.cfg().predecessors(ix.number(loop.exit())).length == 1;
    for (BlockId b : loop.blocks()) {
      for (dev.cvg.ir.Inst i : ix.block(b).insts()) {
        if (!i.hasResult()) {
          continue;
        }
        boolean usedAfter = ix.users(i.id().value()).stream()
            .anyMatch(u -> !in.contains(ix.block(ix.blockOf(u)).id()));
        if (usedAfter && i.resultType().equals(dev.cvg.ir.Type.TOKEN)) {
          return Optional.of("token %" + f.nameOf(i.id().value()).orElse("?")
              + " is used after the loop, and a token cannot join the copies' exits in a phi");
        }
        if (usedAfter && !dedicated) {
          return Optional.of("a value is used after the loop and its exit %"
              + ix.block(ix.number(loop.exit())).name() + " has other predecessors");
        }
      }
    }
    return Optional.empty();
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
