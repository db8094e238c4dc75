package dev.cvg.ir.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Random sequences of CFG edits and clones on generated kernels: the result passes the IR
 * verifier, the input prints exactly as before, and provenance maps every new instruction to
 * instructions of the input (only the branches of split blocks are synthesized).
 */
class EditPropertyTest {
  private static final int SEEDS = 150;

  @TestFactory
  Stream<DynamicTest> randomEditsKeepTheIrValidAndTheInputIntact() {
    return IntStream.rangeClosed(1, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = KernelGenerator.generate(RandomCfg.mixed(seed, 14), seed,
          seed % 2 == 0 ? KernelGenerator.Options.defaults()
              : KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.careful()));
      Function before = m.function("kernel").orElseThrow();
      String text = IrPrinter.print(m);
      FunctionEditor e = FunctionEditor.of(before);
      RandomEdits edits = new RandomEdits(e, new SplittableRandom(seed));
      edits.run(12, "step");
      String context = "seed " + seed + ", edits " + edits.log();
      Function after = e.finish();
      assertEquals(List.of(), IrVerifier.verify(m.withFunction(after)), context);
      assertEquals(text, IrPrinter.print(m), context + ": the input changed");
      assertProvenanceReachesTheInput(before, after, context);
    }));
  }

  /** Every instruction of {@code after} is an input instruction or maps to input instructions. */
  static void assertProvenanceReachesTheInput(Function before, Function after, String context) {
    Set<InstId> input = new HashSet<>();
    before.blocks().forEach(b -> b.insts().forEach(i -> input.add(i.id())));
    for (Block b : after.blocks()) {
      for (Inst i : b.insts()) {
        if (input.contains(i.id())) {
          continue;
        }
        Origin o = after.provenance().originOf(i.id()).orElse(null);
        String what = context + ": " + i + " in " + b.name();
        switch (o) {
          case null -> throw new AssertionError(what + " has no origin");
          case Origin.Cloned c -> assertTrue(input.contains(c.from()), what + " cloned from a non-input " + c);
          case Origin.Merged mg -> assertTrue(input.containsAll(mg.from()), what + " merged from " + mg);
          case Origin.Inlined in -> throw new AssertionError(what + " inlined without inlining: " + in);
          case Origin.Synthesized s -> assertTrue(i.isTerminator() && s.why().startsWith("split"),
              what + " synthesized: " + s);
        }
      }
    }
  }
}
