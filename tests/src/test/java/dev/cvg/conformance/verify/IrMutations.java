package dev.cvg.conformance.verify;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded mutations that break a valid function in ways LLVM's parser still accepts, so the
 * result can be printed and handed to LLVM's verifier: drop or duplicate a phi entry, move an
 * instruction to another block or position, redirect a branch edge.
 */
final class IrMutations {
  private IrMutations() {}

  /** Returns {@code m} with {@code count} random mutations applied to its function {@code name}. */
  static Module mutate(Module m, String name, SplittableRandom rnd, int count) {
    Function f = m.function(name).orElseThrow();
    FunctionEditor e = FunctionEditor.of(f);
    for (int k = 0; k < count; k++) {
      switch (rnd.nextInt(4)) {
        case 0 -> editPhi(e, rnd, false);
        case 1 -> editPhi(e, rnd, true);
        case 2 -> moveInst(e, rnd);
        default -> redirect(e, rnd);
      }
    }
    return m.withFunction(e.finishUnchecked()); // invalid IR on purpose: the verifier is under test
  }

  private static List<Phi> phis(FunctionEditor e) {
    List<Phi> out = new ArrayList<>();
    for (BlockId b : e.layout()) {
      e.insts(b).stream().filter(i -> i instanceof Phi).forEach(i -> out.add((Phi) i));
    }
    return out;
  }

  /** Drops a random entry of a random phi, or adds an entry copying another's block. */
  private static void editPhi(FunctionEditor e, SplittableRandom rnd, boolean duplicate) {
    List<Phi> phis = phis(e);
    if (phis.isEmpty()) {
      return;
    }
    Phi phi = phis.get(rnd.nextInt(phis.size()));
    List<Phi.Incoming> in = new ArrayList<>(phi.incoming());
    if (in.isEmpty()) {
      return;
    }
    if (duplicate) {
      Phi.Incoming from = in.get(rnd.nextInt(in.size()));
      Phi.Incoming other = in.get(rnd.nextInt(in.size()));
      in.add(rnd.nextInt(in.size() + 1), new Phi.Incoming(other.value(), from.block()));
    } else if (in.size() > 1) {
      in.remove(rnd.nextInt(in.size()));
    } else {
      return; // a phi needs an entry to stay printable
    }
    e.replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
  }

  /** Moves a random non-phi, non-terminator instruction after the phis of a random block. */
  private static void moveInst(FunctionEditor e, SplittableRandom rnd) {
    List<Inst> movable = new ArrayList<>();
    for (BlockId b : e.layout()) {
      e.insts(b).stream().filter(i -> !(i instanceof Phi) && !i.isTerminator()).forEach(movable::add);
    }
    if (movable.isEmpty()) {
      return;
    }
    Inst inst = movable.get(rnd.nextInt(movable.size()));
    BlockId to = e.layout().get(rnd.nextInt(e.layout().size()));
    List<Inst> target = e.insts(to);
    int phis = (int) target.stream().filter(i -> i instanceof Phi).count();
    int last = target.size() - 1; // before the terminator
    int position = phis + rnd.nextInt(Math.max(1, last - phis + 1));
    if (e.blockOf(inst.id()).equals(to) && e.insts(to).indexOf(inst) < position) {
      position--;
    }
    e.move(inst.id(), to, Math.max(phis, position));
  }

  /** Points one successor edge of a random terminator at a random non-entry block. */
  private static void redirect(FunctionEditor e, SplittableRandom rnd) {
    List<BlockId> layout = e.layout();
    BlockId from = layout.get(rnd.nextInt(layout.size()));
    Inst term = e.insts(from).getLast();
    if (!term.isTerminator() || term.successors().isEmpty() || layout.size() < 2) {
      return;
    }
    int edge = rnd.nextInt(term.successors().size());
    BlockId to = layout.get(1 + rnd.nextInt(layout.size() - 1));
    int[] seen = {0};
    e.replace(term.mapBlocks(b -> seen[0]++ == edge ? to : b));
  }
}
