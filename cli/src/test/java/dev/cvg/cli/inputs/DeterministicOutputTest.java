package dev.cvg.cli.inputs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same inputs give byte-identical output (issue 13, determinism): {@code cvg check --json},
 * {@code cvg run} (text and JSON), {@code cvg uniformity} and the module {@code cvg opt} prints
 * (its {@code --json} statistics carry times, by design), each run
 * three times one after another and three times at once in one JVM, every run a fresh
 * {@code Main.run} on freshly parsed modules (so an order that depended on identity hash codes or
 * on state shared between runs would show). Inputs: the bundled examples and transforms and seeded
 * generated kernels.
 */
class DeterministicOutputTest {
  private static final long SEED = 31;
  private static final Path EXAMPLES = Path.of("src/main/resources/examples");

  @TempDir
  Path dir;

  private List<List<String>> commandLines() throws Exception {
    List<List<String>> lines = new ArrayList<>();
    List<Path> kernels = new ArrayList<>();
    for (long k = 0; k < 6; k++) {
      Path p = dir.resolve("kernel-" + (SEED + k) + ".ll");
      Files.writeString(p, IrPrinter.print(SeedCorpus.kernel(SEED + k)));
      kernels.add(p);
    }
    List<Path> programs = new ArrayList<>(kernels);
    try (var files = Files.list(EXAMPLES)) {
      files.filter(p -> p.toString().endsWith(".ll")).sorted().forEach(programs::add);
    }
    for (Path p : programs) {
      String f = p.toString();
      lines.add(List.of("run", f, "--threads", "8"));
      lines.add(List.of("run", f, "--json", "--seed", "3"));
      lines.add(List.of("uniformity", f));
      lines.add(List.of("opt", "-passes=licm,loop-unroll,simplifycfg", f));
    }
    try (var files = Files.list(EXAMPLES.resolve("transforms"))) {
      for (Path p : files.filter(x -> x.toString().endsWith(".ll")).sorted().toList()) {
        lines.add(List.of("check", p.toString(), "--json", "--threads", "1,4,8"));
      }
    }
    for (int k = 0; k + 1 < kernels.size(); k++) {
      lines.add(List.of("check", kernels.get(k).toString(), kernels.get(k + 1).toString(), "--json", "--threads", "1,3"));
    }
    return lines;
  }

  @Test
  void everyRunOfACommandPrintsTheSameBytes() throws Exception {
    List<List<String>> lines = commandLines();
    CliRun fresh = new CliRun(120_000, true);
    List<String> first = new ArrayList<>();
    try (fresh) {
      for (List<String> args : lines) {
        CliRun.Outcome o = fresh.run(args);
        assertTrue(o.code() >= 0 && o.code() <= 3 && !o.err().contains("internal"), args + ": " + o.err());
        String once = o.code() + "\n" + o.out() + o.err();
        first.add(once);
        for (int k = 0; k < 2; k++) {
          CliRun.Outcome again = fresh.run(args);
          assertEquals(once, again.code() + "\n" + again.out() + again.err(), "cvg " + String.join(" ", args)
              + " (seed " + SEED + ")");
        }
      }
    }
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      List<Future<String>> runs = new ArrayList<>();
      for (List<String> args : lines) {
        for (int k = 0; k < 3; k++) {
          runs.add(pool.submit((Callable<String>) () -> {
            try (CliRun r = new CliRun(120_000, true)) {
              CliRun.Outcome o = r.run(args);
              return o.code() + "\n" + o.out() + o.err();
            }
          }));
        }
      }
      for (int i = 0; i < runs.size(); i++) {
        assertEquals(first.get(i / 3), runs.get(i).get(), "at once: cvg " + String.join(" ", lines.get(i / 3))
            + " (seed " + SEED + ")");
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
