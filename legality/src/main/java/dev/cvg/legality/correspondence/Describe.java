package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.Optional;

/** Finds instructions by reference and names them for messages as LLVM prints them. */
public final class Describe {
  private Describe() {}

  /**
   * Returns every instruction of the defined functions of {@code m} by reference, for callers
   * that look up many (one pass over the module instead of one per lookup).
   *
   * @param m a module
   * @return every instruction of its defined functions, by reference
   */
  public static java.util.Map<InstRef, Located> index(Module m) {
    java.util.Map<InstRef, Located> out = new java.util.HashMap<>();
    for (Function f : m.definitions()) {
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          out.put(new InstRef(f.name(), i.id()), new Located(f, b, i));
        }
      }
    }
    return out;
  }

  /**
   * Returns the instruction {@code r} of {@code m} with its function, if it exists.
   *
   * @param m a module
   * @param r an instruction reference
   * @return the instruction with its function and block, or empty
   */
  public static Optional<Located> find(Module m, InstRef r) {
    Optional<Function> f = m.function(r.function()).filter(x -> !x.isDeclaration());
    if (f.isEmpty()) {
      return Optional.empty();
    }
    for (Block b : f.get().blocks()) {
      for (Inst i : b.insts()) {
        if (i.id().equals(r.id())) {
          return Optional.of(new Located(f.get(), b, i));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Returns {@code %name} of {@code i}, or its mnemonic and callee and block when it has no name.
   *
   * @param f the function holding {@code i}
   * @param i an instruction
   * @return its LLVM name or a description
   */
  public static String inst(Function f, Inst i) {
    Optional<String> name = i.hasResult() ? f.nameOf(i.id().value()) : Optional.empty();
    if (name.isPresent()) {
      return "%" + name.get();
    }
    String what = i instanceof dev.cvg.ir.Call c
        ? "call " + c.site().calleeName().orElse("(indirect)")
        : i.opcode().mnemonic();
    for (Block b : f.blocks()) {
      int k = b.insts().indexOf(i);
      if (k >= 0) {
        return "'" + what + "' (%" + b.name() + "#" + k + ")";
      }
    }
    return "'" + what + "'";
  }

  /**
   * Returns a description of {@code r} in {@code m}: {@code %x in @f}, or the raw id if it does not exist.
   *
   * @param m a module
   * @param r an instruction reference
   * @return the description
   */
  public static String ref(Module m, InstRef r) {
    return find(m, r).map(l -> inst(l.function(), l.inst()) + " in @" + l.function().name())
        .orElse(r.id() + " in @" + r.function());
  }

  /**
   * An instruction with its function and block.
   *
   * @param function the function
   * @param block the block
   * @param inst the instruction
   */
  public record Located(Function function, Block block, Inst inst) {}
}
