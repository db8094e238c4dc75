package dev.cvg.passes.unroll;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Performs an {@link UnrollPlan} on one loop through the editor. After the rewrite exactly one
 * copy of the exiting block leaves the loop (the last copy when fully unrolled, copy
 * {@code exitCopy} of a partial unroll, the remainder loop's when there is one), so values of the
 * loop used after it are simply read from that copy and no token ever needs a phi.
 */
final class LoopRewriter {
  private final FunctionEditor e;
  private final NaturalLoop original;
  private final ExitCondition cond;
  private final Optional<InstId> heart;
  private final Set<BlockId> created = new HashSet<>();

  LoopRewriter(FunctionEditor e, NaturalLoop loop, ExitCondition cond, Optional<InstId> heart) {
    this.e = e;
    this.original = loop;
    this.cond = cond;
    this.heart = heart;
  }

  /** Returns the blocks the rewrite created (copies, split blocks, the remainder loop). */
  Set<BlockId> created() {
    return Set.copyOf(created);
  }

  /** Performs {@code plan}; returns the headers of loops that remain from this one. */
  List<BlockId> perform(UnrollPlan plan) {
    return switch (plan) {
      case UnrollPlan.Full f -> full(f.copies());
      case UnrollPlan.Multiple m -> multiple(m.copies(), m.exitCopy());
      case UnrollPlan.Remainder r -> remainder(r.copies());
      case UnrollPlan.KeepExits k -> keepExits(k.copies());
    };
  }

  private List<BlockId> full(int k) {
    IterationChain ch = chain(original, k);
    ch.link();
    for (int c = 0; c < k; c++) {
      if (c + 1 < k) {
        ch.foldToStay(c);
      } else {
        ch.foldToExit(c);
      }
    }
    exitFrom(original, ch.map(k - 1));
    for (Phi ph : IterationChain.headerPhis(e, original.header())) {
      Value start = ph.valueFrom(original.preheader()).orElseThrow();
      e.eraseReplacing(ph.id(), start,
          "loop-unroll: fully unrolled, the first iteration's value is the start");
    }
    Cleanup.removeUnreachable(e);
    return List.of();
  }

  private List<BlockId> multiple(int n, int exitCopy) {
    IterationChain ch = chain(original, n);
    ch.link();
    ch.retargetBackEdge(n - 1, original.header());
    closeHeaderPhis(original, ch, n);
    for (int c = 0; c < n; c++) {
      if (c != exitCopy) {
        ch.foldToStay(c);
      }
    }
    exitFrom(original, ch.map(exitCopy));
    return List.of(original.header());
  }

  private List<BlockId> keepExits(int n) {
    IterationChain ch = chain(original, n);
    ch.link();
    ch.retargetBackEdge(n - 1, original.header());
    closeHeaderPhis(original, ch, n);
    Set<BlockId> inside = new HashSet<>(original.blocks());
    inside.addAll(created);
    List<Phi> exitPhis = IterationChain.headerPhis(e, original.exit());
    for (Inst def : loopValuesUsedAfter(inside)) {
      Value.Local v = def.asValue();
      List<Phi.Incoming> in = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        in.add(new Phi.Incoming(ch.map(c).value(v), ch.map(c).block(original.exiting())));
      }
      Phi lcssa = e.before(e.insts(original.exit()).getFirst().id())
          .named(e.original().nameOf(v.id()).orElse("v") + ".lcssa")
          .origin(new Origin.Synthesized("loop-unroll: the value leaves from every copy"))
          .phi(v.type(), in);
      for (dev.cvg.ir.InstId user : e.users(v.id())) {
        if (!inside.contains(e.blockOf(user)) && !user.equals(lcssa.id())
            && !exitPhis.stream().anyMatch(p -> p.id().equals(user))) {
          e.replace(e.inst(user).mapOperands(x -> x.equals(v) ? lcssa.asValue() : x));
        }
      }
    }
    return List.of(original.header());
  }

  /** The loop's instructions with a user after the loop other than the exit block's phis. */
  private List<Inst> loopValuesUsedAfter(Set<BlockId> inside) {
    Set<dev.cvg.ir.InstId> exitPhis = new HashSet<>();
    IterationChain.headerPhis(e, original.exit()).forEach(p -> exitPhis.add(p.id()));
    List<Inst> out = new ArrayList<>();
    for (BlockId b : original.blocks()) {
      for (Inst i : e.insts(b)) {
        if (i.hasResult() && e.users(i.id().value()).stream().anyMatch(u ->
            !inside.contains(e.blockOf(u)) && !exitPhis.contains(u))) {
          out.add(i);
        }
      }
    }
    return out;
  }

  private List<BlockId> remainder(int n) {
    NaturalLoop loop = splitHeader(original);
    IterationChain ch = chain(loop, n);
    CopyMap epil = RegionCopier.copy(e, loop.blocks(), ".epil",
        dev.cvg.ir.CloneKey.of("unroll", "epil"), Map.of(), lastBlock(loop));
    created.addAll(epil.copiedBlocks());
    BlockId epilHeader = epil.block(loop.header());
    redirectEdge(epilHeader, loop.preheader(), loop.header(),
        ph -> e.inst(rootPhi(ph, loop)).asValue());
    ch.link();
    ch.retargetBackEdge(n - 1, loop.header());
    closeHeaderPhis(loop, ch, n);
    for (int c = 0; c < n; c++) {
      ch.foldToStay(c);
    }
    exitFrom(loop, epil);
    Value guard = new ExitGuard(e, cond, n).emit(loop.header());
    Inst br = e.terminator(loop.header());
    BlockId body = br.successors().getFirst();
    e.replace(new CondBr(br.id(), guard, body, epilHeader));
    return List.of(loop.header(), epilHeader);
  }

  /**
   * Moves the entries for edge {@code from -> block} of {@code block}'s phis to {@code to}, each
   * phi's new value given by {@code value} (applied to the phi as it was).
   */
  private void redirectEdge(BlockId block, BlockId from, BlockId to,
      java.util.function.Function<Phi, Value> value) {
    List<Phi> phis = IterationChain.headerPhis(e, block);
    e.replaceIncomingBlock(block, from, to);
    for (Phi ph : phis) {
      e.setIncomingValue(ph.id(), to, value.apply(ph));
    }
  }

  private InstId rootPhi(Phi clone, NaturalLoop loop) {
    for (Phi ph : IterationChain.headerPhis(e, loop.header())) {
      if (e.rootOf(clone.id()).equals(ph.id())) {
        return ph.id();
      }
    }
    throw new IllegalStateException("no original for phi " + clone.id());
  }

  private IterationChain chain(NaturalLoop loop, int n) {
    IterationChain ch = IterationChain.build(e, loop, n, heart, lastBlock(loop));
    for (int c = 1; c < n; c++) {
      created.addAll(ch.map(c).copiedBlocks());
    }
    return ch;
  }

  private BlockId lastBlock(NaturalLoop loop) {
    List<BlockId> layout = e.layout();
    BlockId last = loop.header();
    for (BlockId b : layout) {
      if (loop.blocks().contains(b) || created.contains(b)) {
        last = b;
      }
    }
    return last;
  }

  /** The header phis take the last copy's latch values over the back edge. */
  private void closeHeaderPhis(NaturalLoop loop, IterationChain ch, int n) {
    CopyMap last = ch.map(n - 1);
    BlockId lastLatch = last.block(loop.latch());
    redirectEdge(loop.header(), loop.latch(), lastLatch,
        ph -> last.value(ph.valueFrom(loop.latch()).orElseThrow()));
  }

  /**
   * Makes copy {@code m} the only way out: the exit block's phis take that copy's values over its
   * edge, and every use of a loop value after the loop reads that copy's value.
   */
  private void exitFrom(NaturalLoop loop, CopyMap m) {
    Set<BlockId> inside = new HashSet<>(loop.blocks());
    inside.addAll(created);
    for (BlockId b : e.layout()) {
      if (inside.contains(b)) {
        continue;
      }
      for (Inst i : e.insts(b)) {
        Inst r = b.equals(loop.exit()) && i instanceof Phi ? i : i.mapOperands(v -> definedIn(v,
            inside) ? m.value(v) : v);
        if (!r.equals(i)) {
          e.replace(r);
        }
      }
    }
  }

  private boolean definedIn(Value v, Set<BlockId> blocks) {
    if (!(v instanceof Value.Local l)) {
      return false;
    }
    try {
      return blocks.contains(e.blockOf(new InstId(l.rawId())));
    } catch (IllegalArgumentException notAnInst) {
      return false;
    }
  }

  /**
   * Moves the header's instructions after its phis (and heart) into a new block, so the header
   * can hold the remainder guard; returns the loop with that block.
   */
  private NaturalLoop splitHeader(NaturalLoop loop) {
    BlockId h = loop.header();
    List<Inst> body = e.insts(h).stream().filter(i -> !(i instanceof Phi)
        && !heart.map(x -> x.equals(i.id())).orElse(false)).toList();
    heart.filter(x -> e.blockOf(x).equals(h)).ifPresent(x -> e.moveBefore(x, body.getFirst().id()));
    BlockId rest = e.splitBlock(body.getFirst().id(), RegionCopier.base(e.blockName(h)) + ".unr");
    created.add(rest);
    List<BlockId> blocks = new ArrayList<>(loop.blocks());
    blocks.add(1, rest);
    return new NaturalLoop(h, loop.latch().equals(h) ? rest : loop.latch(), loop.preheader(),
        loop.exiting().equals(h) ? rest : loop.exiting(), loop.exit(), blocks);
  }


}
