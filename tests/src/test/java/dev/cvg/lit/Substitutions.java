package dev.cvg.lit;

/**
 * lit's path substitutions for one test file.
 *
 * @param source {@code %s}: the test file's path
 * @param sourceDir {@code %S} and {@code %p}: its directory
 * @param temp {@code %t}: a per-test temporary path (used as a prefix, e.g. {@code %t1.ll})
 * @param tempDir {@code %T}: the directory of {@code %t}
 */
public record Substitutions(String source, String sourceDir, String temp, String tempDir) {

  /** Returns {@code word} with {@code %s}, {@code %S}, {@code %p}, {@code %t}, {@code %T} and
   * {@code %%} replaced; other {@code %} sequences are kept. */
  public String apply(String word) {
    StringBuilder sb = new StringBuilder(word.length() + 32);
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c != '%' || i + 1 == word.length()) {
        sb.append(c);
        continue;
      }
      char k = word.charAt(i + 1);
      String value = switch (k) {
        case 's' -> source;
        case 'S', 'p' -> sourceDir;
        case 't' -> temp;
        case 'T' -> tempDir;
        case '%' -> "%";
        default -> null;
      };
      if (value == null) {
        sb.append(c);
      } else {
        sb.append(value);
        i++;
      }
    }
    return sb.toString();
  }
}
