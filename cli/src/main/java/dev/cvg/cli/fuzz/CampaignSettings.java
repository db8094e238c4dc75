package dev.cvg.cli.fuzz;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a campaign runs.
 *
 * @param source where kernels come from
 * @param transforms the transforms under test; every accepted kernel goes through each
 * @param checker the legality check of changed functions
 * @param firstSeed the first seed
 * @param count how many seeds at most ({@link Long#MAX_VALUE}: until the time is up)
 * @param time the wall time after which no new seed starts, if bounded
 * @param jobs worker threads
 * @param batch seeds a worker takes at a time (a transform receives a batch in one
 *     {@link Transform#applyAll} call)
 * @param reduceTests the reducer's budget of candidate tests per finding
 * @param reduceTime the wall time the reductions of all findings may take after the scan, if
 *     bounded (findings whose turn comes later are written unreduced)
 */
public record CampaignSettings(KernelSource source, List<Transform> transforms, Checker checker, long firstSeed,
    long count, Optional<Duration> time, int jobs, int batch, int reduceTests, Optional<Duration> reduceTime) {
  /** Validates. @throws IllegalArgumentException for no transforms, a non-positive count, jobs or batch */
  public CampaignSettings {
    Objects.requireNonNull(source);
    Objects.requireNonNull(checker);
    Objects.requireNonNull(time);
    Objects.requireNonNull(reduceTime);
    transforms = List.copyOf(transforms);
    if (transforms.isEmpty() || count <= 0 || jobs <= 0 || batch <= 0 || reduceTests < 0) {
      throw new IllegalArgumentException("a campaign needs a transform, a positive count, jobs and batch");
    }
    if (count == Long.MAX_VALUE && time.isEmpty()) {
      throw new IllegalArgumentException("an unbounded campaign needs a time limit");
    }
  }

  /** Returns these settings with the reductions bounded by {@code limit}. */
  public CampaignSettings withReduceTime(Duration limit) {
    return new CampaignSettings(source, transforms, checker, firstSeed, count, time, jobs, batch, reduceTests,
        Optional.of(limit));
  }
}
