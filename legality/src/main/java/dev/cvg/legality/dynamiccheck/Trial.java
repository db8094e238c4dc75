package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.instance.AnchorGrouping;
import java.util.List;

/**
 * One launch both programs run on: a thread count, the arguments, a cycle hierarchy and the
 * anchor grouping of the transformed program.
 *
 * @param threads the number of threads
 * @param argumentSet the index of the argument set (0: the structured set, then seeded ones)
 * @param args the arguments
 * @param argsText the arguments as {@code cvg run --args} reads them (per-thread lists in brackets)
 * @param hierarchy {@code llvm}, {@code textual} or {@code seed:N}
 * @param anchors the transformed program's anchor grouping
 */
record Trial(int threads, int argumentSet, List<Arg> args, List<String> argsText, String hierarchy,
    AnchorGrouping anchors) {

  /** Returns a short name of the anchor grouping. */
  String anchorsText() {
    return switch (anchors) {
      case AnchorGrouping.Maximal m -> "maximal";
      case AnchorGrouping.Split s -> "split:" + s.seed();
      case AnchorGrouping.Forced f -> "forced";
    };
  }
}
