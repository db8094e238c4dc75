package dev.cvg.passes.jumpthreading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.convergence.TokenKind;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.LlvmTools;
import dev.cvg.passes.testing.Verifiers;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * cvg's {@code jump-threading} against {@code opt-22 -passes=jump-threading} on the same generated
 * kernels (same duplication threshold, {@code -jump-threading-threshold=20}).
 *
 * <p>LLVM's release build prints no statistics, so both are measured the same way: the
 * <em>known edges</em> of a function are the edges into a block whose branch is known on the
 * edge (what {@link SiteFinder} finds with no size limit); a tool <em>resolved</em> the known
 * edges of the input that its output no longer has. Threading one edge can expose another, and
 * LLVM also folds what it threaded into neighbouring blocks, so resolved edges are the comparable
 * count.
 */
class LlvmComparisonTest {
  private static final List<String> OPT_ARGS = List.of("-passes=jump-threading", "-jump-threading-threshold=20");
  private static final int KERNELS = 24;
  private static final int BEYOND_KERNELS = 16;

  @Test
  void onConvergenceFreeKernelsCvgResolvesAsManyKnownEdgesAsLlvmAndStaysLegal() throws Exception {
    LlvmTools.opt();
    int known = 0;
    int cvgResolved = 0;
    int optResolved = 0;
    for (long seed = 0; seed < KERNELS; seed++) {
      Module m = withoutTriple(ThreadableKernels.kernel(seed, RandomCfg.Shape.values()[(int) (seed % 3)], false, 0));
      PassHarness.Outcome o = PassHarness.run(m, "kernel", GeneratedKernelsTest.PIPELINE, true,
          Optional.of(GeneratedKernelsTest.OPTIONS));
      assertEquals(0, o.refused(), "seed " + seed + ": no convergent operation, nothing to refuse");
      Verdict v = o.verdict().orElse(null);
      if (o.changed() && !(v instanceof Verdict.Legal)) {
        throw new AssertionError("seed " + seed + ": per-thread results changed?\n" + VerdictPrinter.print(v));
      }
      Module llvm = LlvmTools.opt(m, OPT_ARGS);
      int in = knownEdges(m);
      known += in;
      cvgResolved += in - knownEdges(o.module());
      optResolved += in - knownEdges(llvm);
    }
    System.out.printf("convergence-free, %d kernels: %d known edges; resolved by cvg %d, by opt-22 %d%n",
        KERNELS, known, cvgResolved, optResolved);
    assertTrue(cvgResolved >= optResolved, "cvg resolved " + cvgResolved + " known edges, opt-22 " + optResolved);
    assertTrue(cvgResolved > 0, "nothing threaded");
  }

  @Test
  void beyondLlvmConvergentOperationsThreadedLegally() throws Exception {
    LlvmTools.opt();
    int cvgCopies = 0;
    int optCopies = 0;
    int genericCopies = 0;
    int cvgResolved = 0;
    int optResolved = 0;
    int genericResolved = 0;
    int kernels = 0;
    List<String> llvmBroken = new java.util.ArrayList<>();
    for (long seed = 0; kernels < BEYOND_KERNELS; seed++) {
      Module m = GeneratedKernelsTest.kernel(seed);
      if (!Verifiers.valid(m)) {
        continue;
      }
      kernels++;
      PassHarness.Outcome o = PassHarness.run(m, "kernel", GeneratedKernelsTest.PIPELINE, true,
          Optional.of(GeneratedKernelsTest.OPTIONS));
      if (o.verdict().orElse(null) instanceof Verdict.Illegal illegal) {
        throw new AssertionError("seed " + seed + ": " + VerdictPrinter.print(illegal) + "\n" + IrPrinter.print(m));
      }
      Module llvm = LlvmTools.opt(m, OPT_ARGS);
      LlvmTools.Run genericRun = LlvmTools.tryOpt(IrPrinter.print(withoutTriple(m)), OPT_ARGS);
      if (!genericRun.ok()) {
        llvmBroken.add("seed " + seed + ": " + genericRun.firstError());
      }
      Module generic = genericRun.ok() ? LlvmTools.parseOutput(genericRun.stdout()) : m;
      int before = convergentOps(m);
      cvgCopies += convergentOps(o.module()) - before;
      optCopies += convergentOps(llvm) - before;
      genericCopies += convergentOps(generic) - before;
      int in = knownEdges(m);
      cvgResolved += in - knownEdges(o.module());
      optResolved += in - knownEdges(llvm);
      genericResolved += in - knownEdges(generic);
    }
    System.out.printf("convergent kernels, %d: convergent operations copied by threading: cvg %d, opt-22 %d"
        + " (amdgcn), opt-22 %d (no triple); known edges resolved: cvg %d, opt-22 %d (amdgcn), %d (no triple)%n",
        kernels, cvgCopies, optCopies, genericCopies, cvgResolved, optResolved, genericResolved);
    System.out.printf("opt-22 (no triple) made IR its own verifier rejects on %d kernel(s) (counted as unchanged):%n%s%n",
        llvmBroken.size(), String.join("\n", llvmBroken));
    assertEquals(0, genericCopies, "opt-22 copied a convergent operation");
    assertTrue(cvgCopies > optCopies, "cvg copied " + cvgCopies + " convergent operations, opt-22 " + optCopies);
  }

  /**
   * The module without its {@code target triple}: LLVM's jump threading does nothing on targets
   * with branch divergence (amdgcn), so the comparison of the ordinary optimisation runs on the
   * generic target.
   */
  static Module withoutTriple(Module m) throws Exception {
    String text = IrPrinter.print(m).lines().filter(l -> !l.startsWith("target triple"))
        .collect(java.util.stream.Collectors.joining("\n"));
    return dev.cvg.ir.text.IrParser.parse(text, "kernel.ll");
  }

  /** Edges into blocks whose branch is known on them, with no size limit. */
  static int knownEdges(Module m) {
    Function f = m.function("kernel").orElseThrow();
    return SiteFinder.find(f, CycleHierarchy.of(f.index().cfg()), Integer.MAX_VALUE).size();
  }

  /** Convergent operations (not the control intrinsics) of {@code @kernel}. */
  static int convergentOps(Module m) {
    TargetModel t = Targets.forModule(m, Optional.empty());
    int count = 0;
    for (var b : m.function("kernel").orElseThrow().blocks()) {
      for (Inst i : b.insts()) {
        Optional<CallSite> cs = CallSite.of(i);
        if (cs.isPresent() && t.isConvergent(m, cs.get()) && t.intrinsic(cs.get()).flatMap(TokenKind::of).isEmpty()) {
          count++;
        }
      }
    }
    return count;
  }
}
