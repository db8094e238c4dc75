package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.ir.Module;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded mutations of valid modules (token deletion, duplication, swaps, truncation, character
 * noise) either parse, and then print stably, or fail with a {@link ParseException}: nothing else
 * ever escapes {@link IrParser#parse}.
 */
class RobustnessTest {
  private static final String SEEDS = String.join("\n",
      "%T = type { i32, <2 x float> }",
      "@g = addrspace(1) global [2 x i32] [i32 1, i32 2], align 4",
      "declare token @llvm.experimental.convergence.entry()",
      "define amdgpu_kernel void @k(ptr addrspace(1) inreg noalias %out, i32 %n, %T %t) #0 {",
      "entry:",
      "  %tok = call token @llvm.experimental.convergence.entry()",
      "  %id = call i32 @llvm.amdgcn.workitem.id.x()",
      "  %c = icmp slt i32 %id, %n",
      "  br i1 %c, label %loop, label %exit, !llvm.loop !0",
      "loop:",
      "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]",
      "  %e = extractvalue %T %t, 1",
      "  %v = extractelement <2 x float> %e, i32 0",
      "  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i",
      "  store volatile i32 %i, ptr addrspace(1) %p, align 4",
      "  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope(\"agent\") seq_cst, align 4",
      "  %i.next = add nuw nsw i32 %i, 1",
      "  %done = icmp eq i32 %i.next, %n",
      "  switch i32 %i, label %exit [ i32 7, label %loop ]",
      "exit:",
      "  %r = call i32 asm sideeffect \"s_nop $0\", \"=s\"() [ \"convergencectrl\"(token %tok) ]",
      "  ret void",
      "}",
      "attributes #0 = { convergent nounwind \"k\"=\"v\" }",
      "!0 = distinct !{!0}",
      "");

  private static String mutate(String src, SplittableRandom rnd) {
    StringBuilder sb = new StringBuilder(src);
    int edits = 1 + rnd.nextInt(4);
    for (int k = 0; k < edits && sb.length() > 1; k++) {
      int at = rnd.nextInt(sb.length());
      int len = 1 + rnd.nextInt(Math.min(12, sb.length() - at));
      switch (rnd.nextInt(5)) {
        case 0 -> sb.delete(at, at + len);
        case 1 -> sb.insert(rnd.nextInt(sb.length()), sb.substring(at, at + len));
        case 2 -> sb.setLength(at);
        case 3 -> sb.insert(at, "%@!#\"[]{}<>(),=*:;.x0-9\n".charAt(rnd.nextInt(24)));
        default -> {
          int other = rnd.nextInt(sb.length());
          char a = sb.charAt(at);
          sb.setCharAt(at, sb.charAt(other));
          sb.setCharAt(other, a);
        }
      }
    }
    return sb.toString();
  }

  @TestFactory
  Stream<DynamicTest> mutantsParseOrFailCleanly() {
    return LongStream.range(0, 400).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      String src = mutate(SEEDS, new SplittableRandom(seed));
      Module m;
      try {
        m = IrParser.parse(src, "m.ll");
      } catch (ParseException e) {
        if (e.pos().line() < 1 || e.pos().column() < 1) {
          fail("seed " + seed + ": bad position " + e.render());
        }
        return;
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ": runtime exception escaped for\n" + src, e);
      }
      String once = IrPrinter.print(m);
      try {
        assertEquals(once, IrPrinter.print(IrParser.parse(once, "m.ll")), "seed " + seed + " not stable");
      } catch (ParseException e) {
        fail("seed " + seed + ": printed mutant does not re-parse: " + e.render() + "\n" + once);
      }
    }));
  }
}
