package dev.cvg.reduce;

import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Chooses which targets of one {@link ReductionPass} to remove: delta debugging over chunks of
 * the numbered targets, as llvm-reduce's {@code runDeltaPass} does it.
 *
 * <p><b>Problem.</b> Given targets {@code 0..n-1} and a test on "the module without set S",
 * find a large S that passes, with far fewer than {@code 2^n} (or {@code n^2}) tests.
 *
 * <p><b>Algorithm</b> (Zeller and Hildebrandt's ddmin, complement-only as in llvm-reduce). Start
 * with one chunk holding every target. Try each chunk in order: remove it together with all
 * chunks already removed; keep the removal if the test passes. If a round removed something,
 * run another round with the same chunks (earlier failures may pass now); otherwise halve every
 * chunk and go on, until the chunks are single targets and a round removes nothing.
 *
 * <pre>
 *   n = 8, targets 2 and 5 needed:
 *   [0..7] fails; [0..3], [4..7] fail; [0,1] ok, [2,3] fails, [4,5] fails, [6,7] ok;
 *   [2,3], [4,5] fail again; [2] fails, [3] ok, [4] ok, [5] fails; [2], [5] fail again:
 *   removed {0,1,3,4,6,7} in 15 tests
 * </pre>
 *
 * <p><b>Complexity.</b> With k needed targets, O(k log n) tests when removals succeed in large
 * chunks, and at most about 2n tests per granularity level in the worst case; each test costs one
 * module rebuild and one predicate call. Every kept candidate is smaller than the previous one.
 */
final class DeltaDebugging {
  private DeltaDebugging() {}

  /**
   * Returns the last candidate {@code accept} took, or empty if it took none.
   *
   * @param targets the numbered targets over one base module
   * @param accept the test: valid, smaller and interesting
   * @param exhausted true once no more candidates may be tested
   */
  static Optional<Module> run(ReductionPass.Targets targets, Predicate<Module> accept, BooleanSupplier exhausted) {
    int n = targets.count();
    if (n == 0) {
      return Optional.empty();
    }
    BitSet removed = new BitSet(n);
    Module best = null;
    List<int[]> chunks = new ArrayList<>();
    chunks.add(new int[] {0, n}); // half-open ranges [from, to)
    while (!chunks.isEmpty()) {
      boolean progress = false;
      List<int[]> failed = new ArrayList<>();
      for (int[] chunk : chunks) {
        if (exhausted.getAsBoolean()) {
          return Optional.ofNullable(best);
        }
        BitSet candidate = (BitSet) removed.clone();
        candidate.set(chunk[0], chunk[1]);
        Optional<Module> m = targets.without(candidate);
        if (m.isPresent() && accept.test(m.get())) {
          removed = candidate;
          best = m.get();
          progress = true;
        } else {
          failed.add(chunk);
        }
      }
      chunks = failed;
      if (!progress && !split(chunks)) {
        break;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Halves every chunk longer than one target in place; returns false if none was. */
  private static boolean split(List<int[]> chunks) {
    boolean any = false;
    List<int[]> out = new ArrayList<>();
    for (int[] c : chunks) {
      if (c[1] - c[0] > 1) {
        int mid = c[0] + (c[1] - c[0]) / 2;
        out.add(new int[] {c[0], mid});
        out.add(new int[] {mid, c[1]});
        any = true;
      } else {
        out.add(c);
      }
    }
    chunks.clear();
    chunks.addAll(out);
    return any;
  }
}
