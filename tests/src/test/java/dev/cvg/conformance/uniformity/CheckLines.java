package dev.cvg.conformance.uniformity;

import dev.cvg.filecheck.FileCheck;
import dev.cvg.filecheck.FileCheckArgs;
import dev.cvg.filecheck.FileCheckResult;
import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks an input against a test file's CHECK lines as a {@code RUN} line's {@code FileCheck}
 * would: with cvg's own FileCheck ({@link dev.cvg.filecheck}) always, and additionally with
 * LLVM's {@code FileCheck-22} when it is installed, failing if the two disagree.
 */
final class CheckLines {
  static final String TOOL = "FileCheck-22";

  private CheckLines() {}

  /**
   * The outcome: whether the CHECK lines accept the input, and FileCheck's diagnostics.
   *
   * @param passed whether the input passes
   * @param diagnostics the messages of the failure (empty when passed)
   */
  record Result(boolean passed, String diagnostics) {}

  /**
   * Runs FileCheck with {@code args} ({@code %s} replaced by {@code checkFile}) on {@code input}.
   *
   * @throws AssertionError if cvg's FileCheck and FileCheck-22 disagree
   */
  static Result run(Path checkFile, List<String> args, String input) throws IOException {
    List<String> resolved = new ArrayList<>();
    for (String a : args) {
      resolved.add(a.equals("%s") ? checkFile.toString() : a);
    }
    FileCheckArgs parsed = FileCheckArgs.parse(resolved);
    FileCheckResult ours = FileCheck.check(Files.readString(checkFile), input,
        parsed.options().toBuilder().checkFileName(checkFile.toString()).build());
    if (Llvm22.available(TOOL)) {
      List<String> cmd = new ArrayList<>(List.of(TOOL));
      cmd.addAll(resolved);
      Llvm22.Run theirs = Llvm22.run(cmd, input);
      if (theirs.ok() != ours.passed()) {
        throw new AssertionError("cvg's FileCheck (" + (ours.passed() ? "pass" : "fail") + ") and " + TOOL
            + " (" + (theirs.ok() ? "pass" : "fail") + ") disagree on " + checkFile + ":\n" + ours.render()
            + "\n" + theirs.merged());
      }
    }
    return new Result(ours.passed(), ours.passed() ? "" : ours.render());
  }
}
