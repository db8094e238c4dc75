package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.assertTable;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.trace.TraceTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every trace table of ConvergenceAndUniformity.rst, reproduced by the oracle: the CFG is built
 * from the figure, each thread is driven along its row, and the instances listed in one column
 * must be exactly the converged ones. Tables are pasted verbatim from the spec.
 */
class ConvergenceTablesTest {

  /** convergence-natural-loop.png: Entry -> H; H -> B, L; B -> L; L -> H, Exit. */
  static final Module NATURAL_LOOP = OracleFixture.parse("""
      define void @f() {
      Entry:
        br label %H
      H:
        br i1 true, label %B, label %L
      B:
        br label %L
      L:
        br i1 true, label %H, label %Exit
      Exit:
        ret void
      }
      """);

  /**
   * The closed path P -> Q -> R -> S -> P with entries P and R (convergence-closed-path.png,
   * convergence-both-diverged-nested.png, convergence-divergent-outside.png).
   */
  static final Module CLOSED_PATH = OracleFixture.parse("""
      define void @f() {
      Entry:
        br i1 true, label %P, label %R
      P:
        br label %Q
      Q:
        br i1 true, label %R, label %S
      R:
        br label %S
      S:
        br i1 true, label %P, label %Exit
      Exit:
        ret void
      }
      """);

  static final HierarchyChoice LLVM = HierarchyChoice.llvm();
  static final HierarchyChoice TEXTUAL = HierarchyChoice.order(SuccessorOrder.textual());

  static List<String> path(String blocks) {
    return List.of(blocks.split(" "));
  }

  static String cycles(Module m, SuccessorOrder order) {
    Function f = m.function("f").orElseThrow();
    return CyclePrinter.print("f", CycleHierarchy.of(f.index().cfg(), order));
  }

  @Test
  void closedPathHierarchies() {
    assertEquals("""
        CycleInfo for function: f
            depth=1: entries(R P) S Q
                depth=2: entries(S P) Q
        """, cycles(CLOSED_PATH, SuccessorOrder.llvm()));
    assertEquals("""
        CycleInfo for function: f
            depth=1: entries(P R) S Q
        """, cycles(CLOSED_PATH, SuccessorOrder.textual()));
  }

  @Test
  void threadsAndDynamicInstances() {
    assertTable(NATURAL_LOOP, "f", LLVM, """
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   |          |        | 1   | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   |      |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 1 | Entry1 | H1  | B1  | L1  | H3  |     | L3  |     |     |     | Exit |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 2 | Entry1 | H2  |     | L2  | H4  | B2  | L4  | H5  | B3  | L5  | Exit |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry H B L H L Exit"), path("Entry H L H B L H B L Exit")));
  }

  @Test
  void maximalConvergenceInANaturalLoop() {
    Execution e = assertTable(NATURAL_LOOP, "f", LLVM, """
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   |          |        | 1   | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   |      |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 1 | Entry1 | H1  | B1  | L1  | H3  |     | L3  |     |     |     | Exit |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
   | Thread 2 | Entry2 | H2  |     | L2  | H4  | B2  | L4  | H5  | B3  | L5  | Exit |
   +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry H B L H L Exit"), path("Entry H L H B L H B L Exit")));
    // The oracle prints the same table (thread ids from 0, every node numbered).
    assertEquals("""
        +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-------+
        |          | 1      | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   | 10  | 11    |
        +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-------+
        | Thread 0 | Entry1 | H1  | B1  | L1  | H3  |     | L3  |     |     |     | Exit1 |
        +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-------+
        | Thread 1 | Entry2 | H2  |     | L2  | H4  | B2  | L4  | H5  | B3  | L5  | Exit2 |
        +----------+--------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-------+
        """, TraceTable.ofBlocks(e.trace().orElseThrow(), e.entry()));
  }

  @Test
  void nestedIrreducibleCyclesWithHeadersRAndS() {
    assertTable(CLOSED_PATH, "f", LLVM, """
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+------+
      |         | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 10   |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread1 | Entry | P1  | Q1  | S1  | P3  | Q3  | R1  | S2  | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread2 | Entry | P2  | Q2  |     |     |     | R2  | S3  | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread3 | Entry |     |     |     |     |     | R3  | S4  | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry P Q S P Q R S Exit"), path("Entry P Q R S Exit"), path("Entry R S Exit")));
  }

  @Test
  void divergedEntryWithRAsHeader() {
    assertTable(CLOSED_PATH, "f", LLVM, """
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
     |         | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   | 10  | 11   |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
     | Thread1 | Entry | P1  | Q1  |     |     |     | R1  | S1  | P3  | ... | Exit |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
     | Thread2 | Entry | P2  | Q2  | S2  | P4  | Q4  | R2  | S4  |     |     | Exit |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry P Q R S P Q S Exit"), path("Entry P Q S P Q R S Exit")));
  }

  @Test
  void divergedEntryWithPAsHeader() {
    assertTable(CLOSED_PATH, "f", TEXTUAL, """
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+------+
     |         | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   | 10   |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+------+
     | Thread1 | Entry | P1  | Q1  | R1  | S1  | P3  | Q3  | R3  | S3  | Exit |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+------+
     | Thread2 | Entry | P2  | Q2  |     | S2  | P4  | Q4  | R2  | S4  | Exit |
     +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry P Q R S P Q R S Exit"), path("Entry P Q S P Q R S Exit")));
  }

  /** The spec's second row names {@code S2} twice; the second is the thread's second S (here S2b). */
  @Test
  void divergedPathsReachingACycleWithPAsHeader() {
    assertTable(CLOSED_PATH, "f", TEXTUAL, """
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      |         | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   | 10  | 11  | 12  | 13   |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread1 | Entry |     |     |     | P1  | Q1  | R1  | S1  | P3  | Q3  |     | S3  | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread2 | Entry |     | R2  | S2  | P2  | Q2  |     | S2  | P4  | Q4  | R3  | S4  | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry P Q R S P Q S Exit"), path("Entry R S P Q S P Q R S Exit")));
  }

  @Test
  void divergedPathsReachingACycleWithRAsHeader() {
    assertTable(CLOSED_PATH, "f", LLVM, """
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      |         | 1     | 2   | 3   | 4   | 5   | 6   | 7   | 8   | 9   | 10  | 11  | 12   |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread1 | Entry |     | P1  | Q1  | R1  | S1  | P3  | Q3  | S3  |     |     | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
      | Thread2 | Entry |     |     |     | R2  | S2  | P2  | Q2  | S2  | P4  | ... | Exit |
      +---------+-------+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+------+
        """, List.of(path("Entry P Q R S P Q S Exit"), path("Entry R S P Q S P Q S Exit")));
  }
}
