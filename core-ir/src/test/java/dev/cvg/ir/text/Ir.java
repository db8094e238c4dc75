package dev.cvg.ir.text;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.List;

/** Small helpers for parser and printer tests. */
final class Ir {
  private Ir() {}

  /** Parses the given lines (joined with newlines) as {@code t.ll}, failing the test on error. */
  static Module parse(String... lines) {
    String src = String.join("\n", lines) + "\n";
    try {
      return IrParser.parse(src, "t.ll");
    } catch (ParseException e) {
      throw new AssertionError(e.render() + "\n" + src, e);
    }
  }

  /** Returns the only (or first) function of a parsed module. */
  static Function fn(Module m) {
    return m.functions().getFirst();
  }

  /** Returns the names of {@code f}'s blocks in layout order. */
  static List<String> blockNames(Function f) {
    return f.blocks().map(Block::name).toJavaList();
  }

  /** Returns the instructions of {@code f} in layout order. */
  static List<Inst> insts(Function f) {
    return f.blocks().flatMap(Block::insts).toJavaList();
  }

  /** Returns the name of the value {@code i} defines. */
  static String nameOf(Function f, Inst i) {
    return f.nameOf(i.id().value()).orElseThrow();
  }
}
