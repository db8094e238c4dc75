package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Edits of {@code phi} incoming lists. A phi has one entry per incoming edge (two for a
 * {@code br i1 %c, label %b, label %b}), and all entries of one predecessor carry the same value
 * (LLVM's rule), so edits by predecessor act on every entry of that predecessor.
 */
final class PhiEdits {
  private final FunctionEditor e;

  PhiEdits(FunctionEditor e) {
    this.e = e;
  }

  /** Returns the leading phis of {@code block}. */
  List<Phi> phis(BlockId block) {
    List<Phi> out = new ArrayList<>();
    for (Inst i : e.body().insts(block)) {
      if (!(i instanceof Phi p)) {
        break;
      }
      out.add(p);
    }
    return out;
  }

  /** Appends the entry {@code [v, pred]} to {@code phi}. */
  void addIncoming(InstId phi, Value v, BlockId pred) {
    Phi p = phi(phi);
    e.checks().block(pred);
    e.checks().hasType(() -> "incoming value of " + e.describe(phi), v, p.type());
    List<Phi.Incoming> in = new ArrayList<>(p.incoming());
    in.add(new Phi.Incoming(v, pred));
    e.body().replace(new Phi(p.id(), p.type(), in, p.flags()));
  }

  /** Removes every entry of {@code pred} from {@code phi}. */
  void removeIncoming(InstId phi, BlockId pred) {
    Phi p = phi(phi);
    e.body().replace(new Phi(p.id(), p.type(),
        p.incoming().stream().filter(in -> !in.block().equals(pred)).toList(), p.flags()));
  }

  /** Removes up to {@code count} entries of {@code pred}, the last ones first, from every phi of {@code block}. */
  void dropIncoming(BlockId block, BlockId pred, int count) {
    for (Phi p : phis(block)) {
      List<Phi.Incoming> kept = new ArrayList<>(p.incoming());
      int dropped = 0;
      for (int k = kept.size() - 1; k >= 0 && dropped < count; k--) {
        if (kept.get(k).block().equals(pred)) {
          kept.remove(k);
          dropped++;
        }
      }
      if (dropped > 0) {
        e.body().replace(new Phi(p.id(), p.type(), kept, p.flags()));
      }
    }
  }

  /** Renames predecessor {@code oldPred} to {@code newPred} in every phi of {@code block}. */
  void replaceIncomingBlock(BlockId block, BlockId oldPred, BlockId newPred) {
    e.checks().block(newPred);
    for (Phi p : phis(block)) {
      if (p.incoming().stream().anyMatch(in -> in.block().equals(oldPred))) {
        e.body().replace(p.mapBlocks(b -> b.equals(oldPred) ? newPred : b));
      }
    }
  }

  /** Sets the value of every entry of {@code pred} in {@code phi}. */
  void setIncomingValue(InstId phi, BlockId pred, Value v) {
    Phi p = phi(phi);
    e.checks().hasType(() -> "incoming value of " + e.describe(phi), v, p.type());
    if (p.valueFrom(pred).isEmpty()) {
      throw new IllegalArgumentException(e.describe(phi) + " has no entry for " + e.describe(pred));
    }
    e.body().replace(new Phi(p.id(), p.type(), p.incoming().stream()
        .map(in -> in.block().equals(pred) ? new Phi.Incoming(v, pred) : in).toList(), p.flags()));
  }

  private Phi phi(InstId id) {
    if (!(e.inst(id) instanceof Phi p)) {
      throw new IllegalArgumentException(e.describe(id) + " is not a phi");
    }
    return p;
  }
}
