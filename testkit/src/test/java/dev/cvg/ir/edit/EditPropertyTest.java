package dev.cvg.ir.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
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
 * verifier, the input prints exactly as before, and provenance maps every new instruction and
 * block to the input's (only the branches of split blocks are synthesized); the provenances of
 * two rounds composed with {@code andThen} do the same for the second round's result.
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
      assertProvenanceReachesTheInput(before, after, after.provenance(), context);
    }));
  }

  /** Two rounds of random edits: the composed provenance relates the second result to the first input. */
  @TestFactory
  Stream<DynamicTest> composedProvenanceOfTwoEditsReachesTheFirstInput() {
    return IntStream.rangeClosed(1, SEEDS / 2).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = KernelGenerator.generate(RandomCfg.mixed(seed, 12), seed, KernelGenerator.Options.defaults());
      Function before = m.function("kernel").orElseThrow();
      FunctionEditor e1 = FunctionEditor.of(before);
      RandomEdits first = new RandomEdits(e1, new SplittableRandom(seed));
      first.run(8, "one");
      Function mid = e1.finish();
      String midText = IrPrinter.print(m.withFunction(mid));
      FunctionEditor e2 = FunctionEditor.of(mid);
      RandomEdits second = new RandomEdits(e2, new SplittableRandom(-seed));
      second.run(8, "two");
      Function after = e2.finish();
      String context = "seed " + seed + ", edits " + first.log() + " then " + second.log();
      assertEquals(List.of(), IrVerifier.verify(m.withFunction(after)), context);
      assertEquals(midText, IrPrinter.print(m.withFunction(mid)), context + ": the intermediate snapshot changed");
      assertProvenanceReachesTheInput(before, after, mid.provenance().andThen(after.provenance()), context);
    }));
  }

  /** Every instruction and block of {@code after} is the input's or maps, by {@code p}, to the input's. */
  static void assertProvenanceReachesTheInput(Function before, Function after, Provenance p, String context) {
    Set<InstId> input = new HashSet<>();
    Set<BlockId> inputBlocks = new HashSet<>();
    before.blocks().forEach(b -> {
      inputBlocks.add(b.id());
      b.insts().forEach(i -> input.add(i.id()));
    });
    for (Block b : after.blocks()) {
      if (!inputBlocks.contains(b.id())) {
        BlockOrigin o = p.blockOriginOf(b.id()).orElse(null);
        String what = context + ": block " + b.name();
        switch (o) {
          case null -> throw new AssertionError(what + " has no origin");
          case BlockOrigin.Cloned c -> assertTrue(inputBlocks.contains(c.from()), what + " " + c);
          case BlockOrigin.SplitBlock s -> assertTrue(inputBlocks.contains(s.from()), what + " " + s);
          case BlockOrigin.SplitEdge s -> assertTrue(inputBlocks.containsAll(List.of(s.from(), s.to())), what + " " + s);
          case BlockOrigin.Inlined in -> throw new AssertionError(what + " inlined without inlining: " + in);
          case BlockOrigin.Synthesized s -> assertEquals("split edge", s.why(), what);
        }
      }
      for (Inst i : b.insts()) {
        if (input.contains(i.id())) {
          continue;
        }
        Origin o = p.originOf(i.id()).orElse(null);
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
    for (Provenance.Erasure x : p.erased()) {
      assertTrue(input.contains(x.id()), context + ": erased " + x + " is not an input instruction");
    }
  }
}
