package dev.cvg.oracle.interp;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
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
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
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
import dev.cvg.oracle.instance.CycleNest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles one {@link Function} into a {@link CompiledFunction}: assigns slots (parameters,
 * results, then constants), lays blocks out phis first, turns every terminator successor
 * into an {@link Plans.Edge} carrying its phi moves, and delegates instruction families to
 * {@link InstCompiler}, {@link MemoryCompiler} and {@link CallCompiler}.
 *
 * <p>Nothing here fails on unsupported constructs: they compile to {@link Op#UNSUPPORTED}
 * with a reason, so that only executing them ends a run.
 */
final class FunctionCompiler {
  final ModuleInfo mod;
  final Function fn;
  final FunctionIndex index;
  final Code code = new Code();
  private final int number;
  private final int base;
  private final CycleNest nest;
  /** Raw value id to slot; -1 if the value has none. */
  private final int[] slotOfRaw;
  /** Raw id of a cmpxchg to the slot of its success flag. */
  private final Map<Integer, Integer> successSlot = new HashMap<>();
  private final Map<Value, Integer> constSlots = new HashMap<>();
  private final List<Long> constValues = new ArrayList<>();
  private final List<Byte> constFlags = new ArrayList<>();
  private final List<Integer> constSlotList = new ArrayList<>();
  private final List<Plans.Edge> edges = new ArrayList<>();
  private int nextSlot;
  int hearts;

  FunctionCompiler(ModuleInfo mod, Function fn, int number, int base, CycleNest nest) {
    this.mod = mod;
    this.fn = fn;
    this.index = fn.index();
    this.number = number;
    this.base = base;
    this.nest = nest;
    this.slotOfRaw = new int[index.idBound()];
    Arrays.fill(slotOfRaw, -1);
  }

  CompiledFunction compile() {
    // Phase 1 of 4: slots for parameters and results.
    int[] paramSlots = new int[fn.params().size()];
    for (int k = 0; k < paramSlots.length; k++) {
      Param p = fn.params().get(k);
      paramSlots[k] = nextSlot;
      slotOfRaw[p.id().index()] = nextSlot++;
    }
    for (Block b : fn.blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult()) {
          slotOfRaw[i.id().index()] = nextSlot++;
        }
        if (i instanceof CmpXchg) {
          successSlot.put(i.id().index(), nextSlot++);
        }
      }
    }
    // Phase 2 of 4: code, block by block, phis first (the verifier guarantees phis lead).
    int blocks = index.blockCount();
    int[] blockStart = new int[blocks];
    int[] phiCount = new int[blocks];
    List<Integer> blockOfPc = new ArrayList<>();
    for (int b = 0; b < blocks; b++) {
      blockStart[b] = code.size;
      for (Inst i : index.block(b).insts()) {
        int before = code.size;
        if (i instanceof Phi) {
          phiCount[b]++;
        }
        compileInst(i, b);
        if (code.size != before + 1) {
          throw new IllegalStateException("one pc per instruction: " + i);
        }
        blockOfPc.add(b);
      }
    }
    code.trim();
    // Phase 3 of 4: constants get the slots after everything else.
    long[] initRegs = new long[nextSlot];
    byte[] initFlags = new byte[nextSlot];
    for (int k = 0; k < constSlotList.size(); k++) {
      initRegs[constSlotList.get(k)] = constValues.get(k);
      initFlags[constSlotList.get(k)] = constFlags.get(k);
    }
    // Phase 4 of 4: convergence regions of token definitions.
    int[][] region = Regions.compute(this, blockStart);
    return new CompiledFunction(fn, number, base, code, nextSlot, initRegs, initFlags, paramSlots,
        blockStart, phiCount, blockOfPc.stream().mapToInt(Integer::intValue).toArray(),
        edges.toArray(Plans.Edge[]::new), nest, region, hearts);
  }

  /**
   * Compiles {@code i} to exactly one instruction: every kind is listed, so a new kind does not
   * compile until it is given a lowering or an explicit {@link Op#UNSUPPORTED}.
   */
  private void compileInst(Inst i, int block) {
    switch (i) {
      // A phi's moves happen on its incoming edges (see edge); its own pc does nothing.
      case Phi p -> code.add(i, Op.NOP, slot(i), 0, 0, 0, 0, 0, null, uses(i));
      case Br br -> code.add(i, Op.BR, -1, edge(block, br.target()), 0, 0, 0, 0, null, uses(i));
      case CondBr cb -> {
        int cond = slot(cb.condition());
        if (cond < 0) {
          unsupported(i, "branch condition");
          return;
        }
        code.add(i, Op.CONDBR, -1, cond, edge(block, cb.ifTrue()), edge(block, cb.ifFalse()), 1, 0,
            null, uses(i));
      }
      case Switch sw -> compileSwitch(sw, block);
      case Ret r -> {
        int v = r.value().map(this::slot).orElse(-1);
        if (r.value().isPresent() && v < 0) {
          unsupported(i, "return value " + r.value().get());
          return;
        }
        code.add(i, Op.RET, -1, v, 0, 0, 0, 0, null, uses(i));
      }
      case Unreachable u -> code.add(i, Op.UNREACHABLE, -1, 0, 0, 0, 0, 0, null, uses(i));
      case Call c -> CallCompiler.compile(this, c);
      case Binary b -> InstCompiler.binary(this, b);
      case Unary u -> InstCompiler.unary(this, u);
      case Compare c -> InstCompiler.compare(this, c);
      case Cast c -> InstCompiler.cast(this, c);
      case Select s -> InstCompiler.select(this, s);
      case Freeze z -> InstCompiler.freeze(this, z);
      case Fence fe -> code.add(i, Op.NOP, -1, 0, 0, 0, 0, 0, null, uses(i));
      case Load l -> MemoryCompiler.load(this, l);
      case Store s -> MemoryCompiler.store(this, s);
      case Alloca a -> MemoryCompiler.alloca(this, a);
      case GetElementPtr g -> MemoryCompiler.gep(this, g);
      case AtomicRmw a -> MemoryCompiler.atomicRmw(this, a);
      case CmpXchg c -> MemoryCompiler.cmpXchg(this, c);
      case ExtractValue e -> MemoryCompiler.extract(this, e);
      case InsertValue v -> unsupportedKind(v);
      case ExtractElement e -> unsupportedKind(e);
      case InsertElement e -> unsupportedKind(e);
      case ShuffleVector s -> unsupportedKind(s);
      case CallBr c -> unsupportedKind(c);
    }
  }

  /** Compiles {@code i}, an instruction kind the oracle has no lowering for, to UNSUPPORTED. */
  private void unsupportedKind(Inst i) {
    unsupported(i, "the " + i.opcode().mnemonic() + " instruction");
  }

  private void compileSwitch(Switch sw, int block) {
    int v = slot(sw.value());
    if (v < 0) {
      unsupported(sw, "switch operand");
      return;
    }
    long[] values = new long[sw.cases().size()];
    int[] caseEdges = new int[values.length];
    for (int k = 0; k < values.length; k++) {
      values[k] = sw.cases().get(k).value().value();
      caseEdges[k] = edge(block, sw.cases().get(k).target());
    }
    int dflt = edge(block, sw.defaultTarget());
    code.add(sw, Op.SWITCH, -1, v, 0, 0, width(sw.value().type()), 0,
        new Plans.SwitchTable(values, caseEdges, dflt), uses(sw));
  }

  /** Creates the edge from block {@code from} to {@code target} with the target's phi moves. */
  private int edge(int from, BlockId target) {
    int t = index.number(target);
    if (t < 0) {
      throw new IllegalArgumentException("@" + fn.name() + ": branch to a block that does not exist");
    }
    BlockId fromId = index.block(from).id();
    List<Phi> phis = index.block(t).phis();
    int[] dst = new int[phis.size()];
    int[] src = new int[phis.size()];
    int[] incoming = new int[phis.size()];
    for (int k = 0; k < phis.size(); k++) {
      Phi p = phis.get(k);
      dst[k] = slot(p);
      incoming[k] = -1;
      for (int j = 0; j < p.incoming().size(); j++) {
        if (p.incoming().get(j).block().equals(fromId)) {
          incoming[k] = j;
          break;
        }
      }
      // A missing or untracked incoming value makes the phi undefined on this edge.
      src[k] = incoming[k] < 0 ? undefSlot() : slotOrUndef(p.incoming().get(incoming[k]).value());
    }
    edges.add(new Plans.Edge(t, dst, src, incoming));
    return edges.size() - 1;
  }

  /** Returns the slot holding {@code inst}'s result. */
  int slot(Inst inst) {
    return slotOfRaw[inst.id().index()];
  }

  /** Returns the slot of cmpxchg {@code raw}'s success flag, or -1. */
  int successSlot(int raw) {
    Integer s = successSlot.get(raw);
    return s == null ? -1 : s;
  }

  /** Returns the slot holding {@code v}, allocating constant slots; -1 if unsupported. */
  int slot(Value v) {
    if (v instanceof Value.Local l) {
      int raw = l.id().index();
      return raw >= 0 && raw < slotOfRaw.length ? slotOfRaw[raw] : -1;
    }
    Integer known = constSlots.get(v);
    if (known != null) {
      return known;
    }
    Constants.Scalar c = Constants.scalar(v, mod);
    if (c == null) {
      return -1;
    }
    int s = nextSlot++;
    constSlots.put(v, s);
    constSlotList.add(s);
    constValues.add(c.value());
    constFlags.add(c.flag());
    return s;
  }

  private int slotOrUndef(Value v) {
    int s = slot(v);
    return s >= 0 ? s : undefSlot();
  }

  private int undefSlot() {
    return slot(new Value.Undef(Type.I64));
  }

  /** Returns the slots read by {@code i}'s operands ({@code -1} for constants). */
  int[] uses(Inst i) {
    List<Value> ops = i.operands();
    int[] u = new int[ops.size()];
    for (int k = 0; k < u.length; k++) {
      u[k] = ops.get(k) instanceof Value.Local ? slot(ops.get(k)) : -1;
    }
    return u;
  }

  /** Compiles {@code i} to an instruction that ends the run with UNKNOWN when executed. */
  void unsupported(Inst i, String what) {
    code.add(i, Op.UNSUPPORTED, i.hasResult() ? slot(i) : -1, 0, 0, 0, 0, 0,
        describe(i) + ": " + what + " is not supported by the oracle", uses(i));
  }

  /** Returns a short description of {@code i} for messages ({@code %x} or the opcode and block). */
  String describe(Inst i) {
    return fn.nameOf(i.id().value()).map(n -> "%" + n)
        .orElse(i.opcode().mnemonic() + " in %" + index.block(index.blockOf(i.id())).name())
        + " in @" + fn.name();
  }

  /** Returns the interpreter width of a scalar type, or -1 for types it cannot hold. */
  static int width(Type t) {
    return switch (t) {
      case Type.Int i -> i.bits();
      case Type.Ptr p -> 64;
      case Type.Token tok -> 64;
      case Type.Float f when f.name().equals("float") -> 32;
      case Type.Float f when f.name().equals("double") -> 64;
      case Type.Float f -> -1; // half, bfloat, x86_fp80, fp128, ppc_fp128
      case Type.Void v -> -1;
      case Type.Label l -> -1;
      case Type.Metadata md -> -1;
      case Type.Vector v -> -1;
      case Type.Array a -> -1;
      case Type.Struct s -> -1;
      case Type.Named n -> -1;
      case Type.Function fn -> -1;
    };
  }
}
