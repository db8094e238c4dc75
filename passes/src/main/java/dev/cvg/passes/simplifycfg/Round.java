package dev.cvg.passes.simplifycfg;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One round of simplifycfg over one function: the editor, the edge lists of its current state,
 * the analyses of the snapshot the round started from, and the blocks already changed.
 *
 * <p>Sites of one round never overlap: a site {@linkplain #claim claims} the blocks it reads
 * or edits, and a later site touching a claimed block, or one of its neighbours, waits for the
 * next round. So every site still reads its blocks as the snapshot had them, and the snapshot's
 * dominators and uniformity hold for them. Cycles are the exception: once an edit may have
 * changed the cycle structure ({@link #cyclesChanged()}), no site that asks about cycles or
 * uniformity runs in this round.
 */
final class Round {
  private final FunctionEditor editor;
  private final CfgEdits cfg;
  private final PassContext ctx;
  private final ConvergentOps ops;
  private final SimplifyCfgGuard guard;
  private final Set<BlockId> claimed = new HashSet<>();
  private boolean cyclesStale;
  private int performed;

  Round(FunctionEditor editor, PassContext ctx) {
    this.editor = editor;
    this.cfg = new CfgEdits(editor);
    this.ctx = ctx;
    this.ops = new ConvergentOps(ctx);
    this.guard = new SimplifyCfgGuard(this);
  }

  FunctionEditor editor() {
    return editor;
  }

  CfgEdits cfg() {
    return cfg;
  }

  ConvergentOps ops() {
    return ops;
  }

  SimplifyCfgGuard guard() {
    return guard;
  }

  /** Returns the blocks after the entry, in their current layout order (the entry has no predecessor). */
  List<BlockId> nonEntryBlocks() {
    List<BlockId> layout = editor.layout();
    return layout.isEmpty() ? layout : layout.subList(1, layout.size());
  }

  /** Returns the snapshot the round started from. */
  Function snapshot() {
    return ctx.function();
  }

  /** Returns {@code b}'s number in the snapshot (its analyses' numbering). */
  int number(BlockId b) {
    return snapshot().index().number(b);
  }

  /** Returns the snapshot's block of number {@code n}. */
  BlockId block(int n) {
    return snapshot().index().block(n).id();
  }

  UniformityInfo uniformity() {
    return ctx.analysis(Analysis.UNIFORMITY);
  }

  CycleHierarchy cycles() {
    return ctx.analysis(Analysis.CYCLES);
  }

  DominatorTree dominators() {
    return ctx.analysis(Analysis.DOMINATORS);
  }

  /** Returns {@code %name} of a block. */
  String name(BlockId b) {
    return "%" + editor.blockName(b);
  }

  /** Returns {@code %name} of an instruction's result, or its opcode and block for a void one. */
  String name(Inst i) {
    return snapshot().nameOf(i.id().value()).map(n -> "%" + n).orElseGet(() -> {
      String what = i instanceof dev.cvg.ir.Call c
          ? "call " + c.site().calleeName().orElse("(indirect)") : i.opcode().mnemonic();
      var index = snapshot().index();
      BlockId at = index.inst(i.id()).isPresent() ? block(index.blockOf(i.id())) : editor.blockOf(i.id());
      return "the " + what + " in " + name(at);
    });
  }

  /** Returns whether none of {@code blocks} is claimed by an earlier site of this round. */
  boolean free(Collection<BlockId> blocks) {
    return blocks.stream().noneMatch(claimed::contains);
  }

  /**
   * Claims {@code blocks} and their neighbours for one site if none is claimed yet.
   *
   * @return whether the site may run in this round
   */
  boolean claim(Collection<BlockId> blocks) {
    if (!free(blocks)) {
      return false;
    }
    for (BlockId b : blocks) {
      claimed.add(b);
      if (cfg.exists(b)) {
        claimed.addAll(cfg.predecessors(b));
        claimed.addAll(cfg.successors(b));
      }
    }
    return true;
  }

  /** Asks the guard's decision through the context (true also for a refusal with guards off). */
  boolean ask(String site, GuardDecision decision) {
    return ctx.guard(site, decision);
  }

  /** Records a performed site. */
  void performed(String site, String what) {
    performed++;
    ctx.performed(site, what);
  }

  /** Records that an edit may have changed the cycle structure of the snapshot. */
  void changeCycles() {
    cyclesStale = true;
  }

  /** Returns whether the snapshot's cycles (and uniformity) may no longer hold. */
  boolean cyclesChanged() {
    return cyclesStale;
  }

  /** Returns whether any site was performed. */
  boolean changed() {
    return performed > 0;
  }
}
