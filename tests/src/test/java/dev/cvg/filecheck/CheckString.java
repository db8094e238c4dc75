package dev.cvg.filecheck;

import java.util.List;

/**
 * A positive directive (CHECK, -NEXT, -SAME, -LABEL, -EMPTY, -COUNT, or the implicit EOF) with
 * the CHECK-DAG and CHECK-NOT directives written before it, which are matched in the gap
 * between the previous match and this one (FileCheck's {@code FileCheckString}).
 *
 * @param pattern the directive's pattern
 * @param prefix the prefix it was written with
 * @param dagNots the preceding DAG/NOT directives in file order, implicit NOTs first
 */
record CheckString(CheckPattern pattern, String prefix, List<DagNot> dagNots) {

  /** A CHECK-DAG or CHECK-NOT directive and its prefix. */
  record DagNot(CheckPattern pattern, String prefix) {}

  /** Copies the list. */
  CheckString {
    dagNots = List.copyOf(dagNots);
  }

  /** Returns the directive as FileCheck names it in messages. */
  String describe() {
    return pattern.kind().describe(prefix, pattern.count(), pattern.literal());
  }
}
