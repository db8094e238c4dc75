package dev.cvg.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.GoldenFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.TestInstance;

/**
 * The lit runner, validated without cvg's analyses: an executor that turns each mapped cvg
 * command back into the equivalent LLVM 22 command must give, for every mapped corpus RUN
 * line, the same pass/fail as running the original RUN line with LLVM's own tools. This shows
 * that the mapping keeps everything the command needs (pass, triple, cpu, input, stderr
 * merging, module printing) and that the runner feeds FileCheck what lit would.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LitRunnerTest {
  /**
   * Corpus folders (path prefixes) none of whose files has a RUN line that maps to a cvg command,
   * with the reason: such a file compares nothing, which passes only here. A listed folder must
   * hold files, and each of them must still compare nothing.
   */
  static final Map<String, String> NOTHING_TO_COMPARE = Map.of("Transforms/",
      "RUN lines of transform passes (adce, gvn, licm, loop-unroll, simplifycfg, ...): cvg has no subcommand for them");
  @TempDir
  Path scratch;
  private final AtomicInteger compared = new AtomicInteger();
  private final AtomicInteger passing = new AtomicInteger();
  private final AtomicInteger files = new AtomicInteger();
  private final AtomicInteger filesComparing = new AtomicInteger();

  @TestFactory
  Stream<DynamicTest> mappedRunLinesBehaveLikeTheOriginals() {
    LlvmTools llvm = LlvmTools.findOrSkip();
    Path root = GoldenFiles.resource("conformance/llvm");
    List<Path> files = GoldenFiles.discover(root);
    for (String folder : NOTHING_TO_COMPARE.keySet()) {
      assertTrue(files.stream().anyMatch(f -> root.relativize(f).toString().startsWith(folder)),
          "NOTHING_TO_COMPARE lists " + folder + ", which holds no corpus file");
    }
    return files.stream().map(f -> DynamicTest.dynamicTest(root.relativize(f).toString(), () -> compareFile(llvm, f)));
  }

  @AfterAll
  void summary() {
    System.out.printf("lit runner: %d mapped corpus RUN lines behave like the originals under"
        + " LLVM 22 (%d of them pass); %d of %d files have a mapped RUN line, the others are listed"
        + " in NOTHING_TO_COMPARE%n", compared.get(), passing.get(), filesComparing.get(), files.get());
  }

  private void compareFile(LlvmTools llvm, Path file) throws Exception {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    Path tmp = Files.createTempDirectory(scratch, "run");
    Substitutions subs = new Substitutions(file.toString(), file.getParent().toString(),
        tmp.resolve("t").toString(), tmp.toString());
    List<LitRunner.Outcome> outcomes = LitRunner.run(text, subs, argv -> llvm.runPipeline(
        List.of(asLlvmCommand(argv)), subs, tmp));
    List<String> mismatches = new ArrayList<>();
    List<String> unsupported = new ArrayList<>();
    int comparedHere = 0;
    for (LitRunner.Outcome o : outcomes) {
      if (o.status() == LitRunner.Status.UNSUPPORTED) {
        unsupported.add("line " + o.run().line() + ": " + o.detail());
        continue;
      }
      boolean original = llvm.runPipeline(o.run().pipeline(), subs, tmp).exitCode() == 0;
      comparedHere++;
      compared.incrementAndGet();
      if (original) {
        passing.incrementAndGet();
      }
      if (original != (o.status() == LitRunner.Status.PASS)) {
        mismatches.add("line " + o.run().line() + ": original " + (original ? "passes" : "fails")
            + ", runner says " + o.status() + "\n" + o.detail());
      }
    }
    assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
    files.incrementAndGet();
    if (comparedHere > 0) {
      filesComparing.incrementAndGet();
    }
    String name = GoldenFiles.resource("conformance/llvm").relativize(file).toString();
    boolean listed = NOTHING_TO_COMPARE.keySet().stream().anyMatch(name::startsWith);
    if (!listed) {
      assertTrue(comparedHere > 0, name + ": no RUN line is mapped, so nothing was compared ("
          + String.join("; ", unsupported) + "); list it in NOTHING_TO_COMPARE with the reason");
    } else {
      assertEquals(0, comparedHere, name + " has mapped RUN lines now: narrow NOTHING_TO_COMPARE");
    }
  }

  // The LLVM command a cvg command stands for (the inverse of RunLineMapper).
  private static Command asLlvmCommand(List<String> argv) {
    String sub = argv.get(0);
    String input = argv.get(argv.size() - 1);
    List<String> args = new ArrayList<>();
    for (String a : argv.subList(1, argv.size() - 1)) {
      args.add(a.replaceFirst("^--", "-"));
    }
    String tool = "opt";
    switch (sub) {
      case "cycles" -> args.addAll(List.of("-passes=print<cycles>", "-disable-output"));
      case "uniformity" -> args.addAll(List.of("-passes=print<uniformity>", "-disable-output"));
      case "print" -> args.add("-S");
      case "verify" -> {
        tool = "llvm-as";
        args.add("-disable-output");
      }
      default -> throw new IllegalArgumentException("no LLVM equivalent for cvg " + sub);
    }
    args.add(input);
    return new Command(false, tool, args, Optional.empty(), Optional.empty(), Optional.empty(),
        false);
  }

  @Test
  void inProcessExecutorRunsCvg() throws Exception {
    LlvmTools.Output out = LitRunner.inProcess().run(List.of("--version"));
    assertEquals(0, out.exitCode());
    assertTrue(out.stdout().startsWith("cvg "), out.stdout());
  }
}
