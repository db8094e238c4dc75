package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Matches check strings against the input, as FileCheck's {@code checkInput},
 * {@code FileCheckString::Check}, {@code CheckDag} and {@code CheckNot} do.
 *
 * <p><b>Algorithm.</b> Phase 1: CHECK-LABEL directives are located first, each searched from
 * the end of the previous label's match; they cut the input into regions. Phase 2: within
 * each region the directives between two labels (including the closing label, re-checked
 * with its DAG/NOT directives) match in order, each from the end of the previous match. A
 * failing region is abandoned and checking continues with the next region, so several errors
 * can be reported; a missing label stops everything. Before a positive directive, its
 * CHECK-DAG groups match in any order without overlapping each other (each group starts
 * where the previous group's last match ended) and its CHECK-NOT directives must not match
 * in the gap they guard.
 *
 * <pre>
 *   input:  define @f ... %a ... %b ... define @g
 *   checks: LABEL @f | DAG %b | DAG %a | NOT %c | CHECK ret | LABEL @g
 *   regions:[ @f ............................... ][ @g ...
 * </pre>
 *
 * <p><b>Source.</b> {@code llvm/lib/FileCheck/FileCheck.cpp}. <b>Complexity.</b> One regex
 * search per directive per region, plus retries for overlapping DAG matches.
 */
final class CheckRunner {
  private final SourceBuffer input;
  /** The canonicalised input; every offset below is an absolute index into it. */
  private final String text;
  /** The check strings in file order; labels are among them. */
  private final List<CheckString> strings;
  private final FileCheckOptions options;
  /** The variable table, shared by all directives of the run (cleared per label with
   * {@code --enable-var-scope}). */
  private final Variables vars;
  /** Diagnostics in report order; a failing run has at least one ERROR. */
  private final List<FileCheckDiagnostic> diagnostics = new ArrayList<>();

  CheckRunner(SourceBuffer input, List<CheckString> strings, FileCheckOptions options,
      Variables vars) {
    this.input = input;
    this.text = input.text();
    this.strings = strings;
    this.options = options;
    this.vars = vars;
  }

  /** A match of a directive: start offset and length (all repetitions for COUNT). */
  private record Span(int pos, int len) {
    int end() {
      return pos + len;
    }
  }

  /** Returns the diagnostics reported so far. */
  List<FileCheckDiagnostic> diagnostics() {
    return diagnostics;
  }

  /** Runs every check; returns whether all matched. */
  boolean run() {
    boolean failed = false;
    // i: the next check string to match in normal mode; j: the next candidate label.
    // Invariant: strings[i, j) are the directives of the current region, j-1 its label.
    int i = 0;
    int j = 0;
    // Start of the not-yet-partitioned input (the end of the last label found).
    int bufferStart = 0;
    while (true) {
      int regionStart;
      int regionEnd;
      if (j == strings.size()) {
        regionStart = bufferStart;
        regionEnd = text.length();
      } else {
        CheckString label = strings.get(j);
        if (label.pattern().kind() != CheckKind.LABEL) {
          j++;
          continue;
        }
        // Phase 1: find the label's bounds, ignoring its DAG/NOT directives for now.
        Span m = check(label, bufferStart, text.length(), true);
        if (m == null) {
          return false;
        }
        regionStart = bufferStart;
        regionEnd = m.end();
        bufferStart = m.end();
        j++;
      }
      // The region before the first label keeps its variables (FileCheck does not clear
      // there, so -D definitions survive until the first label).
      if (i != 0 && options.enableVarScope()) {
        vars.clearLocal();
      }
      // Phase 2: the directives of this region, in order.
      for (; i != j; i++) {
        Span m = check(strings.get(i), regionStart, regionEnd, false);
        if (m == null) {
          // Abandon the region, not the run: the next region is checked independently.
          failed = true;
          i = j;
          break;
        }
        regionStart = m.end();
      }
      if (j == strings.size()) {
        break;
      }
    }
    return !failed;
  }

  /**
   * Matches one check string in {@code [from, to)}: its DAG/NOT directives first (unless
   * scanning for labels, when variables they would define are not yet known), then the
   * pattern itself {@code count} times, then the line constraints of NEXT/SAME/EMPTY and the
   * pending NOTs in the gap. Returns the match, or null after reporting why it failed.
   */
  private Span check(CheckString cs, int from, int to, boolean labelScan) {
    int lastPos = from;
    List<CheckString.DagNot> nots = new ArrayList<>();
    if (!labelScan) {
      lastPos = checkDag(cs, from, to, nots);
      if (lastPos < 0) {
        return null;
      }
    }
    CheckPattern pat = cs.pattern();
    int lastMatchEnd = lastPos;
    int firstMatchPos = 0;
    for (int n = 1; n <= pat.count(); n++) {
      CheckPattern.Result r = pat.match(text, lastMatchEnd, to, vars);
      if (!(r instanceof CheckPattern.Found f)) {
        reportMissing(cs.describe(), pat, r, lastMatchEnd, n);
        return null;
      }
      if (n == 1) {
        firstMatchPos = f.pos();
      }
      lastMatchEnd = f.pos() + f.len();
    }
    // The gap [lastPos, firstMatchPos) is what NEXT/SAME count newlines in and what the
    // NOTs after the last DAG group guard.
    if (!labelScan) {
      if (checkNext(cs, lastPos, firstMatchPos) || checkSame(cs, lastPos, firstMatchPos)
          || checkNot(nots, lastPos, firstMatchPos)) {
        return null;
      }
    }
    return new Span(firstMatchPos, lastMatchEnd - firstMatchPos);
  }

  // CheckDag: returns where the positive directive's search starts, or -1.
  private int checkDag(CheckString cs, int from, int to, List<CheckString.DagNot> nots) {
    List<CheckString.DagNot> dagNots = cs.dagNots();
    int startPos = from;
    // Sorted, non-overlapping matches of the current DAG group.
    List<Span> ranges = new ArrayList<>();
    for (int k = 0; k < dagNots.size(); k++) {
      CheckString.DagNot dn = dagNots.get(k);
      CheckPattern pat = dn.pattern();
      if (pat.kind() == CheckKind.NOT) {
        nots.add(dn);
        continue;
      }
      // Search from the group's start; on overlap with an earlier match of the same group,
      // search again after that match. mi only moves forward: ranges are sorted.
      int matchPos = startPos;
      int mi = 0;
      while (true) {
        CheckPattern.Result r = pat.match(text, matchPos, to, vars);
        if (!(r instanceof CheckPattern.Found f)) {
          reportMissing(pat.kind().describe(dn.prefix(), 1, pat.literal()), pat, r, matchPos, 1);
          return -1;
        }
        Span m = new Span(f.pos(), f.len());
        boolean overlap = false;
        for (; mi < ranges.size(); mi++) {
          if (m.pos() < ranges.get(mi).end()) {
            overlap = ranges.get(mi).pos() < m.end();
            break;
          }
        }
        if (!overlap) {
          // Keep ranges sorted: m lies before ranges[mi] (or after all of them).
          ranges.add(mi, m);
          break;
        }
        // Retry after the match it overlaps.
        matchPos = ranges.get(mi).end();
        mi++;
      }
      boolean groupEnds = k + 1 == dagNots.size()
          || dagNots.get(k + 1).pattern().kind() == CheckKind.NOT;
      // A group ends before a NOT or at the end. The NOTs collected before the group guard
      // the gap up to the group's first match; the next group starts after its last match.
      if (groupEnds) {
        if (!nots.isEmpty()) {
          if (checkNot(nots, startPos, ranges.get(0).pos())) {
            return -1;
          }
          nots.clear();
        }
        startPos = ranges.get(ranges.size() - 1).end();
        ranges.clear();
      }
    }
    return startPos;
  }

  /** Reports every NOT that matches in {@code [from, to)} (not just the first); returns
   * whether any did or could not be evaluated. */
  private boolean checkNot(List<CheckString.DagNot> nots, int from, int to) {
    boolean failed = false;
    for (CheckString.DagNot dn : nots) {
      CheckPattern pat = dn.pattern();
      CheckPattern.Result r = pat.match(text, from, to, vars);
      if (r instanceof CheckPattern.Failed bad) {
        diagnostics.addAll(bad.errors());
        failed = true;
      } else if (r instanceof CheckPattern.Found f) {
        String what = pat.kind().describe(dn.prefix(), 1, pat.literal());
        diagnostics.add(pat.source().diagnostic(pat.offset(), FileCheckDiagnostic.Kind.ERROR,
            what + ": excluded string found in input"));
        diagnostics.add(input.diagnostic(f.pos(), FileCheckDiagnostic.Kind.NOTE, "found here"));
        substitutionNotes(pat, from);
        failed = true;
      }
    }
    return failed;
  }

  /** For NEXT and EMPTY: the gap must contain exactly one newline. Returns true on error. */
  private boolean checkNext(CheckString cs, int from, int to) {
    CheckKind kind = cs.pattern().kind();
    if (kind != CheckKind.NEXT && kind != CheckKind.EMPTY) {
      return false;
    }
    String name = cs.prefix() + (kind == CheckKind.EMPTY ? "-EMPTY" : "-NEXT");
    int[] first = new int[1];
    int lines = newlines(from, to, first);
    if (lines == 1) {
      return false;
    }
    wrongLine(cs, lines == 0 ? name + ": is on the same line as previous match"
        : name + ": is not on the line after the previous match", from, to);
    if (lines > 1) {
      diagnostics.add(input.diagnostic(first[0], FileCheckDiagnostic.Kind.NOTE,
          "non-matching line after previous match is here"));
    }
    return true;
  }

  /** For SAME: the gap must contain no newline. Returns true on error. */
  private boolean checkSame(CheckString cs, int from, int to) {
    if (cs.pattern().kind() != CheckKind.SAME || newlines(from, to, new int[1]) == 0) {
      return false;
    }
    wrongLine(cs, cs.prefix() + "-SAME: is not on the same line as the previous match", from, to);
    return true;
  }

  private void wrongLine(CheckString cs, String message, int from, int to) {
    CheckPattern pat = cs.pattern();
    diagnostics.add(pat.source().diagnostic(pat.offset(), FileCheckDiagnostic.Kind.ERROR,
        message));
    diagnostics.add(input.diagnostic(to, FileCheckDiagnostic.Kind.NOTE, "'next' match was here"));
    diagnostics.add(input.diagnostic(from, FileCheckDiagnostic.Kind.NOTE,
        "previous match ended here"));
  }

  // CountNumNewlinesBetween: "\n", "\r", "\r\n" and "\n\r" each count once.
  private int newlines(int from, int to, int[] firstLineStart) {
    int count = 0;
    int i = from;
    while (i < to) {
      char c = text.charAt(i);
      if (c != '\n' && c != '\r') {
        i++;
        continue;
      }
      count++;
      if (i + 1 < to && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')
          && text.charAt(i + 1) != c) {
        i++;
      }
      i++;
      if (count == 1) {
        firstLineStart[0] = i;
      }
    }
    return count;
  }

  /** Reports a positive directive that did not match: the pattern's own errors if it could
   * not be evaluated, else "expected string not found" with the search start. */
  private void reportMissing(String what, CheckPattern pat, CheckPattern.Result r, int from,
      int n) {
    if (r instanceof CheckPattern.Failed bad) {
      diagnostics.addAll(bad.errors());
      return;
    }
    String suffix = pat.count() > 1 ? " (" + n + " out of " + pat.count() + ")" : "";
    diagnostics.add(pat.source().diagnostic(pat.offset(), FileCheckDiagnostic.Kind.ERROR,
        what + ": expected string not found in input" + suffix));
    diagnostics.add(input.diagnostic(from, FileCheckDiagnostic.Kind.NOTE, "scanning from here"));
    substitutionNotes(pat, from);
  }

  private void substitutionNotes(CheckPattern pat, int at) {
    for (CheckPattern.Use use : pat.uses()) {
      vars.value(use.name()).ifPresent(v -> diagnostics.add(input.diagnostic(at,
          FileCheckDiagnostic.Kind.NOTE, "with \"" + use.name() + "\" equal to \"" + v + "\"")));
    }
  }
}
