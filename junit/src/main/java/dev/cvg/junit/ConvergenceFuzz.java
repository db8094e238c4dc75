package dev.cvg.junit;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.target.Targets;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.reduce.Reducer;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.opentest4j.AssertionFailedError;

/**
 * Runs a pass author's transform over generated kernels and fails on the first one it breaks:
 * the seeded program generator's terminating kernels (structured, unstructured and irreducible
 * shapes, with and without convergence tokens), the transform applied to {@code @kernel}
 * through the editor (so its provenance is the correspondence), and the legality checker on
 * each pair. The failure names the seed and shows the original reduced by the IR reducer to
 * what still makes the transform illegal, the transformed kernel, and the verdict.
 *
 * <pre>{@code
 *   @Test
 *   void myPassKeepsConvergence() {
 *     ConvergenceFuzz.check(200, 1, f -> MyPass.run(f));
 *   }
 * }</pre>
 */
public final class ConvergenceFuzz {
  private ConvergenceFuzz() {}

  /**
   * Checks {@code transform} on {@code kernels} valid kernels, seeds from {@code seed} on: every
   * result must be LEGAL (UNKNOWN passes: the oracle could not decide) and pass the IR verifier.
   *
   * @param kernels how many valid kernels to check
   * @param seed the seed of the first kernel
   * @param transform the pass: the kernel in, the new kernel out, derived through the editor
   * @throws AssertionFailedError on the first kernel the transform breaks
   */
  public static void check(int kernels, long seed, UnaryOperator<Function> transform) {
    check(kernels, seed, (module, kernel) -> transform.apply(kernel));
  }

  /**
   * Checks {@code transform} as {@link #check(int, long, UnaryOperator)} does, for a transform
   * that also needs the kernel's module (its declarations and attributes), such as a
   * {@code FunctionPass} run through the pass manager: it receives the module and its
   * {@code @kernel} and returns the new {@code @kernel}, derived from it through the editor.
   *
   * @param kernels how many valid kernels to check
   * @param seed the seed of the first kernel
   * @param transform the pass: the module and its {@code @kernel} in, the new kernel out
   * @throws AssertionFailedError on the first kernel the transform breaks
   */
  public static void check(int kernels, long seed, BiFunction<Module, Function, Function> transform) {
    LegalityOptions options = LegalityOptions.defaults().withBudget(
        LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));
    int checked = 0;
    for (long s = seed; checked < kernels; s++) {
      Module before = kernel(s);
      if (!valid(before)) {
        continue; // carefully placed tokens still break the cycle rules now and then
      }
      checked++;
      Verdict v;
      try {
        v = verdict(before, transform, options);
      } catch (AssertionFailedError | RuntimeException e) {
        String what = e instanceof AssertionFailedError ? e.getMessage() : "the transform (or the check of its result) threw " + e;
        throw new AssertionFailedError("seed " + s + ": " + what + "\noriginal:\n" + IrPrinter.print(before), e);
      }
      if (v instanceof Verdict.Illegal) {
        Module reduced = Reducer.reduce(before, m -> m.function("kernel").isPresent() && valid(m)
            && illegal(m, transform, options));
        Module after = reduced.withFunction(transform.apply(reduced, reduced.function("kernel").orElseThrow()));
        throw new AssertionFailedError("seed " + s + ": the transform breaks convergence\n"
            + VerdictPrinter.print(verdict(reduced, transform, options)) + "\nreduced original:\n"
            + IrPrinter.print(reduced) + "\ntransformed:\n" + IrPrinter.print(after));
      }
    }
  }

  /** Returns whether the transform is ILLEGAL on {@code m}; a candidate it breaks otherwise does not reproduce. */
  private static boolean illegal(Module m, BiFunction<Module, Function, Function> transform, LegalityOptions options) {
    try {
      return verdict(m, transform, options) instanceof Verdict.Illegal;
    } catch (AssertionFailedError | RuntimeException e) {
      return false;
    }
  }

  private static Verdict verdict(Module before, BiFunction<Module, Function, Function> transform,
      LegalityOptions options) {
    Function f = before.function("kernel").orElseThrow();
    Function g = transform.apply(before, f);
    if (g == f) {
      // unchanged (a pass that found nothing to do): f's own provenance is the generator's, not
      // this transform's, so compare against a fresh snapshot whose provenance is the identity
      g = FunctionEditor.of(f).finish();
    }
    Module after = before.withFunction(g);
    if (!IrVerifier.verify(after).isEmpty()) {
      throw new AssertionFailedError("the transform made invalid IR:\n" + IrVerifier.verify(after).get(0).render());
    }
    return Legality.check(before, "kernel", after, "kernel", ProvenanceCorrespondence.of(f, g), options);
  }

  /**
   * Returns whether {@code m} passes the IR verifier and the convergence verifier.
   *
   * @param m a module
   * @return true if both verifiers accept it
   */
  public static boolean valid(Module m) {
    return IrVerifier.verify(m).isEmpty()
        && ConvergenceVerifier.verify(m, Targets.forModule(m, java.util.Optional.empty())).isEmpty();
  }

  /**
   * Returns the generated kernel of {@code seed}: a mixed shape (structured, unstructured or
   * irreducible), terminating when the shape can, tokens on odd seeds. Not every kernel is
   * {@linkplain #valid valid}; skip those that are not.
   *
   * @param seed the generator's seed
   * @return a module with the function {@code @kernel}
   */
  public static Module kernel(long seed) {
    FlowGraph cfg = RandomCfg.mixed(seed, 10);
    KernelGenerator.Options o = KernelGenerator.Options.defaults();
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(12);
    }
    if (seed % 2 == 1) {
      o = o.withTokens(KernelGenerator.Tokens.careful());
    }
    return KernelGenerator.generate(cfg, seed, o);
  }
}
