package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The merges that {@link Merges} infers from replaced uses, on small hand-written pairs. */
class MergesTest {
  private static final String DECLS = """
      declare i32 @red(i32) convergent
      declare i32 @pure(i32)
      """;

  /** GVN's replacement: %v1 under a branch, the equal %v0 dominating it; the phi folded. */
  private static final String ACROSS_BRANCH = """
      define void @src(i1 %c, i32 %x, ptr %p) {
      entry:
        %v0 = call i32 @CALLEE(i32 %x)
        br i1 %c, label %body, label %end
      body:
        %v1 = call i32 @CALLEE(i32 ARG)
        br label %end
      end:
        %ret = phi i32 [ %v0, %entry ], [ %v1, %body ]
        store i32 %ret, ptr %p
        ret void
      }

      define void @tgt(i1 %c, i32 %x, ptr %p) {
      entry:
        %v0 = call i32 @CALLEE(i32 %x)
        br i1 %c, label %body, label %end
      body:
        br label %end
      end:
        store i32 %v0, ptr %p
        ret void
      }
      """;

  /** GVNSink's merge: the calls of both arms and their users become one sequence in the join. */
  private static final String SINK = """
      define void @src(i1 %c, i32 %x, ptr %p) {
      entry:
        br i1 %c, label %then, label %else
      then:
        %a = call i32 @red(i32 %x)
        %a1 = add i32 %a, 1
        store i32 %a1, ptr %p
        br label %end
      else:
        %b = call i32 @red(i32 %x)
        %b2 = add i32 %b, 2
        store i32 %b2, ptr %p
        br label %end
      end:
        ret void
      }

      define void @tgt(i1 %c, i32 %x, ptr %p) {
      entry:
        br i1 %c, label %then, label %else
      then:
        br label %end
      else:
        br label %end
      end:
        %k = phi i32 [ 1, %then ], [ 2, %else ]
        %b = call i32 @red(i32 %x)
        %b2 = add i32 %b, %k
        store i32 %b2, ptr %p
        ret void
      }
      """;

  private static Correspondence infer(String text) throws Exception {
    Module m = IrParser.parse(DECLS + text, "pair.ll");
    return NameCorrespondence.infer(m, "src", m, "tgt");
  }

  private static Map<String, String> replaced(String text) throws Exception {
    Module m = IrParser.parse(DECLS + text, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    Map<String, String> out = new java.util.TreeMap<>();
    c.replacedBy().forEach((y, x) -> out.put(Describe.inst(m.function("src").orElseThrow(), inst(m, y)),
        Describe.inst(m.function("src").orElseThrow(), inst(m, x))));
    return out;
  }

  private static dev.cvg.ir.Inst inst(Module m, InstRef r) {
    return m.function(r.function()).orElseThrow().index().inst(r.id()).orElseThrow();
  }

  @Test
  void aConvergentCallReplacedByAnEqualDominatingOneIsReplacedThroughTheFoldedPhi() throws Exception {
    Map<String, String> r = replaced(ACROSS_BRANCH.replace("CALLEE", "red").replace("ARG", "%x"));
    assertEquals(Map.of("%v1", "%v0"), r);
  }

  @Test
  void aCallOnOtherArgumentsIsNoMerge() throws Exception {
    assertEquals(Map.of(), replaced(ACROSS_BRANCH.replace("CALLEE", "red").replace("ARG", "%c.x")
        .replace("%c, i32 %x", "%c, i32 %x, i32 %c.x")));
  }

  @Test
  void aNonConvergentCallIsNoMerge() throws Exception {
    assertEquals(Map.of(), replaced(ACROSS_BRANCH.replace("CALLEE", "pure").replace("ARG", "%x")));
  }

  @Test
  void callsOfBothArmsSunkIntoOneAreOneMergedInstruction() throws Exception {
    Module m = IrParser.parse(DECLS + SINK, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    InstRef merged = MapFile.resolve(m, "tgt", "%b").orElseThrow();
    assertEquals(List.of(MapFile.resolve(m, "src", "%b").orElseThrow(), MapFile.resolve(m, "src", "%a").orElseThrow()),
        c.originsOf(merged));
    assertEquals(Map.of(), c.replacedBy());
  }

  @Test
  void aReadfirstlaneReplacedByItsOperandIsAReplacedUse() throws Exception {
    String text = """
        declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

        define void @src(i32 %x, ptr %p) {
        entry:
          %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
          %w = add i32 %u, 1
          store i32 %w, ptr %p
          ret void
        }

        define void @tgt(i32 %x, ptr %p) {
        entry:
          %w = add i32 %x, 1
          store i32 %w, ptr %p
          ret void
        }
        """;
    Module m = IrParser.parse(DECLS + text, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(new ReplacedUse(MapFile.resolve(m, "src", "%u").orElseThrow(),
        MapFile.resolve(m, "tgt", "%w").orElseThrow(), 0)), c.replacedUses());
    assertEquals(Map.of(), c.replacedBy());
  }

  @Test
  void aPairWithoutRemovedCallsHasNoMerge() throws Exception {
    String same = SINK.substring(0, SINK.indexOf("define void @tgt")) + SINK.substring(0, SINK.indexOf("define void @tgt"))
        .replace("@src", "@tgt");
    Correspondence c = infer(same);
    assertEquals(Map.of(), c.replacedBy());
    assertEquals(List.of(), c.replacedUses());
    c.origins().values().forEach(o -> assertEquals(1, o.size(), "one original each: " + c.origins()));
  }
}
