package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A stand-alone LLVM campaign until {@code cvg fuzz} drives them: {@code FIRST COUNT BATCH THREADS
 * OUTDIR [PASS...]} generates kernels FIRST .. FIRST+COUNT-1 ({@link CampaignKernels}) in chunks
 * of BATCH, runs every chunk through each {@code opt-22} pipeline ({@link LlvmPasses#CAMPAIGN}
 * unless PASSes are given) as one batched module, checks every changed function with
 * {@link Legality#check} (thread counts 1, 2, 3 and 32, two argument sets), writes each ILLEGAL,
 * failure and checker exception under OUTDIR and, after every chunk, the table so far to
 * {@code OUTDIR/table.md}, so a campaign stopped at a deadline still has its counts.
 */
public final class LlvmCampaignMain {
  private static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));

  private LlvmCampaignMain() {}

  /** Runs the campaign described in the class comment. */
  public static void main(String[] args) throws Exception {
    long first = Long.parseLong(args[0]);
    int count = Integer.parseInt(args[1]);
    int batch = Integer.parseInt(args[2]);
    int threads = Integer.parseInt(args[3]);
    Path out = Path.of(args[4]);
    List<String> passes = args.length > 5 ? List.of(args).subList(5, args.length) : LlvmPasses.CAMPAIGN;
    Files.createDirectories(out);
    Map<String, Tally> tallies = new LinkedHashMap<>();
    for (String p : passes) {
      tallies.put(p, new Tally(LlvmPasses.transform(p, Duration.ofSeconds(120), batch)));
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> jobs = new ArrayList<>();
    for (long s = first; s < first + count; s += batch) {
      long from = s;
      long to = Math.min(first + count, s + batch);
      jobs.add(pool.submit(() -> {
        List<Module> kernels = new ArrayList<>();
        for (long seed = from; seed < to; seed++) {
          kernels.add(CampaignKernels.of(seed));
        }
        for (Map.Entry<String, Tally> e : tallies.entrySet()) {
          long t0 = System.nanoTime();
          runChunk(e.getKey(), e.getValue(), from, kernels, out);
          e.getValue().nanos.addAndGet(System.nanoTime() - t0);
        }
        writeTable(out, tallies, threads);
        return null;
      }));
    }
    for (Future<?> f : jobs) {
      f.get();
    }
    pool.shutdown();
    System.out.print(table(tallies, threads));
  }

  /** Counters of one pass. */
  private static final class Tally {
    final ExternalTransform transform;
    final AtomicLong kernels = new AtomicLong();
    final AtomicLong changed = new AtomicLong();
    final AtomicLong checked = new AtomicLong();
    final AtomicLong legal = new AtomicLong();
    final AtomicLong unknown = new AtomicLong();
    final AtomicLong illegal = new AtomicLong();
    final AtomicLong failed = new AtomicLong();
    final AtomicLong errors = new AtomicLong();
    final AtomicLong nanos = new AtomicLong();

    Tally(ExternalTransform transform) {
      this.transform = transform;
    }
  }

  private static synchronized void writeTable(Path out, Map<String, Tally> tallies, int threads) {
    try {
      Files.writeString(out.resolve("table.md"), table(tallies, threads));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String table(Map<String, Tally> tallies, int threads) {
    StringBuilder sb = new StringBuilder("| pass | kernels | changed kernels | changed functions | LEGAL | UNKNOWN"
        + " | ILLEGAL | failed | checker errors | kernels/s |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (Map.Entry<String, Tally> e : tallies.entrySet()) {
      Tally t = e.getValue();
      double secs = t.nanos.get() / 1e9 / threads;
      sb.append(String.format("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %.2f |%n", e.getKey(), t.kernels.get(),
          t.changed.get(), t.checked.get(), t.legal.get(), t.unknown.get(), t.illegal.get(), t.failed.get(),
          t.errors.get(), secs == 0 ? 0 : t.kernels.get() / secs));
    }
    return sb.toString();
  }

  private static void runChunk(String pass, Tally tally, long from, List<Module> kernels, Path out) {
    List<Outcome> outcomes = tally.transform.applyAll(kernels);
    String label = pass.replaceAll("[^A-Za-z0-9-]", "_");
    for (int k = 0; k < kernels.size(); k++) {
      long seed = from + k;
      Module before = kernels.get(k);
      tally.kernels.incrementAndGet();
      switch (outcomes.get(k)) {
        case Outcome.Failed f -> {
          tally.failed.incrementAndGet();
          write(out.resolve("failed-" + label + "-" + seed), before, null, f.reason() + "\n" + f.detail());
        }
        case Outcome.Transformed tr -> {
          if (!tr.changes().isEmpty()) {
            tally.changed.incrementAndGet();
          }
          for (Map.Entry<String, Outcome.FunctionChange> e : tr.changes().entrySet()) {
            check(label + "-" + seed + "-" + e.getKey(), before, tr.after(), e.getKey(), e.getValue(), out, tally);
          }
        }
      }
    }
  }

  private static void check(String dir, Module before, Module after, String fn, Outcome.FunctionChange change,
      Path out, Tally tally) {
    tally.checked.incrementAndGet();
    try {
      Verdict v = Legality.check(before, fn, after, fn, change.correspondence(), OPTIONS);
      switch (v) {
        case Verdict.Legal l -> tally.legal.incrementAndGet();
        case Verdict.Unknown u -> tally.unknown.incrementAndGet();
        case Verdict.Illegal i -> {
          tally.illegal.incrementAndGet();
          write(out.resolve("illegal-" + dir), before, after, VerdictPrinter.print(v));
        }
      }
    } catch (RuntimeException | StackOverflowError e) {
      tally.errors.incrementAndGet();
      StringWriter sw = new StringWriter();
      e.printStackTrace(new PrintWriter(sw));
      write(out.resolve("error-" + dir), before, after, sw.toString());
    }
  }

  private static void write(Path dir, Module before, Module after, String verdict) {
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("before.ll"), IrPrinter.print(before));
      if (after != null) {
        Files.writeString(dir.resolve("after.ll"), IrPrinter.print(after));
      }
      Files.writeString(dir.resolve("verdict.txt"), verdict);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
