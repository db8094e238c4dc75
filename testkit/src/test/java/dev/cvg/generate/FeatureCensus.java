package dev.cvg.generate;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Select;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Value;
import java.util.Optional;

/**
 * The program features found in a generated module, read from the IR's structure (not from
 * names): counted loops (an IV phi {@code [0, …], [iv + 1, …]} whose increment is compared with
 * an {@code and} of {@code %tid} or {@code %n}), branches on ballot / readfirstlane results,
 * calls of defined functions (and how many carry a token), switches, irreducible cycles, and
 * cycles with a break (two exiting blocks) or a continue (two latches).
 */
record FeatureCensus(int countedLoops, int uniformTrips, int divergentTrips, int convergentBranches,
    int calleeCalls, int controlledCalleeCalls, int switches, int irreducibleCycles, int breaks, int continues) {

  /** Returns the census of every defined function of {@code m}. */
  static FeatureCensus of(Module m) {
    FeatureCensus sum = new FeatureCensus(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    for (Function f : m.definitions()) {
      sum = sum.plus(of(m, f));
    }
    return sum;
  }

  private static FeatureCensus of(Module m, Function f) {
    FunctionIndex index = f.index();
    int counted = 0;
    int uniform = 0;
    int divergent = 0;
    int convergentBranches = 0;
    int calls = 0;
    int controlled = 0;
    int switches = 0;
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        switch (i) {
          case Compare c when isIvIncrement(index, c.lhs()) && trip(index, c.rhs()).isPresent() -> {
            counted++;
            boolean byTid = trip(index, c.rhs()).get();
            divergent += byTid ? 1 : 0;
            uniform += byTid ? 0 : 1;
          }
          case CondBr br -> convergentBranches += feedsFromConvergent(index, br.condition(), 3) ? 1 : 0;
          case Switch sw -> {
            switches++;
            convergentBranches += feedsFromConvergent(index, sw.value(), 3) ? 1 : 0;
          }
          case Call call when call.site().calleeName().filter(n -> m.function(n.substring(1))
              .map(g -> !g.isDeclaration()).orElse(false)).isPresent() -> {
            calls++;
            controlled += call.site().convergenceToken().isPresent() ? 1 : 0;
          }
          default -> { } // other instructions carry no feature
        }
      }
    }
    FlowGraph cfg = index.cfg();
    int irreducible = 0;
    int breaks = 0;
    int continues = 0;
    for (Cycle c : CycleHierarchy.of(cfg).cycles()) {
      irreducible += c.isReducible() ? 0 : 1;
      breaks += c.exitingBlocks().length >= 2 ? 1 : 0;
      int latches = 0;
      for (int p : cfg.predecessors(c.header())) {
        latches += c.contains(p) ? 1 : 0;
      }
      continues += latches >= 2 ? 1 : 0;
    }
    return new FeatureCensus(counted, uniform, divergent, convergentBranches, calls, controlled, switches,
        irreducible, breaks, continues);
  }

  private FeatureCensus plus(FeatureCensus o) {
    return new FeatureCensus(countedLoops + o.countedLoops, uniformTrips + o.uniformTrips,
        divergentTrips + o.divergentTrips, convergentBranches + o.convergentBranches, calleeCalls + o.calleeCalls,
        controlledCalleeCalls + o.controlledCalleeCalls, switches + o.switches,
        irreducibleCycles + o.irreducibleCycles, breaks + o.breaks, continues + o.continues);
  }

  private static Optional<Inst> def(FunctionIndex index, Value v) {
    return v instanceof Value.Local l ? index.definingInst(l.id()) : Optional.empty();
  }

  /** Whether {@code v} is {@code iv + 1} for a phi {@code iv} of {@code [0, …]} and {@code [v, …]}. */
  private static boolean isIvIncrement(FunctionIndex index, Value v) {
    if (!(def(index, v).orElse(null) instanceof Binary add) || add.opcode() != Opcode.ADD
        || !(add.rhs() instanceof Value.ConstInt one) || one.value() != 1
        || !(def(index, add.lhs()).orElse(null) instanceof Phi phi)) {
      return false;
    }
    boolean fromZero = phi.incoming().stream().anyMatch(in -> in.value() instanceof Value.ConstInt z
        && z.value() == 0);
    boolean stepped = phi.incoming().stream().anyMatch(in -> in.value().equals(v));
    return fromZero && stepped;
  }

  /** The trip count {@code and x, mask}: present with whether x is the thread id (else a parameter). */
  private static Optional<Boolean> trip(FunctionIndex index, Value v) {
    if (!(def(index, v).orElse(null) instanceof Binary and) || and.opcode() != Opcode.AND) {
      return Optional.empty();
    }
    if (def(index, and.lhs()).orElse(null) instanceof Call tid
        && tid.site().calleeName().orElse("").equals(KernelGenerator.TID)) {
      return Optional.of(true);
    }
    return and.lhs() instanceof Value.Local l && index.param(l.id()).isPresent() ? Optional.of(false) : Optional.empty();
  }

  /** Whether {@code v} is, or compares / selects within {@code depth} steps, a ballot or readfirstlane. */
  private static boolean feedsFromConvergent(FunctionIndex index, Value v, int depth) {
    Inst d = def(index, v).orElse(null);
    if (d instanceof Call c) {
      String callee = c.site().calleeName().orElse("");
      return callee.equals(KernelGenerator.BALLOT) || callee.equals(KernelGenerator.READFIRSTLANE);
    }
    if (depth == 0) {
      return false;
    }
    return switch (d) {
      case Compare c -> feedsFromConvergent(index, c.lhs(), depth - 1);
      case Select s -> feedsFromConvergent(index, s.ifFalse(), depth - 1)
          || feedsFromConvergent(index, s.ifTrue(), depth - 1);
      case null, default -> false;
    };
  }
}
