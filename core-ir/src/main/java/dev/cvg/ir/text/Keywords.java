package dev.cvg.ir.text;

import java.util.Set;

/**
 * The keyword tables of the accepted LLVM subset: linkage and visibility words, calling
 * conventions, attribute names (LLVM 22's {@code Attributes.td} plus the legacy spellings the
 * LLVM 22 parser still upgrades), fast-math and wrap flags, atomic orderings.
 */
final class Keywords {
  private Keywords() {}

  /** Linkage, preemption, visibility and DLL storage words before a function's return type. */
  static final Set<String> LINKAGE = Set.of(
      "private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
      "extern_weak", "linkonce_odr", "weak_odr", "external", "default", "hidden", "protected",
      "dllimport", "dllexport", "dso_local", "dso_preemptable");

  /** Words that may precede {@code global}/{@code constant} in a global variable definition. */
  static final Set<String> GLOBAL_PREFIX = Set.of(
      "private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
      "extern_weak", "linkonce_odr", "weak_odr", "external", "default", "hidden", "protected",
      "dllimport", "dllexport", "dso_local", "dso_preemptable", "unnamed_addr",
      "local_unnamed_addr", "externally_initialized");

  /** Named calling conventions ({@code cc N} is handled separately). */
  static final Set<String> CALLING_CONV = Set.of(
      "ccc", "fastcc", "coldcc", "intel_ocl_bicc", "cfguard_checkcc", "x86_stdcallcc",
      "x86_fastcallcc", "x86_thiscallcc", "x86_vectorcallcc", "x86_regcallcc", "arm_apcscc",
      "arm_aapcscc", "arm_aapcs_vfpcc", "aarch64_vector_pcs", "aarch64_sve_vector_pcs",
      "aarch64_sme_preservemost_from_x0", "aarch64_sme_preservemost_from_x1",
      "aarch64_sme_preservemost_from_x2", "msp430_intrcc", "avr_intrcc", "avr_signalcc",
      "ptx_kernel", "ptx_device", "spir_kernel", "spir_func", "x86_64_sysvcc", "win64cc",
      "anyregcc", "swiftcc", "swifttailcc", "preserve_mostcc", "preserve_allcc",
      "preserve_nonecc", "ghccc", "x86_intrcc", "hhvmcc", "hhvm_ccc", "cxx_fast_tlscc",
      "amdgpu_vs", "amdgpu_ls", "amdgpu_hs", "amdgpu_es", "amdgpu_gs", "amdgpu_ps", "amdgpu_cs",
      "amdgpu_cs_chain", "amdgpu_cs_chain_preserve", "amdgpu_kernel", "amdgpu_gfx",
      "amdgpu_gfx_whole_wave", "tailcc", "m68k_rtdcc", "graalcc", "riscv_vector_cc",
      "riscv_vls_cc");

  /** Attributes written {@code name(<type>)}. */
  static final Set<String> TYPE_ATTRS =
      Set.of("byval", "byref", "sret", "inalloca", "preallocated", "elementtype");

  /** Every attribute keyword LLVM 22 accepts (enum, integer, type and range attributes). */
  static final Set<String> ATTRS = Set.of(
      "align", "alignstack", "allocalign", "allockind", "allocptr", "allocsize", "alwaysinline",
      "builtin", "byref", "byval", "captures", "cold", "convergent", "coro_elide_safe",
      "coro_only_destroy_when_complete", "dead_on_return", "dead_on_unwind", "dereferenceable",
      "dereferenceable_or_null", "disable_sanitizer_instrumentation", "elementtype",
      "fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inalloca", "initializes",
      "inlinehint", "inreg", "jumptable", "memory", "minsize", "mustprogress", "naked", "nest",
      "noalias", "nobuiltin", "nocallback", "nocf_check", "nocreateundeforpoison",
      "nodivergencesource", "noduplicate", "noext", "nofpclass", "nofree", "noimplicitfloat",
      "noinline", "nomerge", "nonlazybind", "nonnull", "noprofile", "norecurse", "noredzone",
      "noreturn", "nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
      "null_pointer_is_valid", "optdebug", "optforfuzzing", "optnone", "optsize",
      "preallocated", "presplitcoroutine", "range", "readnone", "readonly", "returned",
      "returns_twice", "safestack", "sanitize_address", "sanitize_alloc_token",
      "sanitize_hwaddress", "sanitize_memory", "sanitize_memtag", "sanitize_numerical_stability",
      "sanitize_realtime", "sanitize_realtime_blocking", "sanitize_thread", "sanitize_type",
      "shadowcallstack", "signext", "skipprofile", "speculatable", "speculative_load_hardening",
      "sret", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync", "swifterror", "swiftself",
      "uwtable", "vscale_range", "willreturn", "writable", "writeonly", "zeroext",
      // legacy spellings upgraded by the LLVM 22 parser
      "nocapture", "argmemonly", "inaccessiblememonly", "inaccessiblemem_or_argmemonly");

  /** Fast-math flags. */
  static final Set<String> FAST_MATH =
      Set.of("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast");

  /** Integer wrap and exactness flags of binary operators. */
  static final Set<String> BINARY_FLAGS = Set.of("nuw", "nsw", "exact", "disjoint");

  /** Flags of casts ({@code zext nneg}, {@code trunc nuw nsw}, {@code uitofp nneg}). */
  static final Set<String> CAST_FLAGS = Set.of("nneg", "nuw", "nsw");

  /** Flags of {@code getelementptr}. */
  static final Set<String> GEP_FLAGS = Set.of("inbounds", "nusw", "nuw");

  /** Atomic orderings. */
  static final Set<String> ORDERINGS =
      Set.of("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst");

  /** {@code atomicrmw} operations. */
  static final Set<String> RMW_OPS = Set.of(
      "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd",
      "fsub", "fmax", "fmin", "fmaximum", "fminimum", "uinc_wrap", "udec_wrap", "usub_cond",
      "usub_sat");

  /** Integer comparison predicates. */
  static final Set<String> ICMP_PREDICATES =
      Set.of("eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge");

  /** Floating-point comparison predicates. */
  static final Set<String> FCMP_PREDICATES = Set.of(
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
      "ule", "une", "uno", "true");

  /** LLVM instructions outside cvg's subset (rejected with a clear message). */
  static final Set<String> UNSUPPORTED_OPCODES = Set.of(
      "invoke", "resume", "indirectbr", "landingpad", "cleanupret", "catchret", "catchswitch",
      "catchpad", "cleanuppad", "va_arg", "ptrtoaddr");

  /** Keywords that start a constant expression (kept verbatim as opaque constants). */
  static final Set<String> CONSTANT_EXPRS = Set.of(
      "getelementptr", "bitcast", "addrspacecast", "ptrtoint", "ptrtoaddr", "inttoptr", "trunc",
      "add", "sub", "mul", "xor", "shl", "extractelement", "insertelement", "shufflevector",
      "blockaddress", "dso_local_equivalent", "no_cfi", "splat", "ptrauth", "icmp", "fcmp",
      "select", "and", "or", "lshr", "ashr", "zext", "sext", "fptrunc", "fpext", "uitofp",
      "sitofp", "fptoui", "fptosi", "fneg");
}
