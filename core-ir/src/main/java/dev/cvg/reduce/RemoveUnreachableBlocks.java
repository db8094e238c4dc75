package dev.cvg.reduce;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Removes blocks that no path from the entry reaches; phis lose their entries from them and
 * uses of their values become zero. (Blocks that other reductions cut off are removed by those
 * reductions themselves; this pass handles the input's own unreachable code.)
 */
record RemoveUnreachableBlocks() implements ReductionPass {

  /** An unreachable block of a function. */
  private record Target(Function function, BlockId block) {}

  @Override
  public String name() {
    return "unreachable-blocks";
  }

  @Override
  public Targets targets(Module m) {
    List<Target> targets = new ArrayList<>();
    for (Function f : m.definitions()) {
      FlowGraph cfg = f.index().cfg();
      BitSet seen = new BitSet(cfg.size());
      ArrayDeque<Integer> work = new ArrayDeque<>();
      seen.set(cfg.entry());
      work.add(cfg.entry());
      while (!work.isEmpty()) {
        for (int s : cfg.successors(work.poll())) {
          if (!seen.get(s)) {
            seen.set(s);
            work.add(s);
          }
        }
      }
      for (int b = seen.nextClearBit(0); b < cfg.size(); b = seen.nextClearBit(b + 1)) {
        targets.add(new Target(f, f.index().block(b).id()));
      }
    }
    return new Targets() {
      @Override
      public int count() {
        return targets.size();
      }

      @Override
      public Optional<Module> without(BitSet chosen) {
        Module out = m;
        int k = chosen.nextSetBit(0);
        while (k >= 0) {
          Function f = targets.get(k).function();
          FunctionRewrite rw = new FunctionRewrite(f);
          for (; k >= 0 && targets.get(k).function() == f; k = chosen.nextSetBit(k + 1)) {
            rw.dropUnreachable(targets.get(k).block());
          }
          out = out.withFunction(rw.finish());
        }
        return Optional.of(out);
      }
    };
  }
}
