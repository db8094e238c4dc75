package dev.cvg.generate;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Test-only: finds {@code opt-22} on the PATH and runs printer passes over a module text. */
public final class Opt22 {
  private Opt22() {}

  /** Returns the {@code opt-22} executable, if it is on the PATH. */
  public static Optional<Path> find() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir, "opt-22");
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * Runs {@code opt-22 -passes=<passes> -disable-output} on {@code module} and returns what it
   * printed on stderr (where the printer passes write).
   *
   * @throws IOException if opt fails or exits non-zero (its stderr is in the message)
   */
  public static String run(Path opt, String passes, String module)
      throws IOException, InterruptedException {
    Path in = Files.createTempFile("cvg-opt", ".ll");
    try {
      Files.writeString(in, module, StandardCharsets.UTF_8);
      Process p = new ProcessBuilder(opt.toString(), "-passes=" + passes, "-disable-output",
          in.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new IOException("opt-22 failed:\n" + err);
      }
      return err;
    } finally {
      Files.deleteIfExists(in);
    }
  }

  /**
   * Splits printer output into sections keyed by function name: each section starts with a
   * line {@code <prefix><name>} and runs up to the next line starting with a known prefix.
   */
  public static Map<String, String> sections(String output, List<String> prefixes, String prefix) {
    Map<String, String> out = new LinkedHashMap<>();
    String current = null;
    StringBuilder sb = new StringBuilder();
    List<String> lines = new ArrayList<>(output.lines().toList());
    for (String line : lines) {
      boolean starts = prefixes.stream().anyMatch(line::startsWith);
      if (starts) {
        if (current != null) {
          out.put(current, sb.toString());
        }
        current = line.startsWith(prefix) ? line.substring(prefix.length()) : null;
        sb.setLength(0);
      }
      if (current != null) {
        sb.append(line).append('\n');
      }
    }
    if (current != null) {
      out.put(current, sb.toString());
    }
    return out;
  }
}
