package dev.cvg.cli.fuzz;

import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** Small campaigns for the tests: tiny kernels, the fuzz command's default checker budget. */
final class Campaigns {
  private Campaigns() {}

  /** The checker of {@code cvg fuzz} with its default options. */
  static Checker checker() {
    return new Checker(LegalityOptions.defaults().withBudget(
        LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2)));
  }

  /** Returns the settings of {@code count} tiny kernels from seed {@code first} through {@code transforms}. */
  static CampaignSettings settings(long first, long count, int jobs, Transform... transforms) {
    return settings(SOURCE_TINY, first, count, jobs, transforms);
  }

  /** Tiny kernels with mixed tokens. */
  static final KernelSource SOURCE_TINY = new GeneratedKernels(SizeClass.TINY, TokenMode.MIXED);

  /** Small kernels without tokens (the broken hoist's calls have no bundles). */
  static final KernelSource SOURCE_SMALL = new GeneratedKernels(SizeClass.SMALL, TokenMode.NONE);

  /** Returns the settings of {@code count} kernels of {@code source} from seed {@code first}. */
  static CampaignSettings settings(KernelSource source, long first, long count, int jobs, Transform... transforms) {
    return new CampaignSettings(source, List.of(transforms), checker(), first, count, Optional.empty(), jobs, 1, 200,
        Optional.empty());
  }

  /** Runs {@code settings} without a progress line. */
  static CampaignResult run(CampaignSettings settings) {
    return new Campaign(settings).run(s -> { });
  }

  /** Returns the settings of an unbounded campaign stopped after {@code time}. */
  static CampaignSettings timed(Duration time, Transform... transforms) {
    return new CampaignSettings(new GeneratedKernels(SizeClass.TINY, TokenMode.NONE), List.of(transforms), checker(),
        0, Long.MAX_VALUE, Optional.of(time), 2, 1, 200, Optional.empty());
  }
}
