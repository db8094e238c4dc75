package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolCommandTest {
  private static final Path IN = Path.of("/tmp/in.ll");
  private static final Path OUT = Path.of("/tmp/out.ll");

  @Test
  void quotesGroupWordsAsAShellDoes() {
    ToolCommand c = ToolCommand.parse("opt-22  -passes='default<O2>' \"-debug-only=x y\"");
    assertEquals(List.of("opt-22", "-passes=default<O2>", "-debug-only=x y"), c.words());
  }

  @Test
  void optGetsTextOutputAndTheInputAppended() {
    ToolCommand c = ToolCommand.parse("/usr/bin/opt-22 -passes=licm");
    assertTrue(c.isOpt());
    assertEquals(List.of("/usr/bin/opt-22", "-passes=licm", "-S", "/tmp/in.ll"), c.argv(IN, OUT));
    assertEquals(List.of("opt-22", "-S", "-passes=licm", "/tmp/in.ll"),
        ToolCommand.parse("opt-22 -S -passes=licm").argv(IN, OUT), "-S is not repeated");
  }

  @Test
  void placeholdersTakeTheFilesWhereTheyStand() {
    ToolCommand c = ToolCommand.parse("mytool {} -o {out} --fast");
    assertFalse(c.isOpt());
    assertTrue(c.writesFile());
    assertEquals(List.of("mytool", "/tmp/in.ll", "-o", "/tmp/out.ll", "--fast"), c.argv(IN, OUT));
    assertFalse(ToolCommand.parse("mytool").writesFile(), "without {out} the output is standard output");
  }

  @Test
  void anUnclosedQuoteOrAnEmptyCommandIsAnError() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ToolCommand.parse("opt-22 -passes='licm"));
    assertTrue(e.getMessage().startsWith("unclosed ' in the external command"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ToolCommand.parse("  "));
  }
}
