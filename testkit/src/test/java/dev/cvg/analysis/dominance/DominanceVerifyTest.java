package dev.cvg.analysis.dominance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.NamedGraphs;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link DominatorTree#verify()} and {@link PostDominatorTree#verify()}: silent on every
 * computed tree of seeded graphs, and naming the node and the rule on deliberately wrong trees
 * built with the package-private factories.
 */
class DominanceVerifyTest {
  private static final int SEEDS = 600;

  private static FlowGraph graph(long seed) {
    return switch ((int) (seed % 3)) {
      case 0 -> ArbitraryGraphs.of(seed, seed % 5 == 0 ? 120 : 25);
      case 1 -> RandomCfg.mixed(seed, seed % 5 == 1 ? 200 : 30);
      default -> RandomCfg.generate(seed, RandomCfg.Options.of(RandomCfg.Shape.IRREDUCIBLE, 30)
          .withUnreachableBlocks(2).withInfiniteLoops(20));
    };
  }

  @TestFactory
  Stream<DynamicTest> computedTreesVerify() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = graph(seed);
      String ctx = "seed " + seed + " graph\n" + g;
      assertEquals(List.of(), DominatorTree.of(g).verify(), ctx);
      assertEquals(List.of(), PostDominatorTree.of(g).verify(), ctx);
      if (g.size() <= 40) {
        assertEquals(List.of(), DominatorTree.of(g).verifyFull(), ctx);
        assertEquals(List.of(), PostDominatorTree.of(g).verifyFull(), ctx);
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> largeTreesVerify() {
    return Stream.of(RandomCfg.Shape.values()).map(shape -> DynamicTest.dynamicTest(shape.toString(), () -> {
      FlowGraph g = RandomCfg.generate(3, RandomCfg.Options.of(shape, 5000).withInfiniteLoops(5)
          .withUnreachableBlocks(20));
      assertEquals(List.of(), DominatorTree.of(g).verify(), shape.toString());
      assertEquals(List.of(), PostDominatorTree.of(g).verify(), shape.toString());
    }));
  }

  /**
   * The linear checks alone, without the recomputation, catch every single wrong parent that
   * keeps the tree a tree: a parent that does not dominate the node breaks the parent property
   * (the theorem in {@code TreeVerifier}); a dominator above the immediate one breaks the
   * sibling property, or the parent property of a node below.
   */
  @TestFactory
  Stream<DynamicTest> wrongParentCaughtWithoutRecomputation() {
    return LongStream.range(0, 400).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, 30) : RandomCfg.mixed(seed, 30);
      DominatorTree right = DominatorTree.of(g);
      SplittableRandom rnd = new SplittableRandom(seed);
      int v = rnd.nextInt(g.size());
      List<Integer> candidates = new ArrayList<>();
      for (int p = 0; p < g.size(); p++) {
        if (right.isReachable(p) && right.isReachable(v) && v != g.entry() && p != v
            && !right.dominates(v, p) && p != right.immediateDominator(v)) {
          candidates.add(p);
        }
      }
      if (candidates.isEmpty()) {
        return;
      }
      int p = candidates.get(rnd.nextInt(candidates.size()));
      int[] wrong = DominatorTree.immediateDominators(g);
      wrong[v] = p;
      boolean[] member = new boolean[g.size()];
      for (int x = 0; x < g.size(); x++) {
        member[x] = right.isReachable(x);
      }
      List<Diagnostic> d = new TreeVerifier(g, wrong, -1, TreeVerifier.DOMINATORS)
          .verify(new TreeIndex(wrong, member), wrong, true);
      // A dominator above idom(v) may also break the parent property of a node below v.
      boolean dominator = right.dominates(p, v);
      assertTrue(messages(d).stream().anyMatch(m -> m.endsWith("(parent property)")
          || dominator && m.endsWith("(sibling property)")),
          "seed " + seed + ": idom(" + v + ") := " + p + (dominator ? " (a dominator)" : " (no dominator)")
          + ": " + messages(d) + "\n" + g);
    }));
  }

  /** A parent that is not a tree ancestor of a predecessor: caught in O(E), and by recomputation. */
  @Test
  void idomBypassedByAnotherPredecessor() {
    FlowGraph g = NamedGraphs.parse("r -> a b; a -> c; b -> c; c");
    List<Diagnostic> d = DominatorTree.ofImmediateDominators(g, new int[] {-1, 0, 0, 1}).verify();
    assertHas(d, "%c has immediate dominator %a, which is not a tree ancestor of its predecessor %b (parent property)");
    assertHas(d, "%c has immediate dominator %a, but a recomputed dominator tree has %r");
    assertEquals(new Entity.NodeEntity(3, "c"), d.get(0).where());
  }

  /** Too shallow a parent keeps the parent property; the recomputation and the sibling property catch it. */
  @Test
  void idomTooHighIsASiblingViolation() {
    FlowGraph g = NamedGraphs.parse("r -> a; a -> b; b");
    DominatorTree wrong = DominatorTree.ofImmediateDominators(g, new int[] {-1, 0, 0});
    List<Diagnostic> d = wrong.verify();
    assertEquals(List.of("%b has immediate dominator %r, but a recomputed dominator tree has %a"), messages(d));
    List<Diagnostic> full = wrong.verifyFull();
    assertEquals(d, full, "the full check stops after basic failures");
    // The sibling property on its own, without the recomputation in the way:
    TreeVerifier v = new TreeVerifier(g, new int[] {-1, 0, 0}, -1, TreeVerifier.DOMINATORS);
    List<Diagnostic> sibling = v.verify(treeIndex(new int[] {-1, 0, 0}), new int[] {-1, 0, 0}, true);
    assertEquals(List.of("%a dominates its sibling %b: %b is unreachable from the entry without %a (sibling property)"),
        messages(sibling));
  }

  @Test
  void parentCycleIsNotATree() {
    FlowGraph g = NamedGraphs.parse("r -> a; a -> b; b -> a");
    List<Diagnostic> d = DominatorTree.ofImmediateDominators(g, new int[] {-1, 2, 1}).verify();
    assertHas(d, "%a is not below %r in the dominator tree: its chain of immediate dominators never reaches it");
    assertHas(d, "%b is not below %r in the dominator tree: its chain of immediate dominators never reaches it");
    assertHas(d, "%a: the index of the dominator tree lists it as a member");
  }

  @Test
  void reachabilityMismatches() {
    FlowGraph g = NamedGraphs.parse("r -> a; a; dead -> a");
    List<Diagnostic> d = DominatorTree.ofImmediateDominators(g, new int[] {-1, -1, 0}).verify();
    assertHas(d, "%a is reachable from the entry but has no immediate dominator");
    assertHas(d, "%dead is unreachable from the entry but has immediate dominator %r");
  }

  @Test
  void postDominatorRootMissing() {
    // Correct: roots {x}; ipdom(r) = x, ipdom(a) = x. The wrong tree forgets root x.
    FlowGraph g = NamedGraphs.parse("r -> a x; a -> x; x");
    assertEquals(List.of(), PostDominatorTree.of(g).verify());
    List<Diagnostic> d = PostDominatorTree.ofImmediatePostDominators(g, new int[] {2, 2, -1}, new int[0]).verify();
    assertHas(d, "%x is not a root of the post-dominator tree, but LLVM's root selection chooses it");
    assertHas(d, "%x reaches no root but has immediate post-dominator the virtual exit");
  }

  @Test
  void postDominatorSwappedParent() {
    FlowGraph g = NamedGraphs.parse("r -> a b; a -> m; b -> m; m");
    // Correct ipdom: r -> m, a -> m, b -> m. Wrong: ipdom(r) = a.
    List<Diagnostic> d = PostDominatorTree.ofImmediatePostDominators(g, new int[] {1, 3, 3, -1}, new int[] {3})
        .verify();
    assertHas(d, "%r has immediate post-dominator %a, which is not a tree ancestor of its successor %b (parent property)");
    assertHas(d, "%r has immediate post-dominator %a, but a recomputed post-dominator tree has %m");
  }

  @Test
  void postDominatorInfiniteLoopRootKeepsVirtualExit() {
    // a <-> a2 never exits: a2 is LLVM's root for it; giving it a real ipdom is caught.
    FlowGraph g = NamedGraphs.parse("r -> a x; a -> a2; a2 -> a; x");
    PostDominatorTree good = PostDominatorTree.of(g);
    assertEquals(List.of(), good.verifyFull());
    int[] ipdom = {-1, -1, 1, -1}; // correct: ipdom(a) = a2, ipdom(a2) = virtual exit
    List<Diagnostic> d = PostDominatorTree.ofImmediatePostDominators(g, ipdom, good.roots()).verify();
    assertHas(d, "%a2 has immediate post-dominator %a, which is not a tree ancestor of its successor the virtual exit (parent property)");
  }

  private static TreeIndex treeIndex(int[] parent) {
    boolean[] member = new boolean[parent.length];
    java.util.Arrays.fill(member, true);
    return new TreeIndex(parent, member);
  }

  static List<String> messages(List<Diagnostic> d) {
    return d.stream().map(Diagnostic::message).toList();
  }

  static void assertHas(List<Diagnostic> d, String message) {
    assertTrue(messages(d).contains(message), "expected '" + message + "' in " + messages(d));
  }
}
