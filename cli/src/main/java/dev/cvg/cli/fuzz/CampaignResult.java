package dev.cvg.cli.fuzz;

import java.util.List;

/**
 * What a campaign found: the seeds it ran (a contiguous range from the first), the kernels the
 * verifiers rejected, a tally per transform, the findings the scan detected and their reductions.
 *
 * @param settings what ran
 * @param seeds how many seeds ran, {@code settings.firstSeed()} on
 * @param rejected of them, the kernels the verifiers rejected
 * @param tallies per transform, in the campaign's order
 * @param detections the deduplicated findings as the scan found them, numbered from 1
 * @param findings the reduced findings, in number order: one per detection once the campaign is
 *     over, none in the summary written when the scan ends
 * @param timeUp whether the time limit stopped the campaign before its count
 * @param wallNanos the campaign's wall time (scan and reductions)
 */
public record CampaignResult(CampaignSettings settings, long seeds, long rejected, List<Tally> tallies,
    List<Detection> detections, List<Finding> findings, boolean timeUp, long wallNanos) {
  /** Copies the lists. */
  public CampaignResult {
    tallies = List.copyOf(tallies);
    detections = List.copyOf(detections);
    findings = List.copyOf(findings);
  }

  /** Returns whether every detection has its reduced finding. */
  public boolean reduced() {
    return findings.size() == detections.size();
  }

  /** Returns the accepted kernels: the seeds run less the rejected ones. */
  public long kernels() {
    return seeds - rejected;
  }

  /** Returns the last seed run (the first one less one if none ran). */
  public long lastSeed() {
    return settings.firstSeed() + seeds - 1;
  }
}
