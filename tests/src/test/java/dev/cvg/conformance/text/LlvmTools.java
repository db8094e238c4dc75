package dev.cvg.conformance.text;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/** Runs the installed LLVM 22 tools ({@code llvm-as-22}, {@code llvm-dis-22}, {@code opt-22}) if they are on PATH. */
final class LlvmTools {
  private LlvmTools() {}

  /** The outcome of one tool run. */
  record Run(int exit, String stdout, String stderr) {
    boolean ok() {
      return exit == 0;
    }

    /** Returns the first line of stderr (the diagnostic), or empty. */
    String firstError() {
      return stderr.lines().findFirst().orElse("");
    }
  }

  /** Returns the path of {@code tool} on PATH, if present and executable. */
  static Optional<Path> find(String tool) {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir, tool);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Returns whether all of {@code tools} are on PATH. */
  static boolean present(String... tools) {
    for (String t : tools) {
      if (find(t).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** Runs {@code command} and waits (at most two minutes). */
  static Run run(String... command) {
    try {
      Path out = Files.createTempFile("cvg-llvm", ".out");
      Path err = Files.createTempFile("cvg-llvm", ".err");
      try {
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
          p.destroyForcibly();
          return new Run(-1, "", "timeout: " + String.join(" ", command));
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    } catch (IOException e) {
      return new Run(-1, "", e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Run(-1, "", e.toString());
    }
  }

  /** Returns whether {@code opt-22 -passes=verify} accepts {@code file}. */
  static Run verify(Path file) {
    return run("opt-22", "-passes=verify", "-disable-output", file.toString());
  }

  /** Returns whether {@code llvm-as-22} accepts {@code file} (parse and verify). */
  static Run assemble(Path file) {
    return run("llvm-as-22", file.toString(), "-o", "/dev/null");
  }

  /**
   * Returns LLVM's own canonical text of {@code file} ({@code llvm-as-22 | llvm-dis-22}) without
   * the lines that name the input ({@code ; ModuleID}, {@code source_filename}); empty if rejected.
   */
  static Optional<String> canonical(Path file) throws IOException {
    Path bc = Files.createTempFile("cvg-llvm", ".bc");
    try {
      if (!run("llvm-as-22", file.toString(), "-o", bc.toString()).ok()) {
        return Optional.empty();
      }
      Run dis = run("llvm-dis-22", bc.toString(), "-o", "-");
      if (!dis.ok()) {
        return Optional.empty();
      }
      List<String> lines = new ArrayList<>(dis.stdout().lines()
          .filter(l -> !l.startsWith("; ModuleID") && !l.startsWith("source_filename")).toList());
      return Optional.of(lines.stream().collect(Collectors.joining("\n")));
    } finally {
      Files.deleteIfExists(bc);
    }
  }
}
