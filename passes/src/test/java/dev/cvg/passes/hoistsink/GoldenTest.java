package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden files of golden/hoistsink: each {@code X.ll} names its pipeline in a first line
 * {@code ; pass: NAME[<key=value,...>]} (and {@code ; guards: off} to run unguarded); the pass runs
 * on {@code @src} and the printed module must equal {@code X.out.ll} and the decisions
 * ({@code performed:} / {@code refused:} / {@code overridden:} lines) {@code X.stats}. A missing or
 * different expectation fails and leaves the actual text under target/golden-actual/ for review.
 */
class GoldenTest {
  static final Path DIR = Path.of("src", "test", "resources", "golden", "hoistsink");
  private static final Pattern PASS = Pattern.compile("(?m)^; pass: ([\\w-]+)(?:<([^>]*)>)?");

  static Stream<String> inputs() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".ll") && !n.endsWith(".out.ll"))
          .map(n -> n.substring(0, n.length() - 3)).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("inputs")
  void outputAndStatsMatch(String name) throws Exception {
    String text = Files.readString(DIR.resolve(name + ".ll"));
    Matcher m = PASS.matcher(text);
    if (!m.find()) {
      throw new AssertionError(name + ".ll has no '; pass: NAME' line");
    }
    Map<String, String> params = new HashMap<>();
    if (m.group(2) != null) {
      for (String kv : m.group(2).split(",")) {
        String[] p = kv.split("=", 2);
        params.put(p[0].trim(), p.length > 1 ? p[1].trim() : "");
      }
    }
    boolean guards = !text.contains("; guards: off");
    Module module = IrParser.parse(text, name + ".ll");
    PassHarness.Result r = PassHarness.run(pass(m.group(1)), module, "src", params, guards);
    StringBuilder stats = new StringBuilder();
    for (PassHarness.Decision d : r.decisions()) {
      String word = d.decision().allowed() ? "performed" : d.proceeded() ? "overridden" : "refused";
      String why = switch (d.decision()) {
        case GuardDecision.Allow a -> a.why();
        case GuardDecision.Refuse f -> f.reason();
      };
      stats.append(word).append(": ").append(d.site()).append(" -- ").append(why).append('\n');
    }
    String printed = IrPrinter.print(r.after());
    String statsText = stats.toString();
    org.junit.jupiter.api.Assertions.assertAll(() -> compare(name + ".out.ll", printed),
        () -> compare(name + ".stats", statsText));
  }

  static FunctionPass pass(String name) {
    return switch (name) {
      case "licm" -> new LicmPass();
      case "hoist-sink" -> HoistSinkPass.hoistSink();
      case "sink" -> HoistSinkPass.sink();
      default -> throw new AssertionError("unknown pass " + name);
    };
  }

  private static void compare(String file, String actual) throws IOException {
    Path expected = DIR.resolve(file);
    Path out = Path.of("target", "golden-actual", file);
    Files.createDirectories(out.getParent());
    Files.writeString(out, actual);
    String want = Files.exists(expected) ? Files.readString(expected) : "<missing " + expected + ">";
    assertEquals(want, actual, file + " differs (actual text in " + out + ")");
  }
}
