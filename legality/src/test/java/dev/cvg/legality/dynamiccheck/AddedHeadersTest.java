package dev.cvg.legality.dynamiccheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.Targets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Blocks a transform added on edges that head an irreducible cycle of the transformed program
 * under one of its hierarchies, and the hierarchy of the transformed program compared instead
 * ({@link AddedHeaders}; docs/legality.md, "Decisions the documents leave open").
 */
class AddedHeadersTest {
  /** An irreducible cycle entered at %a or %b, a natural loop %a <-> %a2 inside it. */
  private static final String BEFORE = """
      declare void @op() convergent
      define void @k(i1 %e, i1 %m, i1 %g) {
      entry:
        br i1 %e, label %a, label %b
      a:
        br label %a2
      a2:
        br i1 %m, label %a, label %b
      b:
        call void @op()
        br i1 %g, label %a, label %exit
      exit:
        ret void
      }
      """;

  /** {@link #BEFORE} with %a.preheader on the edges into %a from outside the natural loop. */
  private static final String AFTER = """
      declare void @op() convergent
      define void @k(i1 %e, i1 %m, i1 %g) {
      entry:
        br i1 %e, label %a.preheader, label %b
      a.preheader:
        %hoisted = xor i1 %m, true
        br label %a
      a:
        br label %a2
      a2:
        br i1 %m, label %a, label %b
      b:
        call void @op()
        br i1 %g, label %a.preheader, label %exit
      exit:
        ret void
      }
      """;

  private static Side side(String text) throws Exception {
    Module m = IrParser.parse(text, "k.ll");
    Function f = m.function("k").orElseThrow();
    return new Side(m, f, Targets.forModule(m, Optional.empty()));
  }

  @Test
  void thePreheaderHeadsTheCycleUnderTheTextualDfsAndAnOriginalEntryReplacesIt() throws Exception {
    AddedHeaders.Found found = AddedHeaders.of(side(BEFORE), side(AFTER), "textual").orElseThrow();
    assertEquals(List.of("%a.preheader in @k"), found.added());
    assertTrue(found.replacement().isPresent());
    assertFalse(found.replacementText().contains("preheader"), found.replacementText());
    assertTrue(found.replacementText().startsWith("@k with headers %b"), found.replacementText());
  }

  @Test
  void anUnchangedProgramHasNoAddedHeaders() throws Exception {
    for (String h : List.of("llvm", "textual", "seed:3")) {
      assertTrue(AddedHeaders.of(side(BEFORE), side(BEFORE), h).isEmpty(), h);
    }
  }

  @Test
  void onlyNewForwardingBlocksWithoutConvergentOperationsCount() throws Exception {
    Side after = side(AFTER);
    Function f = after.entry();
    Set<String> original = Set.of("entry", "a", "a2", "b", "exit");
    assertTrue(AddedHeaders.addedOnEdges(after, f.index().block(1), original), "%a.preheader");
    assertFalse(AddedHeaders.addedOnEdges(after, f.index().block(2), original), "%a keeps its name");
    Side withOp = side(AFTER.replace("  %hoisted = xor i1 %m, true\n", "  call void @op()\n"));
    assertFalse(AddedHeaders.addedOnEdges(withOp, withOp.entry().index().block(1), original),
        "a convergent operation in the new block");
    Side branching = side(AFTER.replace("  br label %a\na:", "  br i1 %m, label %a, label %exit\na:"));
    assertFalse(AddedHeaders.addedOnEdges(branching, branching.entry().index().block(1), original),
        "a conditional branch");
  }
}
