package dev.cvg.legality.correspondence;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.stream.Collectors;

/**
 * Why two functions cannot be compared at all, before any verdict: one is not defined, their
 * signatures differ (a function whose parameters or result the transform changed cannot be run on
 * the same inputs, nor its results compared), or the original breaks the verifiers (the checker
 * judges transforms of valid programs). A user error, not a verdict: the message says which
 * module and which function.
 */
public final class UncheckablePair extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The program at fault. */
  public enum Side {
    /** The original (before) program. */
    ORIGINAL,
    /** The transformed (after) program. */
    TRANSFORMED,
    /** Neither alone: the two disagree. */
    BOTH
  }

  /** What is wrong with the pair. */
  public enum Reason {
    /** A compared function is not defined in its module. */
    MISSING_FUNCTION,
    /** The two functions take different parameters or return different types. */
    SIGNATURE_MISMATCH,
    /** The original program breaks the IR or convergence verifier. */
    INVALID_ORIGINAL
  }

  private final transient Side side;
  private final transient Reason reason;

  /**
   * Creates the exception.
   *
   * @param side the program at fault
   * @param reason what is wrong with the pair
   * @param message the user's message, without a file prefix
   */
  public UncheckablePair(Side side, Reason reason, String message) {
    super(message);
    this.side = side;
    this.reason = reason;
  }

  /**
   * Returns the program at fault.
   *
   * @return the original, the transformed program, or both
   */
  public Side side() {
    return side;
  }

  /**
   * Returns what is wrong.
   *
   * @return the reason the pair cannot be compared
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns the definition of {@code name} in {@code m}.
   *
   * @param m the module
   * @param name the function's name (without {@code @})
   * @param which the program {@code m} is
   * @return the defined function
   * @throws UncheckablePair naming the functions {@code m} does define
   */
  public static Function requireDefined(Module m, String name, Side which) {
    return m.function(name).filter(f -> !f.isDeclaration()).orElseThrow(() -> {
      String defined = m.definitions().stream().map(f -> "@" + f.name()).collect(Collectors.joining(", "));
      return new UncheckablePair(which, Reason.MISSING_FUNCTION, "the " + which.name().toLowerCase()
          + " module defines no @" + name + (defined.isEmpty() ? " (it defines no function)"
              : " (it defines " + defined + ")"));
    });
  }

  /**
   * Checks that {@code after} has {@code before}'s signature: the same parameter types and result type.
   *
   * @param before the original function
   * @param after the transformed function
   * @throws UncheckablePair showing both signatures if they differ
   */
  public static void requireSameSignature(Function before, Function after) {
    dev.cvg.ir.Type.Function b = before.header().type();
    dev.cvg.ir.Type.Function a = after.header().type();
    if (!a.equals(b)) {
      throw new UncheckablePair(Side.BOTH, Reason.SIGNATURE_MISMATCH, "@" + after.name() + " and @" + before.name()
          + " have different signatures: the original is " + b + ", the transformed " + a
          + "; they cannot run on the same inputs (a transform that changes a signature is checked through its callers)");
    }
  }
}
