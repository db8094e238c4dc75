package dev.cvg.target;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Cast;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.ExtractElement;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Fence;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Function;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The GPU target models: one class configured by an {@link IntrinsicTable} (what calls compute),
 * a flavour (generic, AMDGPU, NVPTX, or a CPU without branch divergence), the {@link TargetRules}
 * version of LLVM's hooks it follows, and for AMDGPU the wave size of the selected CPU.
 *
 * <p>Classification follows LLVM's TTI hooks for the same targets ({@code isSourceOfDivergence},
 * {@code isAlwaysUniform}): atomics and calls to unknown non-intrinsic functions are divergence
 * sources unless marked {@code nodivergencesource} or {@code alwaysuniform}; kernel arguments
 * are uniform; on AMDGPU shader arguments are uniform when {@code inreg} or {@code byval}, other
 * non-kernel arguments when {@code inreg}; loads from the flat and private address spaces
 * diverge; inline asm diverges iff one of its outputs is a vector register. On NVPTX every call,
 * every atomic and loads from the generic and local spaces diverge (LLVM 22) — upstream, allocas
 * diverge and generic loads follow their pointer.
 */
public final class GpuTarget implements TargetModel {
  private static final Set<String> KERNEL_CCS = Set.of("amdgpu_kernel", "spir_kernel", "ptx_kernel");
  private static final Set<String> AMDGPU_SHADER_CCS = Set.of("amdgpu_vs", "amdgpu_ps", "amdgpu_gs",
      "amdgpu_hs", "amdgpu_es", "amdgpu_ls", "amdgpu_cs", "amdgpu_cs_chain",
      "amdgpu_cs_chain_preserve");
  private static final String SINGLE_LANE = "\"amdgpu-flat-work-group-size\"=\"1,1\"";

  /** The flavour decides argument rules and whether branches diverge. */
  enum Flavour { GENERIC, AMDGPU, NVPTX, CPU }

  private final String name;
  private final Flavour flavour;
  private final IntrinsicTable table;
  private final TargetRules rules;
  private final DivergenceTable amdgpuTable;
  private final int waveSizeLog2;
  /** Whether scratch has a global flat address per lane (gfx1250), so scratch-to-flat casts diverge. */
  private final boolean globallyAddressableScratch;
  /**
   * Callee name to its classification, filled on first use: the table lookup strips name
   * suffixes one by one, and a function calls the same few intrinsics thousands of times.
   */
  private final Map<String, CallUniformity> classified = new ConcurrentHashMap<>();

  GpuTarget(String name, Flavour flavour, IntrinsicTable table, TargetRules rules, int waveSizeLog2) {
    this(name, flavour, table, rules, waveSizeLog2, false);
  }

  private GpuTarget(String name, Flavour flavour, IntrinsicTable table, TargetRules rules,
      int waveSizeLog2, boolean globallyAddressableScratch) {
    this.globallyAddressableScratch = globallyAddressableScratch;
    this.name = name;
    this.flavour = flavour;
    this.table = table;
    this.rules = rules;
    this.amdgpuTable = AmdgpuIntrinsics.table(rules);
    this.waveSizeLog2 = waveSizeLog2;
  }

  /**
   * Returns the default model: the spec's names plus the AMDGPU and NVPTX intrinsics.
   *
   * @return the generic model
   */
  public static GpuTarget generic() {
    return new GpuTarget("generic-gpu", Flavour.GENERIC, KnownIntrinsics.ALL, TargetRules.UPSTREAM, 6);
  }

  /**
   * Returns the AMDGPU model ({@code amdgcn--} and its spellings) with upstream rules, wave64.
   *
   * @return the AMDGPU model
   */
  public static GpuTarget amdgpu() {
    return amdgpu("", TargetRules.UPSTREAM);
  }

