package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Turns a control-flow shape (any {@link FlowGraph}) into a valid AMDGPU kernel: the seeded
 * random program generator shared by tests, benchmarks and {@code cvg fuzz}.
 *
 * <p>Construction, per seed:
 *
 * <pre>
 *   entry:  %tid = workitem.id.x, %u = uniform arithmetic on %n   (dominates everything)
 *   block:  phis (one incoming value per predecessor edge, taken from that predecessor)
 *           2–4 arithmetic values on entry values, phis and earlier locals
 *           sometimes a ballot / readfirstlane (convergent ops)
 *           a store of one local to %out[%tid]
 *           br / br i1 / switch over a comparison of a local (uniform or divergent)
 * </pre>
 *
 * SSA validity comes from the choice of operands: a block uses only entry values, its own phis
 * and its own locals, and a phi's incoming value is a value of its predecessor (or of the entry),
 * which dominates the end of that predecessor. If the shape's entry has predecessors, a fresh
 * entry block is placed in front. Graph node {@code i} becomes block {@code bb<i>}.
 *
 * <p>The programs need not terminate (random cycles have no induction variables); the oracle
 * bounds execution and reports such runs as unknown.
 */
public final class KernelGenerator {
  private static final String BALLOT = "@llvm.amdgcn.ballot.i32";
  private static final String READFIRSTLANE = "@llvm.amdgcn.readfirstlane.i32";
  private static final String TID = "@llvm.amdgcn.workitem.id.x";

  /**
   * Knobs of the generator.
   *
   * @param divergentBranchPercent chance that a branch condition depends on the thread id
   * @param convergentOpPercent chance that a block contains a convergent operation
   */
  public record Options(int divergentBranchPercent, int convergentOpPercent) {
    /** Balanced defaults: half of the branches divergent, a third of the blocks convergent. */
    public static Options defaults() {
      return new Options(50, 30);
    }
  }

  private KernelGenerator() {}

