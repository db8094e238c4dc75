package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * LLVM's own test of convergence in the inliner, {@code Transforms/Inline/convergence-inline.ll}
 * ({@code opt -passes='cgscc(inline)'}): per function, the calls and their tokens after the pass
 * as its CHECK lines state them (written here as "callee(token)" lists, since the file's CHECK
 * lines also pin LLVM's attribute-group numbering of an unchanged function).
 */
class LlvmConvergenceInlineTest {
  static final Path FILE = Path.of("../tests/src/test/resources/conformance/llvm/Transforms/Inline/convergence-inline.ll");

  /** The calls of each function after LLVM's inliner, from the CHECK lines. */
  static final Map<String, List<String>> LLVM = Map.ofEntries(
      Map.entry("nonconvergent_callee", List.of("@llvm.experimental.convergence.anchor()", "@f(%token)")),
      Map.entry("convergent_callee", List.of("@llvm.experimental.convergence.entry()", "@f(%token)")),
      Map.entry("test_nonconvergent", List.of("@llvm.experimental.convergence.anchor()", "@f(%token.i)")),
      Map.entry("test_convergent_basic", List.of("@llvm.experimental.convergence.anchor()", "@f(%token)")),
      Map.entry("test_convergent_no_token", List.of("@convergent_callee()")),
      Map.entry("test_convergent_multiple", List.of("@llvm.experimental.convergence.entry()",
          "@f(%token)", "@f(%token)", "@f(%token)")),
      Map.entry("test_convergent_loop", List.of("@llvm.experimental.convergence.anchor()",
          "@llvm.experimental.convergence.loop(%token)", "@f(%tok.loop)")),
      Map.entry("make_indirect_call", List.of("@llvm.experimental.convergence.entry()", "%f(%token)")),
      Map.entry("test_indirect_call", List.of("@llvm.experimental.convergence.entry()", "@f(%token)")),
      Map.entry("recurse", List.of("@llvm.experimental.convergence.entry()", "@recurse(%token)")),
      Map.entry("test_recursive_call", List.of("@llvm.experimental.convergence.entry()", "@recurse(%token)")),
      Map.entry("outer_g", List.of("@llvm.experimental.convergence.entry()", "@g(%token)")),
      Map.entry("test_two_calls", List.of("@llvm.experimental.convergence.entry()", "@g(%token)", "@f(%token)")),
      Map.entry("token_not_first", List.of("@llvm.experimental.convergence.entry()", "@g(%token)")),
      Map.entry("test_token_not_first", List.of("@llvm.experimental.convergence.entry()", "@g(%token)")));

  @Test
  void withLlvmsRuleForCallsWithoutTokenEveryFunctionMatchesLlvm() throws Exception {
    InlineRun run = InlineRun.run(parse(), true, Map.of("infer-tokens", "false"));
    for (Function f : run.result.definitions()) {
      assertEquals(LLVM.get(f.name()), calls(f), "@" + f.name() + "\n" + IrPrinter.print(run.result));
    }
    assertTrue(IrVerifier.verify(run.result).isEmpty(), () -> IrVerifier.verify(run.result).toString());
    assertEquals(1, run.decisions.stream().filter(d -> !d.decision().allowed()).count(), run.decisions.toString());
    assertTrue(run.decisions.stream().filter(d -> !d.decision().allowed()).allMatch(d ->
        d.function().equals("test_convergent_no_token") && d.decision().toString().contains("Inferring Tokens")));
  }

  @Test
  void bodiesKeepTheirShape() throws Exception {
    Module m = InlineRun.run(parse(), true, Map.of("infer-tokens", "false")).result;
    // the spliced bodies leave no new block: the blocks are the caller's own (CHECK: entry, then, end / hdr)
    assertEquals(List.of("entry", "then", "end"), blockNames(m.function("test_convergent_basic").orElseThrow()));
    assertEquals(List.of("entry", "hdr", "end"), blockNames(m.function("test_convergent_loop").orElseThrow()));
    // token_not_first: the callee's unused alloca is dropped, the token comes first
    Function f = m.function("test_token_not_first").orElseThrow();
    assertEquals(List.of("call", "call", "ret"), f.entry().insts().stream().map(i -> i.opcode().mnemonic()).toList());
    // test_two_calls: the inlined result of @g feeds @f, and keeps its name with LLVM's suffix
    assertTrue(IrPrinter.print(m, m.function("test_two_calls").orElseThrow()).contains("%y.i = call i32 @g(i32 23)"));
  }

  @Test
  void byDefaultTheCallWithoutTokenIsInlinedAfterInferringTheCallersEntry() throws Exception {
    InlineRun run = InlineRun.run(parse(), true, Map.of());
    Function f = run.result.function("test_convergent_no_token").orElseThrow();
    assertEquals(List.of("@llvm.experimental.convergence.entry()", "@f(%entry.tok)"), calls(f));
    for (Function g : run.result.definitions()) {
      if (!g.name().equals("test_convergent_no_token")) {
        assertEquals(LLVM.get(g.name()), calls(g), "@" + g.name());
      }
    }
    assertTrue(run.decisions.stream().allMatch(d -> d.decision().allowed()), run.decisions.toString());
  }

  static Module parse() throws Exception {
    return IrParser.parse(Files.readString(FILE), FILE.getFileName().toString());
  }

  /** Returns "callee(token)" for every call of {@code f} in layout order. */
  static List<String> calls(Function f) {
    List<String> out = new ArrayList<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        CallSite.of(i).ifPresent(s -> out.add(IrPrinter.operand(f, s.callee()) + "("
            + s.convergenceToken().map(t -> IrPrinter.operand(f, t)).orElse("") + ")"));
      }
    }
    return out;
  }

  static List<String> blockNames(Function f) {
    return f.blocks().map(Block::name).toJavaList();
  }
}
