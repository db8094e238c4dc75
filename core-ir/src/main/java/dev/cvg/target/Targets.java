package dev.cvg.target;

import dev.cvg.ir.Module;
import java.util.Optional;

/**
 * Picks the {@link TargetModel} for a triple, as {@code opt -mtriple} would: AMDGPU for every
 * {@code amdgcn}/{@code amdgpu*}/{@code r600} spelling, NVPTX for {@code nvptx*}, the generic
 * GPU model (the spec's names) for no triple, and a model without branch divergence for CPU
 * triples.
 */
public final class Targets {
  private Targets() {}

  /**
   * Returns the model for {@code triple} (empty or null: the generic GPU model).
   *
   * @param triple the target triple, or empty or null
   * @return the model
   */
  public static TargetModel forTriple(String triple) {
    return forTriple(triple, "", TargetRules.UPSTREAM);
  }

  /**
   * Returns the model for {@code triple} with the CPU {@code cpu} (as {@code opt -mcpu}; empty
   * for the default, which decides the AMDGPU wave size) following {@code rules}.
   *
   * @param triple the target triple, or empty or null
   * @param cpu the processor name, or empty
   * @param rules the LLVM version to follow
   * @return the model
   */
  public static TargetModel forTriple(String triple, String cpu, TargetRules rules) {
    if (triple == null || triple.isBlank()) {
      return GpuTarget.generic();
    }
    String arch = triple.toLowerCase().split("-", 2)[0];
    if (arch.startsWith("amdgcn") || arch.startsWith("amdgpu") || arch.startsWith("r600")) {
      return GpuTarget.amdgpu(cpu, rules);
    }
    if (arch.startsWith("nvptx")) {
      return GpuTarget.nvptx(rules);
    }
    if (arch.startsWith("spir") || arch.startsWith("dxil")) {
      return GpuTarget.generic();
    }
    return GpuTarget.cpu(arch);
  }

  /**
   * Returns the model for {@code override} if present, else for the module's own triple.
   *
   * @param m the module
   * @param override a triple replacing the module's
   * @return the model
   */
  public static TargetModel forModule(Module m, Optional<String> override) {
    return forTriple(override.or(m::triple).orElse(null));
  }

  /**
   * Returns the model for {@code override} if present, else for the module's own triple, with
   * processor {@code cpu} ({@code opt -mcpu}; empty for the default) and {@code rules}.
   *
   * @param m the module
   * @param override a triple replacing the module's
   * @param cpu the processor name, or empty
   * @param rules the LLVM version to follow
   * @return the model
   */
  public static TargetModel forModule(Module m, Optional<String> override, String cpu, TargetRules rules) {
    return forTriple(override.or(m::triple).orElse(null), cpu, rules);
  }
}
