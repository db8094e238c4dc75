package dev.cvg.passes;

import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.hoistsink.HoistSinkPass;
import dev.cvg.passes.hoistsink.LicmPass;
import dev.cvg.passes.inline.InlinePass;
import dev.cvg.passes.jumpthreading.JumpThreading;
import dev.cvg.passes.simplifycfg.SimplifyCfg;
import dev.cvg.passes.unroll.LoopUnroll;
import java.util.List;

/**
 * cvg's own passes, by the names {@code cvg opt -passes=} gives them. Adding a pass is one line
 * in {@link #ENTRIES}, in alphabetical order: {@code PassRegistry.entry("loop-unroll", LoopUnroll::new),}.
 */
public final class BuiltinPasses {
  /** The built-in passes: one line per pass, alphabetical by name. */
  private static final List<PassRegistry.Entry> ENTRIES = List.of(
      PassRegistry.entry("hoist-sink", HoistSinkPass::hoistSink),
      PassRegistry.entry("inline", InlinePass::new),
      PassRegistry.entry("jump-threading", JumpThreading::new),
      PassRegistry.entry("licm", LicmPass::new),
      PassRegistry.entry("loop-unroll", LoopUnroll::new),
      PassRegistry.entry("simplifycfg", SimplifyCfg::new),
      PassRegistry.entry("sink", HoistSinkPass::sink));

  private BuiltinPasses() {}

  /**
   * Returns the registry of cvg's own passes (fresh pass objects per pipeline run).
   *
   * @return the registry of the built-in passes
   */
  public static PassRegistry registry() {
    return PassRegistry.of(ENTRIES);
  }
}
