package dev.cvg.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.oracle.ArgumentBuffers;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The code of docs/library.md, kept compiling and passing: parse, analyse, edit, run, check. */
class LibraryWalkthroughTest {
  private static final String KERNEL = """
      declare i32 @tid()
      declare i32 @subgroupAdd(i32) convergent

      define void @k(ptr %out) {
      entry:
        %t = call i32 @tid()
        %r = call i32 @subgroupAdd(i32 %t)
        %c = icmp ult i32 %t, 2
        br i1 %c, label %then, label %end
      then:
        %p = getelementptr i32, ptr %out, i32 %t
        store i32 %r, ptr %p
        br label %end
      end:
        ret void
      }
      """;

  @Test
  void parseAnalyseEditRunCheck() throws Exception {
    // 1. Parse (IrParser.parse throws ParseException with file:line:col).
    Module m = IrParser.parse(KERNEL, "k.ll");
    Function k = m.function("k").orElseThrow();
    TargetModel target = Targets.forModule(m, Optional.empty());

    // 2. Analyse: which branch is divergent?
    UniformityInfo ua = UniformityInfo.of(m, k, target);
    Block entry = k.entry();
    assertTrue(ua.hasDivergentTerminator(k.index().number(entry.id())));

    // 3. Edit: sink %r into %then (a pass would do this), through the editor, which records
    //    provenance: %r keeps its id, so the correspondence is exact.
    Inst r = entry.insts().get(1);
    Block then = k.blocks().get(1);
    FunctionEditor e = FunctionEditor.of(k);
    e.move(r.id(), then.id(), 0);
    Function sunk = e.finish();
    Module after = m.withFunction(sunk);

    // 4. Run the oracle: 8 threads, the pointer argument a fresh shared buffer (argument text as
    //    for cvg run --args). The results are data: each thread's outcome, the buffers by parameter.
    List<Arg> args = Arguments.parse(sunk, List.of("buf"), 8);
    CompiledModule compiled = CompiledModule.compile(after, target, HierarchyChoice.llvm());
    Execution run = Oracle.run(compiled, "k", new ThreadInputs(8, args, Optional.empty()), OracleConfig.defaults());
    assertTrue(run.isOk(), run.toString());
    ArgumentBuffers.Contents out = ArgumentBuffers.of(run, args).get(0);
    assertEquals("%out", out.name());
    //    threads 0 and 1 now reduce among themselves only: 0 + 1 (before the edit: 0 + ... + 7 = 28)
    assertEquals(List.of(1L, 1L, 0L, 0L), out.words(4));

    // 5. Check the edit: the reduction now communicates among threads 0 and 1 only.
    Verdict v = Legality.check(m, "k", after, "k", ProvenanceCorrespondence.of(k, sunk), LegalityOptions.defaults());
    assertEquals("ILLEGAL", v.word(), VerdictPrinter.print(v));
  }
}
