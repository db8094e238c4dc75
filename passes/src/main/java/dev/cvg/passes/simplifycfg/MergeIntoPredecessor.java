package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import java.util.List;

/**
 * Merges a block into its single predecessor when that predecessor's only edge leads to it
 * ({@code P: ...; br label %B} and no other edge into {@code %B}): {@code B}'s phis become their
 * value and its instructions follow {@code P}'s. Every thread leaving {@code P} enters {@code B}
 * at once, so paths and cycles are unchanged; the guard only keeps a loop heart first among the
 * convergent operations of its block.
 */
final class MergeIntoPredecessor implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId b : r.nonEntryBlocks()) {
      if (!cfg.exists(b) || cfg.inEdges(b) != 1) {
        continue;
      }
      BlockId p = cfg.predecessors(b).getFirst();
      if (p.equals(b) || !(cfg.terminator(p).orElse(null) instanceof Br)) {
        continue;
      }
      String site = r.name(b) + " into " + r.name(p);
      if (!r.claim(List.of(p, b)) || !r.ask(site, r.guard().mergeIntoPredecessor(p, b))) {
        continue;
      }
      cfg.mergeIntoPredecessor(b, "simplifycfg: merged into " + r.name(p));
      r.performed(site, "merged block into its predecessor");
    }
  }
}
