package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.reduce.Shrink;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Metamorphic properties of {@link UniformityInfo} on generated kernels: changes to a kernel that
 * must not change the answer, or may only add divergence. Facts are compared by name, so the
 * comparison does not depend on layout. Both hold for cvg's own options (the default and
 * collapsing every assumed cycle), not for {@link UniformityOptions#llvm22()}: LLVM 22 itself
 * answers differently for two layouts of one CFG and can lose divergence when a branch becomes
 * divergent, and cvg's LLVM 22 mode reproduces both ({@code LlvmQuirksTest} in the tests module
 * checks them against opt-22).
 */
class UniformityInvarianceTest {
  private static final TargetModel AMDGPU = GpuTarget.amdgpu();
  private static final List<UniformityOptions> CVG_OPTIONS = List.of(UniformityOptions.defaults(),
      UniformityOptions.defaults().withCollapseFrom(2));

  /**
   * The block layout is not part of the CFG: shuffling every block but the entry leaves every
   * mark, assumed cycle, divergent exit and temporal use as it was (cycles are found by a DFS in
   * successor order, never in layout order).
   */
  @TestFactory
  Stream<DynamicTest> layoutDoesNotMatter() {
    return eachKernel((s, m) -> {
      Function f = m.definitions().get(0);
      Module shuffled = m.withFunction(shuffled(f, new Random(s)));
      for (UniformityOptions o : CVG_OPTIONS) {
        Facts a = facts(m, f, o);
        Facts b = facts(shuffled, shuffled.definitions().get(0), o);
        assertEquals(a, b, "seed " + s + ": the answer changed with the layout under " + o + ": " + a.diff(b));
      }
    });
  }

