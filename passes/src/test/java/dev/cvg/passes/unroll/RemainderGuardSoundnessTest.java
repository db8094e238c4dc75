package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The remainder guard is sound at the edges of the integer range: {@code i8} loops without
 * no-wrap flags whose start and bound ({@code trunc(a*17+K)}, {@code trunc(n*23+K)} of kernel
 * arguments) sweep all 256 values, for every strict predicate (towards and away from the bound),
 * steps ±1 and ±3, {@code ne} with ±1, the compare reading {@code %i} or {@code %i.next},
 * header-exiting and rotated, counts 2, 3 and 4. Each unrolled kernel must keep every thread's
 * results (the checker's single-thread runs over 24 argument sets).
 */
class RemainderGuardSoundnessTest {
  private static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1)).withArgumentSets(24));

  static Stream<Arguments> loops() {
    List<Arguments> out = new ArrayList<>();
    int k = 0;
    for (String pred : List.of("slt", "ult", "sgt", "ugt", "ne")) {
      for (int step : pred.equals("ne") ? List.of(1, -1) : List.of(1, 3, -1, -3)) {
        for (boolean rotated : List.of(false, true)) {
          for (boolean next : List.of(false, true)) {
            out.add(Arguments.of(pred, step, rotated, next, 2 + k++ % 3));
          }
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} step {1} rotated {2} next {3} count {4}")
  @MethodSource("loops")
  void remainderKeepsEveryThreadsResults(String pred, int step, boolean rotated, boolean next,
      int count) throws Exception {
    String text = kernel(pred, step, rotated, next);
    Module m = IrParser.parse(text, "guard.ll");
    UnrollRun r = UnrollRun.of(m, "kernel", Map.of("count", String.valueOf(count), "runtime", ""),
        true);
    String where = text + "\n" + r.printed();
    assertEquals(List.of("loop %head: unrolled " + count + "x with a remainder loop"),
        r.performed, where);
    assertEquals(List.of(), r.verifierMessages(), where);
    Verdict v = r.verdict(OPTIONS);
    assertInstanceOf(Verdict.Legal.class, v, VerdictPrinter.print(v) + "\n" + where);
  }

  private static String kernel(String pred, int step, boolean rotated, boolean next) {
    String cmpOn = next ? "%i.next" : "%i";
    StringBuilder b = new StringBuilder();
    b.append("define spir_kernel void @kernel(ptr %out, i32 %a, i32 %n) {\nstart:\n");
    b.append("  %a17 = mul i32 %a, 17\n  %a1 = add i32 %a17, 120\n  %s = trunc i32 %a1 to i8\n");
    b.append("  %n23 = mul i32 %n, 23\n  %n1 = add i32 %n23, 5\n  %b = trunc i32 %n1 to i8\n");
    b.append("  br label %head\n\nhead:\n");
    b.append("  %i = phi i8 [ %s, %start ], [ %i.next, %latch ]\n");
    b.append("  %acc = phi i32 [ 0, %start ], [ %acc.next, %latch ]\n");
    if (!rotated) {
      b.append("  %i.next = add i8 %i, ").append(step).append('\n');
      b.append("  %c = icmp ").append(pred).append(" i8 ").append(cmpOn).append(", %b\n");
      b.append("  br i1 %c, label %latch, label %exit\n\nlatch:\n");
    } else {
      b.append("  br label %latch\n\nlatch:\n");
    }
    b.append("  store volatile i8 %i, ptr %out, align 1\n");
    b.append("  %z = zext i8 %i to i32\n  %m = mul i32 %acc, 3\n  %acc.next = add i32 %m, %z\n");
    if (rotated) {
      b.append("  %i.next = add i8 %i, ").append(step).append('\n');
      b.append("  %c = icmp ").append(pred).append(" i8 ").append(cmpOn).append(", %b\n");
      b.append("  br i1 %c, label %head, label %exit\n\n");
    } else {
      b.append("  br label %head\n\n");
    }
    b.append("exit:\n  %r = phi i32 [ %acc").append(rotated ? ".next" : "")
        .append(", %").append(rotated ? "latch" : "head").append(" ]\n");
    b.append("  %slot = getelementptr inbounds i32, ptr %out, i32 1\n");
    b.append("  store i32 %r, ptr %slot, align 4\n  ret void\n}\n");
    return b.toString();
  }
}
