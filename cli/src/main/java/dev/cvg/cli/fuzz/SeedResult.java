package dev.cvg.cli.fuzz;

import java.util.List;

/**
 * What a campaign learned from one seed: whether its kernel was rejected by the verifiers and,
 * if not, one result per transform in the campaign's order.
 *
 * @param seed the seed
 * @param rejected whether the verifiers rejected the kernel (then {@code results} is empty)
 * @param results per transform, what it did
 */
public record SeedResult(long seed, boolean rejected, List<TransformResult> results) {
  /** Copies the list. */
  public SeedResult {
    results = List.copyOf(results);
  }
}
