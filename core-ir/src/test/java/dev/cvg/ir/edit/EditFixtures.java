package dev.cvg.ir.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;

/** Parsing, printing and verifying helpers shared by the editor's tests. */
final class EditFixtures {
  private EditFixtures() {}

  /** Returns the module of {@code text}. */
  static Module module(String text) {
    try {
      return IrParser.parse(text, "test.ll");
    } catch (dev.cvg.ir.text.ParseException ex) {
      throw new AssertionError(ex.getMessage(), ex);
    }
  }

  /** Returns function {@code @f} of {@code text}. */
  static Function parse(String text) {
    return module(text).function("f").orElseThrow();
  }

  /** Returns the printed text of {@code f} (in a module of its own). */
  static String print(Function f) {
    return IrPrinter.print(module(""), f);
  }

  /** Asserts that {@code f}, in place of its namesake in {@code m}, verifies and prints as {@code expected}. */
  static void assertPrints(Module m, String expected, Function f) {
    assertVerifies(m, f, "");
    assertEquals(expected, print(f));
  }

  /** Asserts that {@code f}, in place of its namesake in {@code m}, passes the IR verifier. */
  static void assertVerifies(Module m, Function f, String context) {
    var diags = IrVerifier.verify(m.withFunction(f));
    assertEquals(java.util.List.of(), diags, context + "\n" + print(f));
  }
}
