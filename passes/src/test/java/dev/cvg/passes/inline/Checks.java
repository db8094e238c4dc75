package dev.cvg.passes.inline;

import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.testing.PropertyBudget;
import java.util.ArrayList;
import java.util.List;

/** The legality checker over the steps of an {@link InlineRun}. */
final class Checks {
  private Checks() {}

  /** A smaller budget for property tests over many kernels. */
  static final LegalityOptions FAST = PropertyBudget.OPTIONS;

  /** Returns the verdict of every step of {@code run} (the step's function against its input). */
  static List<Verdict> verdicts(InlineRun run, LegalityOptions options) {
    List<Verdict> out = new ArrayList<>();
    for (InlineRun.Step s : run.steps) {
      String fn = s.fBefore().name();
      out.add(Legality.check(s.before(), fn, s.after(), fn, ProvenanceCorrespondence.of(s.fBefore(), s.fAfter()), options));
    }
    return out;
  }
}
