package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.convergedwith.ConvergedWith;
import dev.cvg.oracle.convergedwith.ConvergenceBefore;
import dev.cvg.oracle.instance.DynamicInstance;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The convergence-before table of ConvergenceAndUniformity.rst ("Convergence"): partial
 * sequences of three threads, instances in one column converged. The spec lists the edges
 * P -> Q2, Q1 -> R, P -> R and P -> T.
 */
class ConvergenceBeforeTableTest {
  static final String TABLE = """
   +----------+-------+-----+-----+-----+-----+-----+-----+-----+------+
   |          | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9    |
   +----------+-------+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 1 | Entry | ... |     |     |     | S2  | T   | ... | Exit |
   +----------+-------+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 2 | Entry | ... |     | Q2  | R   | S1  |     | ... | Exit |
   +----------+-------+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 3 | Entry | ... | P   | Q1  |     |     |     | ... |      |
   +----------+-------+-----+-----+-----+-----+-----+-----+-----+------+
      """;

  /** Instances named by their cell text; converged-with keyed by the column. */
  final Map<String, DynamicInstance> byName = new HashMap<>();
  final List<List<DynamicInstance>> perThread = new ArrayList<>();

  ConvergenceBeforeTableTest() {
    SpecTable t = SpecTable.parse(TABLE);
    for (int r = 0; r < t.rows.size(); r++) {
      List<DynamicInstance> seq = new ArrayList<>();
      for (SpecTable.Cell c : t.rows.get(r)) {
        if (c.isEllipsis()) {
          continue;
        }
        DynamicInstance d = new DynamicInstance(r, seq.size(), c.node().hashCode(), 1, c.column(), 0, false);
        seq.add(d);
        byName.put(c.text() + "@" + (r + 1), d);
      }
      perThread.add(seq);
    }
  }

  DynamicInstance at(String name, int thread) {
    return byName.get(name + "@" + thread);
  }

  @Test
  void listedEdges() {
    ConvergenceBefore cb = ConvergenceBefore.of(perThread, ConvergedWith.of(perThread));
    assertTrue(cb.isStrictPartialOrder());
    assertTrue(cb.before(at("P", 3), at("Q2", 2)), "P -> Q2");
    assertTrue(cb.before(at("Q1", 3), at("R", 2)), "Q1 -> R");
    assertTrue(cb.before(at("P", 3), at("R", 2)), "P -> R");
    assertTrue(cb.before(at("P", 3), at("T", 1)), "P -> T");
    assertFalse(cb.before(at("T", 1), at("P", 3)), "T does not precede P");
    assertFalse(cb.before(at("Q1", 3), at("Q2", 2)), "converged instances are unordered");
  }

  @Test
  void aCycleIsNotAStrictPartialOrder() {
    // Thread 0: A B; thread 1: B A, with A ~ A and B ~ B: A before B before A.
    List<List<DynamicInstance>> seqs = List.of(
        List.of(new DynamicInstance(0, 0, 1, 1, 1, 0, false), new DynamicInstance(0, 1, 2, 1, 2, 0, false)),
        List.of(new DynamicInstance(1, 0, 2, 1, 2, 0, false), new DynamicInstance(1, 1, 1, 1, 1, 0, false)));
    assertFalse(ConvergenceBefore.of(seqs, ConvergedWith.of(seqs)).isStrictPartialOrder());
  }
}
