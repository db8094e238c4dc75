package dev.cvg.filecheck;

import java.util.List;

/**
 * Named FileCheck cases, one or more per directive and option, each with the exit code and a
 * fragment of the first message LLVM's FileCheck gives. {@link FileCheckTest} runs them
 * against {@link FileCheck}; {@link FileCheckCasesDifferentialTest} runs the same cases
 * through {@code FileCheck-22} to prove the expectations are LLVM's.
 */
final class FileCheckCases {
  private FileCheckCases() {}

  /**
   * One case.
   *
   * @param name a unique name
   * @param args FileCheck options (the check file is added by the runner)
   * @param check the check file text
   * @param input the input text
   * @param exitCode the expected exit code
   * @param message a fragment of the first error, or empty for passing cases
   * @param llvmAgrees false for cases that document a deliberate difference from LLVM (an
   *     unsupported feature), which the differential test skips
   */
  record Case(String name, List<String> args, String check, String input, int exitCode,
      String message, boolean llvmAgrees) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static Case pass(String name, String check, String input, String... args) {
    return new Case(name, List.of(args), check, input, 0, "", true);
  }

  private static Case fail(String name, String check, String input, String message,
      String... args) {
    return new Case(name, List.of(args), check, input, 1, message, true);
  }

  private static Case error(String name, String check, String input, String message,
      String... args) {
    return new Case(name, List.of(args), check, input, 2, message, true);
  }