  /** Returns a module holding one kernel {@code @kernel} shaped like {@code shape}. */
  public static Module generate(FlowGraph shape, long seed, Options options) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Function kernel = buildKernel(shape, rnd, options);
    List<Function> functions = List.of(kernel,
        declare(TID, Type.I32, List.of(), 0),
        declare(BALLOT, Type.I32, List.of(Type.I1), 1),
        declare(READFIRSTLANE, Type.I32, List.of(Type.I32), 1));
    return new Module("generated-" + seed + ".ll",
        List.of("target triple = \"amdgcn--\""), List.of(), List.of(), functions,
        List.of(new AttributeGroup(0, List.of("nounwind", "readnone", "speculatable")),
            new AttributeGroup(1, List.of("convergent", "nounwind", "readnone"))),
        List.of());
  }

  private static Function declare(String name, Type ret, List<Type> params, int group) {
    List<Param> ps = new ArrayList<>();
    for (int k = 0; k < params.size(); k++) {
      ps.add(new Param(new ValueId(k), params.get(k), List.of()));
    }
    return Function.declaration(name.substring(1),
        new FunctionHeader(List.of(), "", List.of(), ret, ps, false, List.of("#" + group)), ps.size());
  }

  private static Function buildKernel(FlowGraph shape, SplittableRandom rnd, Options options) {
    FunctionEditor e = FunctionEditor.newFunction("kernel", "amdgpu_kernel", Type.VOID,
        List.of(new Type.Ptr(1), Type.I32), List.of("out", "n"), List.of());
    Value out = new Value.Local(new ValueId(0), new Type.Ptr(1));
    Value n = new Value.Local(new ValueId(1), Type.I32);
    int size = shape.size();
    boolean freshEntry = shape.predecessors(shape.entry()).length > 0 || shape.entry() != 0;
    BlockId entry = e.addBlock("entry", null);
    BlockId[] blocks = new BlockId[size];
    for (int i = 0; i < size; i++) {
      blocks[i] = i == shape.entry() && !freshEntry ? entry : e.addBlock("bb" + i, null);
    }
    Origin gen = new Origin.Synthesized("generated");
    Call tid = e.append(entry, call(e, TID, Type.I32, List.of()), gen);
    e.setName(tid.id().value(), "tid");
    Binary uni = e.append(entry, new Binary(e.newInstId(), Opcode.MUL, Type.I32, n,
        new Value.ConstInt(Type.I32, 3), List.of()), gen);
    e.setName(uni.id().value(), "u");
    List<Value> global = List.of(tid.asValue(), uni.asValue(), n);
    BlockBodies bodies =
        new BlockBodies(e, shape, blocks, freshEntry ? entry : null, global, out, rnd, options, gen);
    if (freshEntry) {
      e.append(entry, new Br(e.newInstId(), blocks[shape.entry()]), gen);
    }
    bodies.fill();
    return e.finish();
  }

  static Call call(FunctionEditor e, String callee, Type ret, List<Value> args) {
    List<CallSite.Arg> as = args.stream().map(a -> new CallSite.Arg(a, List.of())).toList();
    return new Call(e.newInstId(), new CallSite(List.of(), List.of(), ret,
        new Value.GlobalRef(callee, Type.PTR), as, List.of(), List.of()));
  }

  /** Fills every block of the shape: phis, arithmetic, convergent ops, store, terminator. */
  private record BlockBodies(FunctionEditor e, FlowGraph shape, BlockId[] blocks, BlockId freshEntry,
      List<Value> global,
      Value out, SplittableRandom rnd, Options options, Origin gen) {

    void fill() {
      int size = shape.size();
      List<List<Value>> locals = new ArrayList<>();
      List<Phi> phis = new ArrayList<>();
      for (int b = 0; b < size; b++) {
        List<Value> avail = new ArrayList<>(global);
        Phi phi = null;
        if (shape.predecessors(b).length > 0) {
          phi = e.append(blocks[b], new Phi(e.newInstId(), Type.I32, List.of(), List.of()), gen);
          e.setName(phi.id().value(), "p" + b);
          avail.add(phi.asValue());
        }
        phis.add(phi);
        int count = 2 + rnd.nextInt(3);
        for (int k = 0; k < count; k++) {
          avail.add(arithmetic(b, k, avail));
        }
        if (rnd.nextInt(100) < options.convergentOpPercent()) {
          avail.add(convergent(b, avail));
        }
        store(b, avail);
        locals.add(avail);
      }
      for (int b = 0; b < size; b++) {
        terminate(b, locals.get(b));
      }
      for (int b = 0; b < size; b++) {
        Phi phi = phis.get(b);
        if (phi == null) {
          continue;
        }
        List<Phi.Incoming> incoming = new ArrayList<>();
        if (b == shape.entry() && freshEntry != null) {
          incoming.add(new Phi.Incoming(global.get(1), freshEntry));
        }
        java.util.Map<Integer, Value> chosen = new java.util.HashMap<>();
        for (int p : shape.predecessors(b)) {
          // LLVM requires equal values on every edge from the same predecessor
          List<Value> from = locals.get(p);
          Value v = chosen.computeIfAbsent(p, q -> from.get(rnd.nextInt(from.size())));
          incoming.add(new Phi.Incoming(v, blocks[p]));
        }
        e.replace(new Phi(phi.id(), Type.I32, incoming, List.of()));
      }
    }

    private Value arithmetic(int b, int k, List<Value> avail) {
      Opcode[] ops = {Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.AND, Opcode.XOR};
      Value lhs = avail.get(rnd.nextInt(avail.size()));
      Value rhs = rnd.nextBoolean() ? avail.get(rnd.nextInt(avail.size()))
          : new Value.ConstInt(Type.I32, rnd.nextInt(1, 8));
      Binary inst = e.append(blocks[b], new Binary(e.newInstId(), ops[rnd.nextInt(ops.length)],
          Type.I32, lhs, rhs, List.of()), gen);
      e.setName(inst.id().value(), "v" + b + "_" + k);
      return inst.asValue();
    }

    private Value convergent(int b, List<Value> avail) {
      Value arg = avail.get(rnd.nextInt(avail.size()));
      Call c;
      if (rnd.nextBoolean()) {
        Compare cmp = e.append(blocks[b], new Compare(e.newInstId(), Opcode.ICMP, "ult", arg,
            new Value.ConstInt(Type.I32, rnd.nextInt(1, 64)), List.of()), gen);
        e.setName(cmp.id().value(), "bc" + b);
        c = e.append(blocks[b], KernelGenerator.call(e, BALLOT, Type.I32, List.of(cmp.asValue())), gen);
        e.setName(c.id().value(), "ballot" + b);
      } else {
        c = e.append(blocks[b], KernelGenerator.call(e, READFIRSTLANE, Type.I32, List.of(arg)), gen);
        e.setName(c.id().value(), "first" + b);
      }
      return c.asValue();
    }

    private void store(int b, List<Value> avail) {
      GetElementPtr gep = e.append(blocks[b], new GetElementPtr(e.newInstId(), List.of("inbounds"),
          Type.I32, out, List.of(global.get(0))), gen);
      e.setName(gep.id().value(), "addr" + b);
      e.append(blocks[b], new Store(e.newInstId(), avail.getLast(), gep.asValue(), false, "",
          List.of("align 4")), gen);
    }

    private void terminate(int b, List<Value> avail) {
      int[] succs = shape.successors(b);
      if (succs.length == 0) {
        e.append(blocks[b], new Ret(e.newInstId(), Optional.empty()), gen);
        return;
      }
      if (succs.length == 1) {
        e.append(blocks[b], new Br(e.newInstId(), blocks[succs[0]]), gen);
        return;
      }
      boolean divergent = rnd.nextInt(100) < options.divergentBranchPercent();
      Value base = divergent ? global.get(0) : global.get(1);
      Value scrutinee = base;
      if (rnd.nextBoolean()) {
        // mix in a local: keeps the condition's uniformity decided by the locals' own sources
        scrutinee = avail.get(global.size() + rnd.nextInt(avail.size() - global.size()));
      }
      if (succs.length == 2) {
        Compare cmp = e.append(blocks[b], new Compare(e.newInstId(), Opcode.ICMP, "slt", scrutinee,
            new Value.ConstInt(Type.I32, rnd.nextInt(1, 32)), List.of()), gen);
        e.setName(cmp.id().value(), "c" + b);
        e.append(blocks[b], new CondBr(e.newInstId(), cmp.asValue(), blocks[succs[0]], blocks[succs[1]]), gen);
        return;
      }
      List<Switch.Case> cases = new ArrayList<>();
      for (int k = 1; k < succs.length; k++) {
        cases.add(new Switch.Case(new Value.ConstInt(Type.I32, k), blocks[succs[k]]));
      }
      e.append(blocks[b], new Switch(e.newInstId(), scrutinee, blocks[succs[0]], cases), gen);
    }
  }
}
