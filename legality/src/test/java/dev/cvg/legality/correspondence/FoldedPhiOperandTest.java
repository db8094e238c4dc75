package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An original operand that is a phi of one incoming value counts as that value when matching an
 * unnamed instruction by its operands ({@link OperandMatch}): SimplifyCFG folds the phi as it
 * merges the blocks, so the copy uses the value itself (simplifycfg campaign finding 001, seed
 * 994: {@code call @callee1(%out, %p6)} became {@code call @callee1(%out, %tid)} and was taken for
 * the entry block's {@code call @callee1(%out, %tid)}).
 */
class FoldedPhiOperandTest {
  private static final String BEFORE = """
      declare i32 @tid()
      declare void @g(i32) convergent
      define void @k(i32 %n) convergent {
      entry:
        %tid = call i32 @tid()
        call void @g(i32 %tid)
        br label %b1
      b1:
        %p = phi i32 [ %tid, %entry ]
        %x = add i32 %p, 1
        br label %b2
      b2:
        %q = phi i32 [ %tid, %b1 ]
        call void @g(i32 %q)
        ret void
      }
      """;

  /** opt-22 {@code -passes=simplifycfg} on {@link #BEFORE}. */
  private static final String AFTER = """
      declare i32 @tid()
      declare void @g(i32) convergent
      define void @k(i32 %n) convergent {
      entry:
        %tid = call i32 @tid()
        call void @g(i32 %tid)
        %x = add i32 %tid, 1
        call void @g(i32 %tid)
        ret void
      }
      """;

  @Test
  void aCallWhosePhiOperandWasFoldedKeepsItsOriginal() throws Exception {
    Module before = IrParser.parse(BEFORE, "before.ll");
    Module after = IrParser.parse(AFTER, "after.ll");
    Correspondence c = NameCorrespondence.infer(before, "k", after, "k");
    assertEquals(List.of(MapFile.resolve(before, "k", "%entry#1").orElseThrow()),
        c.originsOf(MapFile.resolve(after, "k", "%entry#1").orElseThrow()), "the entry block's call");
    assertEquals(List.of(MapFile.resolve(before, "k", "%b2#1").orElseThrow()),
        c.originsOf(MapFile.resolve(after, "k", "%entry#3").orElseThrow()), "%b2's call on %q");
  }
}
