package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.assertPrints;
import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CFG edits with their phi fix-ups, compared as printed IR. */
class CfgEditsTest {
  private static final String F = """
      define i32 @f(i32 %i, i1 %c) {
      entry:
        %a = add i32 %i, 1
        br i1 %c, label %then, label %join

      then:
        %b = mul i32 %a, 2
        br label %mid

      mid:
        %m = phi i32 [ %b, %then ]
        br label %join

      join:
        %p = phi i32 [ %a, %entry ], [ %m, %mid ]
        ret i32 %p

      dead:
        %d = add i32 %i, 7
        br label %join2

      join2:
        %q = phi i32 [ %d, %dead ]
        ret i32 %q
      }
      """;
  private final Module m = module(F);
  private final Function f = m.function("f").orElseThrow();

  @Test
  void replaceTerminatorDropsTheLostEdgesEntries() {
    FunctionEditor e = FunctionEditor.of(f);
    e.replaceTerminator(e.block("entry"), new Br(e.newInstId(), e.block("then")));
    e.removeUnreachableBlocks("test");
    assertPrints(m, """
        define i32 @f(i32 %i, i1 %c) {
        entry:
          %a = add i32 %i, 1
          br label %then

        then:
          %b = mul i32 %a, 2
          br label %mid

        mid:
          %m = phi i32 [ %b, %then ]
          br label %join

        join:
          %p = phi i32 [ %m, %mid ]
          ret i32 %p
        }
        """, e.finish());
  }

  @Test
  void replacedTerminatorKeepsItsIdentity() {
    FunctionEditor e = FunctionEditor.of(f);
    var old = e.terminator(e.block("entry")).id();
    e.replaceTerminator(e.block("entry"), new Br(e.newInstId(), e.block("join")));
    Function g = e.finish();
    assertEquals(old, g.entry().insts().getLast().id());
    assertEquals(true, g.provenance().origins().isEmpty());
  }

  @Test
  void retargetNeedsTheNewSuccessorsPhisToBeGivenEntries() {
    FunctionEditor e = FunctionEditor.of(f);
    e.retarget(e.block("then"), e.block("mid"), e.block("join"));
    assertEquals("%p in %join has no entry for its predecessor %then",
        assertThrows(IllegalStateException.class, e::finish).getMessage());
    FunctionEditor ok = FunctionEditor.of(f);
    BlockId then = ok.block("then");
    ok.retarget(then, ok.block("mid"), ok.block("join"));
    ok.addIncoming(ok.value("p").id().inst(), ok.value("b"), then);
    ok.removeBlock(ok.block("mid"), "bypassed");
    String text = EditFixtures.print(ok.finish());
    assertEquals(true, text.contains("%p = phi i32 [ %a, %entry ], [ %b, %then ]"), text);
    assertEquals(false, text.contains("mid:"), text);
  }

  @Test
  void mergeIntoPredecessorFoldsPhisAndRenamesSuccessorEntries() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId into = e.mergeIntoPredecessor(e.block("mid"));
    assertEquals(e.block("then"), into);
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        then:
          %b = mul i32 %a, 2
          br label %join

        join:
          %p = phi i32 [ %a, %entry ], [ %b, %then ]
        """), text);
  }

  @Test
  void mergeIntoPredecessorRefusesBlocksWithSeveralPredecessors() {
    FunctionEditor e = FunctionEditor.of(f);
    assertEquals("cannot merge %join into a predecessor: it has 2",
        assertThrows(IllegalArgumentException.class, () -> e.mergeIntoPredecessor(e.block("join"))).getMessage());
    assertEquals("cannot merge %then into %entry: %entry has other successors",
        assertThrows(IllegalArgumentException.class, () -> e.mergeIntoPredecessor(e.block("then"))).getMessage());
  }

  @Test
  void splitEdgePutsABlockOnACriticalEdge() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId mid = e.splitEdge(e.block("entry"), e.block("join"));
    assertEquals("entry.join_crit_edge", e.blockName(mid));
    assertEquals(List.of(mid), e.predecessors(e.block("join")).subList(1, 2));
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        entry:
          %a = add i32 %i, 1
          br i1 %c, label %then, label %entry.join_crit_edge

        entry.join_crit_edge:
          br label %join
        """), text);
    assertEquals(true, text.contains("%p = phi i32 [ %a, %entry.join_crit_edge ], [ %m, %mid ]"), text);
  }

  @Test
  void splitBlockMovesTheTailAndRenamesSuccessorEntries() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId tail = e.splitBlock(e.value("a").id().inst(), "entry");
    assertEquals("entry.1", e.blockName(tail));
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        entry:
          br label %entry.1

        entry.1:
          %a = add i32 %i, 1
          br i1 %c, label %then, label %join
        """), text);
    assertEquals(true, text.contains("%p = phi i32 [ %a, %entry.1 ], [ %m, %mid ]"), text);
  }

  @Test
  void removeUnreachableBlocksReturnsThemInLayoutOrder() {
    FunctionEditor e = FunctionEditor.of(f);
    List<BlockId> gone = e.removeUnreachableBlocks("dead code");
    assertEquals(List.of("dead", "join2"), gone.stream().map(b -> f.blocks().find(x -> x.id().equals(b)).get().name()).toList());
    Function g = e.finish();
    assertEquals(List.of("dead code", "dead code", "dead code", "dead code"),
        g.provenance().erased().map(x -> x.reason()).toJavaList());
  }

  @Test
  void removingABlockStillUsedOutsideIsRefused() {
    FunctionEditor e = FunctionEditor.of(f);
    e.replaceTerminator(e.block("entry"), new Br(e.newInstId(), e.block("join")));
    e.beforeTerminator(e.block("join2")).named("u").add(e.value("b"), new Value.ConstInt(Type.I32, 0));
    assertEquals("cannot remove %then: %b is still used by %u",
        assertThrows(IllegalStateException.class, () -> e.removeBlocks(List.of(e.block("then"), e.block("mid")), "x"))
            .getMessage());
  }
}
