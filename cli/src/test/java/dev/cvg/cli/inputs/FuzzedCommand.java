package dev.cvg.cli.inputs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Every {@code cvg} subcommand that reads an {@code .ll} file ({@code demo} reads none, {@code help}
 * prints help), with the command lines a campaign runs it with: the mutated file, a random choice of
 * the command's options, and bounds small enough that a valid input answers within the second the
 * contract allows ({@code run} and {@code check} execute the program: a few thousand steps, a few
 * threads).
 */
enum FuzzedCommand {
  /** {@code cvg verify FILE}. */
  VERIFY(4) {
    @Override
    List<String> args(String file, String original, Random r) {
      return List.of("verify", file);
    }
  },
  /** {@code cvg print FILE}. */
  PRINT(4) {
    @Override
    List<String> args(String file, String original, Random r) {
      return List.of("print", file);
    }
  },
  /** {@code cvg cycles [--verify] FILE}. */
  CYCLES(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      return withFlags(List.of("cycles", file), r, "--verify");
    }
  },
  /** {@code cvg uniformity [--verify] [--llvm22] FILE}. */
  UNIFORMITY(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      return withFlags(List.of("uniformity", file), r, "--verify", "--llvm22");
    }
  },
  /** {@code cvg run FILE --threads N --steps 20000 --rounds 16 [--json]}. */
  RUN(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      return withFlags(List.of("run", file, "--threads", String.valueOf(1 + r.nextInt(8)), "--steps", "20000",
          "--rounds", "16", "--seed", String.valueOf(r.nextInt(4))), r, "--json");
    }
  },
  /** {@code cvg check FILE}, {@code cvg check ORIGINAL FILE} or {@code cvg check FILE ORIGINAL}, small bounds. */
  CHECK(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      List<String> a = new ArrayList<>(List.of("check"));
      switch (r.nextInt(3)) {
        case 0 -> a.add(file);
        case 1 -> a.addAll(List.of(original, file));
        default -> a.addAll(List.of(file, original));
      }
      a.addAll(List.of("--threads", "1,3", "--inputs", "1", "--steps", "5000", "--rounds", "8", "--time", "1"));
      return withFlags(a, r, "--json");
    }
  },
  /** {@code cvg opt -passes=P[,Q] FILE [--stats]}. */
  OPT(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      String pipeline = PASSES.get(r.nextInt(PASSES.size()));
      if (r.nextBoolean()) {
        pipeline += "," + PASSES.get(r.nextInt(PASSES.size()));
      }
      return withFlags(List.of("opt", "-passes=" + pipeline, file), r, "--stats", "--json");
    }
  },
  /** {@code cvg dot FILE [--cycles] [--uniformity] [--run --threads 2]}. */
  DOT(3) {
    @Override
    List<String> args(String file, String original, Random r) {
      List<String> a = withFlags(List.of("dot", file), r, "--cycles", "--uniformity");
      if (r.nextInt(4) == 0) {
        a.addAll(List.of("--run", "--threads", "2"));
      }
      return a;
    }
  },
  /** {@code cvg reduce --test=true --max-tests=2 FILE}: starts a process per test, so it is drawn less often. */
  REDUCE(1) {
    @Override
    List<String> args(String file, String original, Random r) {
      return List.of("reduce", "--test=true", "--max-tests=2", file);
    }
  };

  /** cvg's built-in passes, as {@code cvg opt} names them. */
  static final List<String> PASSES = List.of("hoist-sink", "inline", "jump-threading", "licm", "loop-unroll",
      "simplifycfg", "sink");

  private final int weight;

  FuzzedCommand(int weight) {
    this.weight = weight;
  }

  /** Returns the command line for the mutated {@code file}; {@code original} is the seed it came from. */
  abstract List<String> args(String file, String original, Random r);

  /** Returns a command drawn by weight. */
  static FuzzedCommand draw(Random r) {
    int total = 0;
    for (FuzzedCommand c : values()) {
      total += c.weight;
    }
    int pick = r.nextInt(total);
    for (FuzzedCommand c : values()) {
      pick -= c.weight;
      if (pick < 0) {
        return c;
      }
    }
    throw new AssertionError("weights");
  }

  private static List<String> withFlags(List<String> base, Random r, String... flags) {
    List<String> a = new ArrayList<>(base);
    for (String f : flags) {
      if (r.nextBoolean()) {
        a.add(f);
      }
    }
    return a;
  }
}
