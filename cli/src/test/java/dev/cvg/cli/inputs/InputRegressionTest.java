package dev.cvg.cli.inputs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The inputs that once broke {@code cvg}, each reduced to a golden file under
 * {@code src/test/resources/dev/cvg/cli/inputs/regressions}: its header says how to run it
 * ({@code ; RUN: ARGS}, {@code %s} the file) and what to expect ({@code ; EXPECT: exit N}, the
 * first line of standard error {@code ; EXPECT-ERR:}, of standard output {@code ; EXPECT-OUT:}).
 * Every one keeps the {@link InputContract}, and every one also runs through every command of the
 * campaign.
 */
class InputRegressionTest {
  static final Path DIR = Path.of("src/test/resources/dev/cvg/cli/inputs/regressions");

  static Stream<Path> goldens() throws Exception {
    try (Stream<Path> files = Files.list(DIR)) {
      return files.filter(p -> p.toString().endsWith(".ll")).sorted().toList().stream();
    }
  }

  private static Optional<String> header(List<String> lines, String key) {
    return lines.stream().filter(l -> l.startsWith("; " + key + ": ")).findFirst()
        .map(l -> l.substring(key.length() + 4));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldens")
  void theGoldenRunsAsItsHeaderSays(Path golden) throws Exception {
    List<String> lines = Files.readAllLines(golden);
    String file = golden.toString();
    List<String> args = Arrays.stream(header(lines, "RUN").orElseThrow().split(" "))
        .map(a -> a.replace("%s", file)).toList();
    try (CliRun run = new CliRun(60_000, true)) {
      CliRun.Outcome o = run.run(args);
      byte[] bytes = Files.readAllBytes(golden);
      // a golden that sets its own wall-time bound (--time) runs for that long by design: the 1 s
      // budget of the contract is about the default options, so only its other clauses apply
      Optional<InputContract.Violation> v = InputContract.check(o, bytes, file, List.of(file))
          .filter(x -> !(args.contains("--time") && x.kind() == InputContract.Kind.SLOW));
      assertEquals(Optional.empty(), v, golden + ": " + o.err());
      assertEquals("exit " + o.code(), header(lines, "EXPECT").orElseThrow(), golden + ": " + o.out() + o.err());
      header(lines, "EXPECT-ERR").ifPresent(e -> assertEquals(e.replace("%s", file), o.err().lines().findFirst()
          .orElse(""), golden.toString()));
      header(lines, "EXPECT-OUT").ifPresent(e -> assertTrue(o.out().startsWith(e.replace("%s", file)),
          golden + ": " + o.out()));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldens")
  void everyCommandKeepsTheContractOnTheGolden(Path golden) throws Exception {
    byte[] bytes = Files.readAllBytes(golden);
    String file = golden.toString();
    try (CliRun run = new CliRun(60_000, true)) {
      for (FuzzedCommand c : FuzzedCommand.values()) {
        List<String> args = new ArrayList<>(c.args(file, file, new java.util.Random(7)));
        CliRun.Outcome o = run.run(args);
        assertEquals(Optional.empty(), InputContract.check(o, bytes, file, List.of(file)),
            "cvg " + String.join(" ", args) + ": " + o.err());
      }
    }
  }
}
