package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class NameCorrespondenceTest {
  private static final String PAIR = """
      declare i32 @subgroupAdd(i32) convergent
      declare void @barrier() convergent
      declare i32 @tid()

      define i32 @callee(i32 %v) {
      body:
        %w = add i32 %v, 1
        ret i32 %w
      }

      define void @src(i1 %c, i32 %x) {
      entry:
        %a = add i32 %x, 1
        br i1 %c, label %then, label %end
      then:
        call void @barrier()
        %s = call i32 @subgroupAdd(i32 %a)
        br label %end
      end:
        %r = call i32 @callee(i32 %a)
        ret void
      }

      define void @tgt(i1 %c, i32 %x) {
      entry:
        %a = add i32 %x, 1
        %a.1 = add i32 %x, 1
        %fresh.not = xor i32 %a, -1
        br i1 %c, label %then, label %then.1
      then:
        call void @barrier()
        %s = call i32 @subgroupAdd(i32 %a)
        br label %end
      then.1:
        call void @barrier()
        %s.1 = call i32 @subgroupAdd(i32 %a.1)
        br label %end
      end:
        %w.i = add i32 %a, 1
        ret void
      }
      """;

  private static InstRef ref(Module m, String fn, String name) {
    return MapFile.resolve(m, fn, "%" + name).orElseThrow(() -> new AssertionError("no %" + name));
  }

  @Test
  void equalNamesAndCloneSuffixesCorrespond() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "src", "a")), c.originsOf(ref(m, "tgt", "a")));
    assertEquals(List.of(ref(m, "src", "a")), c.originsOf(ref(m, "tgt", "a.1")));
    assertEquals(List.of(ref(m, "src", "s")), c.originsOf(ref(m, "tgt", "s.1")));
    assertTrue(c.isNew(ref(m, "tgt", "fresh.not")));
  }

  @Test
  void unnamedInstructionsMatchByShapeInCorrespondingBlocks() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    InstRef barrier = ref(m, "src", "then#0");
    assertEquals(List.of(barrier), c.originsOf(ref(m, "tgt", "then#0")));
    assertEquals(List.of(barrier), c.originsOf(ref(m, "tgt", "then.1#0")));
  }

  @Test
  void inlinedInstructionsMapIntoTheCallee() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "callee", "w")), c.originsOf(ref(m, "tgt", "w.i")));
  }

  /**
   * LLVM's inliner names the callee's copies {@code %x.i}; when the caller has an {@code %x} of
   * its own, the copy still comes from the callee (an LLVM campaign's {@code cgscc(inline)}
   * pairs were ILLEGAL because the caller's {@code %t3} took the inlined {@code %t3.i}); an
   * unnamed copy after it comes from the callee too, even from another of its blocks when the
   * inlined blocks were merged into the caller's ({@code default<O2>} pairs were ILLEGAL because
   * an inlined {@code call @op} was taken for the caller's own).
   */
  @Test
  void anInlinedCopyNeverMapsToTheCallersValueOfTheSameName() throws Exception {
    Module m = IrParser.parse("""
        declare void @op() convergent
        define void @callee(i32 %v) {
        body:
          %w = add i32 %v, 1
          br label %next
        next:
          call void @op()
          ret void
        }
        define void @src(i32 %x) {
        body:
          %w = add i32 %x, 2
          call void @op()
          call void @callee(i32 %w)
          ret void
        }
        define void @tgt(i32 %x) {
        body:
          %w = add i32 %x, 2
          call void @op()
          %w.i = add i32 %w, 1
          call void @op()
          ret void
        }
        """, "inline.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "callee", "w")), c.originsOf(ref(m, "tgt", "w.i")));
    assertEquals(List.of(ref(m, "callee", "next#0")), c.originsOf(ref(m, "tgt", "body#3")));
    assertEquals(List.of(ref(m, "src", "body#1")), c.originsOf(ref(m, "tgt", "body#1")));
  }

  /**
   * Two callees both have a {@code %w}; only the second call was inlined, where it stood after
   * {@code %y}, so {@code %w.i} is the second callee's (campaign kernels with two generated
   * callees were ILLEGAL when the first callee's names took every inlined copy).
   */
  @Test
  void anInlinedCopyComesFromTheCalleeWhoseCallStoodThere() throws Exception {
    Module m = IrParser.parse("""
        define void @a(i32 %v) {
        body:
          %w = add i32 %v, 1
          ret void
        }
        define void @b(i32 %v) {
        body:
          %w = mul i32 %v, 3
          ret void
        }
        define void @src(i32 %x) {
        body:
          call void @a(i32 %x)
          %y = add i32 %x, 2
          call void @b(i32 %y)
          ret void
        }
        define void @tgt(i32 %x) {
        body:
          call void @a(i32 %x)
          %y = add i32 %x, 2
          %w.i = mul i32 %y, 3
          ret void
        }
        """, "two-callees.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "b", "w")), c.originsOf(ref(m, "tgt", "w.i")));
  }

  /**
   * Two callees both define {@code %s}; both calls were inlined, the second right after the first,
   * so the callee searched first is the first call's. The second callee's copy {@code %s.i1}
   * reads {@code %p.i}, a copy of {@code @a}'s {@code %p}: it is {@code @a}'s {@code %s}, whose
   * operand is {@code %p}, not {@code @b}'s, whose operand is {@code %q} (seed 76 of
   * {@code cgscc(inline),simplifycfg}: {@code %first5.i76 = readfirstlane(%iv2.i)}).
   */
  @Test
  void anInlinedCopyComesFromTheCalleeWhoseOperandsItReads() throws Exception {
    Module m = IrParser.parse("""
        define void @a(i32 %v) {
        body:
          %p = add i32 %v, 1
          %s = mul i32 %p, 3
          ret void
        }
        define void @b(i32 %v) {
        body:
          %q = add i32 %v, 2
          %s = mul i32 %q, 5
          ret void
        }
        define void @src(i32 %x) {
        body:
          %w = add i32 %x, 1
          call void @b(i32 %w)
          call void @a(i32 %x)
          ret void
        }
        define void @tgt(i32 %x) {
        body:
          %w = add i32 %x, 1
          %q.i = add i32 %w, 2
          %s.i = mul i32 %q.i, 5
          %p.i = add i32 %x, 1
          %s.i1 = mul i32 %p.i, 3
          ret void
        }
        """, "two-callees-operands.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "b", "s")), c.originsOf(ref(m, "tgt", "s.i")));
    assertEquals(List.of(ref(m, "a", "s")), c.originsOf(ref(m, "tgt", "s.i1")));
  }

  /**
   * LLVM's symbol table uniques a copy's name by appending digits without a dot: loop rotation's
   * copy of {@code %go5} is {@code %go57}, of {@code %k5.next} is {@code %k5.next4}. The longest
   * base that exists is the original, only if the copy has its shape ({@code %t12}, a {@code xor}
   * beside an {@code add %t1}, is new code); the unnamed branch on the copy is the copy of the
   * branch on the original (its only user of that shape), not the branch of its own block.
   */
  @Test
  void digitsAppendedByUniquingMarkACopy() throws Exception {
    Module m = IrParser.parse("""
        define void @src(i32 %x) {
        entry:
          %t1 = add i32 %x, 1
          br label %loop
        loop:
          %k5.next = add i32 %x, 2
          %go5 = icmp eq i32 %k5.next, 0
          br i1 %go5, label %loop, label %exit
        exit:
          ret void
        }
        define void @tgt(i32 %x) {
        entry:
          %t1 = add i32 %x, 1
          %t12 = xor i32 %x, 1
          %k5.next4 = add i32 %x, 2
          %go57 = icmp eq i32 %k5.next4, 0
          br i1 %go57, label %loop, label %exit
        loop:
          %k5.next = add i32 %x, 2
          %go5 = icmp eq i32 %k5.next, 0
          br i1 %go5, label %loop, label %exit
        exit:
          ret void
        }
        """, "uniqued.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "src", "go5")), c.originsOf(ref(m, "tgt", "go57")));
    assertEquals(List.of(ref(m, "src", "k5.next")), c.originsOf(ref(m, "tgt", "k5.next4")));
    assertTrue(c.isNew(ref(m, "tgt", "t12")));
    assertEquals(List.of(ref(m, "src", "loop#2")), c.originsOf(ref(m, "tgt", "entry#4")));
    assertEquals(List.of(ref(m, "src", "loop#2")), c.originsOf(ref(m, "tgt", "loop#2")));
  }

  /**
   * Full unrolling copies a run of unnamed calls ({@code op#1; op#2}) into a block that has no
   * counterpart: the copies are the run repeated, so they cycle through it in order (the k-th
   * {@code op#1} copy stands for the k-th execution of {@code op#1}), not all but the first taking
   * the last original.
   */
  @Test
  void unrolledCopiesOfUnnamedCallsCycleThroughTheRun() throws Exception {
    Module m = IrParser.parse("""
        declare void @op() convergent
        define void @src() {
        entry:
          br label %body
        body:
          call void @op()
          call void @op()
          br label %body
        }
        define void @tgt() {
        entry:
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          ret void
        }
        """, "unrolled.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    for (int k = 0; k < 6; k++) {
      assertEquals(List.of(ref(m, "src", "body#" + (k % 2))), c.originsOf(ref(m, "tgt", "entry#" + k)), "copy " + k);
    }
  }

  /**
   * The inliner puts a callee's unnamed {@code call @op}s where the call stood, beside the
   * caller's own, and SimplifyCFG merges the blocks: an original block is read with the bodies of
   * the callees inlined everywhere in place ({@code [call @callee; call @op]} reads
   * {@code [callee's op#1, callee's op#2, call @op]}), so each copy finds its own original, once
   * per call site (an LLVM campaign's {@code cgscc(inline),simplifycfg} pairs were ILLEGAL
   * because all three took the caller's {@code call @op}).
   */
  @Test
  void unnamedCallsOfInlinedBodiesMatchTheCalleeInOrder() throws Exception {
    Module m = IrParser.parse("""
        declare void @op() convergent
        define void @callee(i1 %c) {
        entry:
          call void @op()
          br i1 %c, label %more, label %done
        more:
          call void @op()
          br label %done
        done:
          ret void
        }
        define void @src(i1 %c) {
        entry:
          call void @callee(i1 %c)
          call void @op()
          br label %next
        next:
          call void @op()
          call void @callee(i1 true)
          ret void
        }
        define void @tgt(i1 %c) {
        entry:
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          call void @op()
          ret void
        }
        """, "inlined.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    List<String> want = List.of("callee:entry#0", "callee:more#0", "src:entry#1", "src:next#0",
        "callee:entry#0", "callee:more#0");
    for (int k = 0; k < want.size(); k++) {
      String[] w = want.get(k).split(":");
      assertEquals(List.of(ref(m, w[0], w[1])), c.originsOf(ref(m, "tgt", "entry#" + k)), "copy " + k);
    }
  }

  /**
   * With no caller instruction before it in its block, an inlined name comes from the callee
   * that the corresponding original block called ({@code cgscc(inline),simplifycfg}, seed 76:
   * {@code %first5.i1} in {@code %last} was taken for {@code @a}'s {@code %first5}).
   */
  @Test
  void anInlinedCopyAtABlockStartComesFromTheCalleeItsBlockCalled() throws Exception {
    Module m = IrParser.parse("""
        define void @a(i32 %v) {
        body:
          %first5 = add i32 %v, 1
          ret void
        }
        define void @b(i32 %v) {
        body:
          %first5 = mul i32 %v, 3
          ret void
        }
        define void @src(i32 %x, i1 %c) {
        entry:
          br i1 %c, label %loop, label %last
        loop:
          call void @a(i32 %x)
          br label %entry
        last:
          call void @b(i32 %x)
          ret void
        }
        define void @tgt(i32 %x, i1 %c) {
        entry:
          br i1 %c, label %loop, label %last
        loop:
          %first5.i = add i32 %x, 1
          br label %entry
        last:
          %first5.i1 = mul i32 %x, 3
          ret void
        }
        """, "block-callee.ll");
    Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
    assertEquals(List.of(ref(m, "a", "first5")), c.originsOf(ref(m, "tgt", "first5.i")));
    assertEquals(List.of(ref(m, "b", "first5")), c.originsOf(ref(m, "tgt", "first5.i1")));
  }

  @Test
  void theCorrespondenceIsTotalAndConsistent() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    assertEquals(List.of(), NameCorrespondence.infer(m, "src", m, "tgt").verify(m, m));
  }

  @Test
  void aMapFileOverridesInferredEntriesAndNamesItsErrors() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    Correspondence inferred = NameCorrespondence.infer(m, "src", m, "tgt");
    Correspondence c = MapFile.apply("# merge\n%fresh.not -> %a, %s\n%a.1 -> new\n", "m.map", inferred, m, m);
    assertEquals(List.of(ref(m, "src", "a"), ref(m, "src", "s")), c.originsOf(ref(m, "tgt", "fresh.not")));
    assertTrue(c.isNew(ref(m, "tgt", "a.1")));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MapFile.apply("\n%nope -> %a\n", "m.map", inferred, m, m));
    assertEquals("m.map:2: error: no instruction %nope in the transformed program", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> MapFile.apply("%a %a\n", "m.map", inferred, m, m));
    assertTrue(e.getMessage().startsWith("m.map:1: error: expected"), e.getMessage());
  }

  @Test
  void missingFunctionsAreInputErrors() throws Exception {
    Module m = IrParser.parse(PAIR, "pair.ll");
    assertThrows(IllegalArgumentException.class, () -> NameCorrespondence.infer(m, "src", m, "nope"));
  }
}
