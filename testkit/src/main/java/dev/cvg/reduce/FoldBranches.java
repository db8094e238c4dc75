package dev.cvg.reduce;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Removes control-flow edges: a target is one successor entry of a {@code br}, {@code br i1}
 * or {@code switch}. A {@code br i1} left with one edge becomes a {@code br}, a {@code switch}
 * loses cases (its default moves to the first remaining case), and a terminator left without
 * edges becomes a {@code ret} (of zero, for a non-void function). The successors' phis lose the
 * entries of the removed edges, and blocks cut off from the entry disappear.
 *
 * <pre>
 *   br i1 %c, label %a, label %b     -- remove edge 1 -->   br label %a     (%b's phis drop %this)
 *   br label %a                      -- remove edge 0 -->   ret void        (%a may become unreachable)
 * </pre>
 */
record FoldBranches() implements ReductionPass {

  /** One edge: successor {@code index} of the terminator of {@code block} in {@code function}. */
  private record Edge(Function function, Block block, Inst term, int index) {}

  @Override
  public String name() {
    return "branches";
  }

  @Override
  public Targets targets(Module m) {
    List<Edge> edges = new ArrayList<>();
    for (Function f : m.definitions()) {
      for (Block b : f.blocks()) {
        Optional<Inst> t = b.terminator();
        // callbr keeps its edges: its inline assembly names the indirect targets
        if (t.isPresent() && (t.get() instanceof Br || t.get() instanceof CondBr || t.get() instanceof Switch)) {
          for (int k = 0; k < t.get().successors().size(); k++) {
            edges.add(new Edge(f, b, t.get(), k));
          }
        }
      }
    }
    return Targets.perFunction(m, edges, Edge::function, (f, chosen) -> {
      FunctionRewrite rw = new FunctionRewrite(f);
      // the edges of one terminator are consecutive: fold each terminator once
      for (int k = 0; k < chosen.size(); ) {
        Edge first = chosen.get(k);
        BitSet removed = new BitSet();
        for (; k < chosen.size() && chosen.get(k).term() == first.term(); k++) {
          removed.set(chosen.get(k).index());
        }
        rw.retarget(first.block().id(), fold(f, first.term(), removed));
      }
      return rw.finish();
    });
  }

  /** Returns {@code term} without the successor entries in {@code removed}, keeping its id. */
  private static Inst fold(Function f, Inst term, BitSet removed) {
    List<BlockId> succs = term.successors();
    List<Integer> kept = new ArrayList<>();
    for (int k = 0; k < succs.size(); k++) {
      if (!removed.get(k)) {
        kept.add(k);
      }
    }
    if (kept.isEmpty()) {
      // ret rather than unreachable: the oracle can still run the candidate to its end
      Type ret = f.header().returnType();
      return new Ret(term.id(), ret.isVoid() ? Optional.empty() : Zero.of(ret));
    }
    if (kept.size() == 1) {
      return new Br(term.id(), succs.get(kept.getFirst()));
    }
    // only a switch keeps two or more of several edges: successor 0 is its default
    Switch sw = (Switch) term;
    List<Switch.Case> cases = new ArrayList<>();
    for (int k : kept) {
      if (k > 0) {
        cases.add(sw.cases().get(k - 1));
      }
    }
    BlockId dflt = kept.getFirst() == 0 ? sw.defaultTarget() : cases.removeFirst().target();
    return new Switch(term.id(), sw.value(), dflt, cases);
  }
}
