package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.passes.framework.TestPasses;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code cvg fuzz}: exit codes, the summary, findings written under {@code --out} that
 * {@code cvg check} reproduces, determinism across job counts, unguarded counts and usage
 * errors. Runs the framework's test passes (as {@code fuzz-test}) for a transform that is
 * illegal without its guard, and the built-in passes for guarded campaigns.
 */
class FuzzCommandTest {
  /** Runs {@code cvg fuzz-test ARGS}: fuzz with the framework's test passes. */
  static CommandsTest.Run fuzzTest(String... args) {
    CommandLine sub = new CommandLine(new FuzzCommand(TestPasses.registry()));
    sub.getCommandSpec().name("fuzz-test");
    return run(sub, "fuzz-test", args);
  }

  /** Runs {@code cvg fuzz ARGS}. */
  static CommandsTest.Run fuzz(String... args) {
    return run(null, "fuzz", args);
  }

  private static CommandsTest.Run run(CommandLine sub, String name, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] all = Stream.concat(Stream.of(name), Stream.of(args)).toArray(String[]::new);
    int code = sub == null
        ? Main.run(all, new ByteArrayInputStream(new byte[0]), new PrintWriter(out), new PrintWriter(err))
        : Main.run(all, new ByteArrayInputStream(new byte[0]), new PrintWriter(out), new PrintWriter(err), sub);
    return new CommandsTest.Run(code, out.toString(), err.toString());
  }

  @Test
  void aGuardedCampaignWithoutFindingsExitsZero() {
    CommandsTest.Run r = fuzz("--passes=sink", "--seeds", "0:19", "--size", "tiny", "--jobs", "2");
    assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
    assertTrue(r.out().startsWith("cvg fuzz: seeds 0..19 (--size=tiny --tokens=mixed): 20 kernels generated, "), r.out());
    assertTrue(r.out().contains("\nsink "), r.out());
    assertTrue(r.out().endsWith("no findings\n"), r.out());
    assertTrue(r.err().startsWith("time: "), "times go to standard error: " + r.err());
    assertFalse(r.err().contains("\r"), "no progress line when not on a terminal");
  }

  @Test
  void anUnguardedHoistIsCaughtReducedAndReproducedByCvgCheck(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("out");
    CommandsTest.Run r = fuzzTest("--passes=test-hoist-convergent", "--no-guard", "--count", "40", "--size", "small",
        "--tokens", "none", "--out", out.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.out() + r.err());
    String row = r.out().lines().filter(l -> l.startsWith("test-hoist-convergent (no guard)")).findFirst().orElseThrow();
    List<Long> n = Stream.of(row.substring("test-hoist-convergent (no guard)".length()).trim().split(" +"))
        .map(Long::parseLong).toList();
    // kernels changed legal unknown illegal failures findings overridden injected caught verifier
    assertTrue(n.get(4) > 0 && n.get(7) > 0 && n.get(9) > 0, row);
    assertTrue(n.get(9) <= n.get(8) && n.get(8) <= n.get(7), "caught <= injected <= overridden: " + row);
    Path finding = Files.list(out).filter(Files::isDirectory).sorted().findFirst().orElseThrow();
    assertTrue(finding.getFileName().toString().startsWith("001-converged-with-"), finding.toString());
    String verdict = Files.readString(finding.resolve("verdict.txt"));
    assertTrue(verdict.contains("\nseed: "), verdict);
    assertTrue(verdict.contains("cvg opt -passes='test-hoist-convergent' --no-guard before.ll -o after.ll"), verdict);
    assertTrue(verdict.contains("\nILLEGAL: converged-with violated"), verdict);
    CommandsTest.Run check = run(null, "check", finding.resolve("before.ll").toString(),
        finding.resolve("after.ll").toString());
    assertEquals(ExitCodes.INVALID, check.code(), finding + ":\n" + check.out() + check.err() + Files.readString(
        finding.resolve("before.ll")) + Files.readString(finding.resolve("after.ll")));
    assertTrue(check.out().startsWith("ILLEGAL"), check.out());
    String function = verdict.replaceAll("(?s).*\nseed: \\d+, function @(\\S+),.*", "$1");
    assertTrue(verdict.contains("cvg check --function " + function + " --map correspondence.map before.ll after.ll"), verdict);
    CommandsTest.Run mapped = run(null, "check", "--function", function, "--map",
        finding.resolve("correspondence.map").toString(), finding.resolve("before.ll").toString(),
        finding.resolve("after.ll").toString());
    assertEquals(ExitCodes.INVALID, mapped.code(), mapped.out() + mapped.err());
  }

  @Test
  void oneJobAndTwoJobsGiveTheSameSummaryAndFindings(@TempDir Path dir) throws Exception {
    String[] args = {"--passes=test-hoist-convergent", "--no-guard", "--seeds", "3:32", "--size", "small",
        "--tokens", "none"};
    CommandsTest.Run one = fuzzTest(concat(args, "--jobs", "1", "--out", dir.resolve("one").toString()));
    CommandsTest.Run two = fuzzTest(concat(args, "--jobs", "2", "--out", dir.resolve("two").toString()));
    assertEquals(ExitCodes.INVALID, one.code(), one.out() + one.err());
    assertEquals(one.out(), two.out());
    Map<String, String> a = tree(dir.resolve("one"));
    assertTrue(a.size() > 3, "findings were written: " + a.keySet());
    assertEquals(a, tree(dir.resolve("two")));
  }

  private static String[] concat(String[] a, String... b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
  }

  private static Map<String, String> tree(Path root) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path p : files.filter(Files::isRegularFile).toList()) {
        out.put(root.relativize(p).toString(), Files.readString(p));
      }
    }
    return out;
  }

  @Test
  void siteKernelsGiveJumpThreadingWorkAndItsGuardRefusalsToOverride() {
    CommandsTest.Run guarded = fuzz("--passes=jump-threading", "--kernels", "sites", "--seeds", "0:59", "--size", "tiny",
        "--jobs", "1");
    assertEquals(ExitCodes.OK, guarded.code(), guarded.out() + guarded.err());
    assertTrue(guarded.out().startsWith("cvg fuzz: seeds 0..59 (--kernels=sites --size=tiny --tokens=mixed): "),
        guarded.out());
    List<Long> g = row(guarded.out(), "jump-threading");
    // kernels changed legal unknown illegal failures findings overridden injected caught verifier
    assertTrue(g.get(1) > 0 && g.get(4) == 0 && g.get(7) == 0, "threads, all legal: " + guarded.out());
    CommandsTest.Run unguarded = fuzz("--passes=jump-threading", "--no-guard", "--kernels", "sites", "--seeds", "0:59",
        "--size", "tiny", "--jobs", "1", "--reduce-tests", "30");
    List<Long> u = row(unguarded.out(), "jump-threading (no guard)");
    assertTrue(u.get(7) > 0 && u.get(9) > 0 && u.get(9) <= u.get(8), "refusals overridden and caught: " + unguarded.out());
    assertEquals(u.get(4), u.get(9), "every ILLEGAL has an injected violation: " + unguarded.out());
  }

  /** Returns the numbers of the summary row of {@code transform}. */
  private static List<Long> row(String summary, String transform) {
    String line = summary.lines().filter(l -> l.startsWith(transform + "  ")).findFirst().orElseThrow();
    return Stream.of(line.substring(transform.length()).trim().split(" +")).map(Long::parseLong).toList();
  }

  @Test
  void theJsonSummaryCountsPerTransform() {
    CommandsTest.Run r = fuzz("--passes=licm", "--passes=sink", "--seeds", "0:9", "--size", "tiny", "--tokens", "none",
        "--json");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    JsonNode root = JsonMapper.builder().build().readTree(r.out());
    assertEquals(10, root.get("seeds").get("run").asLong());
    assertEquals(0, root.get("seeds").get("rejected").asLong(), "token-free tiny kernels all verify");
    assertEquals(List.of("licm", "sink"), root.get("transforms").valueStream().map(t -> t.get("transform").asString())
        .toList());
    assertEquals(10, root.get("transforms").get(1).get("kernels").asLong());
    assertEquals(0, root.get("findings").size());
  }

  /** With --llvm-analyses, opt-22's uniformity and cycles agree with cvg's on generated kernels. */
  @Test
  void theLlvmSecondOpinionAgreesOnGeneratedKernels() {
    dev.cvg.passes.testing.LlvmTools.opt();
    CommandsTest.Run r = fuzz("--llvm-analyses", "--seeds", "0:11", "--size", "tiny", "--tokens", "careful",
        "--batch", "6", "--json");
    assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
    JsonNode row = JsonMapper.builder().build().readTree(r.out()).get("transforms").get(0);
    assertEquals("llvm-22 second opinion (uniformity, cycles)", row.get("transform").asString());
    assertTrue(row.get("kernels").asLong() > 0, row.toString());
    assertEquals(0, row.get("failures").asLong(), row.toString());
    assertEquals(0, row.get("changed").asLong(), "the second opinion changes nothing");
  }

  /** A disagreement (here: opt-22 cannot finish in 0 s) is a finding of its kind, reduced and written. */
  @Test
  void aSecondOpinionFailureIsAFindingOfItsKind(@TempDir Path dir) throws IOException {
    dev.cvg.passes.testing.LlvmTools.opt();
    CommandsTest.Run r = fuzz("--llvm-analyses", "--opt-timeout", "0", "--seeds", "0:2", "--size", "tiny",
        "--tokens", "none", "--jobs", "1", "--reduce-tests", "20", "--out", dir.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.out() + r.err());
    try (Stream<Path> found = Files.list(dir)) {
      List<String> names = found.map(p -> p.getFileName().toString()).sorted().toList();
      assertEquals(List.of("001-failure-llvm-opt-22-failed", "summary.txt"), names, r.out());
    }
    String verdict = Files.readString(dir.resolve("001-failure-llvm-opt-22-failed/verdict.txt"));
    assertTrue(verdict.contains("opt-22 disagrees with cvg (opt-22 failed)"), verdict);
    assertTrue(Files.exists(dir.resolve("001-failure-llvm-opt-22-failed/before.ll")));
  }

  @Test
  void badOptionsAreUsageErrors() {
    assertUsage(fuzz("--seeds", "0:9"), "--passes=PIPELINE or --opt=CMD (or --llvm-analyses)");
    assertUsage(fuzz("--opt", "opt-22 '-passes=licm", "--seeds", "0:9"), "--opt 'opt-22 '-passes=licm'");
    assertUsage(fuzz("--passes=licm"), "--seeds A:B, --count N or --time DURATION");
    assertUsage(fuzz("--passes=licm", "--seeds", "9:0"), "B must not be below A");
    assertUsage(fuzz("--passes=licm", "--seeds", "nine"), "--seeds takes A:B");
    assertUsage(fuzz("--passes=licm", "--seeds", "0:9", "--count", "3"), "cannot be combined");
    assertUsage(fuzz("--passes=licm", "--count", "0"), "--count must be positive");
    assertUsage(fuzz("--passes=licm", "--time", "10x"), "--time takes a duration");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--reduce-time", "soon"), "--reduce-time takes a duration");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--reduce-time", "0"), "--reduce-time must be positive");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--size", "enormous"), "expected tiny, small");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--tokens", "some"), "expected none, careful");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--kernels", "planted"), "expected random, sites or mixed");
    assertUsage(fuzz("--passes=licn", "--count", "5"), "did you mean 'licm'");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--jobs", "0"), "positive");
    assertUsage(fuzz("--passes=licm", "--count", "5", "--check-threads", "0"), "error:");
  }

  private static void assertUsage(CommandsTest.Run r, String message) {
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertTrue(r.err().contains(message), r.err());
    assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
  }

  @Test
  void progressIsShownWhenAsked() {
    CommandsTest.Run r = fuzz("--passes=sink", "--seeds", "0:4", "--size", "tiny", "--progress");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.err().startsWith("\rcvg fuzz: "), r.err());
    assertTrue(r.err().contains("/5 kernels, ") && r.err().contains(" kernels/s, 0 findings, ETA "), r.err());
    assertFalse(r.out().contains("\r"), "the summary has no progress: " + r.out());
  }

  @Test
  void helpDescribesTheCampaign() {
    CommandsTest.Run r = fuzz("--help");
    assertEquals(ExitCodes.OK, r.code());
    for (String option : List.of("--passes", "--no-guard", "--seeds", "--count", "--time", "--jobs", "--size", "--tokens",
        "--kernels", "--out", "--json", "progress", "--opt", "--check-threads", "--reduce-tests", "--reduce-time")) {
      assertTrue(r.out().contains(option), option + " in\n" + r.out());
    }
  }
}