  /**
   * Making one more branch divergent (its condition replaced by a comparison of the thread id)
   * only adds divergence: every divergent value, divergent use and assumed-divergent block stays.
   */
  @TestFactory
  Stream<DynamicTest> anotherDivergentBranchOnlyAddsDivergence() {
    return eachKernel((s, m) -> {
      Function f = m.definitions().get(0);
      List<CondBr> uniform = new ArrayList<>();
      UniformityInfo before = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), UniformityOptions.defaults());
      for (var b : f.blocks()) {
        if (b.insts().getLast() instanceof CondBr br && !before.isDivergent(br.id())) {
          uniform.add(br);
        }
      }
      if (uniform.isEmpty()) {
        return;
      }
      CondBr target = uniform.get(new Random(s).nextInt(uniform.size()));
      Module more = m.withFunction(divergentCondition(f, target));
      for (UniformityOptions o : CVG_OPTIONS) {
        Facts was = facts(m, f, o);
        Facts now = facts(more, more.definitions().get(0), o);
        String where = "seed " + s + ", branch of " + f.nameOf(target.id().value()).orElse("block")
            + " made divergent, " + o;
        assertTrue(now.divergent().containsAll(was.divergent()), where + ": values lost divergence "
            + minus(was.divergent(), now.divergent()));
        assertTrue(now.uses().containsAll(was.uses()), where + ": uses lost divergence "
            + minus(was.uses(), now.uses()));
        assertTrue(now.assumedBlocks().containsAll(was.assumedBlocks()), where + ": assumed blocks lost "
            + minus(was.assumedBlocks(), now.assumedBlocks()));
      }
    });
  }

  /**
   * Splitting a control-flow edge with an empty block changes no fact of the original
   * instructions: the new block only forwards, so joins, cycles entered, divergent exits and the
   * values each use reads are the same. The temporal list is the exception, as in LLVM's: a phi of
   * an exit block that reads a value of the cycle is divergent without being listed, and once the
   * exit edge is split the same read happens outside the cycle and is listed (the phi is
   * divergent either way).
   */
  @TestFactory
  Stream<DynamicTest> splittingAnEdgeChangesNothing() {
    return eachKernel((s, m) -> {
      Function f = m.definitions().get(0);
      Optional<Function> split = splitEdge(f, new Random(s));
      if (split.isEmpty()) {
        return;
      }
      Module after = m.withFunction(split.get());
      for (UniformityOptions o : CVG_OPTIONS) {
        Facts a = facts(m, f, o);
        Facts b = facts(after, split.get(), o).without(SPLIT).withTemporal(a.temporal());
        assertEquals(a, b, "seed " + s + ": splitting an edge changed the answer under " + o + ": " + a.diff(b));
      }
    });
  }

  /** The name of the block {@link #splitEdge} inserts. */
  private static final String SPLIT = "split.edge";

  /**
   * {@code f} with one seeded edge {@code A -> B} of a {@code br} (whose target list names
   * {@code B} once) routed through a new empty block {@code A -> split.edge -> B}; empty if no
   * such edge exists.
   */
  static Optional<Function> splitEdge(Function f, Random rnd) {
    List<Inst> branches = new ArrayList<>();
    List<BlockId> targets = new ArrayList<>();
    for (var b : f.blocks()) {
      Inst t = b.insts().getLast();
      if (t instanceof Br || t instanceof CondBr) {
        for (BlockId succ : t.successors()) {
          if (java.util.Collections.frequency(t.successors(), succ) == 1) {
            branches.add(t);
            targets.add(succ);
          }
        }
      }
    }
    if (branches.isEmpty()) {
      return Optional.empty();
    }
    int k = rnd.nextInt(branches.size());
    Inst branch = branches.get(k);
    BlockId to = targets.get(k);
    FunctionEditor e = FunctionEditor.of(f);
    BlockId from = e.blockOf(branch.id());
    BlockId mid = e.addBlock(SPLIT, from);
    e.append(mid, new Br(e.newInstId(), to), new Origin.Synthesized("test"));
    e.replace(branch instanceof CondBr c
        ? new CondBr(c.id(), c.condition(), c.ifTrue().equals(to) ? mid : c.ifTrue(),
            c.ifFalse().equals(to) ? mid : c.ifFalse())
        : new Br(branch.id(), mid));
    for (Inst i : e.insts(to)) {
      if (i instanceof Phi phi) {
        e.replace(new Phi(phi.id(), phi.type(), phi.incoming().stream()
            .map(in -> in.block().equals(from) ? new Phi.Incoming(in.value(), mid) : in).toList(), phi.flags()));
      }
    }
    return Optional.of(e.finish());
  }

  /**
   * One test per seed 1..300 of {@link #kernel}: {@code property} gets the seed and the kernel;
   * a failure is shrunk ({@link Shrink}).
   */
  private static Stream<DynamicTest> eachKernel(java.util.function.BiConsumer<Long, Module> property) {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel(s), m -> property.accept(s, m))));
    }
    return tests.stream();
  }

  private static Set<String> minus(Set<String> a, Set<String> b) {
    Set<String> out = new TreeSet<>(a);
    out.removeAll(b);
    return out;
  }

  /** The answer by names: divergent values and terminators, divergent uses, assumed blocks, exits, temporal uses. */
  record Facts(Set<String> divergent, Set<String> uses, Set<String> assumedBlocks, Set<String> exitHeaders,
      Set<String> temporal) {
    /** These facts with {@code t} as the temporal list. */
    Facts withTemporal(Set<String> t) {
      return new Facts(divergent, uses, assumedBlocks, exitHeaders, t);
    }

    /** These facts without those of block {@code block} (its instructions, and it as a cycle block or header). */
    Facts without(String block) {
      java.util.function.Predicate<String> keep = x -> !x.startsWith(block + "#") && !x.equals(block)
          && !x.startsWith(block + "@");
      return new Facts(filter(divergent, keep), filter(uses, keep), filter(assumedBlocks, keep),
          filter(exitHeaders, keep), temporal);
    }

    private static Set<String> filter(Set<String> s, java.util.function.Predicate<String> keep) {
      Set<String> out = new TreeSet<>();
      s.stream().filter(keep).forEach(out::add);
      return out;
    }

    /** What differs, component by component: {@code -x} only here, {@code +x} only in {@code o}. */
    String diff(Facts o) {
      return "divergent " + delta(divergent, o.divergent) + ", uses " + delta(uses, o.uses) + ", assumed "
          + delta(assumedBlocks, o.assumedBlocks) + ", exits " + delta(exitHeaders, o.exitHeaders) + ", temporal "
          + delta(temporal, o.temporal);
    }

    private static String delta(Set<String> a, Set<String> b) {
      List<String> out = new ArrayList<>();
      minus(a, b).forEach(x -> out.add("-" + x));
      minus(b, a).forEach(x -> out.add("+" + x));
      return out.toString();
    }
  }

  static Facts facts(Module m, Function f, UniformityOptions o) {
    return facts(UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), o), f);
  }

  /** The facts of an analysed {@code f}. */
  static Facts facts(UniformityInfo u, Function f) {
    Set<String> divergent = new TreeSet<>();
    Set<String> uses = new TreeSet<>();
    for (var b : f.blocks()) {
      int k = 0;
      for (Inst i : b.insts()) {
        String name = b.name() + "#" + k++;
        if (u.isDivergent(i.id())) {
          divergent.add(name);
        }
        int n = 0;
        for (Value v : i.operands()) {
          if (v instanceof Value.Local l && u.isDivergentUse(i.id(), l.id())) {
            uses.add(name + "/" + n);
          }
          n++;
        }
      }
    }
    for (var p : f.params()) {
      if (u.isDivergent(p.id())) {
        divergent.add("%" + f.nameOf(p.id()).orElse("?"));
      }
    }
    Set<String> assumed = new TreeSet<>();
    for (Cycle c : u.cyclesAssumedDivergent()) {
      for (int b : c.blocks()) {
        assumed.add(f.blocks().get(b).name());
      }
    }
    Set<String> exits = new TreeSet<>();
    u.cyclesWithDivergentExit().forEach(c -> exits.add(f.blocks().get(c.header()).name() + "@" + c.depth()));
    Set<String> temporal = new TreeSet<>();
    u.temporalDivergence().forEach(t -> temporal.add(f.nameOf(t.value()).orElse("?") + "->"
        + f.nameOf(t.user().value()).orElse(f.blocks().get(f.index().blockOf(t.user())).name())));
    return new Facts(divergent, uses, assumed, exits, temporal);
  }

  /** {@code f} with every block but the entry in a seeded random order. */
  static Function shuffled(Function f, Random rnd) {
    FunctionEditor e = FunctionEditor.of(f);
    List<BlockId> rest = new ArrayList<>(e.layout().subList(1, e.layout().size()));
    java.util.Collections.shuffle(rest, rnd);
    BlockId after = e.layout().getFirst();
    for (BlockId b : rest) {
      e.moveBlockAfter(b, after);
      after = b;
    }
    return e.finish();
  }

  /** {@code f} with {@code br}'s condition replaced by {@code icmp slt %tid, 3}, computed just before it. */
  static Function divergentCondition(Function f, CondBr br) {
    FunctionEditor e = FunctionEditor.of(f);
    Value tid = f.entry().insts().getFirst() instanceof Inst first && first.hasResult()
        ? new Value.Local(first.id().value(), first.resultType()) : null;
    Compare c = e.insertBefore(br.id(), new Compare(e.newInstId(), Opcode.ICMP, "slt", tid,
        new Value.ConstInt(Type.I32, 3), List.of()), new Origin.Synthesized("test"));
    e.replace(new CondBr(br.id(), c.asValue(), br.ifTrue(), br.ifFalse()));
    return e.finish();
  }

  private static Module kernel(long seed) {
    FlowGraph cfg = seed % 2 == 1
        ? RandomCfg.generate(seed, RandomCfg.Shape.IRREDUCIBLE, 6 + (int) (seed % 30))
        : RandomCfg.mixed(seed, 36);
    return UniformityPropertyTest.kernel(cfg, seed);
  }
}
