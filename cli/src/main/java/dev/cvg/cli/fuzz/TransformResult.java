package dev.cvg.cli.fuzz;

import java.util.List;

/**
 * What one transform did to one accepted kernel, and the checker's verdicts on it.
 *
 * @param changed whether the transform changed some function
 * @param legal changed functions found LEGAL
 * @param unknown changed functions the checker could not decide
 * @param illegal changed functions found ILLEGAL
 * @param failed whether the transform failed
 * @param overridden guard refusals overridden in the changed functions ({@code --no-guard})
 * @param injected changed functions with at least one overridden refusal
 * @param caught of {@code injected}, those found ILLEGAL
 * @param verifierCaught overridden refusals in steps the verifiers rejected (rolled back)
 * @param candidates per ILLEGAL function (module order) or failure, its key and function
 *     (empty for a failure)
 * @param transformNanos time spent in the transform
 * @param checkNanos time spent in the legality checker
 */
public record TransformResult(boolean changed, int legal, int unknown, int illegal, boolean failed, int overridden,
    int injected, int caught, int verifierCaught, List<Candidate> candidates, long transformNanos, long checkNanos) {
  /** Copies the list. */
  public TransformResult {
    candidates = List.copyOf(candidates);
  }

  /**
   * A finding before deduplication: its key and the function it concerns.
   *
   * @param key the deduplication key
   * @param function the ILLEGAL function, or empty for a failure
   */
  public record Candidate(FindingKey key, String function) {}
}
