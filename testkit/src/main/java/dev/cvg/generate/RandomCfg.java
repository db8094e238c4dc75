package dev.cvg.generate;

import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random control-flow graphs shaped like real functions: the one CFG generator behind
 * property tests, the {@code opt} differential, JMH benchmarks and {@code cvg fuzz}
 * ({@link KernelGenerator} turns a shape into a kernel).
 *
 * <p>Every graph is a valid LLVM function shape: node 0 is the entry and has no predecessors,
 * nodes are numbered in layout order and named {@code bb<i>}, a node has 0 successors
 * ({@code ret}), 1 ({@code br}), 2 ({@code br i1}, possibly twice the same target) or more
 * ({@code switch}, duplicates allowed). The same seed and {@link Options} always give the same
 * graph.
 *
 * <p><b>Construction.</b> A worklist of region tasks "fill node {@code head}, then continue at
 * {@code next}, using about {@code budget} fresh nodes" expands into sequences, if/then,
 * if/else, switches, while and do-while loops (carrying the enclosing loops for break and
 * continue edges). The worklist is an explicit stack, so 200k-node graphs with arbitrarily deep
 * nesting are built without recursion. Then, by {@link Shape}: {@code STRUCTURED} stops there
 * (reducible, single-exit loops); {@code UNSTRUCTURED} also turns some leaves into break,
 * continue and early-return branches (still reducible); {@code IRREDUCIBLE} additionally has
 * multi-entry loop regions (a branch into two or three blocks of one cycle) and, afterwards,
 * jumps that go forward in reverse postorder, which enter loops sideways at any depth. Forward
 * jumps create no new strongly connected regions, so irreducible cycles stay loop-sized, as in
 * real code, and the cycle hierarchy stays linear in the graph size (random backward jumps
 * would merge the whole function into one SCC nested thousands deep). Self loops,
 * two-edges-to-one-target branches and unreachable blocks (with edges into the graph and among
 * themselves) are sprinkled in by the {@link Options} percentages.
 *
 * <pre>
 *   seq:  head -> [A] -> next          if/else: head -> T | E, both -> next
 *   while: head -> H; H -> B | next; B ... -> H      do-while: head -> B ... -> L; L -> B | next
 *   multi-entry: head -> E1 | E2; E1 ... -> E2 ... -> L; L -> E1 | next
 * </pre>
 *
 * Time and space O(size).
 */
public final class RandomCfg {

  /** The family of control flow to generate. */
  public enum Shape {
    /** If/else, switches, while and do-while loops, nested; reducible. */
    STRUCTURED,
    /** Structured plus break, continue and early-return edges; still reducible. */
    UNSTRUCTURED,
    /** Unstructured plus multi-entry loops and sideways jumps into loops (irreducible). */
    IRREDUCIBLE
  }

  /**
   * Knobs of the generator.
   *
   * @param shape the family of control flow
   * @param size the approximate number of reachable nodes (at least 2: entry and return)
   * @param gotoPercent chance that a leaf block gets a break/continue/return edge
   *     ({@code UNSTRUCTURED}, {@code IRREDUCIBLE}); for {@code IRREDUCIBLE} also the number of
   *     sideways jumps per 1000 nodes (at least one)
   * @param selfLoopPercent chance that a leaf block branches to itself
   * @param multiEdgePercent chance that a leaf block branches twice to the same target
   * @param switchPercent chance that a two-way split is a switch with duplicate targets
   * @param unreachableBlocks how many unreachable blocks to append
   * @param infiniteLoopPercent chance that a loop has no exit edge (code after it may then be
   *     unreachable)
   */
  public record Options(Shape shape, int size, int gotoPercent, int selfLoopPercent,
      int multiEdgePercent, int switchPercent, int unreachableBlocks, int infiniteLoopPercent) {
    /** Validates the ranges. @throws IllegalArgumentException if one is out of range */
    public Options {
      if (size < 2 || gotoPercent < 0 || selfLoopPercent < 0 || multiEdgePercent < 0
          || switchPercent < 0 || unreachableBlocks < 0 || infiniteLoopPercent < 0) {
        throw new IllegalArgumentException("bad RandomCfg options: size >= 2, percentages >= 0");
      }
    }

    /**
     * Returns moderate defaults for {@code shape} and {@code size}: no unreachable blocks and
     * no infinite loops, so every node is reachable from the entry and reaches the return.
     */
    public static Options of(Shape shape, int size) {
      return new Options(shape, size, 10, 5, 5, 15, 0, 0);
    }

    /** Returns these options with {@code count} unreachable blocks. */
    public Options withUnreachableBlocks(int count) {
      return new Options(shape, size, gotoPercent, selfLoopPercent, multiEdgePercent,
          switchPercent, count, infiniteLoopPercent);
    }

    /** Returns these options with {@code percent} chance of a loop without exit. */
    public Options withInfiniteLoops(int percent) {
      return new Options(shape, size, gotoPercent, selfLoopPercent, multiEdgePercent,
          switchPercent, unreachableBlocks, percent);
    }
  }