  /**
   * Returns the AMDGPU model for {@code cpu} (as {@code opt -mcpu}; empty for the default) and
   * rule version: {@code gfx10}, {@code gfx11} and {@code gfx12} CPUs run wave32, the rest wave64.
   *
   * @param cpu the processor name, e.g. {@code gfx1100}, or empty
   * @param rules the LLVM version to follow
   * @return the AMDGPU model
   */
  public static GpuTarget amdgpu(String cpu, TargetRules rules) {
    String c = cpu == null ? "" : cpu.toLowerCase();
    boolean wave32 = c.startsWith("gfx10") || c.startsWith("gfx11") || c.startsWith("gfx12");
    String label = c.isEmpty() ? "amdgcn" : "amdgcn-" + c;
    return new GpuTarget(label, Flavour.AMDGPU, KnownIntrinsics.ALL, rules, wave32 ? 5 : 6,
        c.startsWith("gfx125"));
  }

  /**
   * Returns the NVPTX model with upstream rules.
   *
   * @return the NVPTX model
   */
  public static GpuTarget nvptx() {
    return nvptx(TargetRules.UPSTREAM);
  }

  /**
   * Returns the NVPTX model following {@code rules}.
   *
   * @param rules the LLVM version to follow
   * @return the NVPTX model
   */
  public static GpuTarget nvptx(TargetRules rules) {
    return new GpuTarget("nvptx", Flavour.NVPTX, KnownIntrinsics.ALL, rules, 5);
  }

