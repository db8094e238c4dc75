package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.reduce.Shrink;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded property tests of {@link UniformityInfo} on generated kernels ({@link RandomCfg} shapes
 * filled by {@link KernelGenerator}); the seed is in every test name and failure message, and a
 * failure also prints the kernel {@link Shrink reduced} to a small one that still fails.
 */
class UniformityPropertyTest {
  private static final TargetModel AMDGPU = GpuTarget.amdgpu();

  /**
   * The fast analysis equals the naive fixed point over the spec's definitions on reducible CFGs,
   * except on the seeds of {@link KnownTwinDisagreements#REDUCIBLE}.
   */
  @TestFactory
  Stream<DynamicTest> matchesReferenceTwin() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      RandomCfg.Shape shape = seed % 2 == 0 ? RandomCfg.Shape.STRUCTURED : RandomCfg.Shape.UNSTRUCTURED;
      tests.add(DynamicTest.dynamicTest("seed " + s + " " + shape, () -> reducibleCase(s, true)));
    }
    return tests.stream();
  }

  /** Seed {@code s} of {@link #matchesReferenceTwin}, shrunk on failure when {@code shrink}. */
  static void reducibleCase(long s, boolean shrink) {
    RandomCfg.Shape shape = s % 2 == 0 ? RandomCfg.Shape.STRUCTURED : RandomCfg.Shape.UNSTRUCTURED;
    Module k = kernel(RandomCfg.generate(s, shape, 3 + (int) (s % 22)), s);
    java.util.function.Consumer<Module> check =
        m -> compareWithTwin(s, shape.toString(), m, KnownTwinDisagreements.REDUCIBLE);
    if (shrink) {
      Shrink.onFailure(k, check);
    } else {
      check.accept(k);
    }
  }

  /**
   * The fast analysis equals the naive fixed point on irreducible CFGs too, except on the seeds of
   * {@link KnownTwinDisagreements#IRREDUCIBLE}: kernels of the IRREDUCIBLE shape (odd seeds) and
   * of {@link RandomCfg#mixed} (even seeds), at most about 30 blocks, far below
   * {@link UniformityOptions#COLLAPSE_FROM}, so no cycle is collapsed.
   */
  @TestFactory
  Stream<DynamicTest> matchesReferenceTwinOnIrreducibleCfgs() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(400); seed <= n; seed++) {
      long s = seed;
      String shape = s % 2 == 1 ? "IRREDUCIBLE" : "mixed";
      tests.add(DynamicTest.dynamicTest("seed " + s + " " + shape, () -> irreducibleCase(s, true)));
    }
    return tests.stream();
  }

  /** Seed {@code s} of {@link #matchesReferenceTwinOnIrreducibleCfgs}, shrunk on failure when {@code shrink}. */
  static void irreducibleCase(long s, boolean shrink) {
    String shape = s % 2 == 1 ? "IRREDUCIBLE" : "mixed";
    FlowGraph cfg = s % 2 == 1
        ? RandomCfg.generate(s, RandomCfg.Shape.IRREDUCIBLE, 4 + (int) (s % 24))
        : RandomCfg.mixed(s, 28);
    java.util.function.Consumer<Module> check =
        m -> compareWithTwin(s, shape, m, KnownTwinDisagreements.IRREDUCIBLE);
    if (shrink) {
      Shrink.onFailure(kernel(cfg, s), check);
    } else {
      check.accept(kernel(cfg, s));
    }
  }

  /**
   * The fast analysis equals the naive fixed point on kernels whose phis read constants
   * ({@link KernelGenerator.Options#withConstantPhis()}): such a phi is divergent only by sync
   * dependence, so a wrong join or phi rule shows here where data phis hide it (they are
   * divergent through their operands anyway). Mixed shapes, reducible and irreducible; the
   * disagreements of {@link KnownTwinDisagreements#CONSTANT_PHIS} are LLVM 22 mode only.
   */
  @TestFactory
  Stream<DynamicTest> matchesReferenceTwinWithConstantPhis() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= CONSTANT_PHI_SEEDS; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> constantPhiCase(s, true)));
    }
    return tests.stream();
  }

  /** Seeds of {@link #matchesReferenceTwinWithConstantPhis}. */
  static final int CONSTANT_PHI_SEEDS = SeedCount.of(200);

  /** Seed {@code s} of {@link #matchesReferenceTwinWithConstantPhis}, shrunk on failure when {@code shrink}. */
  static void constantPhiCase(long s, boolean shrink) {
    Module k = kernel(RandomCfg.mixed(s, 4 + (int) (s % 20)), s, true);
    java.util.function.Consumer<Module> check = m -> compareWithTwin(s, "mixed, constant phis", m, KnownTwinDisagreements.CONSTANT_PHIS);
    if (shrink) {
      Shrink.onFailure(k, check);
    } else {
      check.accept(k);
    }
  }

  /**
   * The fast analysis equals the twin, token rules included ({@link NaiveTokenRules}), on kernels
   * with {@link KernelGenerator.Tokens#wellFormed() well-formed convergence control}: hearts in
   * reducible loops, anchors elsewhere, ballots and readfirstlanes controlled by them. Mixed
   * shapes, reducible and irreducible, half with constant phis; default options only (LLVM 22
   * mode has no token rules, and the other factories check it).
   */
  @TestFactory
  Stream<DynamicTest> matchesReferenceTwinWithTokens() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> tokenCase(s, true)));
    }
    return tests.stream();
  }

  /** Seed {@code s} of {@link #matchesReferenceTwinWithTokens}, shrunk on failure when {@code shrink}. */
  static void tokenCase(long s, boolean shrink) {
    KernelGenerator.Options o = (s % 3 == 0 ? new KernelGenerator.Options(15, 30) : KernelGenerator.Options.defaults())
        .withTokens(KernelGenerator.Tokens.wellFormed());
    Module k = KernelGenerator.generate(RandomCfg.mixed(s, 4 + (int) (s % 24)), s, s % 2 == 0 ? o.withConstantPhis() : o);
    java.util.function.Consumer<Module> check = m -> {
      Function f = m.definitions().get(0);
      UniformityOptions d = UniformityOptions.defaults();
      assertSameAnswer(TwinAnswer.of(NaiveUniformity.of(m, f, AMDGPU, d), f),
          TwinAnswer.of(UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), d), f),
          "seed " + s + " (mixed, well-formed tokens" + (s % 2 == 0 ? ", constant phis)" : ")"));
    };
    if (shrink) {
      Shrink.onFailure(k, check);
    } else {
      check.accept(k);
    }
  }

  /**
   * Compares the fast analysis with the twin under both option sets: equal answers, or, for a
   * listed seed, a disagreement explained by its listed causes.
   */
  private static void compareWithTwin(long seed, String shape, Module m,
      List<KnownTwinDisagreements.Entry> known) {
    Function f = m.definitions().get(0);
    for (UniformityOptions o : List.of(UniformityOptions.defaults(), UniformityOptions.llvm22())) {
      boolean llvm22 = !o.equalIncomingPhis();
      String where = "seed " + seed + " shape " + shape + (llvm22 ? " llvm22 " : " defaults ") + o;
      TwinAnswer fast = TwinAnswer.of(UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), o), f);
      TwinAnswer spec = TwinAnswer.of(NaiveUniformity.of(m, f, AMDGPU, o), f);
      var entry = KnownTwinDisagreements.find(known, seed, llvm22);
      if (entry.isEmpty()) {
        assertSameAnswer(spec, fast, where + explanation(m, f, o, fast));
        continue;
      }
      KnownTwinDisagreements.Entry e = entry.get();
      assertNotEquals(spec, fast, where + ": listed as " + e + ", but the fast analysis now agrees "
          + "with the spec twin; remove the entry from KnownTwinDisagreements");
      TwinAnswer model = TwinAnswer.of(NaiveUniformity.of(m, f, AMDGPU, o, e.deviations()), f);
      if (e.labels() == null) {
        assertSameAnswer(model, fast, where + " (twin with " + e.deviations() + ")");
      } else if (!llvm22) {
        assertTrue(fast.covers(model), where + ": " + e + "; the fast answer must cover the twin's");
      }
    }
  }

  private static void assertSameAnswer(TwinAnswer expected, TwinAnswer actual, String where) {
    assertEquals(expected.assumedBlocks(), actual.assumedBlocks(),
        where + " (blocks of cycles assumed divergent)");
    assertEquals(expected.marks(), actual.marks(), where);
    assertEquals(expected.exitCycles(), actual.exitCycles(), where + " (cycles with divergent exit)");
  }

  /** For an unexpected disagreement: the smallest set of modelled LLVM deviations that explains it. */
  private static String explanation(Module m, Function f, UniformityOptions o, TwinAnswer fast) {
    LlvmDeviation[] all = LlvmDeviation.values();
    List<java.util.EnumSet<LlvmDeviation>> subsets = new ArrayList<>();
    for (int mask = 1; mask < 1 << all.length; mask++) {
      java.util.EnumSet<LlvmDeviation> d = java.util.EnumSet.noneOf(LlvmDeviation.class);
      for (int k = 0; k < all.length; k++) {
        if ((mask & 1 << k) != 0) {
          d.add(all[k]);
        }
      }
      subsets.add(d);
    }
    subsets.sort(java.util.Comparator.comparingInt(Set::size));
    for (var d : subsets) {
      if (TwinAnswer.of(NaiveUniformity.of(m, f, AMDGPU, o, d), f).equals(fast)) {
        return " (the twin with " + d + " agrees: a known LLVM behaviour? see KnownTwinDisagreements)";
      }
    }
    return " (no modelled LLVM deviation explains it)";
  }

  /** Skipping regions by dominance frontiers never changes a result, on any shape. */
  @TestFactory
  Stream<DynamicTest> shortcutsChangeNothing() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(400); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel(RandomCfg.mixed(s, 60), s), m -> {
        Function f = m.definitions().get(0);
        UniformityInfo with = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), UniformityOptions.defaults());
        UniformityInfo without = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(),
            UniformityOptions.defaults().withShortcuts(false));
        assertEquals(fingerprint(without, f), fingerprint(with, f), "seed " + s + " (RandomCfg.mixed(seed, 60))");
      })));
    }
    return tests.stream();
  }

  /**
   * Collapsing assumed-divergent cycles ({@link CollapsedCycle}, every such cycle of 2 blocks or
   * more) over-approximates: each divergent mark, divergent use, assumed block and divergent-exit
   * cycle of the exact analysis is kept; cycles nested in a collapsed one are not examined for
   * divergent exits (every value and use there is divergent anyway), so they are left out. Half
   * of the 800 kernels have {@link KernelGenerator.Options#constantPhis() constant phis}, where only sync dependence makes
   * a phi divergent, so joins the collapse misses show; at least 20 kernels must differ between
   * the two answers (scaled with the seeds by {@link SeedCount}), or the test no longer reaches the collapse.
   */
  @TestFactory
  Stream<DynamicTest> collapsingOnlyAddsDivergence() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] exercised = new int[1];
    int kernels = SeedCount.of(800);
    int enough = SeedCount.of(20);
    for (long seed = 1; seed <= kernels; seed++) {
      long s = seed;
      FlowGraph cfg = s % 4 < 2
          ? RandomCfg.generate(s, RandomCfg.Shape.IRREDUCIBLE, 8 + (int) (s % 40))
          : RandomCfg.mixed(s, 48);
      Module kernel = s % 2 == 0 ? kernel(cfg, s, true) : kernel(cfg, s);
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel, m -> {
        Function f = m.definitions().get(0);
        UniformityInfo exact = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), UniformityOptions.defaults());
        UniformityInfo collapsed = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(),
            UniformityOptions.defaults().withCollapseFrom(2));
        assertTrue(outsideCollapsed(TwinAnswer.of(collapsed, f), collapsed)
            .covers(outsideCollapsed(TwinAnswer.of(exact, f), collapsed))
            && UniformityInvarianceTest.facts(collapsed, f).uses()
                .containsAll(UniformityInvarianceTest.facts(exact, f).uses()), "seed " + s
            + ": collapsing dropped divergence\nexact     " + fingerprint(exact, f)
            + "\ncollapsed " + fingerprint(collapsed, f));
        if (!fingerprint(exact, f).equals(fingerprint(collapsed, f))) {
          exercised[0]++;
        }
      })));
    }
    tests.add(DynamicTest.dynamicTest("enough kernels are changed by collapsing", () ->
        assertTrue(exercised[0] >= enough, "only " + exercised[0] + " of " + kernels + " kernels differ")));
    return tests.stream();
  }

  /** The answer without the divergent-exit marks of cycles nested in an assumed-divergent one. */
  private static TwinAnswer outsideCollapsed(TwinAnswer a, UniformityInfo collapsed) {
    Set<Integer> exits = new TreeSet<>(a.exitCycles());
    for (Cycle outer : collapsed.cyclesAssumedDivergent()) {
      for (Cycle c : collapsed.cycles().cycles()) {
        if (c != outer && outer.contains(c)) {
          exits.remove(c.index());
        }
      }
    }
    return new TwinAnswer(a.marks(), exits, a.assumedBlocks());
  }

  /**
   * With only reducible cycles the cycle hierarchy, and so the answer, is the same for every DFS
   * (spec: a reducible CFG has all nodes m-converged); for irreducible CFGs the answers must agree
   * whenever the two DFS orders yield the same cycles.
   */
  @TestFactory
  Stream<DynamicTest> independentOfSuccessorOrder() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel(RandomCfg.mixed(s, 50), s), m -> {
        Function f = m.definitions().get(0);
        UniformityInfo base = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm());
        for (SuccessorOrder order : List.of(SuccessorOrder.textual(), SuccessorOrder.seeded(s),
            SuccessorOrder.seeded(~s))) {
          UniformityInfo other = UniformityInfo.of(m, f, AMDGPU, order);
          if (sameCycles(base.cycles(), other.cycles())) {
            assertEquals(fingerprint(base, f), fingerprint(other, f), "seed " + s + " order " + order);
          }
        }
      })));
    }
    return tests.stream();
  }

  static Module kernel(FlowGraph shape, long seed) {
    return kernel(shape, seed, false);
  }

  /** The kernel of {@link #kernel(FlowGraph, long)}, with {@link KernelGenerator.Options#constantPhis()} if asked. */
  static Module kernel(FlowGraph shape, long seed, boolean constantPhis) {
    KernelGenerator.Options o = seed % 3 == 0 ? new KernelGenerator.Options(15, 30) : KernelGenerator.Options.defaults();
    return KernelGenerator.generate(shape, seed, constantPhis ? o.withConstantPhis() : o);
  }

  private static boolean sameCycles(CycleHierarchy a, CycleHierarchy b) {
    return cycleSet(a).equals(cycleSet(b));
  }

  private static Set<String> cycleSet(CycleHierarchy h) {
    return h.cycles().stream()
        .map(c -> c.header() + ":" + c.entries().stream().sorted().toList() + ":"
            + java.util.Arrays.stream(c.blocks()).sorted().boxed().toList())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** Marks plus the cycle sections and the temporal list, in a comparable form. */
  static String fingerprint(UniformityInfo u, Function f) {
    return TwinAnswer.marks(u, f) + "\nassumed " + u.cyclesAssumedDivergent().stream().map(Cycle::header).sorted().toList()
        + "\nexits " + u.cyclesWithDivergentExit().stream().map(Cycle::header).sorted().toList()
        + "\ntemporal " + u.temporalDivergence().stream()
            .map(t -> t.value().index() + "->" + t.user().index() + "@" + t.cycle().header())
            .sorted().toList();
  }
}
