package dev.cvg.conformance.text;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.UnifiedDiff;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The text format against all 84 files of the LLVM conformance corpus: cvg parses exactly the
 * files LLVM 22's parser accepts, printing is stable, and {@code opt-22} accepts the printed
 * output of every file it accepts in its original form. Where {@code llvm-as-22} and
 * {@code llvm-dis-22} are installed, the printed output must also assemble to exactly the module
 * the original assembles to. Prints one summary line with the counts.
 */
class CorpusTextTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");

  /** Why LLVM 22 rejects a corpus file, and therefore what cvg must do with it. */
  private enum Rejection {
    /** A syntax error in {@code llvm-as-22}: cvg rejects the file too, at the same position. */
    PARSE,
    /** Parsed by LLVM, then refused by its IR verifier: a semantic error, so cvg's parser accepts it. */
    VERIFIER,
    /** A call of an undeclared {@code llvm.*} name LLVM does not know; cvg has no intrinsic table and declares it. */
    UNKNOWN_INTRINSIC
  }

  /** The files {@code llvm-as-22} rejects (checked against the tool when it is installed). */
  private static final Map<String, Rejection> LLVM_REJECTS = Map.of(
      "Analysis/UniformityAnalysis/AMDGPU/alwaysuniform_function_attribute.ll", Rejection.PARSE,
      "Analysis/UniformityAnalysis/AMDGPU/join-at-loop-heart.ll", Rejection.VERIFIER,
      "Analysis/UniformityAnalysis/AMDGPU/rts_swc_diverge.ll", Rejection.UNKNOWN_INTRINSIC,
      "Verifier/convergencectrl-invalid.ll", Rejection.VERIFIER);

  /** Everything measured for one file. */
  private record Outcome(String name, Path path, Module module, ParseException error, String printed,
      String reprinted, Llvm22.Run llvmAs, Llvm22.Run optOriginal, Llvm22.Run optPrinted,
      Optional<String> canonicalOriginal, Optional<String> canonicalPrinted) {}

  private static List<Path> files() throws IOException {
    try (Stream<Path> s = Files.walk(CORPUS)) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
  }

  private static Outcome measure(Path path, boolean llvm) throws IOException {
    String name = CORPUS.relativize(path).toString().replace('\\', '/');
    Module module = null;
    ParseException error = null;
    String printed = null;
    String reprinted = null;
    try {
      module = IrParser.parse(Files.readString(path), name);
      printed = IrPrinter.print(module);
      reprinted = IrPrinter.print(IrParser.parse(printed, name));
    } catch (ParseException e) {
      if (module == null) {
        error = e;
      } else {
        reprinted = "re-parse failed: " + e.render();
      }
    }
    if (!llvm) {
      return new Outcome(name, path, module, error, printed, reprinted, null, null, null, Optional.empty(),
          Optional.empty());
    }
    Llvm22.Run as = Llvm22.assemble(path);
    Llvm22.Run optOriginal = Llvm22.optVerify(path);
    Llvm22.Run optPrinted = null;
    Optional<String> canonOriginal = Optional.empty();
    Optional<String> canonPrinted = Optional.empty();
    if (printed != null) {
      Path tmp = Files.createTempFile("cvg-printed", ".ll");
      try {
        Files.writeString(tmp, printed);
        optPrinted = Llvm22.optVerify(tmp);
        if (as.ok()) {
          canonOriginal = Llvm22.canonical(path);
          canonPrinted = Llvm22.canonical(tmp);
        }
      } finally {
        Files.deleteIfExists(tmp);
      }
    }
    return new Outcome(name, path, module, error, printed, reprinted, as, optOriginal, optPrinted,
        canonOriginal, canonPrinted);
  }

  @TestFactory
  Stream<DynamicNode> corpus() throws IOException {
    boolean llvm = Llvm22.available("llvm-as-22", "llvm-dis-22", "opt-22");
    List<Outcome> outcomes = new ArrayList<>();
    for (Path p : files()) {
      outcomes.add(measure(p, llvm));
    }
    System.out.println(summary(outcomes, llvm));
    return outcomes.stream().map(o -> DynamicContainer.dynamicContainer(o.name(), Stream.of(
        DynamicTest.dynamicTest("parses iff LLVM 22 parses", () -> checkParse(o)),
        DynamicTest.dynamicTest("printing is stable", () -> checkStable(o)),
        DynamicTest.dynamicTest("llvm-as-22 agrees with the rejection table", () -> checkTable(o)),
        DynamicTest.dynamicTest("opt-22 accepts the printed output", () -> checkOpt(o)),
        DynamicTest.dynamicTest("printed output assembles to the same module", () -> checkSame(o)))));
  }

  private static void checkParse(Outcome o) {
    if (LLVM_REJECTS.get(o.name()) == Rejection.PARSE) {
      assertNotNull(o.error(), o.name() + " is a syntax error for LLVM 22 but parsed");
    } else {
      assertNull(o.error(), () -> o.error().render());
    }
  }

  private static void checkStable(Outcome o) {
    Assumptions.assumeTrue(o.module() != null, "not parsed (rejected like LLVM 22)");
    assertEquals(o.printed(), o.reprinted(), o.name());
  }

  private static void checkTable(Outcome o) {
    Llvm22.assume("llvm-as-22", "llvm-dis-22", "opt-22");
    assertEquals(!LLVM_REJECTS.containsKey(o.name()), o.llvmAs().ok(), o.name() + ": " + o.llvmAs().firstError());
    if (o.error() != null) {
      // same position as llvm-as: "file:line:col: error: ..." after the tool's "llvm-as-22: <path>" prefix
      String at = o.error().pos().line() + ":" + o.error().pos().column() + ": error:";
      assertTrue(o.llvmAs().firstError().contains(at), o.llvmAs().firstError() + " vs " + o.error().render());
    }
  }

  private static void checkOpt(Outcome o) {
    Llvm22.assume("opt-22");
    Assumptions.assumeTrue(o.module() != null, "not parsed");
    Assumptions.assumeTrue(o.optOriginal().ok(), "opt-22 rejects the original: " + o.optOriginal().firstError());
    assertTrue(o.optPrinted().ok(), o.optPrinted().stderr() + "\n" + o.printed());
  }

  private static void checkSame(Outcome o) {
    Llvm22.assume("llvm-as-22", "llvm-dis-22");
    Assumptions.assumeTrue(o.llvmAs().ok(), "llvm-as-22 rejects the original");
    assertTrue(o.canonicalOriginal().isPresent() && o.canonicalPrinted().isPresent(), o.name());
    assertEquals(o.canonicalOriginal().get(), o.canonicalPrinted().get(),
        () -> UnifiedDiff.diff(o.name() + " (llvm-dis of the original)", o.canonicalOriginal().get(),
            "llvm-dis of cvg's printing", o.canonicalPrinted().get(), 3));
  }

  private static String summary(List<Outcome> outcomes, boolean llvm) {
    long parsed = outcomes.stream().filter(o -> o.module() != null).count();
    long stable = outcomes.stream().filter(o -> o.printed() != null && o.printed().equals(o.reprinted())).count();
    StringBuilder sb = new StringBuilder("text corpus: parse ").append(parsed).append('/').append(outcomes.size())
        .append(", stable ").append(stable).append('/').append(parsed);
    if (llvm) {
      List<Outcome> accepted = outcomes.stream().filter(o -> o.module() != null && o.optOriginal().ok()).toList();
      long optOk = accepted.stream().filter(o -> o.optPrinted() != null && o.optPrinted().ok()).count();
      List<Outcome> assembled = outcomes.stream().filter(o -> o.llvmAs().ok()).toList();
      long same = assembled.stream().filter(o -> o.canonicalOriginal().isPresent()
          && o.canonicalOriginal().equals(o.canonicalPrinted())).count();
      sb.append(", opt-accepts-printed ").append(optOk).append('/').append(accepted.size())
          .append(", same-module-as-llvm ").append(same).append('/').append(assembled.size())
          .append(", llvm-as-22 rejects ").append(outcomes.size() - assembled.size());
    } else {
      sb.append(" (LLVM 22 tools not on PATH: opt checks skipped)");
    }
    outcomes.stream().filter(o -> o.error() != null)
        .forEach(o -> sb.append("\n  rejected: ").append(o.error().render()));
    return sb.toString();
  }

  static {
    if (!Files.isDirectory(CORPUS)) {
      throw new UncheckedIOException(new IOException("corpus not found at " + CORPUS.toAbsolutePath()));
    }
  }
}
