package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Select;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Folds a diamond ({@code D -> T -> J}, {@code D -> F -> J}) or a triangle ({@code D -> T -> J},
 * {@code D -> J}) into straight-line code: the arms' instructions, cheap and
 * {@linkplain Speculation#safe speculatable}, move into {@code D}, each phi of {@code J} takes
 * {@code select %c, (value via the true edge), (value via the false edge)} from {@code D}, and
 * {@code D} branches to {@code J}. At most {@link #BUDGET} instructions per arm are speculated
 * (LLVM folds two-entry phis under a similar cost threshold).
 */
final class SelectFolding implements Simplification {
  /** The most instructions one arm may hold to be speculated. */
  static final int BUDGET = 3;

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId d : r.editor().layout()) {
      if (!cfg.exists(d) || !(cfg.terminator(d).orElse(null) instanceof CondBr br)
          || br.ifTrue().equals(br.ifFalse())) {
        continue;
      }
      Optional<BlockId> tj = arm(r, d, br.ifTrue());
      Optional<BlockId> fj = arm(r, d, br.ifFalse());
      // the join: where both arms lead, or the other successor of a one-armed branch
      BlockId j;
      if (tj.isPresent() && fj.isPresent() && tj.get().equals(fj.get())) {
        j = tj.get();
      } else if (tj.isPresent() && tj.get().equals(br.ifFalse())) {
        j = br.ifFalse();
        fj = Optional.empty();
      } else if (fj.isPresent() && fj.get().equals(br.ifTrue())) {
        j = br.ifTrue();
        tj = Optional.empty();
      } else {
        continue;
      }
      BlockId trueFrom = tj.isPresent() ? br.ifTrue() : d;
      BlockId falseFrom = fj.isPresent() ? br.ifFalse() : d;
      if (j.equals(d) || cfg.phis(j).isEmpty()) {
        continue; // nothing to select: empty arms are forwarding blocks, removed elsewhere
      }
      List<BlockId> arms = new ArrayList<>();
      tj.ifPresent(x -> arms.add(br.ifTrue()));
      fj.ifPresent(x -> arms.add(br.ifFalse()));
      List<Inst> speculated = new ArrayList<>();
      arms.forEach(a -> speculated.addAll(cfg.body(a).subList(0, cfg.body(a).size() - 1)));
      List<BlockId> touched = new ArrayList<>(arms);
      touched.add(d);
      touched.add(j);
      String site = "the branch of " + r.name(d) + " to " + r.name(j);
      if (!r.claim(touched) || !r.ask(site, r.guard().speculate(d, speculated))) {
        continue;
      }
      fold(r, d, br, j, arms, trueFrom, falseFrom);
      r.performed(site, "folded " + (arms.size() == 2 ? "diamond" : "triangle") + " to select");
    }
  }

  /** Returns the join of arm {@code a} of {@code d}: only reached from d, cheap, ending in br. */
  private static Optional<BlockId> arm(Round r, BlockId d, BlockId a) {
    CfgEdits cfg = r.cfg();
    if (a.equals(d) || cfg.inEdges(a) != 1 || !cfg.phis(a).isEmpty()
        || !(cfg.terminator(a).orElse(null) instanceof Br br) || br.target().equals(a)) {
      return Optional.empty();
    }
    List<Inst> body = cfg.body(a);
    if (body.size() - 1 > BUDGET || !body.subList(0, body.size() - 1).stream().allMatch(Speculation::safe)) {
      return Optional.empty();
    }
    return Optional.of(br.target());
  }

  private static void fold(Round r, BlockId d, CondBr br, BlockId j, List<BlockId> arms,
      BlockId trueFrom, BlockId falseFrom) {
    CfgEdits cfg = r.cfg();
    for (BlockId a : arms) {
      for (Inst i : cfg.body(a)) {
        if (!i.isTerminator()) {
          r.editor().moveBefore(i.id(), br.id());
        }
      }
    }
    for (Phi phi : cfg.phis(j)) {
      Value t = phi.valueFrom(trueFrom).orElseThrow();
      Value f = phi.valueFrom(falseFrom).orElseThrow();
      Value v = t.equals(f) ? t : select(r, br, phi, t, f);
      List<Phi.Incoming> in = new ArrayList<>();
      boolean placed = false;
      for (Phi.Incoming e : phi.incoming()) {
        if (e.block().equals(trueFrom) || e.block().equals(falseFrom)) {
          if (!placed) {
            in.add(new Phi.Incoming(v, d));
            placed = true;
          }
        } else {
          in.add(e);
        }
      }
      r.editor().replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
    }
    r.editor().replaceTerminator(d, new Br(br.id(), j));
    // J's phis already hold D's one entry and none of the arms': the arms go, now empty
    cfg.removeBlocks(arms, "simplifycfg: speculated into " + r.name(d));
  }

  private static Value select(Round r, CondBr br, Phi phi, Value t, Value f) {
    Select s = new Select(r.editor().newInstId(), br.condition(), t, f, List.of());
    r.editor().insertBefore(br.id(), s, new Origin.Synthesized("simplifycfg: select for " + r.name(phi)));
    r.editor().setName(s.id().value(), r.editor().uniqueName("spec.select"));
    return s.asValue();
  }
}