  /** Returns every case. */
  static List<Case> all() {
    return List.of(
        pass("plain-substring", "CHECK: foo\n", "a foo b\n"),
        fail("plain-missing", "CHECK: bar\n", "foo\n", "CHECK: expected string not found"),
        fail("plain-order", "CHECK: b\nCHECK: a\n", "a\nb\n", "CHECK: expected string not"),
        pass("whitespace-runs-are-one-space", "CHECK: a b\n", "a \t  b\n"),
        pass("leading-pattern-space-ignored", "CHECK:     a\n", "xa\n"),
        pass("trailing-pattern-space-ignored", "CHECK: a   \n", "a\n"),
        fail("strict-whitespace", "CHECK: a b\n", "a  b\n", "expected string not found",
            "--strict-whitespace"),
        pass("next-on-next-line", "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n"),
        fail("next-skips-a-line", "CHECK: a\nCHECK-NEXT: b\n", "a\nx\nb\n",
            "CHECK-NEXT: is not on the line after the previous match"),
        fail("next-on-same-line", "CHECK: a\nCHECK-NEXT: b\n", "a b\n",
            "CHECK-NEXT: is on the same line as previous match"),
        error("next-first", "CHECK-NEXT: a\n", "a\n", "found 'CHECK-NEXT' without previous"),
        pass("same-on-same-line", "CHECK: a\nCHECK-SAME: b\n", "a b\n"),
        fail("same-on-next-line", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n",
            "CHECK-SAME: is not on the same line as the previous match"),
        pass("not-absent", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nb\n"),
        fail("not-between", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n",
            "CHECK-NOT: excluded string found in input"),
        pass("not-outside-gap", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "x\na\nb\nx\n"),
        fail("not-trailing", "CHECK: a\nCHECK-NOT: x\n", "a\nx\n", "excluded string found"),
        fail("not-leading", "CHECK-NOT: x\nCHECK: a\n", "x\na\n", "excluded string found"),
        pass("dag-any-order", "CHECK-DAG: b\nCHECK-DAG: a\n", "a\nb\n"),
        fail("dag-no-overlap", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", "CHECK-DAG: expected"),
        pass("dag-two-matches", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\na\n"),
        fail("dag-groups-guard-not", "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
            "a\nx\nb\n", "CHECK-NOT: excluded string found"),
        pass("dag-group-after-group", "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n",
            "a\nb\nx\n"),
        fail("check-after-dag", "CHECK-DAG: b\nCHECK: a\n", "a\nb\n", "CHECK: expected"),
        pass("dag-then-check", "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "b\na\nc\n"),
        pass("label-regions", "CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n",
            "f1\nx\nf2\ny\n"),
        fail("label-confines", "CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n",
            "f1\ny\nf2\nx\n", "CHECK: expected string not found"),
        fail("label-missing", "CHECK-LABEL: f1\nCHECK-LABEL: f3\n", "f1\nf2\n",
            "CHECK-LABEL: expected string not found"),
        error("label-with-variable", "CHECK-LABEL: [[X:f]]\n", "f\n",
            "found 'CHECK-LABEL:' with variable definition or use"),
        pass("empty-line", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n"),
        fail("empty-line-missing", "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n",
            "CHECK-EMPTY: is not on the line after the previous match"),
        error("empty-with-text", "CHECK: a\nCHECK-EMPTY: b\n", "a\n",
            "found non-empty check string for empty check"),
        pass("count", "CHECK-COUNT-3: a\n", "a a\na\n"),
        fail("count-short", "CHECK-COUNT-3: a\n", "a a\n", "(3 out of 3)"),
        error("count-zero", "CHECK-COUNT-0: a\n", "a\n", "invalid count in -COUNT"),
        pass("regex", "CHECK: a{{[0-9]+}}b\n", "a123b\n"),
        fail("regex-dot-stops-at-newline", "CHECK: x{{.*}}y\n", "x\ny\n", "expected string"),
        fail("regex-negated-bracket-stops-at-newline", "CHECK: x{{[^z]*}}y\n", "x\ny\n",
            "expected string"),
        pass("regex-backslash-in-bracket", "CHECK: a{{[\\t]}}b\n", "a\\b\n"),
        fail("regex-backslash-escape-is-literal", "CHECK: a{{\\t}}b\n", "a\tb\n",
            "expected string"),
        pass("regex-caret-at-search-start", "CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n"),
        pass("regex-dollar-at-line-end", "CHECK: a{{$}}\nCHECK-NEXT: b\n", "xa\nb\n"),
        pass("regex-alternation-wrapped", "CHECK: a{{x|y}}b\n", "ayb\n"),
        pass("regex-posix-longest-alternation", "CHECK: {{a|ab}}\nCHECK-SAME: {{^}}c\n",
            "abc\n"),
        pass("regex-character-class", "CHECK: {{[[:digit:]]+}}x\n", "42x\n"),
        error("regex-bad-repetition", "CHECK: {{*}}\n", "a\n",
            "invalid regex: repetition-operator operand invalid"),
        error("regex-empty", "CHECK: a{{}}b\n", "ab\n", "invalid regex: empty (sub)expression"),
        error("regex-unterminated", "CHECK: {{a\n", "a\n", "found start of regex string"),
        pass("variable-def-use", "CHECK: [[X:[a-z]+]] =\nCHECK: use [[X]]\n",
            "foo =\nuse foo\n"),
        fail("variable-other-value", "CHECK: [[X:[a-z]+]] =\nCHECK: use [[X]]\n",
            "foo =\nuse bar\n", "expected string not found"),
        pass("variable-same-line", "CHECK: [[X:[a-z]+]] [[X]]\n", "ab ab\n"),
        fail("variable-same-line-differs", "CHECK: [[X:[a-z]+]] [[X]]\n", "ab cd\n",
            "expected string not found"),
        fail("variable-undefined", "CHECK: [[Y]]\n", "a\n", "undefined variable: Y"),
        fail("variable-undefined-in-not", "CHECK-NOT: [[Y]]\nCHECK: a\n", "a\n",
            "undefined variable: Y"),
        fail("var-scope-clears-locals", "CHECK: [[X:a]]\nCHECK-LABEL: L\nCHECK: [[X]]\n",
            "a\nL\na\n", "undefined variable: X", "--enable-var-scope"),
        pass("var-scope-keeps-globals", "CHECK: [[$X:a]]\nCHECK-LABEL: L\nCHECK: [[$X]]\n",
            "a\nL\na\n", "--enable-var-scope"),
        pass("var-scope-off", "CHECK: [[X:a]]\nCHECK-LABEL: L\nCHECK: [[X]]\n", "a\nL\na\n"),
        pass("define", "CHECK: [[V]]\n", "x 42\n", "-DV=42"),
        error("variable-whitespace", "CHECK: [[X :a]]\n", "a\n", "unexpected whitespace"),
        fail("implicit-check-not", "CHECK: a\n", "a\nb\n",
            "IMPLICIT-CHECK-NOT: excluded string found", "--implicit-check-not=b"),
        pass("implicit-check-not-absent", "CHECK: a\n", "a\nc\n", "--implicit-check-not=b"),
        pass("check-prefixes", "A: x\nB: y\n", "x\ny\n", "--check-prefixes=A,B"),
        pass("check-prefix-repeated", "A: x\nB: y\n", "x\ny\n", "--check-prefix=A",
            "--check-prefix", "B"),
        error("unused-prefix", "A: x\n", "x\n", "no check strings found with prefix 'B:'",
            "--check-prefixes=A,B"),
        pass("allow-unused-prefixes", "A: x\n", "x\n", "--check-prefixes=A,B",
            "--allow-unused-prefixes"),
        error("no-checks", "nothing here\n", "x\n", "no check strings found with prefix"),
        error("duplicate-prefix", "CHECK: x\n", "x\n", "must be unique",
            "--check-prefixes=CHECK,CHECK"),
        pass("match-full-lines", "CHECK: a b\n", "  a b  \n", "--match-full-lines"),
        fail("match-full-lines-partial", "CHECK: a b\n", "a bc\n", "expected string",
            "--match-full-lines"),
        pass("match-full-lines-strict-keeps-pattern-space", "CHECK: a b\n", " a b\n",
            "--match-full-lines", "--strict-whitespace"),
        fail("match-full-lines-strict", "CHECK: a b\n", "  a b\n", "expected string",
            "--match-full-lines", "--strict-whitespace"),
        pass("comment-prefixes-hide-lines", "COM: CHECK: zzz\n; RUN: CHECK: zzz\nCHECK: a\n",
            "a\n"),
        error("misspelled", "CHECK_NEXT: a\n", "a\n", "misspelled directive 'CHECK_NEXT:'"),
        error("not-combo", "CHECK-DAG-NOT: a\n", "a\n", "unsupported -NOT combo"),
        pass("prefix-inside-word-ignored", "XCHECK: zzz\nCHECK: a\n", "a\n"),
        pass("unknown-suffix-ignored", "CHECK-FOO: zzz\nCHECK: a\n", "a\n"),
        error("empty-pattern", "CHECK:\n", "a\n", "found empty check string"),
        error("empty-input", "CHECK: a\n", "", "is empty"),
        pass("allow-empty", "CHECK-NOT: a\n", "", "--allow-empty"),
        pass("literal", "CHECK{LITERAL}: {{a}}\n", "{{a}}\n"),
        pass("ignore-case", "CHECK: ABC\n", "abc\n", "--ignore-case"),
        new Case("numeric-block-unsupported", List.of(), "CHECK: [[#X:]]\n", "1\n", 2,
            "numeric substitution blocks", false));
  }
}
