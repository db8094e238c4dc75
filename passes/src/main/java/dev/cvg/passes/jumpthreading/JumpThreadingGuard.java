package dev.cvg.passes.jumpthreading;

import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.Block;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The convergence guard of jump threading: may block {@code B} be duplicated for one incoming
 * edge {@code P -> B}?
 *
 * <p>The copy runs the threads that came from {@code P}; {@code B} keeps the others. A convergent
 * operation of {@code B} then becomes two static operations, and threads in different copies never
 * communicate. ConvergentOperations.rst, "Examples for the Correctness of Program Transforms": a
 * transform is correct if "the set of communicating threads in the transformed program must have
 * been possible in the original program". So:
 * <ul>
 *   <li>no convergent operation in {@code B}: allowed (threading "removes structure", but "we
 *       generally take the stance that reconvergence in acyclic control flow must be maximal",
 *       and with tokens "this set of threads doesn't change after jump-threading", "Unstructured
 *       control flow");
 *   <li>arrival by {@code P} uniform ({@link ArrivalUniformity}): threads that executed one dynamic
 *       instance of an operation of {@code B} together all came by the same edge, so they all run
 *       the same copy together: allowed, whatever the operations' tokens;
 *   <li>divergent arrival: each convergent operation must be controlled by an {@code anchor} defined
 *       in {@code B} itself ("the set of threads executing converged dynamic instances of this
 *       intrinsic is implementation-defined", and the anchor allows transforms "as long as they
 *       don't break up the region of code that is controlled by the anchor": the copy holds the
 *       whole region). Otherwise refused: an uncontrolled operation or one using a token from
 *       outside {@code B} would communicate with a strict subset of its original group (the
 *       spec pair {@code jump-threading-duplicate}).
 * </ul>
 * LLVM refuses every block holding a convergent call; this guard allows the first two and the
 * anchor case.
 */
final class JumpThreadingGuard {
  private final Module module;
  private final Function function;
  private final TargetModel target;

  JumpThreadingGuard(Module module, Function function, TargetModel target) {
    this.module = module;
    this.function = function;
    this.target = target;
  }

  /** Returns the decision for duplicating {@code site.block()} for the edge from {@code site.pred()}. */
  GuardDecision decide(ThreadSite site, boolean divergentArrival) {
    FunctionIndex index = function.index();
    Block block = index.block(site.block());
    String b = "%" + block.name();
    String p = "%" + index.block(site.pred()).name();
    if (site.fold()) {
      return GuardDecision.allow(p + " is the only predecessor of " + b + ": its branch is folded, nothing is"
          + " copied and no thread changes its path");
    }
    List<Inst> convergent = convergentOperations(block);
    if (convergent.isEmpty()) {
      return GuardDecision.allow("no convergent operation in " + b);
    }
    if (!divergentArrival) {
      return GuardDecision.allow("threads reach " + b + " from " + p + " or from its other predecessors, never"
          + " both at once (uniform arrival): each copy of " + describe(convergent.getFirst())
          + " keeps its group");
    }
    for (Inst op : convergent) {
      if (!anchoredInside(op, index, site)) {
        return GuardDecision.refuse(describe(op) + " in " + b + " is convergent ("
            + control(op) + ") and threads from " + p + " and from another predecessor reach " + b
            + " together (divergent join): a copy of " + b + " for " + p + " would split its group of"
            + " communicating threads (ConvergentOperations.rst, \"Examples for the Correctness of"
            + " Program Transforms\": the set of communicating threads must have been possible in the"
            + " original program)");
      }
    }
    return GuardDecision.allow("every convergent operation in " + b + " is controlled by an anchor defined in "
        + b + ": each copy holds a whole anchor region (ConvergentOperations.rst, anchor and"
        + " \"Opportunistic convergent operations\")");
  }

  /** Returns whether {@code block} holds a convergent operation (LLVM's reason to refuse any threading). */
  boolean hasConvergentOperation(dev.cvg.ir.BlockId block) {
    return !convergentOperations(function.index().block(block)).isEmpty();
  }

  private List<Inst> convergentOperations(Block block) {
    List<Inst> out = new ArrayList<>();
    for (Inst i : block.insts()) {
      Optional<CallSite> cs = CallSite.of(i);
      if (cs.isPresent() && target.isConvergent(module, cs.get()) && tokenKind(cs.get()).isEmpty()) {
        out.add(i);
      }
    }
    return out;
  }

  private boolean anchoredInside(Inst op, FunctionIndex index, ThreadSite site) {
    Optional<Value> token = CallSite.of(op).flatMap(CallSite::convergenceToken);
    if (token.isEmpty() || !(token.get() instanceof Value.Local l)) {
      return false;
    }
    Optional<Inst> def = index.definingInst(l.id());
    return def.isPresent() && index.blockOf(def.get().id()) == index.number(site.block())
        && CallSite.of(def.get()).flatMap(this::tokenKind).filter(k -> k == TokenKind.ANCHOR).isPresent();
  }

  private Optional<TokenKind> tokenKind(CallSite cs) {
    return target.intrinsic(cs).flatMap(TokenKind::of);
  }

  private String control(Inst op) {
    return CallSite.of(op).flatMap(CallSite::convergenceToken)
        .map(t -> "controlled by " + name(t)).orElse("uncontrolled");
  }

  private String describe(Inst op) {
    return op.hasResult() ? name(op.asValue())
        : "the call of " + CallSite.of(op).flatMap(CallSite::calleeName).orElse("an indirect callee");
  }

  private String name(Value v) {
    return v instanceof Value.Local l ? "%" + function.nameOf(l.id()).orElse(Integer.toString(l.id().index()))
        : v.toString();
  }
}
