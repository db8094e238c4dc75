package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.edit.CloneMap;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The correspondence of a pipeline: two edits, their provenances composed, mapped to the first input. */
class ProvenanceCorrespondenceTest {
  private static final String F = """
      declare i32 @subgroupAdd(i32) convergent

      define i32 @f(i32 %x, i1 %c) {
      entry:
        br i1 %c, label %then, label %end

      then:
        %s = call i32 @subgroupAdd(i32 %x)
        br label %end

      end:
        ret i32 %x
      }
      """;

  @Test
  void composedProvenanceMapsACopyOfACopyToTheInput() throws Exception {
    Function before = IrParser.parse(F, "f.ll").function("f").orElseThrow();
    FunctionEditor e1 = FunctionEditor.of(before);
    BlockId then = e1.block("then");
    InstId s = e1.value("s").id().inst();
    CloneMap one = e1.cloneRegion(List.of(then), CloneKey.of("unroll", 1), then);
    Function mid = e1.finishUnchecked();
    FunctionEditor e2 = FunctionEditor.of(mid);
    CloneMap two = e2.cloneRegion(List.of(one.block(then)), CloneKey.of("thread", "a"), one.block(then));
    Function after = e2.finishUnchecked();

    InstId twice = two.inst(one.inst(s));
    Correspondence composed = ProvenanceCorrespondence.of(before, after, mid.provenance().andThen(after.provenance()));
    assertEquals(List.of(new InstRef("f", s)), composed.originsOf(new InstRef("f", twice)));
    assertEquals(List.of(new InstRef("f", s)), composed.originsOf(new InstRef("f", s)));
    // the last edit alone relates the copy of the copy only to the intermediate copy, which the input lacks
    Correspondence lastStep = ProvenanceCorrespondence.of(before, after);
    assertEquals(List.of(new InstRef("f", one.inst(s))), lastStep.originsOf(new InstRef("f", twice)));
  }
}
