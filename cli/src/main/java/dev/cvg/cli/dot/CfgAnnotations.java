package dev.cvg.cli.dot;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.uniformity.UniformityInfo;
import java.util.List;
import java.util.Optional;

/**
 * What a CFG picture shows besides blocks, instructions and edges; each part is optional.
 *
 * @param cycles the cycle hierarchy to draw as nested clusters, headers and other entries marked
 * @param uniformity the uniformity analysis whose divergent values and branches are drawn red
 * @param visits the converged groups of threads per block from a run of the oracle
 * @param notes extra lines for the graph's title (how the run went, for instance)
 * @param marks instructions to point at (a counterexample's offending operation)
 */
public record CfgAnnotations(Optional<CycleHierarchy> cycles, Optional<UniformityInfo> uniformity,
    Optional<BlockVisits> visits, List<String> notes, List<InstMark> marks) {

  /** Copies the lists. */
  public CfgAnnotations {
    notes = List.copyOf(notes);
    marks = List.copyOf(marks);
  }

  /** Returns the plain picture: blocks, instructions and edges only. */
  public static CfgAnnotations none() {
    return new CfgAnnotations(Optional.empty(), Optional.empty(), Optional.empty(), List.of(), List.of());
  }

  /** Returns the mark of {@code inst}, if it is marked. */
  public Optional<InstMark> markOf(dev.cvg.ir.InstId inst) {
    return marks.stream().filter(m -> m.inst().equals(inst)).findFirst();
  }
}
