package dev.cvg.golden;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opentest4j.AssertionFailedError;

/**
 * Precise-output expectations: an actual text must equal an expected file byte for byte.
 *
 * <p>On a mismatch the failure shows a unified diff (expected {@code -}, actual {@code +}).
 * With {@code -Dcvg.bless=true} the expected file is (re)written with the actual text instead,
 * so regenerating goldens after an intended change is one command; review the result with
 * {@code git diff}. Two storage forms: a separate file, or a block at the end of the
 * {@code .ll} test itself ({@link #checkEmbedded}), after the line {@value #MARKER}, every
 * output line prefixed by {@code "; "} (empty lines by {@code ";"}).
 */
public final class PreciseOutput {
  /** The system property that switches bless mode on. */
  public static final String BLESS_PROPERTY = "cvg.bless";
  /** The line that starts an embedded expected output. */
  public static final String MARKER = "; ---- expected output ----";

  private PreciseOutput() {}

  /** Returns whether bless mode is on ({@code -Dcvg.bless=true}). */
  public static boolean blessing() {
    return Boolean.getBoolean(BLESS_PROPERTY);
  }

  /**
   * Asserts that {@code expectedFile} holds exactly {@code actual}, or writes it in bless mode.
   *
   * @throws AssertionFailedError with a unified diff if the texts differ, or if the file does
   *     not exist outside bless mode
   */
  public static void check(Path expectedFile, String actual) {
    check(expectedFile, actual, blessing());
  }

  /** Like {@link #check(Path, String)}, with bless mode given explicitly. */
  public static void check(Path expectedFile, String actual, boolean bless) {
    if (bless) {
      if (!Files.exists(expectedFile) || !read(expectedFile).equals(actual)) {
        write(expectedFile, actual);
      }
      return;
    }
    if (!Files.exists(expectedFile)) {
      throw new AssertionFailedError(expectedFile + " does not exist; run the test with -D"
          + BLESS_PROPERTY + "=true to create it from the actual output:\n" + actual);
    }
    compare(expectedFile.toString(), read(expectedFile), actual);
  }

  /**
   * Asserts that the block after {@value #MARKER} in {@code llFile} is {@code actual}, or
   * (re)writes that block in bless mode, keeping everything before it.
   *
   * @throws AssertionFailedError with a unified diff if the texts differ or the block is
   *     missing outside bless mode
   */
  public static void checkEmbedded(Path llFile, String actual) {
    checkEmbedded(llFile, actual, blessing());
  }

  /** Like {@link #checkEmbedded(Path, String)}, with bless mode given explicitly. */
  public static void checkEmbedded(Path llFile, String actual, boolean bless) {
    String text = read(llFile);
    int at = markerOffset(text);
    String head = at < 0 ? text : text.substring(0, at);
    String expected = at < 0 ? null : uncomment(text.substring(at + MARKER.length() + 1));
    if (bless) {
      if (!actual.equals(expected)) {
        String sep = head.isEmpty() || head.endsWith("\n") ? "" : "\n";
        write(llFile, head + sep + MARKER + "\n" + comment(actual));
      }
      return;
    }
    if (expected == null) {
      throw new AssertionFailedError(llFile + " has no '" + MARKER + "' block; run the test"
          + " with -D" + BLESS_PROPERTY + "=true to add it:\n" + actual);
    }
    compare(llFile + " (embedded expected output)", expected, actual);
  }

  /** Returns {@code text} with every line commented out the way embedded outputs store it. */
  static String comment(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : DiffLines.of(text).lines()) {
      sb.append(line.isEmpty() ? ";" : "; " + line).append('\n');
    }
    return sb.toString();
  }

  /** Inverts {@link #comment}. */
  static String uncomment(String block) {
    StringBuilder sb = new StringBuilder();
    for (String line : DiffLines.of(block).lines()) {
      sb.append(line.startsWith("; ") ? line.substring(2) : line.startsWith(";")
          ? line.substring(1) : line).append('\n');
    }
    return sb.toString();
  }

  private static int markerOffset(String text) {
    if (text.startsWith(MARKER + "\n")) {
      return 0;
    }
    int at = text.indexOf("\n" + MARKER + "\n");
    return at < 0 ? -1 : at + 1;
  }

  private static void compare(String name, String expected, String actual) {
    if (expected.equals(actual)) {
      return;
    }
    String diff = UnifiedDiff.diff(name + " (expected)", expected, "actual", actual, 3);
    throw new AssertionFailedError("output differs from " + name + " (rerun with -D"
        + BLESS_PROPERTY + "=true to accept the actual output):\n" + diff, expected, actual);
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + p, e);
    }
  }

  private static void write(Path p, String text) {
    try {
      if (p.getParent() != null) {
        Files.createDirectories(p.getParent());
      }
      Files.writeString(p, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + p, e);
    }
  }
}
