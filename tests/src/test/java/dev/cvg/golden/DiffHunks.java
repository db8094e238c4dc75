package dev.cvg.golden;

import java.util.List;

/** Groups an edit script into unified-diff hunks and renders them (GNU {@code diff -u}). */
final class DiffHunks {
  private DiffHunks() {}

  static String render(String nameA, DiffLines a, String nameB, DiffLines b,
      List<UnifiedDiff.Edit> edits, int context) {
    StringBuilder sb = new StringBuilder();
    sb.append("--- ").append(nameA).append('\n').append("+++ ").append(nameB).append('\n');
    int i = 0;
    while (i < edits.size()) {
      while (i < edits.size() && edits.get(i).op() == UnifiedDiff.Op.KEEP) {
        i++;
      }
      if (i == edits.size()) {
        break;
      }
      int start = Math.max(0, i - context);
      // Extend the hunk while the next change is within 2 * context unchanged lines.
      int end = i;
      int lastChange = i;
      while (end < edits.size()) {
        if (edits.get(end).op() != UnifiedDiff.Op.KEEP) {
          lastChange = end;
        } else if (end - lastChange > 2 * context) {
          break;
        }
        end++;
      }
      int stop = Math.min(edits.size(), lastChange + 1 + context);
      List<UnifiedDiff.Edit> before = edits.subList(0, start);
      int aBefore = (int) before.stream().filter(e -> e.a() >= 0).count();
      int bBefore = (int) before.stream().filter(e -> e.b() >= 0).count();
      hunk(sb, a, b, edits.subList(start, stop), aBefore, bBefore);
      i = stop;
    }
    return sb.toString();
  }

  private static void hunk(StringBuilder sb, DiffLines a, DiffLines b,
      List<UnifiedDiff.Edit> h, int aBefore, int bBefore) {
    int aLen = (int) h.stream().filter(e -> e.a() >= 0).count();
    int bLen = (int) h.stream().filter(e -> e.b() >= 0).count();
    // An empty side is numbered by the line before it, as diff -u does.
    sb.append("@@ -").append(range(aLen == 0 ? aBefore : aBefore + 1, aLen))
        .append(" +").append(range(bLen == 0 ? bBefore : bBefore + 1, bLen)).append(" @@\n");
    for (UnifiedDiff.Edit e : h) {
      switch (e.op()) {
        case KEEP -> line(sb, ' ', a, e.a());
        case DELETE -> line(sb, '-', a, e.a());
        case INSERT -> line(sb, '+', b, e.b());
      }
    }
  }

  private static String range(int start, int len) {
    return len == 1 ? Integer.toString(start) : start + "," + len;
  }

  private static void line(StringBuilder sb, char mark, DiffLines text, int index) {
    sb.append(mark).append(text.lines().get(index)).append('\n');
    if (index == text.lines().size() - 1 && text.missingFinalNewline()) {
      sb.append("\\ No newline at end of file\n");
    }
  }
}