  /**
   * Returns a model for a CPU architecture: no branch divergence.
   *
   * @param arch the architecture, as the triple names it
   * @return the model
   */
  public static GpuTarget cpu(String arch) {
    return new GpuTarget(arch, Flavour.CPU, KnownIntrinsics.ALL, TargetRules.UPSTREAM, 0);
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Returns the LLVM version whose hooks this model reproduces.
   *
   * @return the rule version
   */
  public TargetRules rules() {
    return rules;
  }

  /**
   * Returns log2 of the wave (subgroup) size: 6 for wave64, 5 for wave32.
   *
   * @return 5 or 6
   */
  public int waveSizeLog2() {
    return waveSizeLog2;
  }

  @Override
  public boolean hasBranchDivergence() {
    return flavour != Flavour.CPU;
  }

  @Override
  public boolean hasBranchDivergence(Module m, Function f) {
    if (!hasBranchDivergence()) {
      return false;
    }
    return flavour != Flavour.AMDGPU || !m.attributesOf(f).contains(SINGLE_LANE);
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

  /**
   * Returns false for the opcodes none of {@link #isDivergenceSource}, {@link #isAlwaysUniform}
   * and {@link #uniformityDecidingArguments} look at (their switches and shape rules): calls,
   * atomics, loads, casts, {@code extractvalue} and the four wave-uniform thread-id shapes on
   * every flavour; NVPTX also fences, stores and allocas.
   */
  @Override
  public boolean mayClassify(Opcode op) {
    return switch (op) {
      case CALL, CALLBR, ATOMICRMW, CMPXCHG, LOAD, EXTRACTVALUE, LSHR, ASHR, AND, OR -> true;
      case TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOUI, FPTOSI, UITOFP, SITOFP, PTRTOINT, INTTOPTR,
          BITCAST, ADDRSPACECAST -> true;
      case FENCE, STORE, ALLOCA -> flavour == Flavour.NVPTX;
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, XOR, FADD, FSUB, FMUL, FDIV, FREM, FNEG,
          ICMP, FCMP, SELECT, PHI, FREEZE, GETELEMENTPTR, INSERTVALUE, EXTRACTELEMENT,
          INSERTELEMENT, SHUFFLEVECTOR, BR, SWITCH, RET, UNREACHABLE -> false;
    };
  }

  /**
   * Returns true for the shapes whose rule reads a call's result: the wave-uniform thread-id
   * shifts and masks ({@code tid.x >> k}, {@code tid.x & m}, {@code tid.x | m}) and
   * {@code extractvalue} of an inline-asm or mask-intrinsic call; no other rule looks at them.
   */
  @Override
  public boolean needsCallOperand(Opcode op) {
    return switch (op) {
      case LSHR, ASHR, AND, OR, EXTRACTVALUE -> true;
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, XOR, FADD, FSUB, FMUL, FDIV, FREM, FNEG,
          ICMP, FCMP, TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOUI, FPTOSI, UITOFP, SITOFP, PTRTOINT,
          INTTOPTR, BITCAST, ADDRSPACECAST, SELECT, PHI, FREEZE, CALL, LOAD, STORE, ALLOCA,
          GETELEMENTPTR, ATOMICRMW, CMPXCHG, FENCE, INSERTVALUE, EXTRACTELEMENT, INSERTELEMENT,
          SHUFFLEVECTOR, BR, SWITCH, RET, UNREACHABLE, CALLBR -> false;
    };
  }

  /**
   * Returns whether {@code inst} is a divergence source: one table for every flavour, each
   * instruction kind listed, so a new kind does not compile until its answer is decided.
   */
  @Override
  public boolean isDivergenceSource(Module m, Function f, Inst inst) {
    boolean nvptx = flavour == Flavour.NVPTX;
    return switch (inst) {
      case AtomicRmw a -> true;
      case CmpXchg c -> true;
      case Load l -> nvptx ? !l.atomic().isEmpty() || isNvptxDivergentLoad(l)
          : flavour == Flavour.AMDGPU && AmdgpuRules.isDivergentLoad(l, rules);
      case Call c -> nvptx ? !isUniformByAttribute(m, c.site())
          : isDivergentCall(m, c.site()) || (flavour == Flavour.AMDGPU
              && globallyAddressableScratch && AmdgpuRules.isScratchToFlatIntrinsic(c.site()));
      // Upstream treats callbr as a call, but never as an intrinsic call: only inline asm with
      // scalar outputs is uniform. NVPTX counts only call instructions (LLVM's isa<CallInst>).
      case CallBr c -> !nvptx && rules == TargetRules.UPSTREAM
          && (!(c.site().callee() instanceof Value.InlineAsm) || isDivergentCall(m, c.site()));
      case Cast c -> flavour == Flavour.AMDGPU && globallyAddressableScratch
          && AmdgpuRules.isScratchToFlat(c.operand(), c.to());
      // NVPTX: every atomic instruction diverges, and (upstream) every alloca.
      case Fence fe -> nvptx;
      case Store s -> nvptx && !s.atomic().isEmpty();
      case Alloca a -> nvptx && rules == TargetRules.UPSTREAM;
      // Functions of their operands (or no result at all): never a source by themselves.
      case Binary b -> false;
      case Unary u -> false;
      case Compare c -> false;
      case Select s -> false;
      case Phi p -> false;
      case Freeze z -> false;
      case GetElementPtr g -> false;
      case ExtractValue e -> false;
      case InsertValue v -> false;
      case ExtractElement e -> false;
      case InsertElement e -> false;
      case ShuffleVector s -> false;
      case Br b -> false;
      case CondBr b -> false;
      case Switch s -> false;
      case Ret r -> false;
      case Unreachable u -> false;
    };
  }

  /** Generic (0) and local (5) loads diverge in LLVM 22; upstream only local ones. */
  private boolean isNvptxDivergentLoad(Load l) {
    int as = l.pointer().type() instanceof Type.Ptr p ? p.addrSpace() : 0;
    return as == 5 || (as == 0 && rules == TargetRules.LLVM_22);
  }

  private boolean isDivergentCall(Module m, CallSite site) {
    if (site.callee() instanceof Value.InlineAsm asm) {
      return InlineAsmOutputs.anyDivergent(asm.constraints());
    }
    Optional<String> callee = site.calleeName();
    if (callee.isPresent() && callee.get().startsWith("@llvm.")) {
      return classify(callee.get()) == CallUniformity.SOURCE
          || (callee.get().startsWith("@llvm.read_register") && flavour == Flavour.AMDGPU
              && AmdgpuRules.isDivergentRegisterRead(m, site));
    }
    if (callee.isPresent() && flavour == Flavour.GENERIC) {
      Optional<Intrinsic> meaning = intrinsic(callee.get());
      if (meaning.isPresent()) {
        return meaning.get().uniformity() == Intrinsic.Uniformity.DIVERGENT;
      }
    }
    return !isUniformByAttribute(m, site);
  }

  /** Returns the classification of an intrinsic callee for this flavour. */
  private CallUniformity classify(String callee) {
    return classified.computeIfAbsent(callee, this::classifyName);
  }

  private CallUniformity classifyName(String callee) {
    if (callee.startsWith("@llvm.amdgcn.") && flavour != Flavour.NVPTX) {
      return amdgpuTable.lookup(callee);
    }
    return intrinsic(callee).map(i -> switch (i.uniformity()) {
      case DIVERGENT -> CallUniformity.SOURCE;
      case ALWAYS_UNIFORM -> CallUniformity.ALWAYS_UNIFORM;
      case DEFAULT -> CallUniformity.DEFAULT;
    }).orElse(CallUniformity.DEFAULT);
  }

  /**
   * Returns whether the call's attributes promise a uniform result: {@code nodivergencesource}
   * (LLVM treats such calls as uniform even with divergent arguments) or, upstream,
   * {@code alwaysuniform}.
   */
  private boolean isUniformByAttribute(Module m, CallSite site) {
    Set<String> attrs = callAttributes(m, site);
    return attrs.contains("nodivergencesource")
        || (rules == TargetRules.UPSTREAM && attrs.contains("alwaysuniform"));
  }

  @Override
  public boolean isAlwaysUniform(Module m, Function f, Inst inst) {
    if (flavour == Flavour.NVPTX || flavour == Flavour.CPU) {
      return inst instanceof Call c && isUniformByAttribute(m, c.site());
    }
    // Upstream treats callbr as a call; LLVM 22 leaves it to the shape rules like other instructions.
    Optional<CallSite> call = inst instanceof CallBr && rules != TargetRules.UPSTREAM
        ? Optional.empty() : CallSite.of(inst);
    if (call.isEmpty()) {
      return flavour == Flavour.AMDGPU && AmdgpuRules.isUniformShape(f, inst, rules, waveSizeLog2);
    }
    CallSite site = call.get();
    if (site.callee() instanceof Value.InlineAsm asm) {
      return !InlineAsmOutputs.anyDivergent(asm.constraints());
    }
    Optional<String> callee = site.calleeName();
    if (callee.isPresent() && callee.get().startsWith("@llvm.")) {
      return classify(callee.get()) == CallUniformity.ALWAYS_UNIFORM;
    }
    if (callee.isPresent() && flavour == Flavour.GENERIC && intrinsic(callee.get()).isPresent()) {
      return classify(callee.get()) == CallUniformity.ALWAYS_UNIFORM;
    }
    return isUniformByAttribute(m, site);
  }

  @Override
  public Optional<List<Integer>> uniformityDecidingArguments(Module m, Function f, Inst inst) {
    if (inst instanceof Call c && flavour != Flavour.NVPTX && flavour != Flavour.CPU) {
      Optional<String> callee = c.site().calleeName();
      if (callee.isPresent()
          && classify(callee.get()) == CallUniformity.UNIFORM_IF_SOURCE_OPERAND_UNIFORM) {
        return Optional.of(List.of(1));
      }
    }
    return Optional.empty();
  }

  @Override
  public boolean isConvergent(Module m, CallSite call) {
    Set<String> siteAttrs = m.effectiveAttributes(call.fnAttrs());
    if (siteAttrs.contains("noconvergent")) {
      return false;
    }
    if (siteAttrs.contains("convergent")) {
      return true;
    }
    return isConvergentCallee(m, call);
  }

  @Override
  public boolean isConvergentCallee(Module m, CallSite call) {
    Optional<Intrinsic> meaning = intrinsic(call);
    String callee = call.calleeName().orElse("");
    if (meaning.isPresent() && (callee.startsWith("@llvm.") || meaning.get().isConvergent())) {
      // LLVM gives an intrinsic the attributes of its own definition, whatever the declaration says
      return meaning.get().isConvergent();
    }
    if (ConvergentIntrinsics.contains(callee)) {
      return true;
    }
    if (callee.isEmpty()) {
      return m.effectiveAttributes(call.fnAttrs()).contains("convergent");
    }
    return m.function(callee.substring(1)).map(f -> m.attributesOf(f).contains("convergent")).orElse(false);
  }

  /** Returns the call site's attributes together with its direct callee's. */
  private static Set<String> callAttributes(Module m, CallSite site) {
    Set<String> attrs = new HashSet<>(m.effectiveAttributes(site.fnAttrs()));
    site.calleeName().flatMap(n -> m.function(n.substring(1))).ifPresent(f -> attrs.addAll(m.attributesOf(f)));
    return attrs;
  }

  @Override
  public String toString() {
    return name;
  }
}
