package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which calls {@code inline} takes, independent of convergence, and the shape of a multi-return body. */
class InlinePolicyTest {
  static final String MODULE = """
      define spir_kernel void @src(ptr %out) {
      start:
        %tid = call i32 @tid()
        %a = call i32 @pick(i32 %tid)
        %b = call i32 @big(i32 %a)
        %c = call i32 @never(i32 %b)
        %d = call i32 @self(i32 %c)
        %e = call i32 @ping(i32 %d)
        %slot = getelementptr inbounds i32, ptr %out, i32 %tid
        store i32 %e, ptr %slot, align 4
        ret void
      }

      define i32 @pick(i32 %x) {
      start:
        %odd = and i32 %x, 1
        %isOdd = icmp eq i32 %odd, 1
        br i1 %isOdd, label %one, label %two
      one:
        %y = add i32 %x, 10
        ret i32 %y
      two:
        %z = mul i32 %x, 3
        ret i32 %z
      }

      define i32 @big(i32 %x) {
      start:
        %x1 = add i32 %x, 1
        %x2 = add i32 %x1, 1
        %x3 = add i32 %x2, 1
        %x4 = add i32 %x3, 1
        %x5 = add i32 %x4, 1
        ret i32 %x5
      }

      define i32 @never(i32 %x) noinline {
      start:
        ret i32 %x
      }

      define i32 @self(i32 %x) alwaysinline {
      start:
        %done = icmp eq i32 %x, 0
        br i1 %done, label %out, label %again
      again:
        %less = sub i32 %x, 1
        %r = call i32 @self(i32 %less)
        ret i32 %r
      out:
        ret i32 0
      }

      define i32 @ping(i32 %x) {
      start:
        %r = call i32 @pong(i32 %x)
        ret i32 %r
      }

      define i32 @pong(i32 %x) {
      start:
        %r = call i32 @ping(i32 %x)
        ret i32 %r
      }

      declare i32 @tid() #0

      attributes #0 = { nounwind willreturn memory(none) }
      """;

  @Test
  void attributesCostAndRecursionDecide() throws Exception {
    Module m = IrParser.parse(MODULE, "policy.ll");
    InlinePolicy p = InlinePolicy.of(m, 22);
    var src = m.function("src").orElseThrow();
    List<String> why = src.entry().insts().stream().filter(i -> p.definedCallee(i).isPresent())
        .map(i -> p.refusal(src, (dev.cvg.ir.Call) i, p.definedCallee(i).get()).orElse("inline")).toList();
    assertEquals(List.of("inline", "@big costs 25 > threshold 22", "@never is noinline",
        "@self is recursive (a call-graph cycle)", "@ping is recursive (a call-graph cycle)"), why);
  }

  @Test
  void severalReturnsMeetInAPhiAtTheExitAndTheResultIsLegal() throws Exception {
    // @src without the calls that never return (@self with %x > 0 recurses for long, @ping forever)
    String text0 = MODULE.replace("%d = call i32 @self(i32 %c)", "%d = add i32 %c, 0")
        .replace("%e = call i32 @ping(i32 %d)", "%e = add i32 %d, 0");
    Module m = IrParser.parse(text0, "policy.ll");
    InlineRun run = InlineRun.run(m, true, Map.of("threshold", "22"));
    String text = IrPrinter.print(run.result, run.result.function("src").orElseThrow());
    assertTrue(text.contains("pick.exit:\n  %a.1 = phi i32 [ %y.i, %one.i ], [ %z.i, %two.i ]"), text);
    assertTrue(text.contains("%b = call i32 @big(i32 %a.1)"), text);
    assertEquals(List.of("src"), run.steps.stream().map(s -> s.fBefore().name()).distinct().toList());
    for (Verdict v : Checks.verdicts(run, LegalityOptions.defaults())) {
      assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    }
  }
}
