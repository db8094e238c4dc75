package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
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
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import java.util.Set;

/**
 * Which instructions may run on a path that did not run them: no memory access, no call, no
 * trap (integer division and remainder may divide by zero). A speculated result the program
 * does not select may be poison, which {@code select} does not propagate from its other arm.
 */
final class Speculation {
  private static final Set<Opcode> TRAPS = Set.of(Opcode.UDIV, Opcode.SDIV, Opcode.UREM, Opcode.SREM);

  private Speculation() {}

  /** Returns whether executing {@code inst} where it did not run changes nothing a thread sees. */
  static boolean safe(Inst inst) {
    return switch (inst) {
      case Binary b -> !TRAPS.contains(b.opcode());
      case Unary u -> true;
      case Compare c -> true;
      case Cast c -> true;
      case Select s -> true;
      case Freeze f -> true;
      case GetElementPtr g -> true;
      case ExtractValue x -> true;
      case InsertValue x -> true;
      case ExtractElement x -> true;
      case InsertElement x -> true;
      case ShuffleVector x -> true;
      case Phi p -> false;
      case Call c -> false;
      case CallBr c -> false;
      case Load l -> false;
      case Store s -> false;
      case Alloca a -> false;
      case AtomicRmw a -> false;
      case CmpXchg c -> false;
      case Fence f -> false;
      case Br b -> false;
      case CondBr c -> false;
      case Switch s -> false;
      case Ret r -> false;
      case Unreachable u -> false;
    };
  }
}
