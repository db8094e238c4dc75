package dev.cvg.legality.correspondence;

import java.util.Arrays;

/**
 * The table of {@link Alignment}: for n pending instructions and m originals, the best chain of
 * matches starting with pending instruction i at original j (its score: matches first, then the
 * adjacent matches within one run of the original sequence), and the best such chain over the
 * quadrant i' &ge; i, j' &ge; j and over the part of that quadrant within j's run. Scores are
 * -1 where no chain exists; ties keep the earliest original for the earliest pending instruction.
 */
final class Chains {
  private final int m;
  private final int width;
  private final long[] score;
  private final int[] next;
  private final long[] quad;
  private final int[] quadAt;
  private final long[] inRun;
  private final int[] inRunAt;

  Chains(int n, int m) {
    this.m = m;
    this.width = m + 1;
    int cells = (n + 1) * width;
    score = filled(cells);
    quad = filled(cells);
    inRun = filled(cells);
    next = new int[cells];
    quadAt = new int[cells];
    inRunAt = new int[cells];
    Arrays.fill(quadAt, -1);
    Arrays.fill(inRunAt, -1);
  }

  private static long[] filled(int cells) {
    long[] out = new long[cells];
    Arrays.fill(out, -1);
    return out;
  }

  /** Records the best chain starting with pending {@code i} at original {@code j}. */
  void put(int i, int j, long s, int nextCell) {
    score[i * width + j] = s;
    next[i * width + j] = nextCell;
  }

  /** The cell after ({@code i}, {@code j}) in its best chain (i * m + j), or -1. */
  int next(int i, int j) {
    return next[i * width + j];
  }

  /**
   * Computes the quadrant and run maxima at ({@code i}, {@code j}) from those after it.
   *
   * @param sameRun whether original j + 1 lies in j's run
   */
  void fold(int i, int j, boolean sameRun) {
    int k = i * width + j;
    long best = score[k];
    int at = best >= 0 ? i * m + j : -1;
    long runBest = best;
    int runAt = at;
    int below = k + width;
    // on a tie a later original is passed over before a later pending instruction: the earliest
    // pending instructions are matched
    if (quad[k + 1] > best) {
      best = quad[k + 1];
      at = quadAt[k + 1];
    }
    if (quad[below] > best) {
      best = quad[below];
      at = quadAt[below];
    }
    if (sameRun && inRun[k + 1] > runBest) {
      runBest = inRun[k + 1];
      runAt = inRunAt[k + 1];
    }
    if (inRun[below] > runBest) {
      runBest = inRun[below];
      runAt = inRunAt[below];
    }
    quad[k] = best;
    quadAt[k] = at;
    inRun[k] = runBest;
    inRunAt[k] = runAt;
  }

  long quad(int i, int j) {
    return quad[i * width + j];
  }

  int quadAt(int i, int j) {
    return quadAt[i * width + j];
  }

  long inRun(int i, int j) {
    return inRun[i * width + j];
  }

  int inRunAt(int i, int j) {
    return inRunAt[i * width + j];
  }
}
