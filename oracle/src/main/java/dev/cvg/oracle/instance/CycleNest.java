package dev.cvg.oracle.instance;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The cycle hierarchy of one function as the oracle uses it: for every block, the chain of
 * cycles containing it (outermost first), and for every cycle its header. This is all the
 * thread-local labels of maximal convergence need.
 *
 * <p>Cycles are numbered {@code 0..cycleCount()-1} with parents before children. Blocks are
 * the dense block numbers of {@link dev.cvg.ir.FunctionIndex}. A block is the header of at
 * most one cycle (a child cycle never shares its parent's header). Immutable.
 */
public final class CycleNest {
  private final int blockCount;
  /** Per cycle: header block. */
  private final int[] header;
  /** Per cycle: parent cycle, -1 for top level. */
  private final int[] parent;
  /** Per cycle: its strict descendants (reset when its header executes). */
  private final int[][] descendants;
  /** Per block: the cycles containing it, outermost first (shared empty array if none). */
  private final int[][] chain;
  /** Per block: the cycle it heads, or -1. */
  private final int[] headed;

  private CycleNest(int blockCount, int[] header, int[] parent, int[][] blocks) {
    this.blockCount = blockCount;
    this.header = header;
    this.parent = parent;
    int n = header.length;
    this.headed = new int[blockCount];
    Arrays.fill(headed, -1);
    for (int c = 0; c < n; c++) {
      if (headed[header[c]] >= 0) {
        throw new IllegalArgumentException("block " + header[c] + " heads two cycles");
      }
      headed[header[c]] = c;
    }
    List<List<Integer>> desc = new ArrayList<>();
    for (int c = 0; c < n; c++) {
      desc.add(new ArrayList<>());
    }
    for (int c = 0; c < n; c++) {
      for (int p = parent[c]; p >= 0; p = parent[p]) {
        desc.get(p).add(c);
      }
    }
    this.descendants = new int[n][];
    for (int c = 0; c < n; c++) {
      descendants[c] = desc.get(c).stream().mapToInt(Integer::intValue).toArray();
    }
    // The chain of a block is the innermost cycle containing it and that cycle's ancestors;
    // the innermost is the deepest cycle listing the block.
    int[] depth = new int[n];
    for (int c = 0; c < n; c++) {
      depth[c] = parent[c] < 0 ? 1 : depth[parent[c]] + 1;
    }
    int[] innermost = new int[blockCount];
    Arrays.fill(innermost, -1);
    for (int c = 0; c < n; c++) {
      for (int b : blocks[c]) {
        if (innermost[b] < 0 || depth[c] > depth[innermost[b]]) {
          innermost[b] = c;
        }
      }
    }
    this.chain = new int[blockCount][];
    int[] none = new int[0];
    for (int b = 0; b < blockCount; b++) {
      int c = innermost[b];
      if (c < 0) {
        chain[b] = none;
        continue;
      }
      int[] ch = new int[depth[c]];
      for (int k = depth[c] - 1; c >= 0; c = parent[c], k--) {
        ch[k] = c;
      }
      chain[b] = ch;
    }
  }

  /**
   * Returns the nest of {@code hierarchy} (its graph's nodes are the blocks).
   *
   * @param hierarchy the cycle hierarchy of a function's CFG
   * @return the nest
   */
  public static CycleNest of(CycleHierarchy hierarchy) {
    Builder b = builder(hierarchy.graph().size());
    for (Cycle c : hierarchy.cycles()) {
      b.add(c.header(), c.parent().map(Cycle::index).orElse(-1), c.blocks());
    }
    return b.build();
  }

  /**
   * Returns a nest without cycles for a function with {@code blockCount} blocks.
   *
   * @param blockCount the block count
   * @return the nest
   */
  public static CycleNest none(int blockCount) {
    return new CycleNest(blockCount, new int[0], new int[0], new int[0][]);
  }

  /**
   * Returns a builder for a function with {@code blockCount} blocks.
   *
   * @param blockCount the block count
   * @return the builder
   */
  public static Builder builder(int blockCount) {
    return new Builder(blockCount);
  }

  /**
   * Returns the number of blocks of the function.
   *
   * @return the block count
   */
  public int blockCount() {
    return blockCount;
  }

  /**
   * Returns the number of cycles.
   *
   * @return the cycle count
   */
  public int cycleCount() {
    return header.length;
  }

  /**
   * Returns the header block of {@code cycle}.
   *
   * @param cycle a cycle number
   * @return its header
   */
  public int header(int cycle) {
    return header[cycle];
  }

  /**
   * Returns the parent of {@code cycle}, or -1 for a top-level cycle.
   *
   * @param cycle a cycle number
   * @return its parent, or -1
   */
  public int parent(int cycle) {
    return parent[cycle];
  }

  /**
   * Returns the cycle that {@code block} heads, or -1.
   *
   * @param block a block number
   * @return the cycle, or -1
   */
  public int headedBy(int block) {
    return headed[block];
  }

  /**
   * Returns the strict descendants of {@code cycle}; callers must not modify the array.
   *
   * @param cycle a cycle number
   * @return the descendants
   */
  public int[] descendants(int cycle) {
    return descendants[cycle];
  }

  /**
   * Returns the cycles containing {@code block}, outermost first; callers must not modify it.
   *
   * @param block a block number
   * @return the cycle chain
   */
  public int[] chain(int block) {
    return chain[block];
  }

  /**
   * Returns the innermost cycle containing {@code block}, or -1.
   *
   * @param block a block number
   * @return the cycle, or -1
   */
  public int innermost(int block) {
    int[] c = chain[block];
    return c.length == 0 ? -1 : c[c.length - 1];
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("CycleNest[");
    for (int c = 0; c < header.length; c++) {
      sb.append(c == 0 ? "" : ", ").append("c").append(c).append(" header=").append(header[c])
          .append(" parent=").append(parent[c]);
    }
    return sb.append(']').toString();
  }

  /** Collects cycles, parents before children. */
  public static final class Builder {
    private final int blockCount;
    private final List<int[]> blocks = new ArrayList<>();
    private final List<Integer> headers = new ArrayList<>();
    private final List<Integer> parents = new ArrayList<>();

    private Builder(int blockCount) {
      this.blockCount = blockCount;
    }

    /**
     * Adds a cycle and returns its number.
     *
     * @param header the header block; must be among {@code members}
     * @param parent an already added cycle containing every member, or -1
     * @param members every block of the cycle, nested cycles' blocks included
     * @return the cycle's number
     * @throws IllegalArgumentException if the header is not a member or a member is not in
     *     the parent
     */
    public int add(int header, int parent, int... members) {
      int[] sorted = members.clone();
      Arrays.sort(sorted);
      if (Arrays.binarySearch(sorted, header) < 0) {
        throw new IllegalArgumentException("header " + header + " is not in its cycle");
      }
      if (parent >= headers.size()) {
        throw new IllegalArgumentException("parent " + parent + " not added yet");
      }
      if (parent >= 0) {
        int[] outer = blocks.get(parent);
        for (int b : sorted) {
          if (Arrays.binarySearch(outer, b) < 0) {
            throw new IllegalArgumentException("block " + b + " is not in parent cycle " + parent);
          }
        }
      }
      for (int b : sorted) {
        if (b < 0 || b >= blockCount) {
          throw new IllegalArgumentException("no block " + b);
        }
      }
      blocks.add(sorted);
      headers.add(header);
      parents.add(parent);
      return headers.size() - 1;
    }

    /**
     * Returns the nest.
     *
     * @return the nest
     */
    public CycleNest build() {
      return new CycleNest(blockCount, headers.stream().mapToInt(Integer::intValue).toArray(),
          parents.stream().mapToInt(Integer::intValue).toArray(), blocks.toArray(int[][]::new));
    }
  }
}
