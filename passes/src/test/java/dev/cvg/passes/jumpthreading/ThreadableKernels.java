package dev.cvg.passes.jumpthreading;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.convergence.TokenKind;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.testing.StandardKernels;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Generated kernels ({@link KernelGenerator} over {@link RandomCfg} shapes) with jump-threading
 * opportunities planted, since the generator's branches test values of their own block:
 * <ul>
 *   <li><b>join</b>: a block with two or more predecessors branches on a new phi that is a
 *       constant on one edge and a thread-id or kernel-argument value, computed in the
 *       predecessor, on the others (an {@code i1} phi, or an {@code icmp} of an {@code i32} phi);
 *   <li><b>diamond</b>: a block is split before its first convergent operation by a new
 *       if/else on the thread id (divergent) or on {@code %n} (uniform), whose join holds that
 *       operation and the rest of the block and branches on a phi that is constant from one arm.
 * </ul>
 * A planted branch only chooses between a direct edge and a detour (storing a marker) to where the block went
 * before (or, outside cycles, replaces a branch's condition), so a terminating kernel still
 * terminates. Every choice is a function of the seed.
 */
final class ThreadableKernels {
  private static final Origin PLANTED = new Origin.Synthesized("planted");

  private ThreadableKernels() {}

  /**
   * Returns the kernel of {@code seed}: shape {@code shape}, tokens when {@code tokens},
   * {@code convergentPercent} percent of the blocks with a convergent operation.
   */
  static Module kernel(long seed, RandomCfg.Shape shape, boolean tokens, int convergentPercent) {
    return kernel(seed, shape, tokens, convergentPercent, tokens ? 6 + (int) (seed % 5) : 10 + (int) (seed % 7));
  }

  /** Returns the kernel of {@code seed} with a shape of {@code size} nodes (before planting). */
  static Module kernel(long seed, RandomCfg.Shape shape, boolean tokens, int convergentPercent, int size) {
    FlowGraph cfg = RandomCfg.generate(seed, shape, size);
    Module m = KernelGenerator.generate(cfg, seed, StandardKernels.options(cfg, convergentPercent, tokens, 12));
    return m.withFunction(new Planter(m, new SplittableRandom(seed ^ 0x5eedL)).plant());
  }

  private static final class Planter {
    private final Module module;
    private final Function f;
    private final TargetModel target;
    private final SplittableRandom rnd;
    private final FunctionEditor e;
    private final Value tid;
    private final Value n;

    Planter(Module module, SplittableRandom rnd) {
      this.module = module;
      this.f = module.function("kernel").orElseThrow();
      this.target = Targets.forModule(module, Optional.empty());
      this.rnd = rnd;
      this.e = FunctionEditor.of(f);
      this.n = new Value.Local(f.params().get(1).id(), Type.I32);
      this.tid = f.blocks().head().insts().stream().filter(i -> f.nameOf(i.id().value()).filter("tid"::equals)
          .isPresent()).findFirst().<Value>map(Inst::asValue).orElse(n);
    }

    Function plant() {
      FunctionIndex index = f.index();
      CycleHierarchy cycles = CycleHierarchy.of(index.cfg());
      for (int b = 1; b < index.blockCount(); b++) {
        BlockId block = index.block(b).id();
        Inst last = index.block(b).insts().getLast();
        boolean join = Arrays.stream(index.cfg().predecessors(b)).distinct().count() >= 2;
        int dice = rnd.nextInt(100);
        if (join && dice < 60 && (last instanceof CondBr || last instanceof Br)) {
          boolean inCycle = cycles.innermost(b).isPresent();
          CondBr br = last instanceof CondBr c && !inCycle ? c
              : last instanceof Br u && !inCycle ? detour(block, u) : viaOwnBlock(block, last);
          condition(block, br);
        } else if (dice < 85) {
          diamond(block);
        }
      }
      return e.finish();
    }

    /** Makes {@code block} branch on a phi that is constant on one incoming edge. */
    private void condition(BlockId block, CondBr br) {
      boolean wide = rnd.nextBoolean();
      Type type = wide ? Type.I32 : Type.I1;
      Value constant = new Value.ConstInt((Type.Int) type, rnd.nextInt(wide ? 10 : 2));
      List<BlockId> predEdges = EditorCfg.predecessorEdges(e, block);
      BlockId constantPred = predEdges.get(rnd.nextInt(predEdges.size()));
      Map<BlockId, Value> perPred = new HashMap<>();
      List<Phi.Incoming> incoming = new ArrayList<>();
      for (BlockId pred : predEdges) {
        incoming.add(new Phi.Incoming(perPred.computeIfAbsent(pred, q -> q.equals(constantPred) ? constant
            : value(q, wide)), pred));
      }
      Phi phi = new Phi(e.newInstId(), type, incoming, List.of());
      e.insertNew(block, 0, phi, PLANTED);
      e.setName(phi.id().value(), e.uniqueName("jt." + e.blockName(block)));
      Value cond = phi.asValue();
      if (wide) {
        Inst cmp = new Compare(e.newInstId(), Opcode.ICMP, "slt", cond, new Value.ConstInt(Type.I32, 5), List.of());
        e.insertBefore(br.id(), cmp, PLANTED);
        e.setName(cmp.id().value(), e.uniqueName("jtc." + e.blockName(block)));
        cond = cmp.asValue();
      }
      e.replace(new CondBr(br.rawId(), cond, br.ifTrue(), br.ifFalse()));
    }

    /**
     * Splits {@code block} before its first convergent operation (or a random instruction) by an
     * if/else on the thread id or {@code %n}; the join gets the rest and a planted condition.
     */
    private void diamond(BlockId block) {
      List<Inst> insts = e.insts(block);
      int first = (int) insts.stream().takeWhile(i -> i instanceof Phi || isTokenIntrinsic(i)).count();
      int split = first;
      while (split < insts.size() - 1 && !isConvergentOp(insts.get(split))) {
        split++;
      }
      if (split == insts.size() - 1) {
        split = first + rnd.nextInt(insts.size() - first);
      }
      String name = e.blockName(block);
      BlockId left = e.addBlock(e.uniqueName(name + ".l"), block);
      BlockId right = e.addBlock(e.uniqueName(name + ".r"), left);
      BlockId join = e.addBlock(e.uniqueName(name + ".j"), right);
      Inst term = insts.getLast();
      for (int k = split; k < insts.size(); k++) {
        e.move(insts.get(k).id(), join, k - split);
      }
      renameIncoming(term, block, join);
      Value x = compare(block, rnd.nextBoolean() ? tid : n);
      e.append(block, new CondBr(e.newInstId(), x, left, right), PLANTED);
      e.append(left, new Br(e.newInstId(), join), PLANTED);
      e.append(right, new Br(e.newInstId(), join), PLANTED);
      condition(join, viaOwnBlock(join, term));
    }

    /**
     * Turns {@code block}'s {@code br %s} into a branch to {@code %s} directly or via a block that
     * stores a marker to the thread's slot of {@code %out} (so that the two ways differ and no
     * tool folds them into one).
     */
    private CondBr detour(BlockId block, Br br) {
      BlockId s = br.target();
      BlockId alt = e.addBlock(e.uniqueName(e.blockName(block) + ".alt"), block);
      Value.Local out = new Value.Local(f.params().getFirst().id(), f.params().getFirst().type());
      Inst slot = new dev.cvg.ir.GetElementPtr(e.newInstId(), List.of("inbounds"), Type.I32, out, List.of(tid));
      e.append(alt, slot, PLANTED);
      e.append(alt, new dev.cvg.ir.Store(e.newInstId(), new Value.ConstInt(Type.I32, 1000 + rnd.nextInt(1000)),
          slot.asValue(), false, "", List.of("align 4")), PLANTED);
      e.append(alt, new Br(e.newInstId(), s), PLANTED);
      for (Inst i : e.insts(s)) {
        if (i instanceof Phi phi) {
          List<Phi.Incoming> in = new ArrayList<>(phi.incoming());
          in.add(new Phi.Incoming(phi.valueFrom(block).orElseThrow(), alt));
          e.replace(new Phi(phi.rawId(), phi.type(), in, phi.flags()));
        }
      }
      CondBr c = new CondBr(br.rawId(), Value.ConstInt.bool(true), s, alt);
      e.replace(c);
      return c;
    }

    /** Moves {@code block}'s terminator to a new block reached directly or via a detour. */
    private CondBr viaOwnBlock(BlockId block, Inst original) {
      BlockId go = e.addBlock(e.uniqueName(e.blockName(block) + ".go"), block);
      e.move(original.id(), go, 0);
      renameIncoming(original, block, go);
      Br toGo = new Br(e.newInstId(), go);
      e.append(block, toGo, PLANTED);
      return detour(block, toGo);
    }

    private void renameIncoming(Inst term, BlockId from, BlockId to) {
      for (BlockId s : term.successors().stream().distinct().toList()) {
        for (Inst i : e.insts(s)) {
          if (i instanceof Phi phi) {
            e.replace(phi.mapBlocks(x -> x.equals(from) ? to : x));
          }
        }
      }
    }

    /** A value computed at the end of {@code pred}: an {@code i1} comparison or an {@code i32} mask. */
    private Value value(BlockId pred, boolean wide) {
      Value x = rnd.nextBoolean() ? tid : n;
      if (!wide) {
        return compare(pred, x);
      }
      Inst i = new Binary(e.newInstId(), Opcode.AND, Type.I32, x, new Value.ConstInt(Type.I32, 7 + rnd.nextInt(8)),
          List.of());
      return add(pred, i, "jtv.");
    }

    private Value compare(BlockId block, Value x) {
      return add(block, new Compare(e.newInstId(), Opcode.ICMP, "ult", x,
          new Value.ConstInt(Type.I32, rnd.nextInt(8)), List.of()), "jtv.");
    }

    /** Adds {@code i} before {@code block}'s terminator (or at its end when it has none yet). */
    private Value add(BlockId block, Inst i, String prefix) {
      List<Inst> insts = e.insts(block);
      if (!insts.isEmpty() && insts.getLast().isTerminator()) {
        e.insertBefore(insts.getLast().id(), i, PLANTED);
      } else {
        e.append(block, i, PLANTED);
      }
      e.setName(i.id().value(), e.uniqueName(prefix + e.blockName(block)));
      return i.asValue();
    }

    private boolean isConvergentOp(Inst i) {
      return CallSite.of(i).filter(cs -> target.isConvergent(module, cs)).isPresent() && !isTokenIntrinsic(i);
    }

    private boolean isTokenIntrinsic(Inst i) {
      return CallSite.of(i).flatMap(target::intrinsic).flatMap(TokenKind::of).isPresent();
    }
  }
}
