package dev.cvg.cli.report;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import java.util.Optional;

/**
 * Finds the instruction a counterexample names. A counterexample names its instruction as
 * {@link Describe#ref} describes it ({@code %x in @f}, {@code 'call @llvm.amdgcn.ballot'
 * (%then#0) in @f}); the instruction is the one of the module whose description is that text.
 * Descriptions of something other than one instruction ({@code the return value of @f},
 * {@code argument buffer 0}, {@code @f} for broken static rules) find nothing.
 */
final class Offending {
  private Offending() {}

  /** Returns the instruction of {@code m} that {@code description} names, if one does. */
  static Optional<Describe.Located> locate(Module m, String description) {
    for (Function f : m.definitions()) {
      if (!description.endsWith(" in @" + f.name())) {
        continue;
      }
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          if (Describe.ref(m, new InstRef(f.name(), i.id())).equals(description)) {
            return Optional.of(new Describe.Located(f, b, i));
          }
        }
      }
    }
    return Optional.empty();
  }
}
