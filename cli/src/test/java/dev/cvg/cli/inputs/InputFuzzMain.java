package dev.cvg.cli.inputs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The long input-fuzzing campaign, run by {@code scripts/fuzz-inputs.sh}: {@code SEED FIRST COUNT
 * REPORT [--conformance]} runs inputs {@code FIRST..FIRST+COUNT-1} of seed {@code SEED} (LLVM's
 * conformance corpus among the seeds with {@code --conformance}), writes the report to
 * {@code REPORT} and exits with status 1 if any input broke the contract. The script starts one
 * such process per shard of the index range. {@code --replay SEED INDEX DIR} writes input
 * {@code INDEX} of seed {@code SEED} (and its seed) into {@code DIR} and prints its command line
 * (the corpus must be the campaign's: add {@code --conformance} when the campaign had it, as a fifth argument).
 */
public final class InputFuzzMain {
  /** Generated kernels among the seeds. */
  static final int KERNELS = 40;

  private InputFuzzMain() {}

  /** Runs the campaign of the arguments; see the class comment. */
  public static void main(String[] args) throws IOException {
    if (args.length >= 4 && args[0].equals("--replay")) {
      replay(Long.parseLong(args[1]), Integer.parseInt(args[2]), Path.of(args[3]),
          args.length > 4 && args[4].equals("--conformance"));
      return;
    }
    if (args.length < 4) {
      System.err.println("usage: InputFuzzMain SEED FIRST COUNT REPORT [--conformance]");
      System.exit(2);
    }
    boolean conformance = args.length > 4 && args[4].equals("--conformance");
    InputCampaign.Report r = campaign(Long.parseLong(args[0]), Integer.parseInt(args[1]),
        Integer.parseInt(args[2]), conformance);
    Files.writeString(Path.of(args[3]), r.text());
    System.out.print(r.text());
    System.exit(r.violations() == 0 ? 0 : 1);
  }

  /** Writes input {@code index} of {@code seed} into {@code dir} and prints its command line. */
  private static void replay(long seed, int index, Path dir, boolean conformance) throws IOException {
    SeedCorpus corpus = SeedCorpus.of(conformance ? List.of(SeedCorpus.LLVM_CONFORMANCE) : List.of(), KERNELS);
    Files.createDirectories(dir);
    try (InputCampaign c = new InputCampaign(corpus, dir)) {
      InputCampaign.Input in = c.input(seed, index);
      Files.write(dir.resolve("input.ll"), in.mutated().bytes());
      Files.write(dir.resolve("original.ll"), in.seed().bytes());
      System.out.println(in.describe(seed));
    }
  }

  /** Runs inputs {@code first..first+count-1} of {@code seed} in a fresh temporary directory, logging to stderr. */
  static InputCampaign.Report campaign(long seed, int first, int count, boolean conformance) throws IOException {
    SeedCorpus corpus = SeedCorpus.of(conformance ? List.of(SeedCorpus.LLVM_CONFORMANCE) : List.of(), KERNELS);
    Path dir = Files.createTempDirectory("cvg-fuzz-inputs");
    try (InputCampaign c = new InputCampaign(corpus, dir)) {
      return c.run(seed, first, count, line -> System.err.println("fuzz-inputs[" + first + "]: " + line));
    } finally {
      try (var files = Files.list(dir)) {
        for (Path p : files.toList()) {
          Files.deleteIfExists(p);
        }
      }
      Files.deleteIfExists(dir);
    }
  }
}
