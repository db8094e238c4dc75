package dev.cvg.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Runs {@link FileCheckCases} against cvg's FileCheck, and a few API-level checks. */
class FileCheckTest {

  @TestFactory
  Stream<DynamicTest> directiveCases() {
    return FileCheckCases.all().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      FileCheckResult r = run(c);
      assertEquals(c.exitCode(), r.exitCode(), () -> c.name() + ":\n" + r.render());
      if (c.exitCode() != 0) {
        String first = r.diagnostics().isEmpty() ? "" : r.diagnostics().get(0).render();
        assertTrue(first.contains(c.message()),
            () -> c.name() + ": expected '" + c.message() + "' in the first message:\n"
                + r.render());
      } else {
        assertTrue(r.diagnostics().isEmpty(), r::render);
      }
    }));
  }

  static FileCheckResult run(FileCheckCases.Case c) {
    List<String> args = new ArrayList<>(c.args());
    args.add("check.txt");
    FileCheckArgs parsed = FileCheckArgs.parse(args);
    return FileCheck.check(c.check(), c.input(), parsed.options());
  }

  @Test
  void failureNamesCheckLineAndInputLine() {
    FileCheckResult r = FileCheck.check("; comment\nCHECK: a\nCHECK-NEXT: c\n", "a\nb\n",
        FileCheckOptions.builder().checkFileName("t.ll").build());
    assertEquals(1, r.exitCode());
    String text = r.render();
    assertTrue(text.startsWith("t.ll:3:13: error: CHECK-NEXT: expected string not found in"
        + " input\nCHECK-NEXT: c\n            ^\n<stdin>:1:2: note: scanning from here"), text);
  }

  @Test
  void substitutionNoteShowsVariableValue() {
    FileCheckResult r = FileCheck.check("CHECK: [[X:[a-z]+]]=\nCHECK: use [[X]]\n",
        "foo=\nuse bar\n", FileCheckOptions.defaults());
    assertTrue(r.render().contains("note: with \"X\" equal to \"foo\""), r.render());
  }

  @Test
  void labelFailuresInTwoRegionsAreBothReported() {
    FileCheckResult r = FileCheck.check(
        "CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n", "f1\nq\nf2\nq\n",
        FileCheckOptions.defaults());
    long errors = r.diagnostics().stream()
        .filter(d -> d.kind() == FileCheckDiagnostic.Kind.ERROR).count();
    assertEquals(2, errors, r.render());
  }

  @Test
  void canonicalizeCollapsesBlanksAndCrLf() {
    assertEquals("a b\nc d\n", FileCheck.canonicalize("a \t b\r\nc\td\n", false));
    assertEquals("a \t b\nc\td\n", FileCheck.canonicalize("a \t b\r\nc\td\n", true));
  }
}
