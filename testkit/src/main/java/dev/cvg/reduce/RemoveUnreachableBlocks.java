package dev.cvg.reduce;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

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
    return Targets.perFunction(m, targets, Target::function, (f, chosen) -> {
      FunctionRewrite rw = new FunctionRewrite(f);
      chosen.forEach(t -> rw.dropUnreachable(t.block()));
      return rw.finish();
    });
  }
}
