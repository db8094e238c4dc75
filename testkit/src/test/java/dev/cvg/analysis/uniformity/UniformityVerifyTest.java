package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link UniformityInfo#verify()}: silent on analysed generated kernels, and naming the value
 * and the rule on results edited into inconsistency ({@link UniformityInfo#edited}).
 */
class UniformityVerifyTest {
  private static final TargetModel AMDGPU = GpuTarget.amdgpu();
  /** A divergent diamond, a loop with a divergent exit and a value used after it, a uniform loop. */
  private static final String KERNEL = """
      define amdgpu_kernel void @k(i32 %n) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        %c = icmp slt i32 %tid, 16
        %u = add i32 %n, 1
        br i1 %c, label %a, label %b
      a:
        br label %m
      b:
        br label %m
      m:
        %p = phi i32 [ 0, %a ], [ 1, %b ]
        %q = add i32 %p, %u
        br label %h
      h:
        %i = phi i32 [ 0, %m ], [ %i1, %h ]
        %i1 = add i32 %i, 1
        %e = icmp eq i32 %i1, %tid
        br i1 %e, label %x, label %h
      x:
        %t = add i32 %i1, 5
        br label %l
      l:
        %j = phi i32 [ 0, %x ], [ %j1, %l ]
        %j1 = add i32 %j, 1
        %f = icmp eq i32 %j1, %n
        br i1 %f, label %done, label %l
      done:
        ret void
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  @TestFactory
  Stream<DynamicTest> analysedKernelsVerify() {
    return LongStream.rangeClosed(1, SeedCount.of(400)).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = UniformityPropertyTest.kernel(RandomCfg.mixed(seed, seed % 10 == 0 ? 150 : 50), seed);
      Function f = m.definitions().get(0);
      for (UniformityOptions o : List.of(UniformityOptions.defaults(), UniformityOptions.llvm22())) {
        for (SuccessorOrder order : List.of(SuccessorOrder.llvm(), SuccessorOrder.seeded(seed))) {
          List<Diagnostic> d = UniformityInfo.of(m, f, AMDGPU, order, o).verify();
          assertEquals(List.of(), render(d), "seed " + seed + " " + o + " order " + order);
        }
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> largeKernelsVerify() {
    return Stream.of(RandomCfg.Shape.values()).map(shape -> DynamicTest.dynamicTest(shape.toString(), () -> {
      Module m = UniformityPropertyTest.kernel(RandomCfg.generate(5, shape, 2000), 5);
      Function f = m.definitions().get(0);
      UniformityInfo u = UniformityInfo.of(m, f, AMDGPU);
      assertTrue(u.cycles().cycles().size() > 128 && !u.temporalDivergence().isEmpty(), "premise");
      assertEquals(List.of(), render(u.verify()), shape + " seed 5, 2000 blocks");
    }));
  }

  /** Clearing the mark of any divergent non-phi instruction is reported at that instruction. */
  @TestFactory
  Stream<DynamicTest> clearedMarkIsReported() {
    return mutations(false, (u, i) -> !(i instanceof Phi) && u.isDivergent(i.id()));
  }

  /** Marking a uniform non-phi instruction that has no cause for divergence is reported there. */
  @TestFactory
  Stream<DynamicTest> spuriousMarkIsReported() {
    return mutations(true, (u, i) -> {
      boolean inAssumedCycle = u.cyclesAssumedDivergent().stream()
          .anyMatch(c -> c.contains(u.function().index().blockOf(i.id())));
      boolean temporalUser = u.temporalDivergence().stream().anyMatch(t -> t.user().equals(i.id()));
      return !(i instanceof Phi) && !u.isDivergent(i.id()) && !temporalUser
          && i.operands().stream().noneMatch(v -> v instanceof Value.Local l && u.isDivergent(l.id()))
          && (i.isTerminator() || !inAssumedCycle);
    });
  }

  /**
   * For 300 seeded kernels: sets ({@code on}) or clears the mark of one random instruction
   * accepted by {@code candidate} and expects a diagnostic at that instruction.
   */
  private static Stream<DynamicTest> mutations(boolean on, BiPredicate<UniformityInfo, Inst> candidate) {
    return LongStream.rangeClosed(1, SeedCount.of(300)).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = UniformityPropertyTest.kernel(RandomCfg.mixed(seed, 50), seed);
      Function f = m.definitions().get(0);
      UniformityInfo right = UniformityInfo.of(m, f, AMDGPU);
      List<Inst> candidates = insts(f, i -> candidate.test(right, i));
      assertFalse(candidates.isEmpty(), "seed " + seed + ": no instruction to mutate, so the seed checks nothing");
      Inst victim = candidates.get(new SplittableRandom(seed).nextInt(candidates.size()));
      UniformityInfo wrong = right.edited(b -> mark(b, f, victim, on));
      assertTrue(wrong.verify().stream().anyMatch(d -> at(d, f, victim.id())),
          "seed " + seed + ": " + (on ? "marked " : "cleared ") + victim + ": " + render(wrong.verify()));
    }));
  }

  @Test
  void handWrittenKernelVerifies() throws Exception {
    UniformityInfo u = info();
    assertEquals(List.of(), render(u.verify()));
    assertTrue(u.isDivergent(value(u, "p")) && !u.isDivergent(value(u, "i1")), "the kernel's premise");
    assertEquals(1, u.temporalDivergence().size(), "the kernel's premise");
  }

  @Test
  void clearedSourceAndUser() throws Exception {
    UniformityInfo u = info();
    assertHas(edit(u, b -> b.divergent.clear(value(u, "tid").index())),
        "%tid is a divergence source but is not divergent");
    List<String> d = edit(u, b -> b.divergent.clear(value(u, "c").index()));
    assertHas(d, "%c uses divergent %tid but is not divergent");
    assertHas(d, "the br in %entry is divergent without a reason: no divergence source, no divergent"
        + " operand, in no assumed-divergent cycle, no temporally divergent use");
  }

  @Test
  void clearedJoinPhi() throws Exception {
    UniformityInfo u = info();
    List<String> d = edit(u, b -> b.divergent.clear(value(u, "p").index()));
    assertHas(d, "%p is not divergent, but %m is a join of the divergent branch in %entry: the edges"
        + " from %a and %b bring 0 and 1");
    assertHas(d, "%q is divergent without a reason: no divergence source, no divergent operand, in no"
        + " assumed-divergent cycle, no temporally divergent use");
  }

  @Test
  void spuriousMark() throws Exception {
    UniformityInfo u = info();
    assertEquals(List.of("%u is divergent without a reason: no divergence source, no divergent operand,"
        + " in no assumed-divergent cycle, no temporally divergent use"),
        edit(u, b -> b.divergent.set(value(u, "u").index())));
  }

  @Test
  void temporalDivergenceEntries() throws Exception {
    UniformityInfo u = info();
    assertEquals(List.of("%t is a temporally divergent use of %i1 but is not divergent"),
        edit(u, b -> b.divergent.clear(value(u, "t").index())));
    Cycle h = u.temporalDivergence().get(0).cycle();
    assertEquals(List.of("temporal divergence of %i1 at cycle %h: the user is inside the cycle"),
        edit(u, b -> b.temporal.add(new TemporalDivergence(value(u, "i1"), value(u, "e").inst(), h))));
    assertHas(edit(u, b -> {
      b.exitCycles.clear();
      b.outOfStep[h.index()] = false;
    }), "temporal divergence of %i1 at cycle %h: the cycle is neither listed with a divergent exit nor assumed divergent");
  }

  @Test
  void cycleLists() throws Exception {
    UniformityInfo u = info();
    Cycle l = u.cycles().innermost(u.function().index().blockOf(value(u, "j").inst())).orElseThrow();
    Cycle h = u.cyclesWithDivergentExit().get(0);
    assertEquals(List.of("cycle %l is listed with a divergent exit, but none of its blocks has a divergent terminator"),
        edit(u, b -> b.exitCycles.add(l)));
    assertEquals(List.of("cycle %h is listed with a divergent exit twice"), edit(u, b -> b.exitCycles.add(h)));
    List<String> d = edit(u, b -> b.assumed.add(l));
    assertHas(d, "%j is defined in cycle %l, which is assumed divergent, but is not divergent");
    assertHas(d, "%f is defined in cycle %l, which is assumed divergent, but is not divergent");
  }

  /**
   * R1 and R8 for arguments, on a function that is not a kernel (its plain argument {@code %x} is
   * divergent, its {@code inreg} argument {@code %y} is not): a cleared divergent argument and a
   * marked uniform one are reported by name. The generated kernels have only kernel arguments, so
   * PIT (session 12) found both checks uncovered. Kills, in {@code UniformityVerifier}, the
   * negated argument tests of {@code sourcesAndOverrides} and {@code minimality}, the removal of
   * their reports, and {@code operand} returning "" (the argument's name).
   */
  @Test
  void argumentMarks() throws Exception {
    Module m = IrParser.parse("""
        target triple = "amdgcn--"
        define void @f(i32 %x, i32 inreg %y) {
        entry:
          %a = add i32 %x, %y
          ret void
        }
        """, "f.ll");
    UniformityInfo u = UniformityInfo.of(m, m.definitions().get(0), AMDGPU);
    assertEquals(List.of(), render(u.verify()));
    assertHas(edit(u, b -> b.divergent.clear(value(u, "x").index())),
        "argument %x is a divergent argument but is not divergent");
    assertEquals(List.of("argument %y is divergent but is no divergent argument"),
        edit(u, b -> b.divergent.set(value(u, "y").index())));
  }

  /**
   * R3 for a custom-uniform operation ({@code permlane16}: uniform when its source operand, the
   * second argument, is): clearing {@code %pass}, whose source {@code %tid} is divergent, is
   * reported; {@code %keep}, divergent only in another operand, is exempt (the verifier is silent
   * on the analysis' answer). Kills, in {@code UniformityVerifier.exempt}, both returns replaced
   * and the operand-index and bound mutants (all uncovered before session 12).
   */
  @Test
  void customUniformUsers() throws Exception {
    Module m = IrParser.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1) #0
        attributes #0 = { convergent nounwind readnone }
        define amdgpu_kernel void @k(i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %keep = call i32 @llvm.amdgcn.permlane16.i32(i32 %tid, i32 %n, i32 0, i32 0, i1 false, i1 false)
          %pass = call i32 @llvm.amdgcn.permlane16.i32(i32 %n, i32 %tid, i32 0, i32 0, i1 false, i1 false)
          ret void
        }
        """, "k.ll");
    UniformityInfo u = UniformityInfo.of(m, m.definitions().get(0), AMDGPU);
    assertEquals(List.of(), render(u.verify()));
    assertTrue(u.isDivergent(value(u, "pass")) && !u.isDivergent(value(u, "keep")), "the kernel's premise");
    assertEquals(List.of("%pass uses divergent %tid but is not divergent"),
        edit(u, b -> b.divergent.clear(value(u, "pass").index())));
  }

  @Test
  void diagnosticsCarryInstructionAndPosition() throws Exception {
    UniformityInfo u = info();
    Diagnostic d = u.edited(b -> b.divergent.clear(value(u, "c").index())).verify().get(0);
    assertEquals(new Entity.InstEntity("k", value(u, "c").inst()), d.where());
    assertEquals("k.ll:4:3", d.pos().orElseThrow().toString());
    assertEquals("  %c = icmp slt i32 %tid, 16", d.context().orElseThrow());
  }

  private static UniformityInfo info() throws Exception {
    Module m = IrParser.parse(KERNEL, "k.ll");
    return UniformityInfo.of(m, m.definitions().get(0), AMDGPU);
  }

  private static ValueId value(UniformityInfo u, String name) {
    for (var entry : u.function().valueNames().toMap()) {
      if (entry._2.equals(name)) {
        return entry._1;
      }
    }
    throw new IllegalArgumentException("no value %" + name);
  }

  private static List<String> edit(UniformityInfo u, Consumer<UniformityInfo.Builder> change) {
    return u.edited(change).verify().stream().map(Diagnostic::message).toList();
  }

  private static void mark(UniformityInfo.Builder b, Function f, Inst i, boolean on) {
    if (i.isTerminator()) {
      b.divergentTerminators.set(f.index().blockOf(i.id()), on);
    } else {
      b.divergent.set(i.id().index(), on);
    }
  }

  private static boolean at(Diagnostic d, Function f, InstId id) {
    return d.where().equals(new Entity.InstEntity(f.name(), id));
  }

  private static List<Inst> insts(Function f, java.util.function.Predicate<Inst> keep) {
    List<Inst> out = new ArrayList<>();
    f.blocks().forEach(b -> b.insts().stream().filter(keep).forEach(out::add));
    return out;
  }

  private static List<String> render(List<Diagnostic> d) {
    return d.stream().map(x -> x.render()).toList();
  }

  private static void assertHas(List<String> messages, String message) {
    assertTrue(messages.contains(message), "expected '" + message + "' in " + messages);
  }
}
