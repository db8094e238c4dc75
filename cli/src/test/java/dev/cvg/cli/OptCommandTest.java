package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.TestPasses;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code cvg opt}: the module out, statistics, JSON, rollbacks as warnings, exit codes and
 * errors. Runs the framework's test passes (registered as {@code opt-test}) for what real passes
 * should never do (break the IR, throw), and the built-in {@code opt} with simplifycfg on its
 * golden inputs.
 */
class OptCommandTest {
  static final String KERNEL = resource("/framework/kernel.ll");

  private static String resource(String name) {
    try (InputStream in = OptCommandTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** Runs {@code cvg opt-test ARGS} (opt with the test passes) on {@code stdin}. */
  static CommandsTest.Run opt(String stdin, String... args) {
    CommandLine sub = new CommandLine(new OptCommand(TestPasses.registry()));
    sub.getCommandSpec().name("opt-test");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] all = new String[args.length + 1];
    all[0] = "opt-test";
    System.arraycopy(args, 0, all, 1, args.length);
    int code = Main.run(all, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), new PrintWriter(out),
        new PrintWriter(err), sub);
    return new CommandsTest.Run(code, out.toString(), err.toString());
  }

  private static String printed(String text) throws Exception {
    return IrPrinter.print(IrParser.parse(text, "-"));
  }

  @Test
  void printsTheTransformedModule() throws Exception {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-rename", "-S", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().contains("%tid.r = call i32 @tid()"), r.out());
    assertEquals("", r.err());
    assertEquals(printed(r.out()), r.out(), "the output parses and prints back the same");
  }

  @Test
  void writesTheOutputFileAtomicallyAndTheStatsToStandardOutput(@TempDir Path dir) throws Exception {
    Path in = dir.resolve("k.ll");
    Path outFile = dir.resolve("out.ll");
    Files.writeString(in, KERNEL);
    CommandsTest.Run r = opt("", "--passes", "test-hoist-convergent", in.toString(), "-o", outFile.toString(), "--stats");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(Files.readString(outFile).contains("define spir_kernel void @kernel"));
    assertTrue(r.out().startsWith("cvg opt statistics for -passes=test-hoist-convergent\n"
        + "test-hoist-convergent ("), r.out());
    assertTrue(r.out().contains("1 committed, 1 unchanged, 0 rolled back\n"), r.out());
    assertTrue(r.out().contains("  @kernel round 1: unchanged\n    refused: %x1 = call i32 @subgroupAdd(i32 %tid): "
        + "%x1 = call i32 @subgroupAdd(i32 %tid) is convergent: hoisting it above the divergent branch on %condition"
        + " changes which threads communicate\n"), r.out());
    assertTrue(r.out().contains("  @other round 1: committed\n    performed: %y = call i32 @subgroupAdd(i32 %tid): "
        + "hoisted to %start\n    allowed: "), r.out());
    assertEquals("", r.err());
    try (var files = Files.list(dir)) {
      assertEquals(2, files.count(), "no temporary file left behind");
    }
  }

  @Test
  void statsGoToStandardErrorWhenTheModuleGoesToStandardOutput() {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-rename", "-", "--stats");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("define") || r.out().contains("define spir_kernel"), r.out());
    assertTrue(r.err().startsWith("cvg opt statistics for -passes=test-rename\n"), r.err());
    assertTrue(r.err().contains("analyses computed: dominators 2\n"), r.err());
  }

  @Test
  void jsonStatsAreData() throws Exception {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-hoist-convergent,test-throw", "-", "--json", "--disable-output");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    JsonNode root = JsonMapper.builder().build().readTree(r.out());
    assertEquals("test-hoist-convergent,test-throw", root.get("pipeline").asString());
    JsonNode hoist = root.get("passes").get(0);
    assertEquals(1, hoist.get("committed").asInt());
    JsonNode guard = hoist.get("steps").get(0).get("guards").get(0);
    assertEquals("refuse", guard.get("decision").asString());
    assertFalse(guard.get("overridden").asBoolean());
    JsonNode thrown = root.get("passes").get(1).get("steps").get(0).get("rollback");
    assertEquals("PASS_THREW", thrown.get("why").asString());
    assertEquals("test-throw threw IllegalStateException: test-throw fails on purpose in @kernel",
        thrown.get("message").asString());
  }

  @Test
  void aRolledBackStepIsAWarningAndLeavesTheModuleAsItWas() throws Exception {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-break,test-throw", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals(printed(KERNEL), r.out());
    assertTrue(r.err().startsWith("warning: test-break on @kernel rolled back: the IR verifier rejected the result: "),
        r.err());
    assertTrue(r.err().contains("warning: test-throw on @other rolled back: the pass threw: test-throw threw "
        + "IllegalStateException: test-throw fails on purpose in @other\n"), r.err());
  }

