package dev.cvg.cli.fuzz;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * LLVM 22's passes as external transforms: the {@code opt-22} command line of each pipeline the
 * campaigns run, on the AMDGPU target (where LLVM's divergence-aware rules apply). The one place
 * of these command lines for {@code cvg fuzz} and for the tests that drive {@code opt-22}.
 */
public final class LlvmPasses {
  /** The {@code opt} tool of LLVM 22. */
  public static final String OPT = "opt-22";
  /** The target triple of the campaigns. */
  public static final String TRIPLE = "amdgcn--";
  /** The pipelines issue #15 asks campaigns of, as {@code -passes=} text. */
  public static final List<String> CAMPAIGN = List.of("simplifycfg", "jump-threading", "loop-unroll", "licm", "sink",
      "gvn-hoist", "cgscc(inline)", "default<O2>", "default<O3>");

  private LlvmPasses() {}

  /**
   * Returns the words of {@code opt-22 -mtriple=amdgcn-- -S -passes=P}; {@code loop-unroll} also
   * gets runtime and partial unrolling by 2, so loops with unknown trip counts are unrolled too.
   */
  public static List<String> optWords(String pipeline) {
    List<String> words = new ArrayList<>(List.of(OPT, "-mtriple=" + TRIPLE, "-S", "-passes=" + pipeline));
    addUnrollFlags(pipeline, words);
    return words;
  }

  /**
   * Returns {@link #optWords} with {@code -disable-verify}: opt neither verifies its input (a
   * campaign's kernels are verified already) nor aborts on broken output, which cvg's verifiers
   * (they implement LLVM's convergence rules) then reject per kernel, so one broken kernel does not
   * fail the run of its whole batch.
   */
  public static List<String> optWordsUnverified(String pipeline) {
    List<String> words = new ArrayList<>(List.of(OPT, "-mtriple=" + TRIPLE, "-S", "-disable-verify",
        "-passes=" + pipeline));
    addUnrollFlags(pipeline, words);
    return words;
  }

  private static void addUnrollFlags(String pipeline, List<String> words) {
    if (pipeline.equals("loop-unroll")) {
      words.addAll(List.of("-unroll-runtime", "-unroll-allow-partial", "-unroll-count=2"));
    }
  }

  /**
   * Returns {@code pipeline} run by {@code opt-22} as an external transform named after it, its
   * output verified by cvg ({@link #optWordsUnverified}).
   */
  public static ExternalTransform transform(String pipeline, Duration timeout, int batchSize) {
    return new ExternalTransform(pipeline, new ToolCommand(optWordsUnverified(pipeline)), timeout, batchSize);
  }
}
