package dev.cvg.filecheck;

/** The directive kinds FileCheck knows, named as in {@code Check::FileCheckKind}. */
enum CheckKind {
  /** {@code CHECK:} — matches somewhere after the previous match. */
  PLAIN(""),
  /** {@code CHECK-NEXT:} — matches on the line after the previous match. */
  NEXT("-NEXT"),
  /** {@code CHECK-SAME:} — matches on the same line as the previous match. */
  SAME("-SAME"),
  /** {@code CHECK-NOT:} — must not match between the surrounding matches. */
  NOT("-NOT"),
  /** {@code CHECK-DAG:} — matches in any order within its group. */
  DAG("-DAG"),
  /** {@code CHECK-LABEL:} — partitions the input into regions. */
  LABEL("-LABEL"),
  /** {@code CHECK-EMPTY:} — the next line is empty. */
  EMPTY("-EMPTY"),
  /** The implicit end-of-input check that carries trailing NOT/DAG directives. */
  EOF("");

  private final String suffix;

  CheckKind(String suffix) {
    this.suffix = suffix;
  }

  /** Returns the directive as FileCheck spells it in messages, e.g. {@code CHECK-NEXT}. */
  String describe(String prefix, int count, boolean literal) {
    if (this == EOF) {
      return "implicit EOF";
    }
    String base = prefix + (count > 1 ? "-COUNT" : suffix);
    return literal ? base + "{LITERAL}" : base;
  }
}
