package dev.cvg.passes.jumpthreading;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether threads that arrive at a block together may come by different edges: the question
 * that decides if a copy of the block for one edge splits a group of communicating threads.
 *
 * <p>Duplicating block {@code B} for the edge {@code P -> B} sends the threads coming from
 * {@code P} to the copy and the others to {@code B}. The two sets were one dynamic instance of
 * {@code B}'s convergent operations exactly when converged threads can reach {@code B} by
 * {@code P} and by another edge at once, i.e. when the choice of the edge is divergent at
 * {@code B}. The uniformity analysis answers this for a probe: a phi in {@code B} reading 1
 * from {@code P} and 0 from every other predecessor is divergent precisely when {@code B} is a
 * join of a divergent branch separating {@code P} from another predecessor (sync dependence), or
 * lies in a cycle assumed divergent. One analysis run answers every edge asked.
 */
final class ArrivalUniformity {
  private ArrivalUniformity() {}

  /**
   * Returns the edges among {@code sites} whose arrival is divergent, as {@code (pred, block)}
   * pairs, by running the uniformity analysis on a copy of {@code f} holding one probe phi per
   * site. {@code f} itself is not changed.
   */
  static Set<List<BlockId>> divergentArrivals(Module module, Function f, TargetModel target, List<ThreadSite> sites) {
    if (sites.isEmpty()) {
      return Set.of();
    }
    FunctionEditor probe = FunctionEditor.of(f);
    Map<InstId, List<BlockId>> probes = new HashMap<>();
    Set<List<BlockId>> asked = new HashSet<>();
    for (ThreadSite s : sites) {
      List<BlockId> edge = List.of(s.pred(), s.block());
      if (!asked.add(edge)) {
        continue;
      }
      List<Phi.Incoming> incoming = new ArrayList<>();
      for (BlockId pred : EditorCfg.predecessorEdges(probe, s.block())) {
        incoming.add(new Phi.Incoming(new Value.ConstInt(Type.I32, pred.equals(s.pred()) ? 1 : 0), pred));
      }
      Phi phi = new Phi(probe.newInstId(), Type.I32, incoming, List.of());
      probe.insertNew(s.block(), 0, phi, new Origin.Synthesized("jump-threading arrival probe"));
      probes.put(phi.id(), edge);
    }
    Function probed = probe.finish();
    UniformityInfo ui = UniformityInfo.of(module.withFunction(probed), probed, target);
    Set<List<BlockId>> divergent = new HashSet<>();
    probes.forEach((id, edge) -> {
      if (ui.isDivergent(id)) {
        divergent.add(edge);
      }
    });
    return divergent;
  }
}
