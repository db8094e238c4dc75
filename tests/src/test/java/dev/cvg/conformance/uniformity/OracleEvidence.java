package dev.cvg.conformance.uniformity;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.ValueId;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.trace.DynamicUniformity;
import dev.cvg.target.TargetModel;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Dynamic evidence for a precision claim: runs the oracle (64 threads, seeded arguments, LLVM's
 * and two other cycle hierarchies) and checks that every value in {@code claimedUniform} — values
 * cvg reports uniform where opt-22 reports them divergent — has one value per converged group in
 * every run that finishes. Runs that hit the step bound (random loops need not terminate) prove
 * nothing; up to {@value #ARGUMENT_SETS} seeded argument sets are tried per hierarchy until one
 * finishes.
 */
final class OracleEvidence {
  private static final int THREADS = 64;
  /** Argument sets tried per hierarchy until a run finishes. */
  private static final int ARGUMENT_SETS = 32;
  private static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(4000)
      .withMaxRounds(32).withRecording(OracleConfig.Recording.UNIFORMITY);

  private OracleEvidence() {}

  /**
   * The outcome: finished runs, the first value found divergent, if any, and why the last
   * unfinished run did not finish ("" if every hierarchy had a finished run).
   */
  record Result(int finishedRuns, Optional<String> counterexample, String unfinishedReason) {}

  /** Checks {@code claimedUniform} (values of {@code f}) dynamically. */
  static Result check(Module m, Function f, TargetModel target, Set<ValueId> claimedUniform, long seed) {
    int finished = 0;
    String unfinished = "";
    for (HierarchyChoice h : List.of(HierarchyChoice.llvm(),
        HierarchyChoice.order(SuccessorOrder.textual()), HierarchyChoice.order(SuccessorOrder.seeded(seed)))) {
      CompiledModule compiled = CompiledModule.compile(m, target, h);
      // Arguments decide whether the kernel's loops end: try a few argument sets per hierarchy.
      Execution e = null;
      for (int k = 0; k < ARGUMENT_SETS && (e == null || !e.isOk()); k++) {
        ThreadInputs inputs = new ThreadInputs(THREADS, Arguments.seeded(m, f, target, THREADS, seed + 7919L * k),
            Optional.empty());
        e = Oracle.run(compiled, f.name(), inputs, CONFIG);
      }
      if (!e.isOk()) {
        unfinished = e.reason().orElseThrow();
        continue;
      }
      finished++;
      DynamicUniformity u = e.uniformity().orElseThrow();
      CompiledFunction cf = e.entry();
      for (int pc = 0; pc < cf.size(); pc++) {
        Inst i = cf.inst(pc);
        if (i.hasResult() && claimedUniform.contains(i.id().value())
            && u.uniform(cf.staticInstance(pc)).equals(Optional.of(false))) {
          return new Result(finished, Optional.of("%" + f.nameOf(i.id().value()).orElse("?")
              + " differs between converged threads"), unfinished);
        }
      }
    }
    return new Result(finished, Optional.empty(), unfinished);
  }

  /** Returns the values {@code ours} reports uniform and {@code llvm22} divergent. */
  static Set<ValueId> refinedValues(Function f, UniformityInfo ours, UniformityInfo llvm22) {
    java.util.Set<ValueId> out = new java.util.TreeSet<>();
    for (var b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult() && !ours.isDivergent(i.id().value()) && llvm22.isDivergent(i.id().value())) {
          out.add(i.id().value());
        }
      }
    }
    return out;
  }
}
