package dev.cvg.cli.fuzz;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.passes.inline.CallKernels;
import dev.cvg.passes.testing.Verifiers;

/**
 * The kernels of the LLVM campaigns run by {@link LlvmCampaignMain}, a function of the seed:
 * odd seeds a kernel with calls of two generated callees ({@link CallKernels}, so the inliner
 * has work), even seeds a single {@link RandomCfg#mixed} kernel of 6 to 24 blocks, with careful
 * tokens on every other one (unless the generator's tokens break the static rules on that shape),
 * counting steps where the shape can return.
 */
final class CampaignKernels {
  private CampaignKernels() {}

  /** Returns the kernel of {@code seed}, valid under both verifiers. */
  static Module of(long seed) {
    if (seed % 2 == 1) {
      Module m = CallKernels.of(seed);
      if (Verifiers.valid(m)) {
        return m;
      }
    }
    FlowGraph cfg = RandomCfg.mixed(seed, 6 + (int) Math.floorMod(seed * 7, 19));
    KernelGenerator.Options o = KernelGenerator.Options.defaults();
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(12);
    }
    if (seed % 4 == 0) {
      Module m = KernelGenerator.generate(cfg, seed, o.withTokens(KernelGenerator.Tokens.careful()));
      if (Verifiers.valid(m)) {
        return m;
      }
    }
    return KernelGenerator.generate(cfg, seed, o);
  }
}
