package dev.cvg.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Inline {@code ; error:}, {@code ; verdict:} and {@code ; run:} annotations. */
class AnnotationsTest {

  @Test
  void errorsAttachToThePrecedingCodeLine() throws Exception {
    Annotations a = Annotations.parse("""
        ; error: module-level
        define void @f() {
        entry:
          %t = call token @llvm.experimental.convergence.loop()
        ; error: convergence loop intrinsic must be in a cycle header
        ; this comment is not an annotation

          ; error: a second error for the same line
          ret void ; error: trailing on its own line
        }
        """);
    List<ExpectedError> e = a.errors();
    assertEquals(4, e.size());
    assertEquals(new ExpectedError(1, 0, "", "module-level"), e.get(0));
    assertEquals(4, e.get(1).targetLine());
    assertEquals("%t = call token @llvm.experimental.convergence.loop()", e.get(1).target());
    assertEquals("convergence loop intrinsic must be in a cycle header", e.get(1).message());
    assertEquals(4, e.get(2).targetLine());
    assertEquals(new ExpectedError(9, 9, "ret void", "trailing on its own line"), e.get(3));
  }

  @Test
  void semicolonInsideStringsIsNotAComment() throws Exception {
    Annotations a = Annotations.parse("@s = constant [3 x i8] c\"a;b\" ; error: x\n");
    assertEquals("@s = constant [3 x i8] c\"a;b\"", a.errors().get(0).target());
  }

  @Test
  void verdicts() throws Exception {
    Annotations a = Annotations.parse("""
        ; verdict: ILLEGAL VT.2 at %r
        ; verdict: legal
        ; verdict: UNKNOWN step bound 1000 reached
        ; verdict: ILLEGAL at %x
        """);
    List<VerdictExpectation> v = a.verdicts();
    assertEquals(VerdictExpectation.Kind.ILLEGAL, v.get(0).kind());
    assertEquals(Optional.of("VT.2"), v.get(0).property());
    assertEquals(Optional.of("%r"), v.get(0).at());
    assertEquals(VerdictExpectation.Kind.LEGAL, v.get(1).kind());
    assertEquals("step bound 1000 reached", v.get(2).detail());
    assertEquals(Optional.empty(), v.get(3).property());
    assertEquals(Optional.of("%x"), v.get(3).at());
  }

  @Test
  void runs() throws Exception {
    Annotations a = Annotations.parse("""
        ; run: @f(i32 3, i32 4) == 7
        ; run: threads=4 seed=1 @k(<2 x i32> <i32 1, i32 2>, ptr null)
        ; run: @g()
        ; RUN: opt %s
        """);
    List<RunExpectation> r = a.runs();
    assertEquals(3, r.size());
    assertEquals(new RunExpectation(1, Map.of(), "f", List.of("i32 3", "i32 4"),
        Optional.of("7")), r.get(0));
    assertEquals(Map.of("threads", "4", "seed", "1"), r.get(1).options());
    assertEquals(List.of("<2 x i32> <i32 1, i32 2>", "ptr null"), r.get(1).args());
    assertEquals(List.of(), r.get(2).args());
  }

  @Test
  void malformedAnnotationsNameTheirLine() {
    Annotations.AnnotationException e = assertThrows(Annotations.AnnotationException.class,
        () -> Annotations.parse("\n; verdict: MAYBE\n"));
    assertTrue(e.getMessage().startsWith("line 2: unknown verdict 'MAYBE'"), e.getMessage());
    assertThrows(Annotations.AnnotationException.class,
        () -> Annotations.parse("; run: @f(i32 1"));
    assertThrows(Annotations.AnnotationException.class,
        () -> Annotations.parse("; run: f(i32 1)"));
    assertThrows(Annotations.AnnotationException.class,
        () -> Annotations.parse("; run: @f(i32 1) = 2"));
  }
}
