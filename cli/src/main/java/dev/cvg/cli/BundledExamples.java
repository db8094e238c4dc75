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
