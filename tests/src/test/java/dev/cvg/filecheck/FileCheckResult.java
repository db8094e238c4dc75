package dev.cvg.filecheck;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The outcome of one FileCheck run: FileCheck's exit code and its messages.
 *
 * @param exitCode 0 when every check matched, 1 when a check failed, 2 when the check file,
 *     the options or the input were unusable (the same codes as LLVM's {@code FileCheck})
 * @param diagnostics errors and notes in the order FileCheck reports them
 */
public record FileCheckResult(int exitCode, List<FileCheckDiagnostic> diagnostics) {

  /** Exit code of a run whose checks all matched. */
  public static final int PASS = 0;
  /** Exit code of a run in which some check failed. */
  public static final int FAIL = 1;
  /** Exit code of a run that could not start (bad check file, options or empty input). */
  public static final int ERROR = 2;

  /** Creates a result; the list is copied. */
  public FileCheckResult {
    diagnostics = List.copyOf(diagnostics);
  }

  /** Returns whether every check matched. */
  public boolean passed() {
    return exitCode == PASS;
  }

  /** Returns all diagnostics rendered as FileCheck prints them, one after another. */
  public String render() {
    return diagnostics.stream().map(FileCheckDiagnostic::render)
        .collect(Collectors.joining("\n", "", diagnostics.isEmpty() ? "" : "\n"));
  }
}
