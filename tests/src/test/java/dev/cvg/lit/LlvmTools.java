package dev.cvg.lit;

import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An installed LLVM 22 (the directory {@code opt-22} on {@code PATH} links to, which holds the
 * unversioned tools such as {@code not}) and a small shell that runs RUN pipelines with it, for
 * tests that compare cvg with the real tools. Whether LLVM 22 is there, and what its absence
 * means (skip, or fail under {@code -Dcvg.requireLlvm=true}), is decided by {@link Llvm22}.
 */
public final class LlvmTools {
  private static final String VERSION = "22";
  private static final String OPT = "opt-" + VERSION;
  private final Path binDir;

  private LlvmTools(Path binDir) {
    this.binDir = binDir;
  }

  /** The exit code and outputs of a process. */
  public record Output(int exitCode, String stdout, String stderr) {}

  /**
   * Returns the installed LLVM 22, or empty if {@code opt-22} is not on PATH.
   *
   * @throws AssertionError if it is not and {@code -Dcvg.requireLlvm=true} ({@link Llvm22#available})
   */
  public static Optional<LlvmTools> find() {
    if (!Llvm22.available(OPT)) {
      return Optional.empty();
    }
    try {
      return Optional.of(new LlvmTools(Llvm22.find(OPT).orElseThrow().toRealPath().getParent()));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot resolve " + OPT, e);
    }
  }

  /**
   * Returns the installed LLVM 22, skipping the calling test without it ({@link Llvm22#assume}).
   *
   * @throws AssertionError if it is missing and {@code -Dcvg.requireLlvm=true}
   */
  public static LlvmTools findOrSkip() {
    Llvm22.assume(OPT);
    return find().orElseThrow();
  }

  /** Returns the path of LLVM tool {@code base} ({@code opt}, {@code FileCheck}, {@code not}),
   * or {@code base} itself for tools LLVM does not ship ({@code diff}). */
  public String tool(String base) {
    Path p = binDir.resolve(base);
    if (Files.isExecutable(p)) {
      return p.toString();
    }
    return Llvm22.find(base + "-" + VERSION).map(Path::toString).orElse(base);
  }

  /**
   * Runs {@code commands} as one pipeline in {@code bash -o pipefail}, in {@code workDir},
   * with LLVM tools resolved to this installation.
   */
  public Output runPipeline(List<Command> commands, Substitutions subs, Path workDir)
      throws IOException, InterruptedException {
    String script = commands.stream().map(c -> shell(c.substitute(subs)))
        .collect(Collectors.joining(" | "));
    return run(List.of("bash", "-o", "pipefail", "-c", script), null, workDir);
  }

  /** Runs {@code argv} with {@code stdin} (or no input) and collects its outputs. */
  public static Output run(List<String> argv, String stdin, Path workDir)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(argv).directory(workDir.toFile());
    Path in = Files.createTempFile(workDir, "stdin", ".txt");
    Path out = Files.createTempFile(workDir, "stdout", ".txt");
    Path err = Files.createTempFile(workDir, "stderr", ".txt");
    try {
      Files.writeString(in, stdin == null ? "" : stdin, StandardCharsets.UTF_8);
      pb.redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
      int code = pb.start().waitFor();
      return new Output(code, Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  private String shell(Command c) {
    List<String> words = new ArrayList<>();
    if (c.negated()) {
      words.add(quote(tool("not")));
    }
    words.add(quote(tool(Tools.base(c.tool()))));
    c.args().forEach(a -> words.add(quote(a)));
    c.stdin().ifPresent(f -> words.add("< " + quote(f)));
    c.stdout().ifPresent(f -> words.add("> " + quote(f)));
    c.stderr().ifPresent(f -> words.add("2> " + quote(f)));
    if (c.stderrToStdout()) {
      words.add("2>&1");
    }
    return String.join(" ", words);
  }

  private static String quote(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }
}
