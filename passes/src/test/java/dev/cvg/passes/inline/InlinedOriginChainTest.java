package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A call chain {@code @src -> @mid -> @leaf}, all with entry tokens: @leaf is inlined into @mid
 * first (callees come first in the module), then @mid into @src. The subgroup operation in @src
 * then records where it came from through both inlinings, and each step is LEGAL.
 */
class InlinedOriginChainTest {
  static final String MODULE = """
      define internal i32 @leaf(i32 %x) #0 {
      start:
        %tok = call token @llvm.experimental.convergence.entry()
        %v = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
        ret i32 %v
      }

      define internal i32 @mid(i32 %x) #0 {
      start:
        %tok = call token @llvm.experimental.convergence.entry()
        %w = call i32 @leaf(i32 %x) [ "convergencectrl"(token %tok) ]
        %twice = add i32 %w, %w
        ret i32 %twice
      }

      define spir_kernel void @src(ptr %out) #0 {
      start:
        %entry = call token @llvm.experimental.convergence.entry()
        %tid = call i32 @tid()
        %odd = and i32 %tid, 1
        %isOdd = icmp eq i32 %odd, 1
        br i1 %isOdd, label %then, label %end
      then:
        %c = call i32 @mid(i32 %tid) [ "convergencectrl"(token %entry) ]
        %slot = getelementptr inbounds i32, ptr %out, i32 %tid
        store i32 %c, ptr %slot, align 4
        br label %end
      end:
        ret void
      }

      declare token @llvm.experimental.convergence.entry() #1
      declare i32 @tid() #2
      declare i32 @subgroupAdd(i32) #3

      attributes #0 = { convergent }
      attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
      attributes #2 = { nounwind willreturn memory(none) }
      attributes #3 = { convergent nounwind }
      """;

  @Test
  void theInlinedOperationRemembersBothCallSites() throws Exception {
    InlineRun run = InlineRun.run(IrParser.parse(MODULE, "chain.ll"), true, Map.of());
    Function src = run.result.function("src").orElseThrow();
    assertEquals(java.util.List.of("@llvm.experimental.convergence.entry()", "@tid()", "@subgroupAdd(%entry)"),
        LlvmConvergenceInlineTest.calls(src));
    Inst add = src.blocks().flatMap(Block::insts).find(i -> dev.cvg.ir.CallSite.of(i)
        .flatMap(dev.cvg.ir.CallSite::calleeName).filter("@subgroupAdd"::equals).isPresent()).get();
    Origin.Inlined o = assertInstanceOf(Origin.Inlined.class, src.provenance().originOf(add.id()).orElseThrow());
    assertEquals("mid", o.callee());
    assertTrue(o.chain().isPresent(), o.toString());
    assertEquals("leaf", o.chain().get().callee());
    assertEquals(2, run.steps.size());
    for (Verdict v : Checks.verdicts(run, LegalityOptions.defaults())) {
      assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    }
  }
}