  @Test
  void withoutGuardsThePerStepCheckRollsTheForbiddenHoistBack() {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-hoist-convergent", "-", "--no-guard", "--verify-legality",
        "--legality-at", "step", "--threads", "1,2,8", "--disable-output", "--stats");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.err().startsWith("warning: test-hoist-convergent on @kernel rolled back: the legality checker found"
        + " the step ILLEGAL: converged-with at %x1 in @kernel: "), r.err());
    assertTrue(r.out().contains("    overridden (--no-guard): %x1 = call"), r.out());
  }

  @Test
  void withoutGuardsTheEndToEndCheckFindsTheOutputIllegal() {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-hoist-convergent,test-rename", "-", "--no-guard",
        "--verify-legality", "--legality-at=end", "--threads", "1,2,8");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.err().contains("error: the output's @kernel against the input's (--verify-legality):\n  ILLEGAL: "),
        r.err());
    assertTrue(r.out().contains("define spir_kernel void @kernel"), "the module is still written");
  }

  @Test
  void pipelineErrorsExitTwoWithTheColumn() {
    CommandsTest.Run r = opt(KERNEL, "-passes=test-rename,test-renam", "-");
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals("error: -passes: column 13: unknown pass 'test-renam'; did you mean 'test-rename'? (known passes: "
        + "test-break, test-copy, test-drop-bundle, test-hoist-convergent, test-rename, test-rename-keeps-nothing, test-rounds, test-throw, "
        + "test-wrong-preserved)\n  test-rename,test-renam\n              ^\n", r.err());
    assertEquals("", r.out());
    CommandsTest.Run bad = opt(KERNEL, "-passes=test-rename<", "-");
    assertEquals(ExitCodes.USAGE, bad.code());
    assertTrue(bad.err().startsWith("error: -passes: column 13: expected a parameter name"), bad.err());
  }

  @Test
  void inputErrorsExitTwoAndABrokenModuleOne(@TempDir Path dir) {
    CommandsTest.Run missing = opt("", "-passes=test-rename", dir.resolve("nope.ll").toString());
    assertEquals(ExitCodes.USAGE, missing.code());
    assertFalse(missing.err().contains("Exception"), missing.err());
    CommandsTest.Run unparsable = opt("define void @f( {\n", "-passes=test-rename", "-");
    assertEquals(ExitCodes.USAGE, unparsable.code());
    assertTrue(unparsable.err().startsWith("<stdin>:1:") || unparsable.err().contains(": error: "), unparsable.err());
    CommandsTest.Run broken = opt("define void @f() {\nentry:\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n"
        + "  ret void\n}\n", "-passes=test-rename", "-");
    assertEquals(ExitCodes.INVALID, broken.code());
    assertTrue(broken.err().contains("error: input module is broken!"), broken.err());
    CommandsTest.Run triples = opt(KERNEL, "-passes=test-rename", "-", "--triple", "amdgcn--", "--mtriple", "nvptx64--");
    assertEquals(ExitCodes.USAGE, triples.code());
    assertEquals("error: --triple amdgcn-- and --mtriple nvptx64-- disagree; give one\n", triples.err());
  }

  @Test
  void theBuiltInOptCommandIsRegisteredAndNamesUnknownPasses() {
    CommandsTest.Run r = CommandsTest.run(KERNEL, "opt", "-passes=no-such-pass", "-");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("error: -passes: column 1: unknown pass 'no-such-pass'"), r.err());
    CommandsTest.Run missing = CommandsTest.run(KERNEL, "opt", "-");
    assertEquals(ExitCodes.USAGE, missing.code());
    assertTrue(missing.err().contains("Missing required option: '--passes=PIPELINE'"), missing.err());
  }

  @Test
  void theBuiltInSimplifycfgGivesItsGoldenOutput() throws Exception {
    CommandsTest.Run r = CommandsTest.run(resource("/golden/simplifycfg/constant-branches.ll"), "opt",
        "-passes=simplifycfg", "-S", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals(printed(resource("/golden/simplifycfg/constant-branches.expected.ll")), r.out());
    assertEquals("", r.err());
  }

  @Test
  void theBuiltInSimplifycfgExplainsItsRefusalsAndWithoutGuardsTheCheckerCatchesThem() {
    String in = resource("/golden/simplifycfg/convergent-tails.ll");
    CommandsTest.Run guarded = CommandsTest.run(in, "opt", "-passes=simplifycfg", "-", "--stats", "--disable-output");
    assertEquals(ExitCodes.OK, guarded.code(), guarded.err());
    assertTrue(guarded.out().contains("    refused: "), guarded.out());
    CommandsTest.Run unguarded = CommandsTest.run(in, "opt", "-passes=simplifycfg", "-", "--no-guard",
        "--verify-legality", "--threads", "1,2,8", "--stats", "--disable-output");
    assertEquals(ExitCodes.OK, unguarded.code(), unguarded.err());
    assertTrue(unguarded.out().contains("  @divergent round 1: rolled back\n    attempted: "), unguarded.out());
    assertTrue(unguarded.out().contains("    overridden (--no-guard): "), unguarded.out());
    assertTrue(unguarded.err().startsWith("warning: simplifycfg on @divergent rolled back: the legality checker found the"
        + " step ILLEGAL: converged-with at %s1 in @divergent: "), unguarded.err());
  }
}
