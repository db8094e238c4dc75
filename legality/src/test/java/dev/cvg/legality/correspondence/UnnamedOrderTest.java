package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Unnamed instructions that find their originals by searching back from the original of the
 * next named instruction keep their order: SimplifyCFG merging a block into its predecessor
 * (the campaign's seed 1072) must not pair the first {@code call @op} with the second original.
 */
class UnnamedOrderTest {
  private static final String DECLS = """
      declare void @op() convergent
      declare token @llvm.experimental.convergence.anchor()
      declare void @g(i32)
      """;

  private static final String BEFORE = DECLS + """
      define void @k(i32 %x) {
      entry:
        %t0 = call token @llvm.experimental.convergence.anchor()
        %t1 = call token @llvm.experimental.convergence.anchor()
        %k0 = add i32 %x, 1
        br label %bb1
      bb1:
        call void @op() [ "convergencectrl"(token %t1) ]
        call void @op() [ "convergencectrl"(token %t0) ]
        call void @op() [ "convergencectrl"(token %t1) ]
        %v = add i32 %k0, 2
        call void @g(i32 %v)
        ret void
      }
      """;

  /** {@code bb1} merged into {@code entry}, as SimplifyCFG does. */
  private static final String MERGED = BEFORE.replace("  br label %bb1\nbb1:\n", "");

  @Test
  void unnamedCallsMergedIntoThePredecessorKeepTheirOrder() throws Exception {
    Module before = IrParser.parse(BEFORE, "before.ll");
    Module after = IrParser.parse(MERGED, "after.ll");
    Correspondence c = NameCorrespondence.infer(before, "k", after, "k");
    for (int k = 0; k < 3; k++) {
      InstRef a = MapFile.resolve(after, "k", "%entry#" + (3 + k)).orElseThrow();
      InstRef b = MapFile.resolve(before, "k", "%bb1#" + k).orElseThrow();
      assertEquals(List.of(b), c.originsOf(a), "call @op number " + k);
    }
  }

  @Test
  void aSurplusOfCopiesStillTakesTheNearestOriginalsLast() throws Exception {
    Module before = IrParser.parse(BEFORE, "before.ll");
    Module after = IrParser.parse(MERGED.replace("  %v = add", "  call void @op() [ \"convergencectrl\"(token %t0) ]\n  %v = add"),
        "after.ll");
    Correspondence c = NameCorrespondence.infer(before, "k", after, "k");
    // four copies, three originals: the first takes the farthest original, the order is kept
    List<InstRef> first = c.originsOf(MapFile.resolve(after, "k", "%entry#3").orElseThrow());
    List<InstRef> last = c.originsOf(MapFile.resolve(after, "k", "%entry#5").orElseThrow());
    assertEquals(List.of(MapFile.resolve(before, "k", "%bb1#0").orElseThrow()), first);
    assertEquals(List.of(MapFile.resolve(before, "k", "%bb1#2").orElseThrow()), last);
  }
}
