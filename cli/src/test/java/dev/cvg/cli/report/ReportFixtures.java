package dev.cvg.cli.report;

import dev.cvg.cli.dot.Graphviz;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The pairs the report tests draw: spec examples (ConvergentOperations.rst, "Texture sampling in
 * a pixel shader", as in tests/src/test/resources/golden/legality/spec) checked by the real
 * legality check, one file each with {@code @src} and {@code @tgt}.
 */
final class ReportFixtures {
  /** ILLEGAL: the texture sample sunk under a divergent condition (converged-with, at %color). */
  static final String ILLEGAL = "texture-sink-divergent.ll";
  /** LEGAL: the same sinking under a uniform condition. */
  static final String LEGAL = "texture-sink-uniform.ll";
  /** ILLEGAL with differing values: two subgroupAdds hoisted above a divergent branch and merged. */
  static final String VALUES = "subgroupadd-hoist-divergent.ll";
  /** ILLEGAL whose original operation is in a callee (@helper), inlined and sunk. */
  static final String CALLEE = "callee-sunk.ll";
  /** UNKNOWN (insertelement is not run by the oracle), with names that need escaping. */
  static final String ESCAPING = "escaping-unknown.ll";

  private ReportFixtures() {}

  /** Returns the text of the test resource {@code name}. */
  static String text(String name) {
    try (InputStream in = ReportFixtures.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Returns {@code @src} against {@code @tgt} of resource {@code name}, checked with 1, 2 and 8 threads. */
  static CheckedPair pair(String name) {
    try {
      Module m = IrParser.parse(text(name), name);
      TargetModel t = Targets.forModule(m, Optional.empty());
      LegalityOptions options = new LegalityOptions(Optional.empty(), new LegalityBudget(List.of(1, 2, 8), 2, 2,
          100_000, 64, 20_000_000, Duration.ofSeconds(60)), 0, false);
      return new CheckedPair(new ReportSide(name, m, "src", t), new ReportSide(name, m, "tgt", t),
          Legality.check(m, options));
    } catch (dev.cvg.ir.text.ParseException e) {
      throw new IllegalStateException(e.render());
    }
  }

  /** Returns Graphviz's {@code dot} on {@code PATH}, if installed. */
  static Optional<Path> graphviz() {
    return Graphviz.find(System.getenv("PATH"));
  }

  /** Returns how often {@code part} occurs in {@code text}. */
  static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
      n++;
    }
    return n;
  }
}
