package dev.cvg.oracle.run;

/**
 * A minimal JSON writer (cvg takes no JSON dependency): objects with keys in insertion order,
 * arrays, strings, numbers, booleans and null, printed with two-space indentation.
 */
final class Json {
  private final StringBuilder sb = new StringBuilder();
  private int depth;
  private boolean first = true;

  Json beginObject() {
    open('{');
    return this;
  }

  Json endObject() {
    close('}');
    return this;
  }

  Json beginArray() {
    open('[');
    return this;
  }

  Json endArray() {
    close(']');
    return this;
  }

  /** Writes {@code "key": } inside an object; the value follows. */
  Json key(String k) {
    separate();
    quote(k);
    sb.append(": ");
    first = true;
    pendingKey = true;
    return this;
  }

  Json value(String s) {
    separate();
    if (s == null) {
      sb.append("null");
    } else {
      quote(s);
    }
    return this;
  }

  Json value(long n) {
    separate();
    sb.append(n);
    return this;
  }

  /** Writes an array of numbers on one line: {@code [1, 2, 3]}. */
  Json numbers(java.util.List<Long> ns) {
    separate();
    sb.append('[');
    for (int i = 0; i < ns.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(ns.get(i));
    }
    sb.append(']');
    return this;
  }

  /** Writes {@code true}, {@code false}, or {@code null} for a null {@code b}. */
  Json value(Boolean b) {
    separate();
    sb.append(b == null ? "null" : b.toString());
    return this;
  }

  private boolean pendingKey;

  private void open(char c) {
    separate();
    sb.append(c);
    depth++;
    first = true;
  }

  private void close(char c) {
    depth--;
    if (!first) {
      newline();
    }
    sb.append(c);
    first = false;
  }

  private void separate() {
    if (pendingKey) {
      pendingKey = false;
      first = false;
      return;
    }
    if (depth > 0) {
      if (!first) {
        sb.append(',');
      }
      newline();
    }
    first = false;
  }

  private void newline() {
    sb.append('\n').append("  ".repeat(depth));
  }

  private void quote(String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (ch < 0x20) {
            sb.append(String.format("\\u%04x", (int) ch));
          } else {
            sb.append(ch);
          }
        }
      }
    }
    sb.append('"');
  }

  @Override
  public String toString() {
    return sb + "\n";
  }
}
