package dev.cvg.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No package cycles in the main code of the reactor, except an exact, documented list of known
 * ones: a new cycle fails with its shortest loop and the files that make each edge, and a known
 * cycle that has been broken fails too, so that the list stays exact.
 */
class PackageCycleTest {

  /**
   * The package cycles left, each with why it is there and the cut that would break it. Both are
   * the facade-and-parts shape: a package that wires its sub-packages together, which in turn use
   * a type of the facade package. Breaking either moves a public type that other modules (and
   * work in progress on other branches) import, so it is left for a change of its own.
   */
  private static final Map<Set<String>, String> KNOWN = Map.of(
      Set.of("dev.cvg.legality", "dev.cvg.legality.dynamiccheck"),
      "Legality (the facade) runs dynamiccheck.DynamicCheck, which takes the facade's LegalityBudget;"
          + " cut: LegalityBudget moves to dynamiccheck (the bounds of a dynamic check)",
      Set.of("dev.cvg.passes.framework", "dev.cvg.passes.hoistsink", "dev.cvg.passes.inline",
          "dev.cvg.passes.jumpthreading", "dev.cvg.passes.simplifycfg", "dev.cvg.passes.unroll"),
      "framework.PassRegistry.builtin() names every pass, and every pass implements"
          + " framework.FunctionPass; cut: the built-in list moves to a package above the passes"
          + " (e.g. dev.cvg.passes.BuiltinPasses)");

  @Test
  void reactorHasNoPackageCycleBeyondTheKnownOnes() {
    Path root = ReactorSources.root();
    PackageGraph graph = PackageGraph.read(root, ReactorSources.mainRoots(root));
    assertTrue(graph.packages().containsAll(List.of("dev.cvg.ir", "dev.cvg.generate", "dev.cvg.cli")),
        "the graph should cover core-ir, testkit and cli; read: " + graph.packages());

    List<String> problems = new ArrayList<>();
    List<SortedSet<String>> cycles = graph.cycles();
    for (SortedSet<String> cycle : cycles) {
      if (!KNOWN.containsKey(cycle)) {
        problems.add("package cycle " + graph.explain(graph.shortestCycle(cycle)));
      }
    }
    for (Set<String> known : KNOWN.keySet()) {
      if (!cycles.contains(known)) {
        problems.add("the known cycle " + new TreeSet<>(known) + " is gone (or changed): update"
            + " PackageCycleTest.KNOWN");
      }
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  @Test
  void irGraphAndDiagAreInNoCycle() {
    Path root = ReactorSources.root();
    PackageGraph graph = PackageGraph.read(root, ReactorSources.mainRoots(root));
    for (SortedSet<String> cycle : graph.cycles()) {
      for (String pkg : List.of("dev.cvg.ir", "dev.cvg.graph", "dev.cvg.diag")) {
        assertTrue(!cycle.contains(pkg), pkg + " is in the cycle " + graph.explain(graph.shortestCycle(cycle)));
      }
    }
  }

  @Test
  void findsAndNamesAPlantedCycleButNotCommentsOrStrings(@TempDir Path dir) throws IOException {
    write(dir, "dev/cvg/a/A.java", "package dev.cvg.a;\nimport dev.cvg.b.B;\nclass A { static int x; }\n");
    write(dir, "dev/cvg/b/B.java", "package dev.cvg.b;\nclass B { dev.cvg.c.C c; }\n");
    write(dir, "dev/cvg/c/C.java", "package dev.cvg.c;\nimport static dev.cvg.a.A.x;\nclass C {}\n");
    write(dir, "dev/cvg/d/D.java", "package dev.cvg.d;\n/** {@link dev.cvg.a.A} */\nclass D {\n"
        + "  // dev.cvg.b.B\n  String s = \"dev.cvg.c.C\";\n  String t = \"\"\"\n    dev.cvg.a.A\n    \"\"\";\n}\n");
    write(dir, "dev/cvg/a/Back.java", "package dev.cvg.a;\nimport dev.cvg.d.*;\nclass Back {}\n");

    PackageGraph graph = PackageGraph.read(dir, List.of(dir));
    List<SortedSet<String>> cycles = graph.cycles();

    assertEquals(List.of(new TreeSet<>(Set.of("dev.cvg.a", "dev.cvg.b", "dev.cvg.c"))), cycles);
    assertEquals("""
        dev.cvg.a -> dev.cvg.b -> dev.cvg.c -> dev.cvg.a
          dev.cvg.a -> dev.cvg.b: dev/cvg/a/A.java
          dev.cvg.b -> dev.cvg.c: dev/cvg/b/B.java
          dev.cvg.c -> dev.cvg.a: dev/cvg/c/C.java""", graph.explain(graph.shortestCycle(cycles.get(0))));
  }

  private static void write(Path dir, String relative, String text) throws IOException {
    Path f = dir.resolve(relative);
    Files.createDirectories(f.getParent());
    Files.writeString(f, text);
  }
}
