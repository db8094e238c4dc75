package dev.cvg.legality.verdict;

import java.util.List;

/**
 * The answer of a legality check, as data: LEGAL (proven statically, or no counterexample in
 * the executions of {@link Coverage}), ILLEGAL with a counterexample, or UNKNOWN with the reason
 * (a bound that was hit, an unsupported construct).
 */
public sealed interface Verdict permits Verdict.Legal, Verdict.Illegal, Verdict.Unknown {

  /**
   * Returns the verdict's word: {@code LEGAL}, {@code ILLEGAL} or {@code UNKNOWN}.
   *
   * @return the word
   */
  String word();

  /**
   * Returns notes gathered on the way (static suspicions the executions did not confirm, ...).
   *
   * @return the notes, possibly empty
   */
  List<String> notes();

  /**
   * Returns how much {@code v} tells, to pick the verdict to show first among several: ILLEGAL
   * (2) over UNKNOWN (1) over LEGAL (0).
   *
   * @param v a verdict
   * @return 2, 1 or 0
   */
  static int rank(Verdict v) {
    return switch (v) {
      case Legal l -> 0;
      case Unknown u -> 1;
      case Illegal i -> 2;
    };
  }

  /**
   * The transform preserves convergence.
   *
   * @param proven whether the static check proved it (else: tested, see coverage)
   * @param facts what was proven or checked, one line each
   * @param coverage the executions that found no counterexample
   * @param notes remarks
   */
  record Legal(boolean proven, List<String> facts, Coverage coverage, List<String> notes) implements Verdict {
    /** Copies the lists. */
    public Legal {
      facts = List.copyOf(facts);
      notes = List.copyOf(notes);
    }

    @Override
    public String word() {
      return "LEGAL";
    }
  }

  /**
   * The transform breaks convergence: a counterexample, and every violation seen in its execution.
   *
   * @param counterexample the primary (minimal) counterexample
   * @param others further violations found in the same execution pair, one line each
   * @param notes remarks
   */
  record Illegal(Counterexample counterexample, List<String> others, List<String> notes) implements Verdict {
    /** Copies the lists. */
    public Illegal {
      others = List.copyOf(others);
      notes = List.copyOf(notes);
    }

    @Override
    public String word() {
      return "ILLEGAL";
    }

    /**
     * Returns the violated property.
     *
     * @return the property
     */
    public Property property() {
      return counterexample.property();
    }
  }

  /**
   * Undecided.
   *
   * @param reason why, naming the bound hit or the construct not supported
   * @param coverage the executions that did finish
   * @param notes remarks
   */
  record Unknown(String reason, Coverage coverage, List<String> notes) implements Verdict {
    /** Copies the notes. */
    public Unknown {
      notes = List.copyOf(notes);
    }

    @Override
    public String word() {
      return "UNKNOWN";
    }
  }
}
