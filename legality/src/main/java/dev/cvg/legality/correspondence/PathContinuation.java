package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Where the unnamed code of a transformed block goes on when it runs past the code of the
 * original block being read: along the original's control flow, into the successor whose code
 * the following unnamed instructions match.
 *
 * <p>A branch whose condition became known (a constant argument after inlining, a condition
 * implied by the peeled iteration's exit test) is folded, and block merging then lays the
 * successor's code after the block's own; a loop fully unrolled after its first iteration
 * becomes one block holding every iteration's body, the loop heart kept once (the spec's
 * "unrolling without tail": the intrinsic is not duplicated). Such a block corresponds to a
 * path through the original's control-flow graph, its unnamed instructions ({@code call @op},
 * stores, {@code call @plain}) to the instructions of the blocks on that path, one visit of a
 * block after another, a block of a loop once per iteration.
 *
 * <p>The successor taken is the nearest (in branches from the block read) whose code matches
 * the instruction being matched, and among those at one distance the one from which a path
 * matches most of the unnamed instructions that follow, in order ({@link #LOOKAHEAD} at most,
 * {@link #FOLLOW} blocks on): after {@code call @op; call @plain; store} the successor holding
 * {@code call @op; call @plain; store}, not the one holding {@code call @op; call @op}; a store
 * that follows is the next iteration's (the back edge's block, then the loop body) rather than
 * the exit's, when the loop body's code comes after it.
 *
 * <p><b>Complexity.</b> O(s b^f (l + n)) per continuation for s blocks within distance
 * {@link #DEPTH}, b successors per block, f = {@link #FOLLOW}, lookahead l and block sequences
 * of n instructions.
 */
final class PathContinuation {
  /** The farthest successor considered, in branches from the block read. */
  static final int DEPTH = 4;
  /** How many of the unnamed instructions that follow are matched to choose a successor. */
  static final int LOOKAHEAD = 12;
  /** How many blocks after the chosen one the lookahead follows. */
  static final int FOLLOW = 3;

  private PathContinuation() {}

  /**
   * Returns the start of the successor block where the code {@code ahead} (the instruction
   * being matched, then the unnamed ones after it up to the next instruction with an original)
   * goes on, if a successor within {@link #DEPTH} branches holds the first one.
   *
   * @param at the reading position, where nothing of the instruction's shape was found
   * @param ahead the instruction to match first, then the ones after it
   * @param located how the matching reads an original block (inlined bodies and merged
   *     successors in place)
   * @return the start of the chosen block, or empty
   */
  static Optional<Cursor> next(Cursor at, List<Inst> ahead,
      BiFunction<Function, Block, Cursor.Located> located) {
    return choose(at, ahead, located, 0);
  }

  /**
   * Like {@link #next}, but only when the path matches more of the code after the instruction
   * than the rest of the block read does (its unnamed instructions after the position, in order):
   * an instruction without an original of its own (a store merged from two predecessors and sunk)
   * does not take the reading away from the block whose code still follows it.
   *
   * @param at the reading position
   * @param ahead the instruction to match first, then the ones after it
   * @param located how the matching reads an original block
   * @return the start of the chosen block, or empty
   */
  static Optional<Cursor> beyond(Cursor at, List<Inst> ahead,
      BiFunction<Function, Block, Cursor.Located> located) {
    // the path must hold the instruction itself and more of the code after it than the rest does
    return choose(at, ahead, located, 1 + rest(at, ahead.subList(Math.min(1, ahead.size()), ahead.size())));
  }

  /** The longest common subsequence of {@code ahead}'s shapes and the unnamed code after {@code at}. */
  private static int rest(Cursor at, List<Inst> ahead) {
    List<String> a = new ArrayList<>();
    for (int k = Math.max(0, at.pos()); k < at.at().seq().size(); k++) {
      if (unnamed(at.at().seq().get(k))) {
        a.add(NameCorrespondence.shape(at.at().seq().get(k).inst()));
      }
    }
    int n = Math.min(ahead.size(), LOOKAHEAD);
    int[][] t = new int[n + 1][a.size() + 1];
    for (int i = n - 1; i >= 0; i--) {
      String shape = NameCorrespondence.shape(ahead.get(i));
      for (int j = a.size() - 1; j >= 0; j--) {
        t[i][j] = shape.equals(a.get(j)) ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
      }
    }
    return t[0][0];
  }

  private static Optional<Cursor> choose(Cursor at, List<Inst> ahead,
      BiFunction<Function, Block, Cursor.Located> located, int floor) {
    Function g = at.at().function();
    Block last = lastOwn(at.at());
    List<Block> frontier = successors(g, last);
    Set<BlockId> seen = new HashSet<>();
    for (int depth = 1; depth <= DEPTH && !frontier.isEmpty(); depth++) {
      Cursor best = null;
      int bestScore = floor;
      List<Block> further = new ArrayList<>();
      for (Block s : frontier) {
        if (!seen.add(s.id())) {
          continue;
        }
        Cursor.Located l = located.apply(g, s);
        int score = score(g, s, ahead, located);
        if (score > bestScore) {
          bestScore = score;
          best = new Cursor(l, 0);
        }
        further.addAll(successors(g, lastOwn(l)));
      }
      if (best != null) {
        return Optional.of(best);
      }
      frontier = further;
    }
    return Optional.empty();
  }

  /**
   * Returns whether the block of {@code to} lies on a path from the block read at {@code from},
   * within {@link #DEPTH} + {@link #FOLLOW} branches (in the same function).
   *
   * @param from the reading position
   * @param to a position in another original block
   * @return whether the code between may come from the blocks on the way
   */
  static boolean leadsTo(Cursor from, Cursor to) {
    Function g = from.at().function();
    if (to.at().function() != g) {
      return false;
    }
    Set<BlockId> seen = new HashSet<>();
    List<Block> frontier = successors(g, lastOwn(from.at()));
    for (int depth = 1; depth <= DEPTH + FOLLOW && !frontier.isEmpty(); depth++) {
      List<Block> further = new ArrayList<>();
      for (Block s : frontier) {
        if (s == to.at().block()) {
          return true;
        }
        if (seen.add(s.id())) {
          further.addAll(successors(g, s));
        }
      }
      frontier = further;
    }
    return false;
  }

  /**
   * The original block whose terminator ends the sequence: the last of the function's own blocks
   * in it (a merged successor's, or the block itself).
   */
  private static Block lastOwn(Cursor.Located l) {
    for (int k = l.seq().size() - 1; k >= 0; k--) {
      if (l.seq().get(k).function() == l.function()) {
        return l.seq().get(k).block();
      }
    }
    return l.block();
  }

  private static List<Block> successors(Function g, Block b) {
    List<Block> out = new ArrayList<>();
    for (BlockId id : b.successors()) {
      if (g.index().number(id) >= 0) {
        out.add(g.index().block(id)); // the function's block table, not a scan per successor
      }
    }
    return out;
  }

  /**
   * Scores block {@code s} as the place where {@code ahead} goes on: how many of its instructions
   * the path from {@code s} matches in order, each block's unnamed code taking the instructions up
   * to the first it lacks, which its successors then take ({@link #FOLLOW} blocks on); zero
   * unless {@code s} holds the first one.
   */
  private static int score(Function g, Block s, List<Inst> ahead,
      BiFunction<Function, Block, Cursor.Located> located) {
    Cursor.Located l = located.apply(g, s);
    int t = matched(l.seq(), ahead, 0);
    return t == 0 ? 0 : t + follow(g, lastOwn(l), ahead, t, FOLLOW, located);
  }

  /** The most instructions of {@code ahead} from {@code t} on that a path after {@code b} matches. */
  private static int follow(Function g, Block b, List<Inst> ahead, int t, int depth,
      BiFunction<Function, Block, Cursor.Located> located) {
    if (depth == 0 || t >= ahead.size()) {
      return 0;
    }
    int best = 0;
    for (Block s : successors(g, b)) {
      Cursor.Located l = located.apply(g, s);
      int e = matched(l.seq(), ahead, t);
      best = Math.max(best, e - t + follow(g, lastOwn(l), ahead, e, depth - 1, located));
    }
    return best;
  }

  /**
   * Returns the index of the first instruction of {@code ahead} from {@code t} on that the unnamed
   * instructions of {@code seq} do not match in order.
   */
  private static int matched(List<Cursor.Entry> seq, List<Inst> ahead, int t) {
    int j = 0;
    while (t < ahead.size()) {
      String shape = NameCorrespondence.shape(ahead.get(t));
      while (j < seq.size() && !(unnamed(seq.get(j))
          && NameCorrespondence.shape(seq.get(j).inst()).equals(shape))) {
        j++;
      }
      if (j == seq.size()) {
        return t;
      }
      j++;
      t++;
    }
    return t;
  }

  private static boolean unnamed(Cursor.Entry e) {
    return NameCorrespondence.ownName(e.function(), e.inst()).isEmpty();
  }
}
