package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;

/**
 * Where a campaign's kernels come from: one module per seed, the same module for the same seed
 * on every call and in every thread. A module may be rejected by the verifiers; the campaign
 * counts those and skips them.
 */
public interface KernelSource {
  /** Returns the module of {@code seed}; never throws for any seed. */
  Module kernel(long seed);

  /** Returns the options of this source as {@code cvg fuzz} spells them ({@code --size=tiny --tokens=careful}). */
  String describe();
}
