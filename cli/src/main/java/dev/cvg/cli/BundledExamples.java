package dev.cvg.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The example programs shipped inside the cvg jar, listed in {@code examples/INDEX}. */
final class BundledExamples {
  /**
   * One example.
   *
   * @param name the file name, e.g. {@code texture-sample.ll}
   * @param title a one-line description
   * @param source the file contents
   */
  record Example(String name, String title, SourceText source) {}

  private BundledExamples() {}

  /**
   * Returns every example in index order.
   *
   * @throws CliException (exit code 2) if the jar lacks an indexed example
   */
  static List<Example> all() throws CliException {
    List<Example> out = new ArrayList<>();
    for (String line : read("INDEX").split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] parts = line.split("\t", 2);
      out.add(new Example(parts[0], parts.length > 1 ? parts[1] : parts[0],
          new SourceText("examples/" + parts[0], read(parts[0]))));
    }
    return List.copyOf(out);
  }

  /**
   * One bundled transform: a module with {@code @src} and {@code @tgt} and the verdict its source
   * document gives.
   *
   * @param name the file name below {@code examples/transforms/}
   * @param expected LEGAL or ILLEGAL
   * @param title a one-line description
   * @param source the file contents
   */
  record Transform(String name, String expected, String title, SourceText source) {}

  /**
   * Returns every bundled transform in index order.
   *
   * @throws CliException (exit code 2) if the jar lacks an indexed transform
   */
  static List<Transform> transforms() throws CliException {
    List<Transform> out = new ArrayList<>();
    for (String line : read("transforms/INDEX").split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] parts = line.split("\t", 3);
      out.add(new Transform(parts[0], parts[1], parts[2],
          new SourceText("examples/transforms/" + parts[0], read("transforms/" + parts[0]))));
    }
    return List.copyOf(out);
  }

  /**
   * A guarded pass run on a bundled transform's {@code @src}.
   *
   * @param transform the file under {@code examples/transforms/}
   * @param pipeline the {@code -passes=} text
   * @param expected {@code performed} or {@code refused}: what the guard must do
   * @param title a one-line description
   * @param source the file contents
   */
  record PassRun(String transform, String pipeline, String expected, String title, SourceText source) {}

  /**
   * Returns every bundled pass run in index order ({@code examples/passes/INDEX}: file, pipeline,
   * expectation, title, tab-separated).
   *
   * @throws CliException (exit code 2) if the jar lacks an indexed file
   */
  static List<PassRun> passRuns() throws CliException {
    List<PassRun> out = new ArrayList<>();
    for (String line : read("passes/INDEX").split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] parts = line.split("\t", 4);
      out.add(new PassRun(parts[0], parts[1], parts[2], parts[3],
          new SourceText("examples/transforms/" + parts[0], read("transforms/" + parts[0]))));
    }
    return List.copyOf(out);
  }

  private static String read(String name) throws CliException {
    try (InputStream in = BundledExamples.class.getResourceAsStream("/examples/" + name)) {
      if (in == null) {
        throw CliException.input("examples/" + name, "missing from the cvg jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw CliException.input("examples/" + name, "cannot be read: " + e.getMessage());
    }
  }
}
