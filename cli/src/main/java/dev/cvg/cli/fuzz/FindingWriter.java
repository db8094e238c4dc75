package dev.cvg.cli.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Writes a campaign's findings under {@code --out DIR}: per finding a directory
 * {@code <nnn>-<property>-<kind>} with {@code before.ll} (the reduced original),
 * {@code after.ll} (the transform's output on it), {@code correspondence.map} (the transform's
 * provenance as a {@code cvg check --map} file) and {@code verdict.txt} (the verdict as
 * {@code cvg check} prints it, the seed, and the commands that reproduce it); and the campaign's
 * summary as {@code summary.txt}, first when the scan ends, then each
 * finding as soon as it is reduced, then the final summary. Everything written is a function of
 * the seeds and settings (and, with {@code --reduce-time}, of how far the reductions got).
 */
public final class FindingWriter {
  private final Path dir;
  private final List<Transform> transforms;
  private final LongFunction<String> rerun;

  /**
   * Returns a writer into {@code dir}.
   *
   * @param transforms the campaign's transforms (for their reproduce commands)
   * @param rerun the {@code cvg fuzz} command line that reruns one seed
   */
  public FindingWriter(Path dir, List<Transform> transforms, LongFunction<String> rerun) {
    this.dir = dir;
    this.transforms = List.copyOf(transforms);
    this.rerun = rerun;
  }

  /**
   * Writes the summary of {@code r} as {@code summary.txt}: when the scan ends (findings marked
   * not reduced yet), and again at the end.
   *
   * @throws UncheckedIOException if writing fails
   */
  public void writeSummary(CampaignResult r) {
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("summary.txt"), SummaryTable.of(r), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes finding {@code f}'s directory. @throws UncheckedIOException if writing fails */
  public void writeFinding(Finding f) {
    try {
      write(f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes every finding of {@code r} and its summary. @throws UncheckedIOException if writing fails */
  public void write(CampaignResult r) {
    r.findings().forEach(this::writeFinding);
    writeSummary(r);
  }

  private void write(Finding f) throws IOException {
    Path d = Files.createDirectories(dir.resolve(f.directory()));
    Files.writeString(d.resolve("before.ll"), f.before(), StandardCharsets.UTF_8);
    if (f.after().isPresent()) {
      Files.writeString(d.resolve("after.ll"), f.after().get(), StandardCharsets.UTF_8);
    }
    if (f.map().isPresent()) {
      Files.writeString(d.resolve("correspondence.map"), f.map().get(), StandardCharsets.UTF_8);
    }
    Files.writeString(d.resolve("verdict.txt"), verdict(f), StandardCharsets.UTF_8);
  }

  /** Returns the text of {@code verdict.txt}. */
  String verdict(Finding f) {
    StringBuilder sb = new StringBuilder();
    sb.append("finding ").append(f.directory()).append(": ")
        .append(f.key().failure() ? "the transform failed (" + f.key().kind() + ")"
            : f.key().property() + " at " + f.key().kind())
        .append('\n');
    sb.append("transform: ").append(f.transform()).append('\n');
    sb.append("seed: ").append(f.seed()).append(f.function().isEmpty() ? "" : ", function @" + f.function())
        .append(", ").append(SummaryTable.plural(f.count(), "occurrence")).append(" in the campaign\n");
    sb.append("occurrences (seed @function): ")
        .append(String.join(", ", f.occurrences().stream().map(Occurrence::text).toList())).append('\n');
    f.notes().forEach(n -> sb.append(n).append('\n'));
    sb.append("reproduce:\n");
    Optional<String> command = transforms.get(f.key().transform()).command("before.ll", "after.ll");
    command.ifPresent(c -> sb.append("  ").append(c).append('\n'));
    if (!f.key().failure()) {
      sb.append("  cvg check --function ").append(f.function()).append(" --map correspondence.map before.ll after.ll\n");
      sb.append("  cvg check before.ll after.ll\n");
    }
    sb.append("  ").append(rerun.apply(f.seed())).append('\n');
    sb.append('\n').append(f.report());
    if (!f.report().endsWith("\n")) {
      sb.append('\n');
    }
    return sb.toString();
  }
}
