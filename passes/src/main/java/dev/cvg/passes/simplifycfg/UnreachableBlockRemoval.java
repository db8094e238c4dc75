package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.passes.framework.GuardDecision;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Removes the blocks no path from the entry reaches (also those cut off by a constant branch
 * folded earlier in the round). No thread executes them, so no thread's path or group changes;
 * their successors' phis lose the entries of the removed edges.
 */
final class UnreachableBlockRemoval implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    List<BlockId> layout = r.editor().layout();
    if (layout.isEmpty()) {
      return;
    }
    Set<BlockId> seen = new HashSet<>();
    ArrayDeque<BlockId> work = new ArrayDeque<>();
    seen.add(layout.getFirst());
    work.add(layout.getFirst());
    while (!work.isEmpty()) {
      for (BlockId s : cfg.successors(work.poll())) {
        if (seen.add(s)) {
          work.add(s);
        }
      }
    }
    List<BlockId> dead = new ArrayList<>();
    for (BlockId b : layout) {
      if (!seen.contains(b)) {
        String site = r.name(b);
        if (r.ask(site, GuardDecision.allow("no thread reaches " + site + " from the entry"))) {
          dead.add(b);
        }
      }
    }
    if (dead.isEmpty()) {
      return;
    }
    // a dead block keeps its predecessors when one of them stays: remove only closed sets
    Set<BlockId> removable = new HashSet<>(dead);
    boolean shrunk = true;
    while (shrunk) {
      shrunk = removable.removeIf(b -> cfg.predecessors(b).stream().anyMatch(p -> !removable.contains(p)));
    }
    List<BlockId> gone = dead.stream().filter(removable::contains).toList();
    List<String> names = gone.stream().map(r::name).toList();
    cfg.removeBlocks(gone, "simplifycfg: unreachable");
    names.forEach(n -> r.performed(n, "removed unreachable block"));
  }
}
