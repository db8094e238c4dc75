package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code cvg cycles --verify} and {@code cvg uniformity --verify}: the analysis results'
 * {@code verify()} run from the command line is silent on valid input, changes nothing on
 * standard output, and keeps the exit code 0 — on small inputs and on every LLVM analysis test
 * of the conformance corpus that cvg accepts (56 of 58 files; the other two are invalid input,
 * rejected before any analysis runs).
 */
class AnalysisVerifyOptionTest {
  /** The conformance corpus's analysis tests, seen from the cli module's directory. */
  private static final Path CORPUS = Path.of("..", "tests", "src", "test", "resources", "conformance",
      "llvm", "Analysis");

  private static final String IRREDUCIBLE = """
      define void @g(i1 %c, i1 %d) {
      entry:
        br i1 %c, label %a, label %b
      a:
        br i1 %d, label %b, label %x
      b:
        br i1 %d, label %a, label %h
      h:
        br i1 %c, label %h, label %b
      x:
        ret void
      }
      """;

  @Test
  void cyclesVerifyIsSilentAndChangesNothing() {
    assertSameButVerified(IRREDUCIBLE, "cycles");
    assertSameButVerified(IRREDUCIBLE, "cycles", "--dfs-order=textual");
  }

  @Test
  void uniformityVerifyIsSilentAndChangesNothing() {
    assertSameButVerified(CommandsTest.DIVERGENT_LOOP, "uniformity");
    assertSameButVerified(CommandsTest.DIVERGENT_LOOP, "uniformity", "--llvm22");
  }

  @TestFactory
  Stream<DynamicTest> corpusVerifies() throws IOException {
    Assumptions.assumeTrue(Files.isDirectory(CORPUS), "conformance corpus not found at " + CORPUS.toAbsolutePath());
    List<Path> files;
    try (Stream<Path> walk = Files.walk(CORPUS)) {
      files = walk.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    return files.stream().map(p -> DynamicTest.dynamicTest(CORPUS.relativize(p).toString(), () -> {
      String text = Files.readString(p);
      // The RUN line's -mtriple, as the corpus runner passes it (most AMDGPU tests need it).
      Matcher triple = Pattern.compile("-mtriple[= ](\\S+)").matcher(text);
      String target = triple.find() ? "--mtriple=" + triple.group(1) : "--dfs-order=llvm";
      for (List<String> args : List.of(List.of("cycles", target), List.of("uniformity", target),
          List.of("uniformity", "--llvm22", target))) {
        String[] command = args.toArray(String[]::new);
        if (CommandsTest.run(text, withInput(command)).code() == ExitCodes.OK) {
          assertSameButVerified(text, command);
        }
      }
    }));
  }

  /** Runs the command with and without {@code --verify}: same output, no findings, exit 0. */
  private static void assertSameButVerified(String input, String... command) {
    String[] plain = withInput(command);
    String[] verified = Stream.concat(Stream.of(command), Stream.of("--verify", "-")).toArray(String[]::new);
    CommandsTest.Run without = CommandsTest.run(input, plain);
    CommandsTest.Run with = CommandsTest.run(input, verified);
    assertEquals(ExitCodes.OK, without.code(), without.err());
    assertEquals(ExitCodes.OK, with.code(), String.join(" ", verified) + ": " + with.err());
    assertEquals("", with.err(), String.join(" ", verified));
    assertEquals(without.out(), with.out(), String.join(" ", verified));
  }

  private static String[] withInput(String[] command) {
    return Stream.concat(Stream.of(command), Stream.of("-")).toArray(String[]::new);
  }
}
