package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Use lists and CFG neighbours: answered from maintained tables, equal to the finished snapshot's index. */
class UseListsTest {
  private final Module m = module(CursorTest.DIAMOND);
  private final Function f = m.function("f").orElseThrow();

  @Test
  void usersFollowReplaceAllUses() {
    FunctionEditor e = FunctionEditor.of(f);
    ValueId i = e.value("i").id();
    assertFalse(e.hasUses(i));
    Value.Local x = e.beforeTerminator(e.block("then")).named("x").add(e.value("i"), e.value("i"));
    assertEquals(List.of(x.id().inst()), e.users(i));
    Value.Local y = e.beforeTerminator(e.block("else")).named("y").sub(e.value("i"), new Value.ConstInt(Type.I32, 3));
    assertEquals(List.of(x.id().inst(), y.id().inst()), e.users(i));
    e.replaceAllUses(i, new Value.ConstInt(Type.I32, 9));
    assertFalse(e.hasUses(i));
    assertTrue(EditFixtures.print(e.finish()).contains("%x = add i32 9, 9"));
  }

  @Test
  void predecessorsAndSuccessorsAreDistinctAndFollowEdits() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId entry = e.block("entry");
    BlockId then = e.block("then");
    BlockId join = e.block("join");
    assertEquals(List.of(then, e.block("else")), e.successors(entry));
    assertEquals(List.of(then, e.block("else")), e.predecessors(join));
    e.replace(new dev.cvg.ir.CondBr(e.terminator(entry).id(), e.value("c"), join, join));
    assertEquals(List.of(join), e.successors(entry));
    assertEquals(List.of(), e.predecessors(then));
    assertEquals(List.of(then, e.block("else"), entry), e.predecessors(join));
  }

  /** Random builder edits and replacements on generated kernels; the editor's tables match the result's index. */
  @TestFactory
  Stream<DynamicTest> tablesMatchTheFinishedIndex() {
    return IntStream.rangeClosed(1, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Function k = KernelGenerator.generate(RandomCfg.mixed(seed, 12), seed, KernelGenerator.Options.defaults())
          .function("kernel").orElseThrow();
      SplittableRandom rnd = new SplittableRandom(seed);
      FunctionEditor e = FunctionEditor.of(k);
      List<Value.Local> i32s = new ArrayList<>();
      for (Block b : k.blocks()) {
        b.insts().stream().filter(in -> in.resultType().equals(Type.I32)).forEach(in -> i32s.add(in.asValue()));
      }
      for (int step = 0; step < 20 && !i32s.isEmpty(); step++) {
        Value.Local v = i32s.get(rnd.nextInt(i32s.size()));
        BlockId b = e.blockOf(v.id().inst());
        if (rnd.nextBoolean()) {
          i32s.add(e.beforeTerminator(b).named("n").add(v, v));
        } else if (!e.hasUses(v.id())) {
          e.erase(v.id().inst(), "dead");
          i32s.remove(v);
        } else {
          e.replaceAllUses(v.id(), new Value.ConstInt(Type.I32, step));
        }
      }
      Function g = e.finishUnchecked();
      FunctionIndex index = g.index();
      for (Block b : g.blocks()) {
        for (Inst in : b.insts()) {
          ValueId v = in.id().value();
          assertEquals(new HashSet<>(index.users(v)), new HashSet<>(e.body().uses().users(v)), "seed " + seed + " users of " + v);
        }
        int n = index.number(b.id());
        Set<BlockId> preds = new HashSet<>();
        Arrays.stream(index.cfg().predecessors(n)).forEach(p -> preds.add(index.block(p).id()));
        assertEquals(preds, new HashSet<>(predecessors(e, b.id())), "seed " + seed + " preds of " + b.name());
      }
    }));
  }

  /** Reads the editor's table through its package-private body (the editor itself is finished). */
  private static List<BlockId> predecessors(FunctionEditor e, BlockId b) {
    return e.body().uses().branchesTo(b).stream().map(t -> e.body().blockOf(t)).distinct().toList();
  }
}
