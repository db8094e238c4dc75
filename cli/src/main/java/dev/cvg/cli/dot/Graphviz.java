package dev.cvg.cli.dot;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Graphviz's {@code dot} program: finding it on a search path and rendering DOT text to SVG.
 * Rendering goes to a hidden file next to the output that is moved over it only when {@code dot}
 * succeeds, so a failure never leaves a half-written picture.
 */
public final class Graphviz {
  /** The name of the program. */
  public static final String PROGRAM = "dot";

  private Graphviz() {}

  /**
   * Returns the executable {@code dot} in the first directory of {@code searchPath} (the syntax of
   * {@code PATH}) that has one, or empty; a null or empty path has none.
   */
  public static Optional<Path> find(String searchPath) {
    return findProgram(PROGRAM, searchPath);
  }

  /**
   * Returns the executable file {@code name} in the first directory of {@code searchPath} (the
   * syntax of {@code PATH}) that has one, as a shell finds a program, or empty; a null or empty
   * path has none.
   */
  public static Optional<Path> findProgram(String name, String searchPath) {
    if (searchPath == null || searchPath.isEmpty()) {
      return Optional.empty();
    }
    for (String dir : searchPath.split(File.pathSeparator)) {
      Path p = Path.of(dir.isEmpty() ? "." : dir).resolve(name);
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * Renders {@code dot} (one or more digraphs; Graphviz writes one SVG document per graph) to
   * {@code out} with {@code program -Tsvg}.
   *
   * @throws IOException if a file cannot be written or the program cannot be started
   * @throws RenderException if the program fails, with its diagnostics
   */
  public static void renderSvg(Path program, String dot, Path out) throws IOException, RenderException {
    Path target = out.toAbsolutePath();
    Path input = Files.createTempFile("cvg-", ".dot");
    Path partial = target.resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
    try {
      Files.writeString(input, dot, StandardCharsets.UTF_8);
      Process p = new ProcessBuilder(program.toString(), "-Tsvg", "-o", partial.toString(), input.toString())
          .redirectErrorStream(true).start();
      p.getOutputStream().close();
      String messages = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      int code;
      try {
        code = p.waitFor();
      } catch (InterruptedException e) {
        p.destroy();
        Thread.currentThread().interrupt();
        throw new RenderException("interrupted while waiting for " + PROGRAM);
      }
      if (code != 0) {
        throw new RenderException(PROGRAM + " failed (exit code " + code + ")"
            + (messages.isEmpty() ? "" : ": " + messages));
      }
      Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(input);
      Files.deleteIfExists(partial);
    }
  }

  /**
   * Returns the SVG document that {@code program -Tsvg} renders from {@code dot} (one digraph),
   * from its {@code <svg} element on: without the XML declaration, doctype and comments Graphviz
   * writes before it, so it can be placed inside an HTML page.
   *
   * @throws IOException if a temporary file cannot be written or the program cannot be started
   * @throws RenderException if the program fails, with its diagnostics
   */
  public static String svgElement(Path program, String dot) throws IOException, RenderException {
    Path dir = Files.createTempDirectory("cvg-svg-");
    Path out = dir.resolve("graph.svg");
    try {
      renderSvg(program, dot, out);
      String svg = Files.readString(out, StandardCharsets.UTF_8);
      int start = svg.indexOf("<svg");
      if (start < 0) {
        throw new RenderException(PROGRAM + " wrote no <svg> element");
      }
      return svg.substring(start);
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(dir);
    }
  }

  /** The renderer ran but failed; the message says how. */
  public static final class RenderException extends Exception {
    /** Creates the exception with {@code message}. */
    public RenderException(String message) {
      super(message);
    }
  }
}
