package dev.cvg.conformance.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Property: the spec's nesting rule evaluated on {@link dev.cvg.convergence.ConvergenceRegion}s
 * ("a region containing a use of T2 contains T2's definition") agrees with LLVM's stack-based
 * check as reproduced by the {@link ConvergenceVerifier} (itself checked against LLVM by
 * {@link ConvergenceDifferentialTest}), on its seeded random token kernels, printed and re-parsed:
 * <ul>
 *   <li>a function both verifiers accept has no nesting violation;
 *   <li>a function whose only finding is {@code Convergence region is not well-nested.} has one.
 * </ul>
 * A counterexample would be a bug in the region model or a real gap between LLVM's
 * approximation and the spec's rule; either is worth a regression file.
 */
class RegionNestingPropertyTest {
  private static final String NOT_NESTED = "Convergence region is not well-nested.";

  @TestFactory
  List<DynamicTest> regionsAgreeWithTheVerifier() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 300; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> check(s)));
    }
    return tests;
  }

  private static void check(long seed) throws Exception {
    Module m = IrParser.parse(IrPrinter.print(ConvergenceDifferentialTest.tokenModule(seed, 6)), "seed" + seed + ".ll");
    TargetModel target = GpuTarget.generic();
    for (Function f : m.definitions()) {
      List<Diagnostic> ir = IrVerifier.verifyBody(m, f);
      List<Diagnostic> conv = ConvergenceVerifier.verify(m, f, target);
      List<ConvergenceControl.NestingViolation> violations = ConvergenceControl.of(m, f, target).nestingViolations();
      String context = "seed " + seed + "\n" + IrPrinter.print(m, f) + "\nviolations: " + violations;
      if (ir.isEmpty() && conv.isEmpty()) {
        assertEquals(List.of(), violations, context);
      } else if (ir.isEmpty() && conv.stream().allMatch(d -> d.message().equals(NOT_NESTED))) {
        assertTrue(!violations.isEmpty(), context);
      }
    }
  }
}
