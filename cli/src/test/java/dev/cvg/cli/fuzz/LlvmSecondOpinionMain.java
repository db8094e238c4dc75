package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code FIRST COUNT}: the LLVM second opinion ({@link LlvmSecondOpinion}) on campaign kernels
 * FIRST .. FIRST+COUNT-1 ({@link CampaignKernels}), in batches of 50; prints each disagreement
 * and a count per kind, and how many kernels cvg's refinements made more precise.
 */
public final class LlvmSecondOpinionMain {
  private LlvmSecondOpinionMain() {}

  /** Runs the comparison described in the class comment. */
  public static void main(String[] args) {
    long first = Long.parseLong(args[0]);
    int count = Integer.parseInt(args[1]);
    LlvmSecondOpinion opinion = new LlvmSecondOpinion(Duration.ofMinutes(2), 50);
    Map<String, Integer> kinds = new TreeMap<>();
    int refined = 0;
    long start = System.nanoTime();
    for (long s = first; s < first + count; s += 50) {
      List<Module> kernels = new ArrayList<>();
      for (long seed = s; seed < Math.min(first + count, s + 50); seed++) {
        kernels.add(CampaignKernels.of(seed));
      }
      List<LlvmSecondOpinion.Result> results = opinion.checkAll(kernels);
      for (int k = 0; k < results.size(); k++) {
        refined += results.get(k).refined().isEmpty() ? 0 : 1;
        for (LlvmSecondOpinion.Disagreement d : results.get(k).disagreements()) {
          kinds.merge(d.kind(), 1, Integer::sum);
          System.out.println("seed " + (s + k) + " @" + d.function() + ": " + d.kind() + "\n" + d.detail());
        }
      }
    }
    System.out.printf("kernels %d, disagreements %s, kernels with refinements %d, %.1f kernels/s%n", count, kinds,
        refined, count / ((System.nanoTime() - start) / 1e9));
  }
}
