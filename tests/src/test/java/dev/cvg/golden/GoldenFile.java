package dev.cvg.golden;

import dev.cvg.lit.LitSyntaxException;
import dev.cvg.lit.RunLine;
import dev.cvg.lit.RunLines;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One golden test file: its path, its name relative to the discovery root, and its text, with
 * accessors for the data it carries (RUN lines, inline annotations, function definitions).
 *
 * @param path the file in the source tree (bless mode writes here)
 * @param name the path relative to the discovery root, with {@code /} separators
 * @param text the file's text
 */
public record GoldenFile(Path path, String name, String text) {

  /**
   * Returns the inline annotations.
   *
   * @throws Annotations.AnnotationException if one is malformed
   */
  public Annotations annotations() throws Annotations.AnnotationException {
    return Annotations.parse(text);
  }

  /**
   * Returns the lit RUN commands.
   *
   * @throws LitSyntaxException if one is malformed
   */
  public List<RunLine> runLines() throws LitSyntaxException {
    return RunLines.parse(text);
  }

  /** Returns the function definitions in file order. */
  public List<LlFunction> functions() {
    return LlFunction.split(text);
  }

  /** Returns the definition of {@code @name}, if any. */
  public Optional<LlFunction> function(String functionName) {
    return functions().stream().filter(f -> f.name().equals(functionName)).findFirst();
  }

  /** Returns the sibling file with the same base name and {@code extension} (no dot). */
  public Path sibling(String extension) {
    String file = path.getFileName().toString();
    int dot = file.lastIndexOf('.');
    return path.resolveSibling((dot < 0 ? file : file.substring(0, dot)) + "." + extension);
  }
}
