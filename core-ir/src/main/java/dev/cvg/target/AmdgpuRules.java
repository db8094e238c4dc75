package dev.cvg.target;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The instruction-shape rules of the AMDGPU model that are not a per-callee table lookup: loads
 * by address space, inline asm by output register class, {@code llvm.read_register} by register
 * name, extracts of the scalar half of a mixed result, and (upstream rules) thread-id
 * expressions that are constant across a wave.
 */
final class AmdgpuRules {
  /** Flat (generic) address space: may point to per-lane scratch. */
  static final int FLAT = 0;
  /** Private (scratch) address space: per lane. */
  static final int PRIVATE = 5;
  /** The VGPR address space of newer targets: each lane reads its own registers. */
  static final int VGPR = 13;
  private static final String TID_X = "@llvm.amdgcn.workitem.id.x";
  private static final Pattern MD_STRING = Pattern.compile("^(!\\d+)\\s*=\\s*!\\{\\s*!\"([^\"]*)\"\\s*\\}");

  private AmdgpuRules() {}

  /** Returns whether a load from address space {@code as} is a divergence source. */
  static boolean isDivergentLoad(Load load, TargetRules rules) {
    int as = load.pointer().type() instanceof Type.Ptr p ? p.addrSpace() : FLAT;
    return as == FLAT || as == PRIVATE || (rules == TargetRules.UPSTREAM && as == VGPR);
  }

  /** Returns whether a cast from {@code operand} to {@code to} turns a scratch pointer into a flat one. */
  static boolean isScratchToFlat(Value operand, Type to) {
    return operand.type() instanceof Type.Ptr from && from.addrSpace() == PRIVATE
        && to instanceof Type.Ptr p && p.addrSpace() == FLAT;
  }

  /** Returns whether {@code site} is {@code llvm.amdgcn.addrspacecast.nonnull} from scratch to flat. */
  static boolean isScratchToFlatIntrinsic(CallSite site) {
    return site.calleeName().map(n -> n.startsWith("@llvm.amdgcn.addrspacecast.nonnull")).orElse(false)
        && !site.args().isEmpty() && isScratchToFlat(site.args().get(0).value(), site.returnType());
  }

  /** Returns whether {@code llvm.read_register} of this call reads a per-lane register. */
  static boolean isDivergentRegisterRead(Module m, CallSite site) {
    if (site.returnType().equals(Type.I1)) {
      return true;
    }
    String name = site.args().isEmpty() ? "" : registerName(m, site.args().get(0).value());
    if (name.startsWith("vcc") || name.isEmpty()) {
      return false;
    }
    return name.startsWith("v") || name.startsWith("a");
  }

  /** Returns the register named by a {@code metadata !N} operand, resolved in the module. */
  private static String registerName(Module m, Value arg) {
    if (!(arg instanceof Value.MetadataArg md)) {
      return "";
    }
    String ref = md.text().trim();
    for (String line : m.trailer()) {
      Matcher mm = MD_STRING.matcher(line.trim());
      if (mm.find() && mm.group(1).equals(ref)) {
        return mm.group(2);
      }
    }
    return "";
  }

  /**
   * Returns whether {@code inst} is always uniform by its shape: an extract of the mask half
   * of {@code amdgcn.if}/{@code amdgcn.else}, an extract of a scalar output of inline asm, or
   * (upstream) a thread-id expression that is the same for all lanes of a wave.
   */
  static boolean isUniformShape(Function f, Inst inst, TargetRules rules, int waveSizeLog2) {
    if (inst instanceof ExtractValue ev) {
      return isUniformExtract(f, ev);
    }
    if (rules == TargetRules.UPSTREAM && inst instanceof Binary b) {
      return isWaveUniformThreadIdExpr(f, b, waveSizeLog2);
    }
    return false;
  }

  private static boolean isUniformExtract(Function f, ExtractValue ev) {
    Optional<Call> call = definingCall(f, ev.aggregate());
    if (call.isEmpty() || ev.indices().size() != 1) {
      return false;
    }
    CallSite site = call.get().site();
    int index = ev.indices().get(0);
    if (site.callee() instanceof Value.InlineAsm asm) {
      List<Boolean> outs = InlineAsmOutputs.divergentOutputs(asm.constraints());
      return index < outs.size() && !outs.get(index);
    }
    String name = site.calleeName().orElse("");
    boolean maskIntrinsic = name.startsWith("@llvm.amdgcn.if.") || name.equals("@llvm.amdgcn.if")
        || name.startsWith("@llvm.amdgcn.else.") || name.equals("@llvm.amdgcn.else");
    return maskIntrinsic && !name.startsWith("@llvm.amdgcn.if.break") && index == 1;
  }

  /**
   * Thread ids are laid out along x in a wave, so {@code tid.x >> k} with {@code k >= log2(wave)},
   * {@code tid.x & m} with at least {@code log2(wave)} trailing zero bits in {@code m}, and
   * {@code tid.x | m} with at least {@code log2(wave)} trailing one bits are the same in every
   * lane of a wave (upstream LLVM's wave-size-aware rule).
   */
  private static boolean isWaveUniformThreadIdExpr(Function f, Binary b, int waveSizeLog2) {
    Opcode op = b.opcode();
    // The constant operand is tested first: it is in the instruction itself, while the thread-id
    // test looks up the other operand's definition (a cache miss on large functions).
    if (op == Opcode.LSHR || op == Opcode.ASHR) {
      return b.rhs() instanceof Value.ConstInt c && c.value() >= waveSizeLog2
          && isThreadIdX(f, b.lhs());
    }
    if (op != Opcode.AND && op != Opcode.OR) {
      return false;
    }
    Value mask = b.rhs() instanceof Value.ConstInt && isThreadIdX(f, b.lhs()) ? b.rhs()
        : b.lhs() instanceof Value.ConstInt && isThreadIdX(f, b.rhs()) ? b.lhs() : null;
    if (!(mask instanceof Value.ConstInt c)) {
      return false;
    }
    int width = c.type().bits();
    long widthMask = width == 64 ? -1L : (1L << width) - 1;
    long bits = (op == Opcode.AND ? c.value() : ~c.value()) & widthMask;
    return Long.numberOfTrailingZeros(bits) >= waveSizeLog2;
  }

  private static boolean isThreadIdX(Function f, Value v) {
    return definingCall(f, v).flatMap(c -> c.site().calleeName()).map(TID_X::equals).orElse(false);
  }

  private static Optional<Call> definingCall(Function f, Value v) {
    // The index's opcode table first: most operands are not calls, and reading their defining
    // instruction would be a cache miss on large functions.
    if (!(v instanceof Value.Local l) || f.index().opcodeAt(l.rawId()) != Opcode.CALL) {
      return Optional.empty();
    }
    return Optional.of((Call) f.index().instAt(l.rawId()));
  }
}
