package dev.cvg.passes.hoistsink;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.TokenDefinition;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The analyses of one function snapshot that the transforms and the guard read, with the
 * lookups they share (blocks by dense number, LLVM names for messages). Everything here
 * describes the snapshot a pass run started from, never the editor's working state.
 */
final class Facts {
  final Module module;
  final Function function;
  final TargetModel target;
  final FunctionIndex index;
  final DominatorTree dom;
  final PostDominatorTree postDom;
  final CycleHierarchy cycles;
  final UniformityInfo uniformity;
  final ConvergenceControl control;
  private final Map<InstId, Effects> effects = new HashMap<>();

  private Facts(Module module, Function function, TargetModel target, DominatorTree dom,
      PostDominatorTree postDom, CycleHierarchy cycles, UniformityInfo uniformity) {
    this.module = module;
    this.function = function;
    this.target = target;
    this.index = function.index();
    this.dom = dom;
    this.postDom = postDom;
    this.cycles = cycles;
    this.uniformity = uniformity;
    this.control = ConvergenceControl.of(module, function, target);
  }

  /** Returns the facts of the context's snapshot, through its analysis cache. */
  static Facts of(PassContext ctx) {
    return new Facts(ctx.module(), ctx.function(), ctx.target(), ctx.analysis(Analysis.DOMINATORS),
        ctx.analysis(Analysis.POST_DOMINATORS), ctx.analysis(Analysis.CYCLES), ctx.analysis(Analysis.UNIFORMITY));
  }

  /** Returns the facts of {@code function} (a definition of {@code module}), computed directly. */
  static Facts of(Module module, Function function, TargetModel target) {
    return new Facts(module, function, target, DominatorTree.of(function.index().cfg()),
        PostDominatorTree.of(function.index().cfg()), CycleHierarchy.of(function.index().cfg()),
        UniformityInfo.of(module, function, target));
  }

  /** Returns instruction {@code id} of the snapshot. */
  Inst inst(InstId id) {
    return index.inst(id).orElseThrow(() -> new IllegalArgumentException("no instruction " + id));
  }

  /** Returns the dense number of the block holding {@code id} in the snapshot. */
  int blockOf(InstId id) {
    return index.blockOf(id);
  }

  /** Returns the effects of {@code id} (cached). */
  Effects effects(InstId id) {
    return effects.computeIfAbsent(id, i -> Effects.of(module, target, inst(i)));
  }

  /** Returns the token definition {@code id} makes, if it calls a convergence intrinsic. */
  Optional<TokenDefinition> definition(InstId id) {
    return control.definition(id);
  }

  /** Returns the definition of the token {@code id} uses in its bundle, if any. */
  Optional<TokenDefinition> tokenOf(InstId id) {
    return control.tokenUsedBy(id);
  }

  /** Returns whether {@code id} carries a {@code convergencectrl} bundle (controlled). */
  boolean hasTokenBundle(InstId id) {
    return CallSite.of(inst(id)).flatMap(CallSite::convergenceToken).isPresent();
  }

  /** Returns the cycles containing block {@code b}, innermost first. */
  List<Cycle> cyclesOf(int b) {
    return cycles.cyclesContaining(b);
  }

  /** Returns whether blocks {@code a} and {@code b} lie in exactly the same cycles. */
  boolean sameCycles(int a, int b) {
    return cycles.innermostIndex(a) == cycles.innermostIndex(b);
  }

  /** Returns whether block {@code b}'s terminator is uniform. */
  boolean uniformBranch(int b) {
    return !uniformity.hasDivergentTerminator(b);
  }

  /** Returns {@code %name} of block {@code b}. */
  String blockName(int b) {
    return "%" + index.block(b).name();
  }

  /** Returns {@code %name} of instruction {@code id}, or its opcode and block when unnamed. */
  String name(InstId id) {
    Optional<String> n = function.nameOf(id.value());
    if (n.isPresent()) {
      return "%" + n.get();
    }
    Inst i = inst(id);
    String what = CallSite.of(i).flatMap(CallSite::calleeName).map(c -> "call " + c).orElse(i.opcode().mnemonic());
    return "the " + what + " in " + blockName(blockOf(id));
  }
}
