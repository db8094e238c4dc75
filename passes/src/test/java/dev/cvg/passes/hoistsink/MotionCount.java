package dev.cvg.passes.hoistsink;

import dev.cvg.ir.Block;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Counts what a code-motion pass did by comparing names (the same count for cvg's and opt-22's
 * output): a named instruction of the input that is in another block afterwards moved; one that
 * is gone was merged (or deleted). Optionally only convergent operations (calls of the spec's
 * group functions) are counted.
 *
 * @param moved named instructions now in another block
 * @param gone named instructions no longer present
 */
record MotionCount(int moved, int gone) {
  private static final Set<String> GROUP_OPS = Set.of("@subgroupAdd", "@subgroupShuffle", "@subgroupBroadcastFirst",
      "@llvm.experimental.convergence.anchor");

  /** Returns the total. */
  int total() {
    return moved + gone;
  }

  /** Returns the sum of two counts. */
  MotionCount plus(MotionCount o) {
    return new MotionCount(moved + o.moved, gone + o.gone);
  }

  /** Counts the motions from {@code before} to {@code after} in {@code @fn}. */
  static MotionCount of(Module before, Module after, String fn, boolean convergentOnly) {
    Map<String, String> was = blocks(before.function(fn).orElseThrow(), convergentOnly);
    Map<String, String> now = blocks(after.function(fn).orElseThrow(), false);
    int moved = 0;
    int gone = 0;
    for (var e : was.entrySet()) {
      String block = now.get(e.getKey());
      if (block == null) {
        gone++;
      } else if (!block.equals(e.getValue())) {
        moved++;
      }
    }
    return new MotionCount(moved, gone);
  }

  private static Map<String, String> blocks(Function f, boolean convergentOnly) {
    Map<String, String> out = new HashMap<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        boolean group = CallSite.of(i).flatMap(CallSite::calleeName).map(GROUP_OPS::contains).orElse(false);
        if (!convergentOnly || group) {
          f.nameOf(i.id().value()).ifPresent(n -> out.put(n, b.name()));
        }
      }
    }
    return out;
  }
}
