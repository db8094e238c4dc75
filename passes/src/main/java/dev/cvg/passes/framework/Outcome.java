package dev.cvg.passes.framework;

import java.util.List;
import java.util.Objects;

/** How one step (one pass, one function, one round) ended. */
public sealed interface Outcome {

  /** The step changed the function and the change was kept. */
  record Committed() implements Outcome {}

  /** The pass changed nothing. */
  record Unchanged() implements Outcome {}

  /**
   * The step's change was dropped: the function is exactly as before the step.
   *
   * @param why which check failed
   * @param message one line saying why
   * @param details further lines (each verifier diagnostic, the counterexample, the stack frames)
   */
  record RolledBack(Why why, String message, List<String> details) implements Outcome {
    /** Copies the details. */
    public RolledBack {
      Objects.requireNonNull(why);
      Objects.requireNonNull(message);
      details = List.copyOf(details);
    }
  }

  /** Why a step was rolled back. */
  enum Why {
    /** The pass threw an exception (a bug in the pass). */
    PASS_THREW("the pass threw"),
    /** The result broke the IR rules. */
    IR_VERIFIER("the IR verifier rejected the result"),
    /** The result broke the convergence control rules. */
    CONVERGENCE_VERIFIER("the convergence verifier rejected the result"),
    /** The pass claims to preserve an analysis the step changed. */
    PRESERVED_ANALYSIS("a preserved analysis changed"),
    /** The legality checker found a counterexample. */
    ILLEGAL("the legality checker found the step ILLEGAL");

    private final String words;

    Why(String words) {
      this.words = words;
    }

    /**
     * Returns the reason in words.
     *
     * @return the reason, as statistics print it
     */
    public String words() {
      return words;
    }
  }

  /**
   * Returns the outcome's word for stats: {@code committed}, {@code unchanged}, {@code rolled back}.
   *
   * @return the word
   */
  default String word() {
    return switch (this) {
      case Committed c -> "committed";
      case Unchanged u -> "unchanged";
      case RolledBack r -> "rolled back";
    };
  }
}
