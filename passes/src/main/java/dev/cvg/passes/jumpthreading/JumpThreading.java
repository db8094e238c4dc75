package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code jump-threading}: threads an edge into a block whose conditional branch is known on that
 * edge, by giving the edge its own copy of the block that branches straight to the known
 * successor (LLVM's {@code JumpThreadingPass}, {@code ConvergentOperations.rst} "Unstructured
 * control flow": {@code example_original} to {@code example_jumpthreaded}).
 *
 * <p>Each round threads edges of independent blocks (no block shared between two threaded edges)
 * of the snapshot it started from and asks for another round while it changed something. The
 * edits read the editor's current state (a block may have gained repair phis from an earlier
 * threading of the round); what the snapshot's analyses say about a site (its known outcome,
 * whether arrival is uniform) is a fact of every thread's execution, which threading preserves.
 * Parameter {@code threshold=N}: the most instructions a copy may hold (LLVM's default 6).
 */
public final class JumpThreading implements FunctionPass {
  /** The rounds allowed per function (each round threads at least one edge or ends the pass). */
  static final int MAX_ROUNDS = 64;

  /** Creates the pass (its parameters come with each run: {@code threshold=N}). */
  public JumpThreading() {}

  /** Returns {@code jump-threading}. */
  @Override
  public String name() {
    return "jump-threading";
  }

  /** Returns nothing: threading adds blocks and edges and copies instructions. */
  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.NONE;
  }

  /** Returns {@code threshold}, the one parameter ({@code jump-threading<threshold=N>}). */
  @Override
  public Optional<List<PassParameter>> parameters() {
    return Optional.of(List.of(PassParameter.integer("threshold", 0, Integer.MAX_VALUE,
        "most instructions copied to thread one edge (default " + SiteFinder.DEFAULT_THRESHOLD + ")")));
  }

  /** Returns {@value #MAX_ROUNDS}: threading one edge may expose the next. */
  @Override
  public int maxRounds() {
    return MAX_ROUNDS;
  }

  /** Threads the known edges of independent blocks; returns whether it threaded any. */
  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    Function f = ctx.function();
    List<ThreadSite> sites = SiteFinder.find(f, ctx.analysis(Analysis.CYCLES), threshold(ctx));
    if (sites.isEmpty()) {
      return false;
    }
    JumpThreadingGuard guard = new JumpThreadingGuard(ctx.module(), f, ctx.target());
    Set<List<BlockId>> divergent = ArrivalUniformity.divergentArrivals(ctx.module(), f, ctx.target(),
        sites.stream().filter(s -> !s.fold() && guard.hasConvergentOperation(s.block())).toList());
    Set<BlockId> touched = new HashSet<>();
    boolean threaded = false;
    EdgeThreader threader = new EdgeThreader(editor);
    for (ThreadSite site : sites) {
      if (touched.contains(site.pred()) || touched.contains(site.block()) || touched.contains(site.successor())) {
        continue;
      }
      String where = "edge %" + f.index().block(site.pred()).name() + " -> %" + f.index().block(site.block()).name();
      GuardDecision decision = guard.decide(site, divergent.contains(List.of(site.pred(), site.block())));
      if (!ctx.guard(where, decision)) {
        continue;
      }
      EdgeThreader.Result r = threader.thread(site);
      touched.addAll(List.of(site.pred(), site.block(), site.successor(), r.copy()));
      threaded = true;
      ctx.performed(where, (site.fold() ? "branch folded to %" : "threaded to %")
          + f.index().block(site.successor()).name() + " (" + site.how()
          + "; " + r.cloned() + " instruction(s) copied" + (r.repaired() > 0 ? ", " + r.repaired()
          + " value(s) merged by new phis" : "") + ")");
    }
    return threaded;
  }

  private static int threshold(PassContext ctx) {
    return ctx.intParameter("threshold").orElse(SiteFinder.DEFAULT_THRESHOLD);
  }

}
