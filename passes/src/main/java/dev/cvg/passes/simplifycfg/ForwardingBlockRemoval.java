package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Removes a forwarding block {@code F} (phis, then only {@code br label %S}): its predecessors
 * branch to {@code S} directly. {@code S}'s phis take, per predecessor {@code P} of {@code F},
 * the value they took from {@code F} (a phi of {@code F} read as its value from {@code P}). A
 * phi of {@code F} used elsewhere moves into {@code S}, where it keeps its own value on the
 * other edges into {@code S}; that needs {@code F} to dominate those edges' sources, and is done
 * only when {@code F} heads a cycle. When {@code S} has no other predecessor, merging {@code S}
 * into {@code F} is left to {@link MergeIntoPredecessor}.
 *
 * <p>When {@code F} heads a cycle and {@code S} lies in a cycle nested in it, the removal merges
 * the two cycles (the spec's {@code loop_nest} becomes {@code loop_continue}); the guard refuses
 * that around convergent operations.
 */
final class ForwardingBlockRemoval implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId f : r.nonEntryBlocks()) {
      if (r.cyclesChanged()) {
        return; // the guard asks about cycles: wait for the next round
      }
      Optional<BlockId> s = target(cfg, f);
      if (s.isEmpty()) {
        continue;
      }
      List<Phi> movers = movers(r, f, s.get());
      if (!removable(r, f, s.get(), movers)) {
        continue;
      }
      List<BlockId> touched = new ArrayList<>(cfg.predecessors(f));
      touched.add(f);
      touched.add(s.get());
      String site = "forwarding block " + r.name(f);
      if (!r.claim(touched)) {
        continue;
      }
      SimplifyCfgGuard.Forwarding decision = r.guard().removeForwarding(f, s.get());
      if (!r.ask(site, decision.decision())) {
        continue;
      }
      String target = r.name(s.get());
      remove(r, f, s.get(), movers);
      if (decision.changesCycles()) {
        r.changeCycles();
      }
      r.performed(site, "removed, predecessors branch to " + target);
    }
  }

  /** Returns {@code F}'s target when {@code F} is phis and a {@code br} to another block. */
  private static Optional<BlockId> target(CfgEdits cfg, BlockId f) {
    List<Inst> body = cfg.body(f);
    if (body.size() != 1 || !(body.getFirst() instanceof Br br) || br.target().equals(f)) {
      return Optional.empty();
    }
    return Optional.of(br.target());
  }

  /** Checks that the predecessors can branch to {@code s} and {@code s}'s phis stay consistent. */
  private static boolean removable(Round r, BlockId f, BlockId s, List<Phi> movers) {
    CfgEdits cfg = r.cfg();
    List<BlockId> preds = cfg.predecessors(f);
    if (preds.isEmpty() || cfg.inEdges(s) == 1) {
      return false; // S reached from F only: merging S into F is the simpler edit
    }
    for (BlockId p : preds) {
      if (cfg.terminator(p).orElse(null) instanceof CallBr) {
        return false; // its inline assembly may name the indirect targets
      }
    }
    List<Phi> fPhis = cfg.phis(f);
    // a predecessor of both: each phi of S must take one value on both of its edges
    for (BlockId p : preds) {
      if (cfg.predecessors(s).contains(p)) {
        for (Phi phi : cfg.phis(s)) {
          if (!phi.valueFrom(p).equals(Optional.of(viaF(fPhis, phi.valueFrom(f).orElseThrow(), p)))) {
            return false;
          }
        }
      }
    }
    if (!movers.isEmpty()) {
      // a moved phi keeps its value on S's other edges: F must dominate their sources, and none
      // of them may also reach S through F (its entry there would be another value). Only a
      // cycle header's phis move (an outer loop's header folded into an inner one, the spec's
      // loop_nest): elsewhere a moved phi would only make a loop carry a value it never changes.
      int fn = r.number(f);
      if (r.cycles().cyclesContaining(fn).stream().noneMatch(c -> c.header() == fn)) {
        return false;
      }
      for (BlockId q : cfg.predecessors(s)) {
        if (!q.equals(f) && (preds.contains(q) || !r.dominators().dominates(fn, r.number(q)))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Returns F's phis with a use other than an entry of {@code s}'s phis: they move into S. */
  private static List<Phi> movers(Round r, BlockId f, BlockId s) {
    List<Phi> out = new ArrayList<>();
    for (Phi phi : r.cfg().phis(f)) {
      for (InstId u : r.snapshot().index().users(phi.id().value())) {
        boolean inSPhi = r.snapshot().index().inst(u).orElseThrow() instanceof Phi
            && r.block(r.snapshot().index().blockOf(u)).equals(s);
        if (!inSPhi) {
          out.add(phi);
          break;
        }
      }
    }
    return out;
  }

  /** Returns {@code v} as seen on the edge {@code p -> F}: a phi of F is read as its entry. */
  private static Value viaF(List<Phi> fPhis, Value v, BlockId p) {
    for (Phi phi : fPhis) {
      if (v instanceof Value.Local l && l.id().equals(phi.id().value())) {
        return phi.valueFrom(p).orElseThrow();
      }
    }
    return v;
  }

  private static void remove(Round r, BlockId f, BlockId s, List<Phi> movers) {
    CfgEdits cfg = r.cfg();
    List<BlockId> fPreds = cfg.predecessors(f);
    List<Phi> fPhis = cfg.phis(f);
    List<BlockId> otherPreds = new ArrayList<>();
    for (BlockId q : cfg.predecessors(s)) {
      if (!q.equals(f)) {
        otherPreds.add(q);
      }
    }
    // S's phis: one entry per new edge P -> S (equal to P's existing entries, checked above)
    for (Phi phi : cfg.phis(s)) {
      Value fromF = phi.valueFrom(f).orElseThrow();
      List<Phi.Incoming> in = new ArrayList<>(phi.incoming());
      for (BlockId p : fPreds) {
        for (int k = 0; k < cfg.inEdgesFrom(f, p); k++) {
          in.add(new Phi.Incoming(viaF(fPhis, fromF, p), p));
        }
      }
      r.editor().replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
    }
    // F's phis: used only by S's phis (now rewritten) they go with F; otherwise they move into S
    int at = 0;
    for (Phi phi : movers) {
      List<Phi.Incoming> in = new ArrayList<>(phi.incoming());
      for (BlockId q : otherPreds) {
        for (int k = 0; k < cfg.inEdgesFrom(s, q); k++) {
          in.add(new Phi.Incoming(phi.asValue(), q));
        }
      }
      r.editor().replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
      r.editor().move(phi.id(), s, at++);
    }
    for (BlockId p : fPreds) {
      Inst term = cfg.terminator(p).orElseThrow();
      r.editor().replaceTerminator(p, term.mapBlocks(x -> x.equals(f) ? s : x));
    }
    cfg.removeBlocks(List.of(f), "simplifycfg: forwarding block removed");
  }
}
