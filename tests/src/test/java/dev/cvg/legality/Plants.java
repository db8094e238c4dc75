package dev.cvg.legality;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.trace.Trace;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Planted convergence violations on a generated kernel, made with the editor so the
 * correspondence is exact (moved instructions keep their ids): a convergent operation hoisted
 * out of, or sunk into, a successor of a branch that splits a converged group of threads in an
 * execution of the kernel (32 threads, the legality check's first seeded argument set), with
 * the operand chain (hoisting) or the users (sinking) it takes along.
 */
final class Plants {
  /**
   * One planted violation.
   *
   * @param kind {@code hoist} or {@code sink}
   * @param op the moved convergent operation's name
   * @param after the module with the planted violation
   */
  record Plant(String kind, String op, Module after) {}

  private Plants() {}

  /** Returns at most one plant of each kind for {@code f} of {@code m}. */
  static List<Plant> of(Module m, Function f, TargetModel target) {
    Map<Integer, Set<Integer>> split = divergentEdges(m, f, target);
    List<Plant> out = new ArrayList<>();
    FunctionIndex index = f.index();
    DominatorTree dom = DominatorTree.of(index.cfg());
    boolean hoisted = false;
    boolean sunk = false;
    for (int s = 0; s < index.blockCount(); s++) {
      int[] preds = index.cfg().predecessors(s);
      if (preds.length != 1 || preds[0] == s || !split.getOrDefault(preds[0], Set.of()).contains(s)) {
        continue;
      }
      int b = preds[0];
      if (!hoisted) {
        Optional<Plant> p = hoist(m, f, target, index.block(s), index.block(b));
        hoisted = p.isPresent();
        p.ifPresent(out::add);
      }
      if (!sunk) {
        Optional<Plant> p = sink(m, f, target, index.block(b), index.block(s), dom, s);
        sunk = p.isPresent();
        p.ifPresent(out::add);
      }
    }
    return out;
  }

  private static Optional<Plant> hoist(Module m, Function f, TargetModel t, Block s, Block b) {
    for (Inst x : s.insts()) {
      if (!communicates(m, t, x)) {
        continue;
      }
      List<Inst> chain = operandChain(s, x);
      if (chain == null) {
        continue;
      }
      FunctionEditor e = FunctionEditor.of(f);
      Inst term = b.terminator().orElseThrow();
      for (Inst i : chain) {
        e.moveBefore(i.id(), term.id());
      }
      return valid(m, e.finish()).map(after -> new Plant("hoist", name(f, x), after));
    }
    return Optional.empty();
  }

  private static Optional<Plant> sink(Module m, Function f, TargetModel t, Block b, Block s, DominatorTree dom, int sNum) {
    for (Inst x : b.insts()) {
      if (!communicates(m, t, x)) {
        continue;
      }
      List<Inst> moved = users(b, x);
      if (moved == null || !usedOnlyUnder(f, moved, b, dom, sNum)) {
        continue;
      }
      FunctionEditor e = FunctionEditor.of(f);
      int at = s.phis().size();
      for (Inst i : moved) {
        e.move(i.id(), s.id(), at++);
      }
      return valid(m, e.finish()).map(after -> new Plant("sink", name(f, x), after));
    }
    return Optional.empty();
  }

  /** Returns {@code x} after the instructions of {@code s} it depends on, or null if one is a phi. */
  private static List<Inst> operandChain(Block s, Inst x) {
    Map<Integer, Inst> local = new HashMap<>();
    s.insts().forEach(i -> local.put(i.rawId(), i));
    Set<Inst> need = new LinkedHashSet<>();
    List<Inst> work = new ArrayList<>(List.of(x));
    while (!work.isEmpty()) {
      Inst i = work.remove(work.size() - 1);
      if (i instanceof Phi) {
        return null;
      }
      if (need.add(i)) {
        for (int k = 0; k < i.operandCount(); k++) {
          if (i.operand(k) instanceof Value.Local l && local.containsKey(l.rawId())) {
            work.add(local.get(l.rawId()));
          }
        }
      }
    }
    return s.insts().stream().filter(need::contains).toList();
  }

  /** Returns {@code x} and its transitive users in {@code b}, in order, or null if the terminator is one. */
  private static List<Inst> users(Block b, Inst x) {
    Set<Integer> defined = new HashSet<>(List.of(x.rawId()));
    List<Inst> out = new ArrayList<>();
    boolean after = false;
    for (Inst i : b.insts()) {
      after |= i == x;
      if (!after) {
        continue;
      }
      boolean uses = i == x;
      for (int k = 0; k < i.operandCount() && !uses; k++) {
        uses = i.operand(k) instanceof Value.Local l && defined.contains(l.rawId());
      }
      if (uses) {
        if (i.isTerminator()) {
          return null;
        }
        defined.add(i.rawId());
        out.add(i);
      }
    }
    return out;
  }

  /** Returns whether every use of the moved values outside {@code b} is in a block {@code s} dominates (no phi). */
  private static boolean usedOnlyUnder(Function f, List<Inst> moved, Block b, DominatorTree dom, int s) {
    Set<Integer> ids = new HashSet<>();
    moved.forEach(i -> ids.add(i.rawId()));
    FunctionIndex index = f.index();
    for (Block o : f.blocks()) {
      for (Inst i : o.insts()) {
        for (int k = 0; k < i.operandCount(); k++) {
          if (i.operand(k) instanceof Value.Local l && ids.contains(l.rawId()) && !moved.contains(i)
              && (i instanceof Phi || !dom.dominates(s, index.number(o.id())))) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static Optional<Module> valid(Module m, Function after) {
    Module out = m.withFunction(after);
    return IrVerifier.verify(out).isEmpty() ? Optional.of(out) : Optional.empty();
  }

  private static boolean communicates(Module m, TargetModel t, Inst i) {
    return i instanceof Call c && t.isConvergent(m, c.site()) && c.site().convergenceToken().isEmpty();
  }

  private static String name(Function f, Inst x) {
    return f.nameOf(x.id().value()).orElse("?");
  }

  /**
   * Returns, per block number, the successors that some but not all threads of one converged
   * group at the block went to next, in one execution of 32 threads.
   */
  private static Map<Integer, Set<Integer>> divergentEdges(Module m, Function f, TargetModel target) {
    CompiledModule cm = CompiledModule.compile(m, target, HierarchyChoice.llvm());
    ThreadInputs in = new ThreadInputs(32, Arguments.seeded(m, f, target, 32, 1), Optional.empty());
    Execution e = Oracle.run(cm, f.name(), in, OracleConfig.defaults().withStepBound(100_000)
        .withRecording(OracleConfig.Recording.FULL));
    Map<Integer, Set<Integer>> out = new HashMap<>();
    if (!e.isOk() || e.trace().isEmpty()) {
      return out;
    }
    Trace trace = e.trace().get();
    CompiledFunction cf = e.entry();
    Map<Integer, Integer> blockOfInst = new HashMap<>();
    for (int b = 0; b < cf.blockCount(); b++) {
      blockOfInst.put(cf.staticInstance(cf.blockStart(b)), b);
    }
    Map<Long, Map<Integer, Set<Integer>>> nextByGroup = new HashMap<>();
    for (int t = 0; t < trace.threads(); t++) {
      List<DynamicInstance> visits = trace.blockVisits(t, cf);
      for (int k = 0; k + 1 < visits.size(); k++) {
        nextByGroup.computeIfAbsent(visits.get(k).key(), x -> new HashMap<>())
            .computeIfAbsent(blockOfInst.get(visits.get(k + 1).staticInst()), x -> new HashSet<>()).add(t);
      }
    }
    for (Map.Entry<Long, Map<Integer, Set<Integer>>> g : nextByGroup.entrySet()) {
      if (g.getValue().size() > 1) {
        int b = blockOfInst.get(dev.cvg.oracle.instance.InstanceKey.inst(g.getKey()));
        out.computeIfAbsent(b, x -> new HashSet<>()).addAll(g.getValue().keySet());
      }
    }
    return out;
  }
}
