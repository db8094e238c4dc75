package dev.cvg.passes.hoistsink;

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
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import dev.cvg.ir.Alloca;
import dev.cvg.target.Intrinsic;
import dev.cvg.target.TargetModel;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * What executing an instruction does besides computing its result, as far as moving it is
 * concerned: the single-threaded side of hoisting and sinking (LLVM's {@code mayWriteToMemory},
 * {@code mayReadFromMemory}, {@code isSafeToSpeculativelyExecute}, {@code willReturn}). The
 * convergent side is the guard's ({@link ConvergenceGuard}).
 *
 * @param memory how the instruction touches memory, or {@link Memory#IMMOBILE} when it never moves
 * @param speculatable whether executing it on a path that did not execute it cannot cause
 *     undefined behaviour or a side effect (division by a possibly-zero value cannot)
 * @param convergent whether it is a convergent operation (the target model's answer)
 * @param intrinsic the target's meaning of a call, if it knows one
 * @param returns whether execution surely continues after it (false for a call that may not
 *     return or may unwind)
 */
record Effects(Memory memory, boolean speculatable, boolean convergent, Optional<Intrinsic> intrinsic,
    boolean returns) {

  /** How an instruction touches memory, in increasing order of what constrains its motion. */
  enum Memory {
    /** Computes its result from its operands only. */
    NONE,
    /** May read memory: not moved across a write. */
    READS,
    /** May write memory or synchronise: moved only where no other memory access is crossed. */
    WRITES,
    /** Never moved: phis, terminators, allocas, calls that may not return or may unwind. */
    IMMOBILE
  }

  private static final Effects PURE = new Effects(Memory.NONE, true, false, Optional.empty(), true);
  private static final Effects FIXED = new Effects(Memory.IMMOBILE, false, false, Optional.empty(), true);

  /** Returns whether the instruction may be moved at all. */
  boolean movable() {
    return memory != Memory.IMMOBILE;
  }

  /** Returns the effects of {@code inst} in {@code module} for {@code target}. */
  static Effects of(Module module, TargetModel target, Inst inst) {
    return switch (inst) {
      case Binary b -> new Effects(Memory.NONE, !b.opcode().isDivision() || safeDivisor(b), false,
          Optional.empty(), true);
      case Unary u -> PURE;
      case Compare c -> PURE;
      case Cast c -> PURE;
      case Select s -> PURE;
      case Freeze f -> PURE;
      case GetElementPtr g -> PURE;
      case ExtractValue e -> PURE;
      case InsertValue e -> PURE;
      case ExtractElement e -> PURE;
      case InsertElement e -> PURE;
      case ShuffleVector s -> PURE;
      case Load l -> l.isVolatile() || !l.atomic().isEmpty()
          ? new Effects(Memory.WRITES, false, false, Optional.empty(), true)
          : new Effects(Memory.READS, false, false, Optional.empty(), true);
      case Store s -> new Effects(Memory.WRITES, false, false, Optional.empty(), true);
      case AtomicRmw a -> new Effects(Memory.WRITES, false, false, Optional.empty(), true);
      case CmpXchg c -> new Effects(Memory.WRITES, false, false, Optional.empty(), true);
      case Fence f -> new Effects(Memory.WRITES, false, false, Optional.empty(), true);
      case Call c -> ofCall(module, target, c.site());
      case Phi p -> FIXED;
      case Alloca a -> FIXED;
      case Br b -> FIXED;
      case CondBr b -> FIXED;
      case Switch s -> FIXED;
      case Ret r -> FIXED;
      case Unreachable u -> FIXED;
      case CallBr c -> FIXED;
    };
  }

  private static boolean safeDivisor(Binary b) {
    if (!(b.rhs() instanceof Value.ConstInt d) || d.value() == 0) {
      return false;
    }
    boolean signed = b.opcode().name().startsWith("S");
    return !signed || d.value() != -1;
  }

  private static Effects ofCall(Module module, TargetModel target, CallSite site) {
    boolean convergent = target.isConvergent(module, site);
    Optional<Intrinsic> meaning = target.intrinsic(site);
    if (meaning.isPresent()) {
      return new Effects(intrinsicMemory(meaning.get()), intrinsicSpeculatable(meaning.get()), convergent, meaning,
          true);
    }
    if (site.calleeName().isEmpty()) {
      return new Effects(Memory.IMMOBILE, false, convergent, meaning, false);
    }
    Set<String> attrs = new HashSet<>(module.effectiveAttributes(site.fnAttrs()));
    module.function(site.calleeName().get().substring(1)).ifPresent(f -> attrs.addAll(module.attributesOf(f)));
    if (!attrs.contains("willreturn") || !attrs.contains("nounwind")) {
      return new Effects(Memory.IMMOBILE, false, convergent, meaning, false);
    }
    Memory memory = attrs.contains("readnone") || attrs.contains("memory(none)") ? Memory.NONE
        : attrs.contains("readonly") || attrs.contains("memory(read)") ? Memory.READS : Memory.WRITES;
    boolean speculatable = memory == Memory.NONE && attrs.contains("speculatable");
    return new Effects(memory, speculatable, convergent, meaning, true);
  }

  /**
   * The target's group operations compute from their operands and the communicating threads; a
   * barrier synchronises (a side effect). The entry intrinsic must stay in the entry block and a
   * loop intrinsic is its cycle's heart (ConvergentOperations.rst, Static Rules): neither moves.
   * Anchors move, judged by the guard.
   */
  private static Memory intrinsicMemory(Intrinsic i) {
    return switch (i) {
      case CONVERGENCE_ENTRY, CONVERGENCE_LOOP -> Memory.IMMOBILE;
      case CONVERGENCE_ANCHOR, THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z,
          LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD, REDUCE_UMAX, REDUCE_UMIN, BROADCAST_FIRST, READ_LANE,
          SHUFFLE, TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> Memory.NONE;
      case BARRIER -> Memory.WRITES;
    };
  }

  /** Thread ids and group values cannot trap; the convergence intrinsics are never speculated. */
  private static boolean intrinsicSpeculatable(Intrinsic i) {
    return switch (i) {
      case CONVERGENCE_ENTRY, CONVERGENCE_ANCHOR, CONVERGENCE_LOOP, BARRIER -> false;
      case THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z, LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD, REDUCE_UMAX,
          REDUCE_UMIN, BROADCAST_FIRST, READ_LANE, SHUFFLE, TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> true;
    };
  }
}
