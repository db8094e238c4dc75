package dev.cvg.filecheck;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.GoldenFiles;
import dev.cvg.lit.Command;
import dev.cvg.lit.LlvmTools;
import dev.cvg.lit.RunLine;
import dev.cvg.lit.RunLines;
import dev.cvg.lit.Substitutions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.TestInstance;

/**
 * Compares {@link FileCheck} with LLVM's {@code FileCheck-22}: for every RUN line of every
 * corpus file that pipes into FileCheck, the input is what the real tools ({@code opt-22},
 * {@code llvm-as-22}) print for that RUN line; both FileChecks must return the same exit code
 * on it and on seeded mutations of it. Skipped when LLVM 22 is not installed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FileCheckDifferentialTest {
  @TempDir
  Path scratch;
  private static final int MUTATIONS = 12;
  private final AtomicInteger comparisons = new AtomicInteger();
  private final AtomicInteger agreements = new AtomicInteger();
  private final AtomicInteger bothFailed = new AtomicInteger();
  private final AtomicInteger sameFirstError = new AtomicInteger();
  private final AtomicInteger exitTwo = new AtomicInteger();

  @TestFactory
  Stream<DynamicTest> corpusRunLinesAgreeWithFileCheck22() {
    LlvmTools llvm = LlvmTools.findOrSkip();
    Path root = GoldenFiles.resource("conformance/llvm");
    return GoldenFiles.discover(root).stream().map(f -> DynamicTest.dynamicTest(
        root.relativize(f).toString(), () -> checkFile(llvm, f)));
  }

  @AfterAll
  void summary() {
    System.out.printf("FileCheck differential: %d of %d (check file, input) pairs agree with"
            + " FileCheck-22 on the exit code; %d fail in both (%d with exit code 2), and %d of"
            + " those report their first error at the same check-file line%n", agreements.get(),
        comparisons.get(), bothFailed.get(), exitTwo.get(), sameFirstError.get());
  }

  private void checkFile(LlvmTools llvm, Path file) throws Exception {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    Path tmp = Files.createTempDirectory(scratch, "run");
    Substitutions subs = new Substitutions(file.toString(), file.getParent().toString(),
        tmp.resolve("t").toString(), tmp.toString());
    List<String> disagreements = new ArrayList<>();
    for (RunLine run : RunLines.parse(text)) {
      List<Command> pipeline = run.pipeline();
      if (!run.endsInFileCheck()) {
        llvm.runPipeline(pipeline, subs, tmp);
        continue;
      }
      LlvmTools.Output produced = llvm.runPipeline(pipeline.subList(0, pipeline.size() - 1),
          subs, tmp);
      Command fileCheck = run.last().substitute(subs);
      FileCheckArgs args = FileCheckArgs.parse(fileCheck.args());
      String checkText = Files.readString(Path.of(args.checkFile()), StandardCharsets.UTF_8);
      String where = "RUN line " + run.line();
      compare(llvm, fileCheck, args, checkText, produced.stdout(), where, tmp, disagreements);
      long seed = file.getFileName().toString().hashCode() * 31L + run.line();
      for (InputMutations.Mutation m : InputMutations.of(produced.stdout(), seed, MUTATIONS)) {
        compare(llvm, fileCheck, args, checkText, m.input(), where + ", " + m.description(), tmp,
            disagreements);
      }
    }
    assertTrue(disagreements.isEmpty(), String.join("\n\n", disagreements));
  }

  private void compare(LlvmTools llvm, Command fileCheck, FileCheckArgs args, String checkText,
      String input, String where, Path tmp, List<String> disagreements) throws Exception {
    List<String> argv = new ArrayList<>(fileCheck.argv());
    argv.set(0, llvm.tool("FileCheck"));
    LlvmTools.Output real = LlvmTools.run(argv, input, tmp);
    FileCheckResult ours = FileCheck.check(checkText, input, args.options());
    comparisons.incrementAndGet();
    if (real.exitCode() == ours.exitCode()) {
      agreements.incrementAndGet();
      if (real.exitCode() != 0) {
        bothFailed.incrementAndGet();
        if (real.exitCode() == 2) {
          exitTwo.incrementAndGet();
        }
        if (firstErrorLine(real.stderr()).equals(firstErrorLine(ours.render()))) {
          sameFirstError.incrementAndGet();
        } else {
          System.out.println("first error differs at " + where + ":\n  real: "
              + firstErrorLine(real.stderr()) + "\n  cvg:  " + firstErrorLine(ours.render()));
        }
      }
      return;
    }
    disagreements.add(where + ": FileCheck-22 exit " + real.exitCode() + ", cvg exit "
        + ours.exitCode() + "\n--- FileCheck-22 ---\n" + firstLines(real.stderr(), 12)
        + "\n--- cvg ---\n" + firstLines(ours.render(), 12));
  }

  // "file:LINE:" of the first error message (the column may differ after canonicalisation).
  private static String firstErrorLine(String diagnostics) {
    return diagnostics.lines().filter(l -> l.contains(" error: ") || l.startsWith("error: "))
        .findFirst().map(l -> l.replaceFirst("^(.*?:\\d+):\\d+: error: .*$", "$1")
            .replaceFirst("^.*/", ""))
        .orElse("<none>");
  }

  private static String firstLines(String s, int n) {
    return String.join("\n", s.lines().limit(n).toList());
  }
}
