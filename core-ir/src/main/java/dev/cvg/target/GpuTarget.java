package dev.cvg.target;

import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Value;
import java.util.Optional;
import java.util.Set;

/**
 * The GPU target models: one class configured by an {@link IntrinsicTable} and a flavour
 * (generic, AMDGPU, NVPTX, or a CPU without branch divergence).
 *
 * <p>Classification follows LLVM's TTI hooks for the same targets: atomics and calls to
 * unknown non-intrinsic functions are divergence sources unless marked
 * {@code nodivergencesource}; kernel arguments are uniform; on AMDGPU, shader arguments are
 * uniform when {@code inreg} or {@code byval} and other non-kernel arguments when {@code inreg}.
 */
public final class GpuTarget implements TargetModel {
  private static final Set<String> KERNEL_CCS = Set.of("amdgpu_kernel", "spir_kernel", "ptx_kernel");
  private static final Set<String> AMDGPU_SHADER_CCS = Set.of("amdgpu_vs", "amdgpu_ps", "amdgpu_gs",
      "amdgpu_hs", "amdgpu_es", "amdgpu_ls", "amdgpu_cs", "amdgpu_gfx", "amdgpu_cs_chain",
      "amdgpu_cs_chain_preserve");

  /** The flavour decides argument rules and whether branches diverge. */
  enum Flavour { GENERIC, AMDGPU, NVPTX, CPU }

  private final String name;
  private final Flavour flavour;
  private final IntrinsicTable table;

  GpuTarget(String name, Flavour flavour, IntrinsicTable table) {
    this.name = name;
    this.flavour = flavour;
    this.table = table;
  }

  /** Returns the default model: the spec's names plus the AMDGPU and NVPTX intrinsics. */
  public static GpuTarget generic() {
    return new GpuTarget("generic-gpu", Flavour.GENERIC, KnownIntrinsics.ALL);
  }

  /** Returns the AMDGPU model ({@code amdgcn--} and its spellings). */
  public static GpuTarget amdgpu() {
    return new GpuTarget("amdgcn", Flavour.AMDGPU, KnownIntrinsics.ALL);
  }

  /** Returns the NVPTX model. */
  public static GpuTarget nvptx() {
    return new GpuTarget("nvptx", Flavour.NVPTX, KnownIntrinsics.ALL);
  }

  /** Returns a model for a CPU architecture: no branch divergence. */
  public static GpuTarget cpu(String arch) {
    return new GpuTarget(arch, Flavour.CPU, KnownIntrinsics.ALL);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public boolean hasBranchDivergence() {
    return flavour != Flavour.CPU;
  }

  @Override
  public Optional<Intrinsic> intrinsic(String callee) {
    return table.lookup(callee);
  }

  @Override
  public boolean isKernel(Function f) {
    return KERNEL_CCS.contains(f.header().callingConv());
  }

  @Override
  public boolean isDivergentArgument(Module m, Function f, Param p) {
    if (isKernel(f)) {
      return false;
    }
    boolean inreg = p.attrs().contains("inreg");
    if (flavour == Flavour.AMDGPU || flavour == Flavour.GENERIC) {
      if (AMDGPU_SHADER_CCS.contains(f.header().callingConv())) {
        return !(inreg || p.attrs().stream().anyMatch(a -> a.startsWith("byval")));
      }
      return !inreg;
    }
    return true;
  }

  @Override
  public boolean isDivergenceSource(Module m, Function f, Inst inst) {
    return switch (inst) {
      case AtomicRmw a -> true;
      case CmpXchg c -> true;
      case Call c -> isDivergentCall(m, c.site());
      case CallBr c -> isDivergentCall(m, c.site());
      default -> false;
    };
  }

  private boolean isDivergentCall(Module m, CallSite site) {
    Optional<Intrinsic> meaning = intrinsic(site);
    if (meaning.isPresent()) {
      return meaning.get().uniformity() == Intrinsic.Uniformity.DIVERGENT;
    }
    if (site.callee() instanceof Value.InlineAsm asm) {
      return !asm.constraints().startsWith("=s");
    }
    if (site.calleeName().map(n -> n.startsWith("@llvm.")).orElse(false)) {
      return false;
    }
    return !callAttributes(m, site).contains("nodivergencesource");
  }

  @Override
  public boolean isAlwaysUniform(Module m, Function f, Inst inst) {
    CallSite site = switch (inst) {
      case Call c -> c.site();
      case CallBr c -> c.site();
      default -> null;
    };
    if (site == null) {
      return false;
    }
    if (site.callee() instanceof Value.InlineAsm asm) {
      return asm.constraints().startsWith("=s");
    }
    return intrinsic(site).map(i -> i.uniformity() == Intrinsic.Uniformity.ALWAYS_UNIFORM).orElse(false);
  }

  @Override
  public boolean isConvergent(Module m, CallSite call) {
    Set<String> siteAttrs = m.effectiveAttributes(call.fnAttrs());
    if (siteAttrs.contains("noconvergent")) {
      return false;
    }
    if (siteAttrs.contains("convergent") || intrinsic(call).map(Intrinsic::isConvergent).orElse(false)) {
      return true;
    }
    return call.calleeName()
        .flatMap(n -> m.function(n.substring(1)))
        .map(f -> m.attributesOf(f).contains("convergent"))
        .orElse(false);
  }

  /** Returns the call site's attributes together with its direct callee's. */
  private static Set<String> callAttributes(Module m, CallSite site) {
    Set<String> attrs = new java.util.HashSet<>(m.effectiveAttributes(site.fnAttrs()));
    site.calleeName().flatMap(n -> m.function(n.substring(1))).ifPresent(f -> attrs.addAll(m.attributesOf(f)));
    return attrs;
  }

  @Override
  public String toString() {
    return name;
  }
}
