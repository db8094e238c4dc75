package dev.cvg.cli.inputs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Drives mutated inputs through every {@link FuzzedCommand} in-process and checks each run against
 * the {@link InputContract}. Input {@code i} of a campaign with seed {@code s} depends only on
 * {@code (s, i)} and the corpus ({@link #input}), so any failure is replayed from the two numbers
 * in its message. Inputs run through one command line built by {@code Main.commandLine} (fast);
 * a violation is confirmed through {@code Main.run} with a fresh one, exactly as a process runs
 * cvg, and reduced under it. Failures are grouped by signature; the first of each group is reduced.
 */
final class InputCampaign implements AutoCloseable {
  /** The hard limit after which a run is abandoned as a timeout. */
  static final long HARD_LIMIT_MILLIS = 20_000;
  /** Reruns of a run that took more than a second, to tell a slow input from a busy machine. */
  private static final int SLOW_RERUNS = 2;

  /** One generated input: its seeds, mutations, command and command line. */
  record Input(int index, SeedCorpus.Seed seed, Mutator.Mutated mutated, FuzzedCommand command, List<String> args) {
    String describe(long campaignSeed) {
      return "seed " + campaignSeed + " input " + index + ": cvg " + String.join(" ", args) + " (from "
          + seed.name() + " by " + mutated.applied() + ")";
    }
  }

  /** A contract violation: the input, its reduction and how many inputs broke the contract the same way. */
  record Failure(Input input, InputContract.Violation violation, byte[] reduced, int[] count) {}

  /**
   * What a campaign did: per command the number of inputs and, in {@code exitCodes}, the count
   * of each exit code 0..3 followed by the total CPU nanoseconds; the slowest input by CPU time
   * (the contract's measure) and the slowest wall time seen.
   */
  record Report(long seed, int first, int inputs, Map<FuzzedCommand, Integer> perCommand,
      Map<FuzzedCommand, long[]> exitCodes, List<Failure> failures, long slowestNanos, String slowest,
      long slowestWallNanos) {
    /** Returns the number of inputs that broke the contract. */
    int violations() {
      return failures.stream().mapToInt(f -> f.count()[0]).sum();
    }

    /** Returns the report as text: counts per command and exit code, the slowest input, every failure group. */
    String text() {
      StringBuilder sb = new StringBuilder("input fuzzing: seed " + seed + ", inputs " + first + ".."
          + (first + inputs - 1) + ": " + inputs + " inputs, "
          + violations() + " violations in " + failures.size() + " groups\n");
      perCommand.forEach((c, n) -> {
        long[] e = exitCodes.get(c);
        sb.append(String.format("  %-10s %7d  exit 0:%d 1:%d 2:%d 3:%d  mean %.1f ms CPU%n", c.name().toLowerCase(), n,
            e[0], e[1], e[2], e[3], n == 0 ? 0.0 : e[4] / 1e6 / n));
      });
      sb.append(String.format("  slowest: %.1f ms of CPU time, %s; slowest wall time %.1f ms%n", slowestNanos / 1e6,
          slowest, slowestWallNanos / 1e6));
      for (Failure f : failures) {
        sb.append("FAIL x").append(f.count()[0]).append(" ").append(f.violation().kind()).append(": ")
            .append(f.violation().detail().lines().findFirst().orElse("")).append("\n  ")
            .append(f.input().describe(seed)).append("\n  reduced input (").append(f.reduced().length)
            .append(" bytes):\n").append(Mutation.string(f.reduced()).indent(4));
      }
      return sb.toString();
    }
  }

  private final SeedCorpus corpus;
  private final Path inputFile;
  private final Path originalFile;
  private final CliRun runner = new CliRun(HARD_LIMIT_MILLIS, false);
  /** Confirms each violation the way a process runs cvg: a fresh command line through {@code Main.run}. */
  private final CliRun confirmer = new CliRun(HARD_LIMIT_MILLIS, true);

  /** Creates a campaign over {@code corpus} that writes its inputs into the directory {@code dir}. */
  InputCampaign(SeedCorpus corpus, Path dir) {
    this.corpus = corpus;
    this.inputFile = dir.resolve("input.ll");
    this.originalFile = dir.resolve("original.ll");
  }

  /** Returns input {@code index} of the campaign with seed {@code seed}. */
  Input input(long seed, int index) {
    Random r = new Random(seed * 0x9E3779B97F4A7C15L + index);
    List<SeedCorpus.Seed> seeds = corpus.seeds();
    SeedCorpus.Seed a = seeds.get(r.nextInt(seeds.size()));
    SeedCorpus.Seed b = seeds.get(r.nextInt(seeds.size()));
    Mutator.Mutated m = Mutator.mutate(a.bytes(), b.bytes(), r);
    FuzzedCommand c = FuzzedCommand.draw(r);
    return new Input(index, a, m, c, c.args(inputFile.toString(), originalFile.toString(), r));
  }

  /** Runs inputs {@code first..first+count-1} of seed {@code seed}, reporting progress lines to {@code log}. */
  Report run(long seed, int first, int count, Consumer<String> log) {
    warmUp();
    Map<FuzzedCommand, Integer> perCommand = new EnumMap<>(FuzzedCommand.class);
    Map<FuzzedCommand, long[]> exitCodes = new EnumMap<>(FuzzedCommand.class);
    for (FuzzedCommand c : FuzzedCommand.values()) {
      perCommand.put(c, 0);
      exitCodes.put(c, new long[5]);
    }
    Map<String, Failure> failures = new LinkedHashMap<>();
    long slowest = 0;
    long slowestWall = 0;
    String slowestInput = "none";
    for (int i = first; i < first + count; i++) {
      Input in = input(seed, i);
      perCommand.merge(in.command(), 1, Integer::sum);
      CliRun.Outcome o = runChecked(runner, in, in.mutated().bytes(), inputFile, originalFile);
      Optional<InputContract.Violation> v = InputContract.check(o, in.mutated().bytes(), inputFile.toString(), files());
      if (v.isPresent()) {
        InputContract.Violation fast = v.get();
        o = runChecked(confirmer, in, in.mutated().bytes(), inputFile, originalFile);
        v = InputContract.check(o, in.mutated().bytes(), inputFile.toString(), files());
        if (v.isEmpty()) {
          log.accept("note: not confirmed by a fresh command line: " + fast.kind() + " " + fast.detail()
              + "\n  " + in.describe(seed));
        }
      }
      if (o.code() >= 0 && o.code() <= 3) {
        exitCodes.get(in.command())[o.code()]++;
      }
      exitCodes.get(in.command())[4] += o.cpuNanos();
      if (o.cpuNanos() > slowest && !o.timedOut()) {
        slowest = o.cpuNanos();
        slowestInput = in.describe(seed) + ", " + in.mutated().bytes().length + " bytes, "
            + o.nanos() / 1_000_000 + " ms wall time";
      }
      slowestWall = Math.max(slowestWall, o.timedOut() ? 0 : o.nanos());
      if (v.isPresent()) {
        String sig = v.get().signature(in.command());
        Failure known = failures.get(sig);
        if (known != null) {
          known.count()[0]++;
        } else {
          log.accept("FAIL " + v.get().kind() + " " + v.get().detail().lines().findFirst().orElse("") + "\n  "
              + in.describe(seed));
          failures.put(sig, new Failure(in, v.get(), reduce(in, v.get()), new int[] {1}));
        }
      }
      if ((i + 1 - first) % 1000 == 0) {
        log.accept((i + 1 - first) + " inputs, " + failures.size() + " failure groups, slowest "
            + slowest / 1_000_000 + " ms CPU");
      }
    }
    return new Report(seed, first, count, perCommand, exitCodes, List.copyOf(failures.values()), slowest, slowestInput,
        slowestWall);
  }

  /** Runs {@code in}'s command on {@code bytes}; a run over a second is repeated and the fastest kept. */
  private static CliRun.Outcome runChecked(CliRun runner, Input in, byte[] bytes, Path inputFile, Path originalFile) {
    write(bytes, in.seed().bytes(), inputFile, originalFile);
    CliRun.Outcome o = runner.run(in.args());
    for (int k = 0; k < SLOW_RERUNS && !o.timedOut() && o.cpuNanos() > InputContract.SECOND_NANOS; k++) {
      CliRun.Outcome again = runner.run(in.args());
      o = again.cpuNanos() < o.cpuNanos() ? again : o;
    }
    return o;
  }

  private byte[] reduce(Input in, InputContract.Violation v) {
    if (v.kind() == InputContract.Kind.TIMEOUT || v.kind() == InputContract.Kind.SLOW) {
      return in.mutated().bytes();
    }
    return InputReducer.reduce(in.mutated().bytes(), candidate -> {
      write(candidate, in.seed().bytes());
      return InputContract.check(confirmer.run(in.args()), candidate, inputFile.toString(), files())
          .filter(w -> w.signature(in.command()).equals(v.signature(in.command()))).isPresent();
    }, 400);
  }

  /** Runs every command a few times on unmutated seeds, so that class loading and compilation are not timed. */
  private void warmUp() {
    Random r = new Random(1);
    List<SeedCorpus.Seed> seeds = corpus.seeds();
    for (int k = 0; k < 3; k++) {
      for (FuzzedCommand c : FuzzedCommand.values()) {
        SeedCorpus.Seed s = seeds.get(r.nextInt(seeds.size()));
        write(s.bytes(), s.bytes());
        runner.run(c.args(inputFile.toString(), originalFile.toString(), r));
      }
    }
  }

  @Override
  public void close() {
    runner.close();
    confirmer.close();
  }

  private List<String> files() {
    return List.of(inputFile.toString(), originalFile.toString());
  }

  private void write(byte[] input, byte[] original) {
    write(input, original, inputFile, originalFile);
  }

  private static void write(byte[] input, byte[] original, Path inputFile, Path originalFile) {
    try {
      Files.write(inputFile, input);
      Files.write(originalFile, original);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
