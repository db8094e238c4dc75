package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.Intrinsic;
import dev.cvg.target.TargetModel;
import java.util.Optional;

/**
 * One program of a check (the original or the transformed one): its module, entry function,
 * target model, and what the dynamic check derives from them.
 *
 * @param module the module
 * @param entry the compared function
 * @param target the target model
 */
record Side(Module module, Function entry, TargetModel target) {

  /** Compiles the module with {@code hierarchy}. */
  CompiledModule compile(HierarchyChoice hierarchy) {
    return CompiledModule.compile(module, target, hierarchy);
  }

  /** Returns the intrinsic of {@code i} if it is a call to one the target knows. */
  Optional<Intrinsic> intrinsic(Inst i) {
    return i instanceof Call c ? target.intrinsic(c.site()) : Optional.empty();
  }

  /**
   * Returns whether {@code i} is a convergent operation that communicates: a convergent call
   * other than the convergence control intrinsics (whose effect shows through their users).
   */
  boolean communicates(Inst i) {
    if (!(i instanceof Call c) || !target.isConvergent(module, c.site())) {
      return false;
    }
    return intrinsic(i).map(k -> switch (k) {
      case CONVERGENCE_ENTRY, CONVERGENCE_ANCHOR, CONVERGENCE_LOOP -> false;
      case THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z, LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD, REDUCE_UMAX,
          REDUCE_UMIN, BROADCAST_FIRST, READ_LANE, SHUFFLE, BARRIER, TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> true;
    }).orElse(true);
  }

  /**
   * Returns whether {@code i} reads a named thread's value ({@code subgroupShuffle},
   * {@code readlane}): a larger group than the original's gives every thread the same result as
   * long as the named thread was in its original group (ConvergentOperations.rst, "Hoisting and
   * sinking": hoisting a shuffle out of both arms is allowed).
   */
  boolean readsNamedLane(Inst i) {
    return intrinsic(i).map(k -> switch (k) {
      case READ_LANE, SHUFFLE -> true;
      case CONVERGENCE_ENTRY, CONVERGENCE_ANCHOR, CONVERGENCE_LOOP, THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z,
          LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD, REDUCE_UMAX, REDUCE_UMIN, BROADCAST_FIRST, BARRIER,
          TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> false;
    }).orElse(false);
  }

  /**
   * Returns whether {@code i} is a call without side effects: it neither writes memory nor
   * synchronises, and returns (a target's group operation, or a callee that is
   * {@code memory(none)}, {@code nounwind} and {@code willreturn}), so a transform may delete an
   * instance whose result is not needed. A barrier, and a callee that says nothing, may have
   * effects.
   */
  boolean withoutSideEffects(Inst i) {
    if (!(i instanceof Call c)) {
      return false;
    }
    Optional<Intrinsic> meaning = intrinsic(i);
    if (meaning.isPresent()) {
      return switch (meaning.get()) {
        case CONVERGENCE_ENTRY, CONVERGENCE_ANCHOR, CONVERGENCE_LOOP, BARRIER -> false;
        case THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z, LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD, REDUCE_UMAX,
            REDUCE_UMIN, BROADCAST_FIRST, READ_LANE, SHUFFLE, TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> true;
      };
    }
    java.util.Set<String> attrs = new java.util.HashSet<>(module.effectiveAttributes(c.site().fnAttrs()));
    c.site().calleeName().filter(n -> n.startsWith("@")).flatMap(n -> module.function(n.substring(1)))
        .ifPresent(f -> attrs.addAll(module.attributesOf(f)));
    return attrs.contains("nounwind") && attrs.contains("willreturn")
        && (attrs.contains("memory(none)") || attrs.contains("readnone"));
  }

  /**
   * Returns whether {@code i} starts a group that the implementation chooses: an
   * {@code llvm.experimental.convergence.anchor}, or a call that is not convergent of a defined
   * function holding convergent operations (directly or through the functions it calls), whose
   * operations "depend on an implementation-defined subset of threads within the body of the
   * function" (ConvergentOperations.rst, "Convergent Operations"); the oracle groups such a
   * call's invocations by the execution's anchor grouping.
   */
  boolean isAnchor(Inst i) {
    return intrinsic(i).filter(k -> k == Intrinsic.CONVERGENCE_ANCHOR).isPresent() || opportunisticCall(i);
  }

  private boolean opportunisticCall(Inst i) {
    if (!(i instanceof Call c) || c.site().convergenceToken().isPresent() || target.isConvergent(module, c.site())) {
      return false;
    }
    return definedCallee(c).filter(f -> holdsConvergent(f, new java.util.HashSet<>())).isPresent();
  }

  private Optional<Function> definedCallee(Call c) {
    return c.site().calleeName().filter(n -> n.startsWith("@")).flatMap(n -> module.function(n.substring(1)))
        .filter(f -> !f.isDeclaration());
  }

  private boolean holdsConvergent(Function f, java.util.Set<String> seen) {
    if (!seen.add(f.name())) {
      return false;
    }
    for (dev.cvg.ir.Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i instanceof Call c && (target.isConvergent(module, c.site())
            || definedCallee(c).filter(g -> holdsConvergent(g, seen)).isPresent())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Returns {@code %x in @f} for {@code r}. */
  String describe(InstRef r) {
    return Describe.ref(module, r);
  }
}
