package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * LLVM 22 as a second opinion in a campaign ({@code cvg fuzz --llvm-analyses}): a "transform" that
 * never changes the kernel and fails where opt-22's {@code print<uniformity>} or
 * {@code print<cycles>} disagrees with cvg's ({@link LlvmSecondOpinion}). Each disagreement is a
 * failure of kind {@code llvm-<kind>}, so the campaign counts it, deduplicates it by kind, reduces
 * the kernel while the same kind of disagreement remains, and writes it under {@code --out}.
 * cvg's documented refinements that only remove divergence are not failures.
 */
public final class SecondOpinionTransform implements Transform {
  private final LlvmSecondOpinion opinion;

  /**
   * Creates the transform.
   *
   * @param timeout the time limit of one opt-22 run
   * @param batchSize kernels per opt-22 run
   */
  public SecondOpinionTransform(Duration timeout, int batchSize) {
    this.opinion = new LlvmSecondOpinion(timeout, batchSize);
  }

  /** Returns the row label of the summary table. */
  @Override
  public String name() {
    return "llvm-22 second opinion (uniformity, cycles)";
  }

  /** Returns the opinion on {@code before} as an outcome: unchanged, or failed with the first disagreement. */
  @Override
  public Outcome apply(Module before) {
    return outcome(before, opinion.check(before));
  }

  /** Returns the opinions on {@code befores}, batched through opt-22. */
  @Override
  public List<Outcome> applyAll(List<Module> befores) {
    List<LlvmSecondOpinion.Result> results = opinion.checkAll(befores);
    List<Outcome> out = new ArrayList<>();
    for (int k = 0; k < befores.size(); k++) {
      out.add(outcome(befores.get(k), results.get(k)));
    }
    return out;
  }

  /** Returns the commands that show both opinions on {@code input}. */
  @Override
  public Optional<String> command(String input, String output) {
    return Optional.of("opt-22 -mtriple=amdgcn-- -disable-output -passes='print<uniformity>,print<cycles>' " + input
        + " ; cvg uniformity --llvm22 " + input + " ; cvg cycles " + input);
  }

  private static Outcome outcome(Module before, LlvmSecondOpinion.Result r) {
    if (r.disagreements().isEmpty()) {
      return new Outcome.Transformed(before, Map.of());
    }
    LlvmSecondOpinion.Disagreement d = r.disagreements().getFirst();
    String kind = "llvm-" + d.kind().replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    StringBuilder detail = new StringBuilder();
    r.disagreements().forEach(x -> detail.append('@').append(x.function()).append(": ").append(x.kind())
        .append(": ").append(x.detail()).append('\n'));
    return new Outcome.Failed(kind, "opt-22 disagrees with cvg (" + d.kind() + ") on @" + d.function(),
        detail.toString());
  }
}
