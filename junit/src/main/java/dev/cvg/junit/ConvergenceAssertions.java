package dev.cvg.junit;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import org.opentest4j.AssertionFailedError;

/**
 * JUnit 5 assertions for pass authors: a transform preserves convergence ({@link #assertLegal}),
 * or breaks it ({@link #assertIllegal}). A failure's message is the checker's verdict, with the
 * counterexample and its trace tables, so a failing test reads like {@code cvg check}.
 *
 * <pre>{@code
 *   Module before = IrParser.parse(text, "k.ll");
 *   Module after = before.withFunction(myPass.run(before.function("k").orElseThrow()));
 *   ConvergenceAssertions.assertLegal(before, after, "k");
 * }</pre>
 */
public final class ConvergenceAssertions {
  private ConvergenceAssertions() {}

  /**
   * Asserts that function {@code function} of {@code after} preserves convergence against the one
   * of {@code before}, with the correspondence inferred from names and the default budget;
   * UNKNOWN fails too, with the bound that was hit.
   *
   * @param before the module before the transform
   * @param after the module after it
   * @param function the function compared, in both modules (without {@code @})
   * @return the LEGAL verdict
   * @throws AssertionFailedError with the printed verdict if it is not LEGAL
   */
  public static Verdict.Legal assertLegal(Module before, Module after, String function) {
    return assertLegal(before, after, function, NameCorrespondence.infer(before, function, after, function),
        LegalityOptions.defaults());
  }

  /**
   * Asserts LEGAL under an explicit correspondence (editor provenance, a map) and options.
   *
   * @param before the module before the transform
   * @param after the module after it
   * @param function the function compared, in both modules (without {@code @})
   * @param c which instruction of {@code after} stands for which of {@code before}
   * @param options the checker's budget and switches
   * @return the LEGAL verdict
   * @throws AssertionFailedError with the printed verdict if it is not LEGAL
   */
  public static Verdict.Legal assertLegal(Module before, Module after, String function, Correspondence c,
      LegalityOptions options) {
    Verdict v = Legality.check(before, function, after, function, c, options);
    if (v instanceof Verdict.Legal legal) {
      return legal;
    }
    throw new AssertionFailedError("expected the transform of @" + function + " to preserve convergence, but:\n"
        + VerdictPrinter.print(v));
  }

  /**
   * Asserts that {@code @tgt} of {@code ir} preserves convergence against {@code @src}.
   *
   * @param ir a module defining {@code @src} and {@code @tgt}
   * @return the LEGAL verdict
   * @throws AssertionFailedError if the IR does not parse, or with the printed verdict if it is
   *     not LEGAL
   */
  public static Verdict.Legal assertLegal(String ir) {
    Module m = parse(ir);
    Verdict v = Legality.check(m, LegalityOptions.defaults());
    if (v instanceof Verdict.Legal legal) {
      return legal;
    }
    throw new AssertionFailedError("expected @tgt to preserve the convergence of @src, but:\n" + VerdictPrinter.print(v));
  }

  /**
   * Asserts that function {@code function} of {@code after} breaks convergence, and that the
   * counterexample names {@code operation} (an instruction name such as {@code "%r"}, or null for
   * any).
   *
   * @param before the module before the transform
   * @param after the module after it
   * @param function the function compared, in both modules (without {@code @})
   * @param operation the instruction the counterexample must name ({@code "%r"}), or null
   * @return the ILLEGAL verdict, for further assertions on its counterexample
   * @throws AssertionFailedError with the printed verdict if it is not ILLEGAL at {@code operation}
   */
  public static Verdict.Illegal assertIllegal(Module before, Module after, String function, String operation) {
    Verdict v = Legality.check(before, function, after, function,
        NameCorrespondence.infer(before, function, after, function), LegalityOptions.defaults());
    return illegal(v, operation, "the transform of @" + function);
  }

  /**
   * Asserts that {@code @tgt} of {@code ir} breaks the convergence of {@code @src} at {@code operation}.
   *
   * @param ir a module defining {@code @src} and {@code @tgt}
   * @param operation the instruction the counterexample must name ({@code "%r"}), or null
   * @return the ILLEGAL verdict
   * @throws AssertionFailedError if the IR does not parse, or with the printed verdict if it is
   *     not ILLEGAL at {@code operation}
   */
  public static Verdict.Illegal assertIllegal(String ir, String operation) {
    return illegal(Legality.check(parse(ir), LegalityOptions.defaults()), operation, "@tgt");
  }

  private static Verdict.Illegal illegal(Verdict v, String operation, String what) {
    if (!(v instanceof Verdict.Illegal illegal)) {
      throw new AssertionFailedError("expected " + what + " to break convergence, but:\n" + VerdictPrinter.print(v));
    }
    if (operation != null) {
      String name = operation.startsWith("%") ? operation : "%" + operation;
      String text = illegal.counterexample().before() + " " + illegal.counterexample().after() + " "
          + illegal.counterexample().message();
      if (!java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(name) + "(?![\\w.])").matcher(text).find()) {
        throw new AssertionFailedError("expected the counterexample to name " + name + ", but:\n"
            + VerdictPrinter.print(v));
      }
    }
    return illegal;
  }

  private static Module parse(String ir) {
    try {
      return IrParser.parse(ir, "<test>");
    } catch (ParseException e) {
      throw new AssertionFailedError("the IR does not parse: " + e.render());
    }
  }
}
