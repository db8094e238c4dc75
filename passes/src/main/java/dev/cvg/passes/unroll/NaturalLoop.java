package dev.cvg.passes.unroll;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A natural loop in the form loop-unroll transforms: one header, one latch (the only in-loop
 * predecessor of the header), a preheader (the only outside predecessor), and one exiting block
 * with one exit edge, the exiting block dominating the latch (the header, the latch of a loop
 * rotated by {@code loop-rotate}, or a block in between).
 *
 * @param header the header
 * @param latch the source of the only back edge
 * @param preheader the only predecessor of the header outside the loop
 * @param exiting the only block with an edge leaving the loop
 * @param exit the target of that edge
 * @param blocks the loop's blocks (nested loops included), header first, in layout order after it
 */
public record NaturalLoop(BlockId header, BlockId latch, BlockId preheader, BlockId exiting,
    BlockId exit, List<BlockId> blocks) {

  /** Copies {@code blocks}. */
  public NaturalLoop {
    blocks = List.copyOf(blocks);
  }

  /**
   * Returns the loop's blocks as a set.
   *
   * @return the block ids
   */
  public Set<BlockId> blockSet() {
    return new LinkedHashSet<>(blocks);
  }

  /** Returns whether {@code v} is loop-invariant: a constant, a parameter or defined outside. */
  static boolean invariant(Function f, Set<BlockId> loop, Value v) {
    if (!(v instanceof Value.Local l)) {
      return true;
    }
    FunctionIndex ix = f.index();
    return ix.definingInst(l.id()).map(i -> !loop.contains(ix.block(ix.blockOf(i.id())).id()))
        .orElse(true);
  }

  /** The answer of {@link #recognize}: a loop, or why the cycle is left alone. */
  sealed interface Recognition {}

  /** A recognized loop. @param loop the loop */
  record Found(NaturalLoop loop) implements Recognition {}

  /** A cycle left alone. @param reason why, in LLVM names */
  record Skip(String reason) implements Recognition {}

  /** Recognizes {@code cycle} of {@code f} (a cycle of {@code f.index().cfg()}). */
  static Recognition recognize(Function f, Cycle cycle,
      dev.cvg.analysis.dominance.DominatorTree dom) {
    FunctionIndex ix = f.index();
    FlowGraph g = ix.cfg();
    String h = "%" + ix.block(cycle.header()).name();
    if (!cycle.isReducible()) {
      List<String> entries = new ArrayList<>();
      cycle.entries().forEach(e -> entries.add("%" + ix.block(e).name()));
      return new Skip("irreducible cycle entered at " + String.join(", ", entries)
          + ": no single header to unroll around");
    }
    int header = cycle.header();
    List<Integer> latches = new ArrayList<>();
    List<Integer> outside = new ArrayList<>();
    for (int p : g.predecessors(header)) {
      (cycle.contains(p) ? latches : outside).add(p);
    }
    if (latches.size() != 1) {
      return new Skip("loop " + h + " has " + latches.size() + " latches (back edges), not one");
    }
    if (outside.size() != 1 || g.successors(outside.get(0)).length != 1) {
      return new Skip("loop " + h + " has no preheader (one outside predecessor ending in an"
          + " unconditional branch)");
    }
    int[] exiting = cycle.exitingBlocks();
    int[] exits = cycle.exits();
    if (exiting.length != 1 || exits.length != 1) {
      return new Skip("loop " + h + " has " + exiting.length + " exiting block(s) and "
          + exits.length + " exit block(s); loop-unroll needs one of each");
    }
    int e = exiting[0];
    int exitEdges = 0;
    for (int s : g.successors(e)) {
      exitEdges += cycle.contains(s) ? 0 : 1;
    }
    if (exitEdges != 1 || g.successors(e).length != 2) {
      return new Skip("exiting block %" + ix.block(e).name() + " of loop " + h
          + " does not end in a two-way branch with one exit edge");
    }
    int latch = latches.get(0);
    if (!dom.dominates(e, latch)) {
      return new Skip("exiting block %" + ix.block(e).name() + " of loop " + h
          + " does not dominate the latch %" + ix.block(latch).name()
          + ": some iterations would skip the exit test");
    }
    List<BlockId> blocks = new ArrayList<>();
    blocks.add(ix.block(header).id());
    int[] inside = cycle.blocks();
    java.util.Arrays.sort(inside); // dense numbers are layout order
    for (int n : inside) {
      if (n != header) {
        blocks.add(ix.block(n).id());
      }
    }
    return new Found(new NaturalLoop(ix.block(header).id(), ix.block(latch).id(),
        ix.block(outside.get(0)).id(), ix.block(e).id(), ix.block(exits[0]).id(), blocks));
  }
}
