package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.cli.llvm.UniformityMarks;
import dev.cvg.golden.PreciseOutput;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Two behaviours of LLVM 22's uniformity analysis that cvg's own options do not have, found by
 * {@code UniformityInvarianceTest} (core-ir) and pinned here with opt-22 as the witness
 * ({@code golden/uniformity/llvm22-quirks}):
 * <ul>
 *   <li><b>layout</b>: two modules that differ only in the order of the blocks after the entry get
 *       different divergence marks from opt-22;
 *   <li><b>monotonicity</b>: making one uniform branch divergent makes opt-22 report fewer
 *       values divergent ({@code %p26}, {@code %p27}).
 * </ul>
 * cvg's LLVM 22 mode ({@link TargetRules#LLVM_22}, {@link UniformityOptions#llvm22()})
 * reproduces opt-22 on all four files; its default mode gives one answer for both layouts and
 * only adds divergence for the extra divergent branch. A third file pins the order in which LLVM
 * 22 analyses branches (its use lists).
 *
 * <p>opt-22's output for each file is stored next to it ({@code <file>.uniformity}, as
 * {@code golden/cycles/corpus} stores {@code print<cycles>}), so the comparisons run without
 * LLVM; where opt-22 is installed, {@link #storedOutputIsOpt22s} checks each stored file against
 * a live run (skipped without it, a failure under {@code -Dcvg.requireLlvm=true}), and
 * {@code -Dcvg.bless=true} rewrites it from opt-22, never from cvg.
 */
class LlvmQuirksTest {
  private static final Path DIR = Path.of("src/test/resources/golden/uniformity/llvm22-quirks");
  private static final List<String> FILES =
      List.of("layout-a.ll", "layout-b.ll", "monotone-a.ll", "monotone-b.ll", "use-list-order.ll");

  @TestFactory
  Stream<DynamicTest> storedOutputIsOpt22s() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      assertEquals(FILES, s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".ll")).sorted().toList(),
          "the quirk files changed: update FILES");
    }
    return FILES.stream().map(file -> DynamicTest.dynamicTest(file, () -> {
      Llvm22.assume(OptUniformity.TOOL);
      String live = OptUniformity.run(Files.readString(DIR.resolve(file)), "amdgcn--");
      Path golden = golden(file);
      if (PreciseOutput.blessing()) {
        Files.writeString(golden, live);
      }
      assertEquals(Files.readString(golden), live, "stored output disagrees with opt-22: " + golden);
    }));
  }

  @Test
  void layoutChangesLlvmsAnswerButNotCvgs() throws Exception {
    UniformityMarks a = cvg("layout-a.ll", false);
    UniformityMarks b = cvg("layout-b.ll", false);
    assertEquals(a, b, "cvg's default answer depends on the block layout");
    assertNotEquals(cvg("layout-a.ll", true), cvg("layout-b.ll", true),
        "cvg's LLVM 22 mode no longer depends on the layout here; does opt-22 still?");
    assertNotEquals(opt("layout-a.ll"), opt("layout-b.ll"), "opt-22 gives one answer for both layouts");
    assertEquals(opt("layout-a.ll"), cvg("layout-a.ll", true));
    assertEquals(opt("layout-b.ll"), cvg("layout-b.ll", true));
  }

  @Test
  void anotherDivergentBranchRemovesDivergenceInLlvmButNotInCvg() throws Exception {
    UniformityMarks before = cvg("monotone-a.ll", false);
    UniformityMarks after = cvg("monotone-b.ll", false);
    before.values().forEach((v, divergent) -> assertTrue(!divergent || after.values().get(v),
        v + " lost its divergence in cvg's default mode"));
    assertTrue(lostDivergence(cvg("monotone-a.ll", true), cvg("monotone-b.ll", true)),
        "cvg's LLVM 22 mode no longer loses divergence here; does opt-22 still?");
    assertTrue(lostDivergence(opt("monotone-a.ll"), opt("monotone-b.ll")), "opt-22 no longer loses divergence");
    assertEquals(opt("monotone-a.ll"), cvg("monotone-a.ll", true));
    assertEquals(opt("monotone-b.ll"), cvg("monotone-b.ll", true));
  }

  /**
   * LLVM 22's answer depends on the order it analyses branches in, which follows its use lists;
   * in {@code use-list-order.ll} that order lists a temporal use that plain layout order misses.
   */
  @Test
  void branchOrderFollowsLlvmsUseLists() throws Exception {
    assertEquals(2, cvg("use-list-order.ll", true).temporal().size(),
        "cvg's LLVM 22 mode lists both temporal uses");
    assertEquals(opt("use-list-order.ll"), cvg("use-list-order.ll", true));
  }

  private static boolean lostDivergence(UniformityMarks before, UniformityMarks after) {
    return before.values().get("%p26") && !after.values().get("%p26")
        && before.values().get("%p27") && !after.values().get("%p27");
  }

  private static UniformityMarks cvg(String file, boolean llvm22) throws Exception {
    Path path = DIR.resolve(file);
    Module m = IrParser.parse(Files.readString(path), path.toString());
    Function f = m.definitions().get(0);
    TargetModel t = Targets.forTriple("amdgcn--", "", llvm22 ? TargetRules.LLVM_22 : TargetRules.UPSTREAM);
    UniformityInfo u = UniformityInfo.of(m, f, t, SuccessorOrder.llvm(),
        llvm22 ? UniformityOptions.llvm22() : UniformityOptions.defaults());
    return UniformityMarks.parse(UniformityPrinter.print(m, f, u)).get(f.name());
  }

  /** Returns opt-22's answer for {@code file}, as stored ({@link #storedOutputIsOpt22s}). */
  private static UniformityMarks opt(String file) throws IOException {
    Map<String, UniformityMarks> all = UniformityMarks.parse(Files.readString(golden(file)));
    assertEquals(1, all.size(), "one function in " + file);
    return all.values().iterator().next();
  }

  private static Path golden(String file) {
    return DIR.resolve(file + ".uniformity");
  }
}
