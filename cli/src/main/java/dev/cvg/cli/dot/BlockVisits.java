package dev.cvg.cli.dot;

import dev.cvg.ir.Function;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.convergedwith.ConvergedWith;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.trace.Trace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The converged groups of threads that visited each block of one function in one execution: a
 * visit is a dynamic instance of the block's first instruction, and visits are grouped by the
 * converged-with relation of the trace ({@link ConvergedWith}), as the spec's trace tables group
 * them. A block in a loop has one group per converged iteration.
 *
 * @param groups per block number, the groups in the order the trace first meets them (thread 0's
 *     execution order, then the threads without thread 0), each group's thread ids ascending
 */
public record BlockVisits(List<List<List<Integer>>> groups) {
  /** A label shows at most this many groups per block, then {@code ... N more}. */
  public static final int MAX_GROUPS = 12;

  /** Copies the lists. */
  public BlockVisits {
    groups = groups.stream().map(b -> b.stream().map(List::copyOf).toList()).toList();
  }

  /**
   * Returns the visits of {@code f} in {@code e}, or empty when the execution kept no trace or
   * did not compile {@code f}.
   */
  public static Optional<BlockVisits> of(Execution e, Function f) {
    Optional<Trace> trace = e.trace();
    Optional<CompiledFunction> cf = e.module().function(f.name());
    if (trace.isEmpty() || cf.isEmpty()) {
      return Optional.empty();
    }
    CompiledFunction fn = cf.get();
    List<List<List<Integer>>> perBlock = new ArrayList<>();
    for (int b = 0; b < f.index().blockCount(); b++) {
      perBlock.add(new ArrayList<>());
    }
    for (List<DynamicInstance> group : ConvergedWith.of(trace.get().blockVisits(fn)).groups()) {
      int block = fn.blockOf(group.getFirst().staticInst() - fn.base());
      perBlock.get(block).add(group.stream().map(DynamicInstance::tid).toList());
    }
    return Optional.of(new BlockVisits(perBlock));
  }

  /**
   * Returns the visits of {@code block} as text, {@code visits: {0-3} {4,5}}: runs of three or more
   * consecutive thread ids as ranges, at most {@link #MAX_GROUPS} groups, {@code visits: none} for a
   * block no thread reached.
   */
  public String describe(int block) {
    List<List<Integer>> gs = groups.get(block);
    if (gs.isEmpty()) {
      return "visits: none";
    }
    StringBuilder sb = new StringBuilder("visits:");
    for (int k = 0; k < Math.min(gs.size(), MAX_GROUPS); k++) {
      sb.append(' ').append(threadSet(gs.get(k)));
    }
    if (gs.size() > MAX_GROUPS) {
      sb.append(" ... ").append(gs.size() - MAX_GROUPS).append(" more");
    }
    return sb.toString();
  }

  /** Returns ascending thread ids as {@code {0-3,5,7,8}}. */
  public static String threadSet(List<Integer> tids) {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < tids.size(); ) {
      int j = i;
      while (j + 1 < tids.size() && tids.get(j + 1) == tids.get(j) + 1) {
        j++;
      }
      if (i > 0) {
        sb.append(',');
      }
      if (j - i >= 2) {
        sb.append(tids.get(i)).append('-').append(tids.get(j));
      } else {
        sb.append(tids.get(i));
        for (int k = i + 1; k <= j; k++) {
          sb.append(',').append(tids.get(k));
        }
      }
      i = j + 1;
    }
    return sb.append('}').toString();
  }
}
