package dev.cvg.oracle;

import static dev.cvg.oracle.Runs.returns;
import static dev.cvg.oracle.Runs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.AnchorGrouping;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A call that is not convergent runs its callee's body with "an implementation-defined subset of
 * threads" (ConvergentOperations.rst, "Convergent Operations": a non-convergent function's
 * convergent operations "do not directly depend on the set of threads that enter the function as
 * a single communicating group"): the execution's anchor grouping chooses it, as for an anchor.
 * A convergent call keeps its call site's group whatever the grouping.
 */
class OpportunisticCallTest {
  private static String program(String calleeAttrs) {
    return """
        define i32 @total(i32 %x) CALLEE {
        entry:
          %r = call i32 @subgroupAdd(i32 %x)
          ret i32 %r
        }

        define i32 @k() convergent {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %s = call i32 @total(i32 %tid)
          ret i32 %s
        }

        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @subgroupAdd(i32) convergent
        """.replace("CALLEE", calleeAttrs);
  }

  /** Threads 0..2 in one group, 3 in another: the call's first (and only) instance per thread. */
  private static AnchorGrouping firstThreeTogether(int callInst) {
    return new AnchorGrouping.Forced(Map.of(
        new AnchorGrouping.Instance(0, callInst, 1), 1L,
        new AnchorGrouping.Instance(1, callInst, 1), 1L,
        new AnchorGrouping.Instance(2, callInst, 1), 1L,
        new AnchorGrouping.Instance(3, callInst, 1), 2L));
  }

  private static List<Long> run4(String ir, AnchorGrouping g) {
    return returns(run(ir, "k", ThreadInputs.of(4), OracleConfig.defaults().withAnchors(g)));
  }

  /** The static instance number of {@code %s} in @k: @total's 3 instructions come first. */
  private static int callInstance(String ir) {
    List<Integer> hits = IntStream.range(0, 16)
        .filter(n -> run4(ir, firstThreeTogether(n)).equals(List.of(3L, 3L, 3L, 3L)))
        .boxed().toList();
    assertEquals(1, hits.size(), "exactly one static instance groups the call: " + hits);
    return hits.get(0);
  }

  @Test
  void maximalGroupingGivesTheCallSitesGroup() {
    assertEquals(List.of(6L, 6L, 6L, 6L), run4(program(""), AnchorGrouping.maximal()));
  }

  @Test
  void aNonConvergentCallsBodyTakesTheChosenGrouping() {
    callInstance(program(""));
  }

  @Test
  void aSplitGroupingSplitsANonConvergentCallsBody() {
    List<Long> split = run4(program(""), new AnchorGrouping.Split(7, 4));
    assertEquals(false, split.equals(List.of(6L, 6L, 6L, 6L)), "4-way split of one group: " + split);
  }

  @Test
  void aConvergentCallKeepsItsCallSitesGroup() {
    String ir = program("convergent");
    for (int n = 0; n < 16; n++) {
      assertEquals(List.of(6L, 6L, 6L, 6L), run4(ir, firstThreeTogether(n)), "forced group at instance " + n);
    }
    assertEquals(List.of(6L, 6L, 6L, 6L), run4(ir, new AnchorGrouping.Split(7, 4)));
  }
}
