package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.passes.framework.FunctionPass;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The spec's transform examples for code motion (tests/.../golden/legality/spec, README there):
 * starting from each pair's {@code @src}, the guarded pass performs every LEGAL transform and the
 * checker agrees, and refuses every ILLEGAL one with a reason naming the operation and the rule;
 * with guards off it performs the ILLEGAL one and the checker's counterexample names the
 * operation the file names.
 */
class SpecPairsTest {
  static final Path SPEC = Path.of("..", "tests", "src", "test", "resources", "golden", "legality", "spec");

  /**
   * One pair: the pass (and parameters) that performs its transform, and the site it shows in
   * {@code --stats} (a motion for LEGAL pairs, a refusal for ILLEGAL ones).
   */
  record Case(String file, FunctionPass pass, Map<String, String> params, String site) {
    @Override
    public String toString() {
      return file;
    }
  }

  static Stream<Arguments> legal() {
    return Stream.of(
        new Case("anchor-hoist-acyclic", HoistSinkPass.hoistSink(), Map.of(), "%tok1 and %tok2 hoisted into %start"),
        new Case("anchor-sink", HoistSinkPass.sink(), Map.of(), "%tok from %start into %then"),
        new Case("anchor-sink-with-ops", HoistSinkPass.sink(), Map.of(), "%tok, %a, %b from %start into %then"),
        new Case("shuffle-hoist", HoistSinkPass.hoistSink(), Map.of(), "%shuffled and %shuffledElse hoisted into %start"),
        new Case("shuffle-speculate", HoistSinkPass.hoistSink(), Map.of("speculate", ""),
            "%shuffled speculated into %start"),
        new Case("subgroupadd-hoist-uniform", HoistSinkPass.hoistSink(), Map.of(),
            "%total_gains and %total_losses hoisted into %start"),
        new Case("texture-sink-uniform", HoistSinkPass.sink(), Map.of(), "%color from %start into %then"),
        new Case("vt-use-sunk-below-exit", HoistSinkPass.sink(), Map.of(), "%u from %B into %C"))
        .map(Arguments::of);
  }

  static Stream<Arguments> illegal() {
    return Stream.of(
        new Case("anchor-sink-only-b", HoistSinkPass.sink(), Map.of("limit", "1"), "%b from %start into %then"),
        new Case("entry-sink", HoistSinkPass.sink(), Map.of(), "%a from %start into %then"),
        new Case("subgroupadd-hoist-divergent", HoistSinkPass.hoistSink(), Map.of(),
            "%total_gains and %total_losses hoisted into %start"),
        new Case("texture-sink-divergent", HoistSinkPass.sink(), Map.of(), "%color from %start into %then"),
        new Case("vt-convergent-use-sunk-below-exit", HoistSinkPass.sink(), Map.of(), "%u from %B into %C"))
        .map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("legal")
  void guardedPassPerformsTheLegalTransform(Case c) throws Exception {
    Module m = pair(c.file());
    assertEquals("LEGAL", expectation(c.file()), c.file() + " is not a LEGAL pair");
    Expect.performedAndLegal(c.file(), PassHarness.run(c.pass(), m, "src", c.params(), true), c.site());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("illegal")
  void guardedPassRefusesTheIllegalTransformAndUnguardedItIsCaught(Case c) throws Exception {
    Module m = pair(c.file());
    String at = expectation(c.file()).replaceFirst("^ILLEGAL at %", "");
    Expect.refused(c.file(), PassHarness.run(c.pass(), m, "src", c.params(), true), c.site(), at);
    Expect.performedAndIllegal(c.file(), PassHarness.run(c.pass(), m, "src", c.params(), false), c.site(), at);
  }

  static Module pair(String file) throws Exception {
    Path p = SPEC.resolve(file + ".ll");
    return IrParser.parse(Files.readString(p), p.toString());
  }

  static String expectation(String file) throws Exception {
    String text = Files.readString(SPEC.resolve(file + ".ll"));
    var mt = Pattern.compile("(?m)^;\\s*verdict:\\s*(LEGAL|ILLEGAL at %\\w+)").matcher(text);
    if (!mt.find()) {
      throw new AssertionError(file + " has no verdict line");
    }
    return mt.group(1);
  }
}
