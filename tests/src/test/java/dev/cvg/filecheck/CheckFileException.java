package dev.cvg.filecheck;

import java.util.List;

/**
 * A check file or option that FileCheck refuses before reading the input, with the exit code
 * FileCheck uses for it (2, or 1 for the one case where FileCheck calls {@code exit(1)}).
 */
final class CheckFileException extends Exception {
  private final int exitCode;
  private final List<FileCheckDiagnostic> diagnostics;

  CheckFileException(int exitCode, FileCheckDiagnostic diagnostic) {
    super(diagnostic.message());
    this.exitCode = exitCode;
    this.diagnostics = List.of(diagnostic);
  }

  CheckFileException(FileCheckDiagnostic diagnostic) {
    this(FileCheckResult.ERROR, diagnostic);
  }

  /** Returns the exit code FileCheck ends with. */
  int exitCode() {
    return exitCode;
  }

  /** Returns the messages to report. */
  List<FileCheckDiagnostic> diagnostics() {
    return diagnostics;
  }
}
