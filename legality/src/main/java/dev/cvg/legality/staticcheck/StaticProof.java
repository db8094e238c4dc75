package dev.cvg.legality.staticcheck;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.target.TargetModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A sufficient condition for an unchanged converged-with relation, decided without executing:
 * every compared function keeps its CFG (the same blocks by name with the same successors),
 * makes every branch decision the same way ({@link SameDecisions}), and every convergent
 * operation (convergence intrinsics included) keeps its block, is neither copied, merged,
 * created nor removed.
 *
 * <p>Why it suffices: converged-with is defined from the paths threads take (maximal
 * convergence: cycle-header counts along the path) and, for controlled operations, from the
 * token definitions' instances, which lie on the same paths. A transform that keeps single-
 * threaded behaviour need not keep a thread's path (it may leave a loop earlier when the
 * iterations it skips have no effect), so the proof also requires the branch decisions to be
 * computed by the same instructions; then over an unchanged CFG every thread takes the same
 * block path, reaches every convergent operation at the same dynamic
 * instance, and meets the same threads there. Single-threaded equivalence itself is outside
 * this proof (Alive2's domain); the dynamic check compares results when it runs.
 */
final class StaticProof {
  private StaticProof() {}

  static boolean holds(Module before, TargetModel bt, Module after, TargetModel at, Correspondence c,
      List<String> facts) {
    int ops = 0;
    int blocks = 0;
    boolean readsMemory = false;
    Map<Function, Function> pairs = new HashMap<>();
    for (Map.Entry<String, String> pair : c.functions().entrySet()) {
      Function fa = after.function(pair.getKey()).orElseThrow();
      Optional<Function> fb = before.function(pair.getValue()).filter(f -> !f.isDeclaration());
      if (fb.isEmpty() || !sameCfg(fa, fb.get())) {
        return false;
      }
      SameDecisions.Result decisions = SameDecisions.compare(after, fa, before, fb.get());
      if (decisions == SameDecisions.Result.DIFFERENT) {
        return false;
      }
      readsMemory |= decisions == SameDecisions.Result.SAME_READING_MEMORY;
      pairs.put(fa, fb.get());
      int n = convergentInPlace(before, bt, after, at, c, fa, fb.get());
      if (n < 0) {
        return false;
      }
      ops += n;
      blocks += fa.blocks().size();
    }
    if (readsMemory && !pairs.entrySet().stream()
        .allMatch(e -> SameDecisions.sameBodies(after, e.getKey(), before, e.getValue()))) {
      return false;
    }
    facts.add("proven: the CFG and its branch decisions are unchanged (" + blocks + " blocks) and its " + ops
        + " convergent operation(s) "
        + "kept their blocks and tokens, so every thread meets the same threads at each of them "
        + "(for a transform that keeps single-threaded behaviour)");
    return true;
  }

  private static boolean sameCfg(Function fa, Function fb) {
    if (fa.blocks().size() != fb.blocks().size() || !fa.entry().name().equals(fb.entry().name())) {
      return false;
    }
    Map<String, Block> byName = new HashMap<>();
    fb.blocks().forEach(b -> byName.put(b.name(), b));
    Map<BlockId, String> namesA = new HashMap<>();
    fa.blocks().forEach(b -> namesA.put(b.id(), b.name()));
    Map<BlockId, String> namesB = new HashMap<>();
    fb.blocks().forEach(b -> namesB.put(b.id(), b.name()));
    for (Block a : fa.blocks()) {
      Block b = byName.get(a.name());
      if (b == null || !a.successors().stream().map(namesA::get).toList()
          .equals(b.successors().stream().map(namesB::get).toList())) {
        return false;
      }
    }
    return true;
  }

  /** Returns the number of convergent operations if each kept its block one-to-one, else -1. */
  private static int convergentInPlace(Module before, TargetModel bt, Module after, TargetModel at,
      Correspondence c, Function fa, Function fb) {
    Map<dev.cvg.ir.InstId, String> blockOf = new HashMap<>();
    Set<dev.cvg.ir.InstId> convergentBefore = new HashSet<>();
    for (Block b : fb.blocks()) {
      for (Inst i : b.insts()) {
        blockOf.put(i.id(), b.name());
        if (i instanceof Call call && bt.isConvergent(before, call.site())) {
          convergentBefore.add(i.id());
        }
      }
    }
    Set<dev.cvg.ir.InstId> seen = new HashSet<>();
    for (Block a : fa.blocks()) {
      for (Inst i : a.insts()) {
        List<InstRef> origins = c.originsOf(new InstRef(fa.name(), i.id()));
        if (origins.size() > 1) {
          return -1;
        }
        boolean convergent = i instanceof Call call && at.isConvergent(after, call.site());
        if (!convergent) {
          if (origins.size() == 1 && convergentBefore.contains(origins.get(0).id())
              && origins.get(0).function().equals(fb.name())) {
            return -1;
          }
          continue;
        }
        if (origins.size() != 1 || !origins.get(0).function().equals(fb.name())
            || !convergentBefore.contains(origins.get(0).id())
            || !a.name().equals(blockOf.get(origins.get(0).id())) || !seen.add(origins.get(0).id())) {
          return -1;
        }
      }
    }
    return seen.size() == convergentBefore.size() ? seen.size() : -1;
  }
}
