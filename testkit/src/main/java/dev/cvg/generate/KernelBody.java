package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Builds the body of {@link KernelGenerator}'s kernel: phis, arithmetic, convergent operations,
 * stores and terminators, plus the step counters of {@link KernelGenerator.Options#terminating}
 * and the token operations of a {@link TokenPlan}.
 *
 * <p>The base program draws from one random stream in a fixed order (per block: arithmetic,
 * convergent op; then every terminator; then every phi's incoming values). Counters draw
 * nothing and tokens draw from their own stream, so enabling either leaves the base program's
 * choices, and with default options the output, unchanged.
 */
final class KernelBody {
  private static final Origin GEN = new Origin.Synthesized("generated");

  private final FunctionEditor e;
  private final FlowGraph shape;
  private final BlockId[] blocks;
  /** The fresh entry block in front of the shape's entry, or null if the shape's entry is the entry. */
  private final BlockId freshEntry;
  /** {@code %tid}, {@code %u}, {@code %n}: available in every block. */
  private final List<Value> global;
  private final Value out;
  private final SplittableRandom rnd;
  private final KernelGenerator.Options options;
  /** Token operations, or null without tokens. */
  private final TokenPlacement tokens;
  /** The features' own random stream, or null without {@link KernelFeatures features}. */
  private final SplittableRandom extra;
  /** Counted loops, or null without. */
  private final CountedLoops loops;
  /** Per node: the result of its ballot or readfirstlane, if any. */
  private final Value[] convergentResults;
  /** Per node: blocks to a return (terminating kernels only). */
  private final int[] distance;
  /** Per node: its step counter ({@code %k<b>} or 0), terminating kernels only. */
  private final Value[] counters;
  /** Per node: the incremented counter {@code %k<b>.next}, once its terminator is built. */
  private final Value[] nextCounters;

  private KernelBody(FunctionEditor e, FlowGraph shape, BlockId[] blocks, BlockId freshEntry,
      List<Value> global, Value out, SplittableRandom rnd, KernelGenerator.Options options, TokenPlacement tokens,
      SplittableRandom extra, CountedLoops loops) {
    this.e = e;
    this.shape = shape;
    this.blocks = blocks;
    this.freshEntry = freshEntry;
    this.global = global;
    this.out = out;
    this.rnd = rnd;
    this.options = options;
    this.tokens = tokens;
    this.extra = extra;
    this.loops = loops;
    this.convergentResults = new Value[shape.size()];
    boolean terminating = options.stepLimit() > 0;
    this.distance = terminating ? Termination.distanceToExit(shape) : null;
    this.counters = new Value[shape.size()];
    this.nextCounters = new Value[shape.size()];
  }

  /** Returns the kernel {@code @kernel} for {@code shape}, {@code seed} and {@code options}. */
  static Function build(FlowGraph shape, long seed, KernelGenerator.Options options) {
    return build(shape, seed, options, null);
  }

  /**
   * Returns the function for {@code shape}, {@code seed} and {@code options}: the kernel
   * {@code @kernel} if {@code callee} is null, else the convergent device function
   * {@code @<callee>} with the kernel's parameters.
   */
  static Function build(FlowGraph shape, long seed, KernelGenerator.Options options, String callee) {
    SplittableRandom rnd = new SplittableRandom(seed);
    TokenPlacement tokens = tokens(shape, seed, options.tokens(), callee != null);
    List<String> attrs = callee != null || tokens != null && tokens.convergentFunction()
        ? List.of("convergent") : List.of();
    FunctionEditor e = FunctionEditor.newFunction(callee == null ? "kernel" : callee,
        callee == null ? "amdgpu_kernel" : "", Type.VOID, List.of(new Type.Ptr(1), Type.I32), List.of("out", "n"),
        attrs);
    Value out = new Value.Local(new ValueId(0), new Type.Ptr(1));
    Value n = new Value.Local(new ValueId(1), Type.I32);
    int size = shape.size();
    boolean fresh = shape.predecessors(shape.entry()).length > 0 || shape.entry() != 0;
    BlockId entry = e.addBlock("entry", null);
    BlockId[] blocks = new BlockId[size];
    for (int i = 0; i < size; i++) {
      blocks[i] = i == shape.entry() && !fresh ? entry : e.addBlock("bb" + i, null);
    }
    Call tid = e.append(entry, call(e, KernelGenerator.TID, Type.I32, List.of(), List.of()), GEN);
    e.setName(tid.id().value(), "tid");
    Binary uni = e.append(entry, new Binary(e.newInstId(), Opcode.MUL, Type.I32, n,
        new Value.ConstInt(Type.I32, 3), List.of()), GEN);
    e.setName(uni.id().value(), "u");
    List<Value> global = List.of(tid.asValue(), uni.asValue(), n);
    KernelFeatures features = options.features();
    SplittableRandom extra = features.any() ? new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL) : null;
    CountedLoops loops = features.countedLoopPercent() > 0 ? CountedLoops.plan(shape, extra, features) : null;
    if (loops != null) {
      loops.bind(e, entry, tid.asValue(), n);
    }
    if (tokens != null) {
      tokens.bind(e, blocks, entry);
    }
    KernelBody body = new KernelBody(e, shape, blocks, fresh ? entry : null, global, out, rnd, options, tokens,
        extra, loops);
    if (fresh) {
      e.append(entry, new Br(e.newInstId(), blocks[shape.entry()]), GEN);
    }
    body.fill();
    return e.finish();
  }

  /** Returns the token placement of {@code t}, or null without tokens; a callee is always convergent. */
  private static TokenPlacement tokens(FlowGraph shape, long seed, KernelGenerator.Tokens t, boolean callee) {
    if (!t.enabled()) {
      return null;
    }
    SplittableRandom r = new SplittableRandom(seed ^ 0x7F4A7C159E3779B9L);
    return t.valid() ? WellFormedTokens.of(shape, r, callee) : TokenPlan.of(shape, r, t.noisePercent());
  }

  /** Returns a new call of {@code callee} with {@code bundles}, not yet placed. */
  static Call call(FunctionEditor e, String callee, Type ret, List<Value> args, List<CallSite.Bundle> bundles) {
    List<CallSite.Arg> as = args.stream().map(a -> new CallSite.Arg(a, List.of())).toList();
    return new Call(e.newInstId(), new CallSite(List.of(), List.of(), ret,
        new Value.GlobalRef(callee, Type.PTR), as, List.of(), bundles));
  }

  /** Fills every block of the shape: phis, tokens, arithmetic, convergent ops, store, terminator. */
  private void fill() {
    // Phase 1 of 3: block bodies in layout order; phis start empty because their incoming
    // values are chosen among the predecessors' locals, which later blocks have not made yet
    int size = shape.size();
    boolean terminating = options.stepLimit() > 0;
    List<List<Value>> locals = new ArrayList<>();
    List<Phi> phis = new ArrayList<>();
    List<Phi> counterPhis = new ArrayList<>();
    for (int b = 0; b < size; b++) {
      List<Value> avail = new ArrayList<>(global);
      Phi phi = null;
      Phi counter = null;
      if (shape.predecessors(b).length > 0) {
        phi = e.append(blocks[b], new Phi(e.newInstId(), Type.I32, List.of(), List.of()), GEN);
        e.setName(phi.id().value(), "p" + b);
        avail.add(phi.asValue());
        if (terminating) {
          counter = e.append(blocks[b], new Phi(e.newInstId(), Type.I32, List.of(), List.of()), GEN);
          e.setName(counter.id().value(), "k" + b);
        }
      }
      phis.add(phi);
      counterPhis.add(counter);
      counters[b] = counter != null ? counter.asValue() : new Value.ConstInt(Type.I32, 0);
      if (loops != null) {
        loops.emitPhi(b, blocks[b]);
      }
      if (tokens != null) {
        tokens.emit(b); // right after the phis: entry and loop intrinsics must come first
      }
      if (loops != null) {
        loops.emitNext(b, blocks[b]);
        avail.addAll(loops.visible(b));
      }
      int count = 2 + rnd.nextInt(3);
      for (int k = 0; k < count; k++) {
        avail.add(arithmetic(b, k, avail));
      }
      if (rnd.nextInt(100) < options.convergentOpPercent()) {
        convergentResults[b] = convergent(b, avail);
        avail.add(convergentResults[b]);
      }
      if (extra != null && options.features().callees() > 0
          && (b == shape.entry() || extra.nextInt(100) < options.features().callPercent())) {
        callCallee(b, avail);
      }
      store(b, avail);
      locals.add(avail);
    }
    // Phase 2 of 3: terminators, which also make the incremented step counters
    for (int b = 0; b < size; b++) {
      terminate(b, locals.get(b));
    }
    // Phase 3 of 3: phi entries, one per edge, in the shape's predecessor order
    for (int b = 0; b < size; b++) {
      Phi phi = phis.get(b);
      if (phi == null) {
        continue;
      }
      List<Phi.Incoming> incoming = new ArrayList<>();
      List<Phi.Incoming> steps = new ArrayList<>();
      if (b == shape.entry() && freshEntry != null) {
        incoming.add(new Phi.Incoming(options.constantPhis() ? new Value.ConstInt(Type.I32, -1) : global.get(1),
            freshEntry));
        steps.add(new Phi.Incoming(new Value.ConstInt(Type.I32, 0), freshEntry));
      }
      Map<Integer, Value> chosen = new HashMap<>();
      for (int p : shape.predecessors(b)) {
        // LLVM requires equal values on every edge from the same predecessor
        List<Value> from = locals.get(p);
        Value v = chosen.computeIfAbsent(p, q -> from.get(rnd.nextInt(from.size())));
        incoming.add(new Phi.Incoming(options.constantPhis() ? new Value.ConstInt(Type.I32, p) : v, blocks[p]));
        steps.add(new Phi.Incoming(nextCounters[p], blocks[p]));
      }
      e.replace(new Phi(phi.id(), Type.I32, incoming, List.of()));
      if (loops != null) {
        loops.fillPhi(b, freshEntry, blocks);
      }
      if (terminating) {
        e.replace(new Phi(counterPhis.get(b).id(), Type.I32, steps, List.of()));
      }
    }
  }

  private Value arithmetic(int b, int k, List<Value> avail) {
    Opcode[] ops = {Opcode.ADD, Opcode.SUB, Opcode.MUL, Opcode.AND, Opcode.XOR};
    Value lhs = avail.get(rnd.nextInt(avail.size()));
    Value rhs = rnd.nextBoolean() ? avail.get(rnd.nextInt(avail.size()))
        : new Value.ConstInt(Type.I32, rnd.nextInt(1, 8));
    Binary inst = e.append(blocks[b], new Binary(e.newInstId(), ops[rnd.nextInt(ops.length)],
        Type.I32, lhs, rhs, List.of()), GEN);
    e.setName(inst.id().value(), "v" + b + "_" + k);
    return inst.asValue();
  }

  private Value convergent(int b, List<Value> avail) {
    Value arg = avail.get(rnd.nextInt(avail.size()));
    Call c;
    if (rnd.nextBoolean()) {
      Compare cmp = e.append(blocks[b], new Compare(e.newInstId(), Opcode.ICMP, "ult", arg,
          new Value.ConstInt(Type.I32, rnd.nextInt(1, 64)), List.of()), GEN);
      e.setName(cmp.id().value(), "bc" + b);
      c = e.append(blocks[b], call(e, KernelGenerator.BALLOT, Type.I32, List.of(cmp.asValue()), bundles(b)), GEN);
      e.setName(c.id().value(), "ballot" + b);
    } else {
      c = e.append(blocks[b], call(e, KernelGenerator.READFIRSTLANE, Type.I32, List.of(arg), bundles(b)), GEN);
      e.setName(c.id().value(), "first" + b);
    }
    return c.asValue();
  }

  /** Appends a call of a random {@code @callee<k>} with {@code %out} and a random value: a convergent call. */
  private void callCallee(int b, List<Value> avail) {
    String callee = "@" + KernelGenerator.CALLEE + extra.nextInt(options.features().callees());
    e.append(blocks[b], call(e, callee, Type.VOID, List.of(out, avail.get(extra.nextInt(avail.size()))),
        bundles(b)), GEN);
  }

  /** Returns the bundles of a convergent call in node {@code b}: none without tokens. */
  private List<CallSite.Bundle> bundles(int b) {
    return tokens == null ? List.of() : tokens.bundlesForConvergentOp(b);
  }

  private void store(int b, List<Value> avail) {
    GetElementPtr gep = e.append(blocks[b], new GetElementPtr(e.newInstId(), List.of("inbounds"),
        Type.I32, out, List.of(global.get(0))), GEN);
    e.setName(gep.id().value(), "addr" + b);
    e.append(blocks[b], new Store(e.newInstId(), avail.getLast(), gep.asValue(), false, "",
        List.of("align 4")), GEN);
  }

  private void terminate(int b, List<Value> avail) {
    int[] succs = shape.successors(b);
    if (succs.length == 0) {
      e.append(blocks[b], new Ret(e.newInstId(), Optional.empty()), GEN);
      return;
    }
    // the counter is incremented even in one-way blocks: a successor's phi reads it
    Termination.Step step = options.stepLimit() > 0
        ? Termination.count(e, blocks[b], b, counters[b], succs.length > 1 ? options.stepLimit() : 0, GEN)
        : null;
    if (step != null) {
      nextCounters[b] = step.next();
    }
    if (succs.length == 1) {
      e.append(blocks[b], new Br(e.newInstId(), blocks[succs[0]]), GEN);
      return;
    }
    boolean divergent = rnd.nextInt(100) < options.divergentBranchPercent();
    Value base = divergent ? global.get(0) : global.get(1);
    Value scrutinee = base;
    if (rnd.nextBoolean()) {
      // mix in a local: keeps the condition's uniformity decided by the locals' own sources
      scrutinee = avail.get(global.size() + rnd.nextInt(avail.size() - global.size()));
    }
    if (extra != null && convergentResults[b] != null
        && extra.nextInt(100) < options.features().convergentBranchPercent()) {
      scrutinee = convergentResults[b]; // a convergent result decides the control flow
    }
    int nearest = step == null ? -1 : Termination.nearest(succs, distance);
    if (loops != null && loops.tests(b)) {
      Value cond = loops.condition(b, blocks[b], step == null ? null : step.tired(), nearest);
      e.append(blocks[b], new CondBr(e.newInstId(), cond, blocks[succs[0]], blocks[succs[1]]), GEN);
      return;
    }
    if (succs.length == 2) {
      Compare cmp = e.append(blocks[b], new Compare(e.newInstId(), Opcode.ICMP, "slt", scrutinee,
          new Value.ConstInt(Type.I32, rnd.nextInt(1, 32)), List.of()), GEN);
      e.setName(cmp.id().value(), "c" + b);
      Value cond = step == null ? cmp.asValue()
          : Termination.choose(e, blocks[b], "go" + b, step.tired(), Value.ConstInt.bool(nearest == 0), cmp.asValue(), GEN);
      e.append(blocks[b], new CondBr(e.newInstId(), cond, blocks[succs[0]], blocks[succs[1]]), GEN);
      return;
    }
    List<Switch.Case> cases = new ArrayList<>();
    for (int k = 1; k < succs.length; k++) {
      cases.add(new Switch.Case(new Value.ConstInt(Type.I32, k), blocks[succs[k]]));
    }
    Value selector = step == null ? scrutinee
        : Termination.choose(e, blocks[b], "sw" + b, step.tired(), new Value.ConstInt(Type.I32, nearest), scrutinee, GEN);
    e.append(blocks[b], new Switch(e.newInstId(), selector, blocks[succs[0]], cases), GEN);
  }
}