  /** One pending region; {@code loop} is the innermost enclosing loop or null. */
  private record Task(int head, int next, int budget, Loop loop) {}

  /** An enclosing loop: continue target and break target. */
  private record Loop(int header, int exit) {}

  private final SplittableRandom rnd;
  private final Options options;
  private final List<int[]> succs = new ArrayList<>();
  private int exit;

  private RandomCfg(long seed, Options options) {
    this.rnd = new SplittableRandom(seed);
    this.options = options;
  }

  /** Returns the graph for {@code seed} and {@code options}. */
  public static FlowGraph generate(long seed, Options options) {
    return new RandomCfg(seed, options).build();
  }

  /** Returns the graph for {@code seed}, {@code shape} and {@code size} with default knobs. */
  public static FlowGraph generate(long seed, Shape shape, int size) {
    return generate(seed, Options.of(shape, size));
  }

  /**
   * Returns a graph whose shape, size (2..maxSize), knobs and unreachable blocks are all drawn
   * from {@code seed}: the mix used by property tests.
   */
  public static FlowGraph mixed(long seed, int maxSize) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    Shape shape = Shape.values()[r.nextInt(Shape.values().length)];
    int size = 2 + r.nextInt(Math.max(1, maxSize - 1));
    Options o = new Options(shape, size, r.nextInt(30), r.nextInt(15), r.nextInt(15),
        r.nextInt(40), r.nextInt(4) == 0 ? 1 + r.nextInt(3) : 0, r.nextInt(4) == 0 ? 10 : 0);
    return generate(seed, o);
  }

  /**
   * Returns a tiny graph with arbitrary edges, drawn from {@code rnd}: 2–7 nodes, each with 1–2
   * successors (the last node 0–1) that mostly go one or two nodes forward and otherwise to any
   * node but the entry. Unlike the region-based shapes it has unstructured back edges,
   * self loops, irreducible cycles and unreachable nodes in any combination: the shapes of the
   * verifier differentials, where small and odd beats realistic.
   */
  public static FlowGraph small(SplittableRandom rnd) {
    int n = 2 + rnd.nextInt(6);
    int[][] out = new int[n][];
    for (int v = 0; v < n; v++) {
      int k = v == n - 1 ? rnd.nextInt(2) : 1 + rnd.nextInt(2);
      out[v] = new int[k];
      for (int i = 0; i < k; i++) {
        out[v][i] = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(n - 1) : Math.min(n - 1, v + 1 + rnd.nextInt(2));
      }
    }
    return FlowGraph.of(out);
  }

  private FlowGraph build() {
    int entry = newNode();
    exit = newNode();
    succs.set(exit, new int[0]);
    ArrayDeque<Task> work = new ArrayDeque<>();
    work.push(new Task(entry, exit, options.size() - 2, null));
    while (!work.isEmpty()) {
      expand(work.pop(), work);
    }
    if (options.shape() == Shape.IRREDUCIBLE) {
      addForwardJumps(Math.max(1, succs.size() * options.gotoPercent() / 1000));
    }
    addUnreachable(options.unreachableBlocks());
    int[][] s = succs.toArray(int[][]::new);
    String[] names = new String[s.length];
    for (int i = 0; i < names.length; i++) {
      names[i] = "bb" + i;
    }
    return ArrayFlowGraph.of(s, 0, names);
  }

  private int newNode() {
    succs.add(null);
    return succs.size() - 1;
  }

  /** Sets the terminator of {@code t.head} and queues the sub-regions. */
  private void expand(Task t, ArrayDeque<Task> work) {
    int budget = t.budget();
    if (budget <= 0) {
      succs.set(t.head(), leaf(t));
      return;
    }
    int kind = rnd.nextInt(options.shape() == Shape.IRREDUCIBLE ? 12 : 10);
    if (kind < 3 || budget < 2) { // sequence
      int mid = newNode();
      int first = rnd.nextInt(budget);
      work.push(new Task(mid, t.next(), budget - 1 - first, t.loop()));
      work.push(new Task(t.head(), mid, first, t.loop()));
    } else if (kind < 5) { // if/then or if/else (or a switch)
      int a = newNode();
      int b = newNode();
      int left = rnd.nextInt(budget - 1);
      succs.set(t.head(), split(a, b));
      work.push(new Task(b, t.next(), budget - 2 - left, t.loop()));
      work.push(new Task(a, t.next(), left, t.loop()));
    } else if (kind < 6) { // if/then: one arm goes straight to next
      int a = newNode();
      succs.set(t.head(), split(a, t.next()));
      work.push(new Task(a, t.next(), budget - 1, t.loop()));
    } else if (kind < 8) { // while: head -> header; header -> body | next; body ... -> header
      int header = newNode();
      int body = newNode();
      succs.set(t.head(), new int[] {header});
      succs.set(header, loopBack(body, t.next()));
      work.push(new Task(body, header, budget - 2, new Loop(header, t.next())));
    } else if (kind >= 10 && budget >= 4) {
      multiEntryLoop(t, work);
    } else { // do-while: head -> body ... -> latch; latch -> body | next
      int body = newNode();
      int latch = newNode();
      succs.set(t.head(), new int[] {body});
      succs.set(latch, loopBack(body, t.next()));
      work.push(new Task(body, latch, budget - 2, new Loop(body, t.next())));
    }
  }

  /** A loop-closing branch to {@code loop} or {@code exit}, or, rarely, to {@code loop} only. */
  private int[] loopBack(int loop, int exit) {
    if (rnd.nextInt(100) < options.infiniteLoopPercent()) {
      return new int[] {loop};
    }
    return rnd.nextBoolean() ? new int[] {loop, exit} : new int[] {exit, loop};
  }

  /** The terminator of a leaf: usually a plain branch to next, sometimes something wilder. */
  private int[] leaf(Task t) {
    int roll = rnd.nextInt(100);
    if (roll < options.selfLoopPercent() && t.head() != 0) { // the entry has no predecessors
      return rnd.nextBoolean() ? new int[] {t.head(), t.next()} : new int[] {t.next(), t.head()};
    }
    roll -= options.selfLoopPercent();
    if (roll < options.multiEdgePercent()) {
      return new int[] {t.next(), t.next()};
    }
    roll -= options.multiEdgePercent();
    if (options.shape() != Shape.STRUCTURED && roll < options.gotoPercent()) {
      int target = switch (rnd.nextInt(3)) {
        case 0 -> t.loop() != null ? t.loop().exit() : exit;   // break
        case 1 -> t.loop() != null ? t.loop().header() : exit; // continue
        default -> exit;                                       // early return
      };
      return rnd.nextBoolean() ? new int[] {t.next(), target} : new int[] {target, t.next()};
    }
    return new int[] {t.next()};
  }

  /** A two-way split, sometimes as a switch with repeated targets. */
  private int[] split(int a, int b) {
    if (rnd.nextInt(100) >= options.switchPercent()) {
      return new int[] {a, b};
    }
    int k = 3 + rnd.nextInt(3);
    int[] s = new int[k];
    s[0] = a;
    s[1] = b;
    for (int i = 2; i < k; i++) {
      s[i] = rnd.nextBoolean() ? a : b;
    }
    shuffle(s);
    return s;
  }

  /**
   * A cycle with two or three entries: head branches to E1..Ek, region Ei flows to E(i+1), the
   * last one to a latch that loops back to E1 or leaves to next.
   */
  private void multiEntryLoop(Task t, ArrayDeque<Task> work) {
    int k = t.budget() >= 6 && rnd.nextBoolean() ? 3 : 2;
    int[] entries = new int[k];
    for (int i = 0; i < k; i++) {
      entries[i] = newNode();
    }
    int latch = newNode();
    int[] targets = k == 2 ? split(entries[0], entries[1]) : entries.clone();
    shuffle(targets);
    succs.set(t.head(), targets);
    succs.set(latch, loopBack(entries[0], t.next()));
    Loop loop = new Loop(entries[0], t.next());
    int remaining = t.budget() - k - 1;
    for (int i = k - 1; i >= 0; i--) {
      int part = i == 0 ? remaining : rnd.nextInt(remaining + 1);
      remaining -= part;
      work.push(new Task(entries[i], i + 1 < k ? entries[i + 1] : latch, part, loop));
    }
  }

  /**
   * Adds {@code count} edges {@code u -> v} with {@code v} shortly after {@code u} in reverse
   * postorder (within 64 positions, sometimes 1024): they add loop entries but no new strongly
   * connected regions. Each sideways entry into a loop nest can add a nesting level (the DFS
   * may pick it as header, leaving the old header to head a nested cycle), so jumps are rare
   * and local to keep nesting depth realistic.
   */
  private void addForwardJumps(int count) {
    FlowGraph g = ArrayFlowGraph.of(succs.toArray(int[][]::new), 0, null);
    int[] rpo = DepthFirstOrder.of(g).reversePostorder();
    int m = rpo.length;
    if (m < 3) {
      return;
    }
    for (int c = 0; c < count; c++) {
      int i = rnd.nextInt(m - 1);
      int window = rnd.nextInt(8) == 0 ? 1024 : 64;
      int v = rpo[i + 1 + rnd.nextInt(Math.min(window, m - 1 - i))];
      int[] old = succs.get(rpo[i]);
      int[] s = Arrays.copyOf(old, old.length + 1);
      s[old.length] = v;
      succs.set(rpo[i], s);
    }
  }

  /** Appends blocks no path from the entry reaches: into the graph and among themselves. */
  private void addUnreachable(int count) {
    int first = succs.size();
    for (int i = 0; i < count; i++) {
      newNode();
    }
    int n = succs.size();
    for (int v = first; v < n; v++) {
      int k = rnd.nextInt(3);
      int[] s = new int[k];
      for (int j = 0; j < k; j++) {
        s[j] = 1 + rnd.nextInt(n - 1);
      }
      succs.set(v, s);
    }
  }

  private void shuffle(int[] a) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
}
