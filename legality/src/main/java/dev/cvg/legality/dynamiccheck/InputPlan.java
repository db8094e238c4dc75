package dev.cvg.legality.dynamiccheck;


import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.instance.AnchorGrouping;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The launches a dynamic check runs, smallest first (so the first counterexample found has the
 * fewest threads): every thread count, then every argument set, hierarchy and anchor grouping.
 *
 * <p>Argument set 0 is adversarial by construction: a uniform (kernel) parameter gets 1, a
 * divergent one {@code tid % 3} (threads 0, 3, ... take one side of a comparison with small
 * constants, the others another; trip counts differ per thread); the other sets are drawn from
 * seeds ({@link Arguments#seeded}: integers in [0, 16) per thread). Pointers get fresh buffers,
 * shared for uniform parameters. The textual hierarchy is added when a compared function has
 * an irreducible cycle (otherwise the hierarchies coincide); anchor splits are added when the
 * transformed program has anchors.
 */
final class InputPlan {
  private InputPlan() {}

  static List<Trial> of(Side before, Side after, LegalityBudget budget, boolean anchors, long seed) {
    List<String> hierarchies = new ArrayList<>(List.of("llvm"));
    if (irreducible(before.entry()) || irreducible(after.entry())) {
      hierarchies.add("textual");
    }
    List<AnchorGrouping> groupings = new ArrayList<>(List.of(AnchorGrouping.maximal()));
    for (int s = 0; anchors && s < budget.anchorSplits(); s++) {
      groupings.add(new AnchorGrouping.Split(seed + 31L * s + 1, 2));
    }
    List<Trial> out = new ArrayList<>();
    for (int n : budget.threadCounts()) {
      for (int set = 0; set < budget.argumentSets(); set++) {
        List<Arg> args = set == 0 ? structured(before, n)
            : filled(Arguments.seeded(before.module(), before.entry(), before.target(), n, seed + set), n, seed + set);
        List<String> text = args.stream().map(InputPlan::text).toList();
        for (String h : hierarchies) {
          for (AnchorGrouping g : groupings) {
            out.add(new Trial(n, set, args, text, h, g));
          }
        }
      }
    }
    return out;
  }

  /** Returns the trial of the structured argument set for {@code threads} threads. */
  static Trial structuredTrial(Side before, int threads, String hierarchy, AnchorGrouping anchors) {
    List<Arg> args = structured(before, threads);
    return new Trial(threads, 0, args, args.stream().map(InputPlan::text).toList(), hierarchy, anchors);
  }

  private static boolean irreducible(Function f) {
    return CycleHierarchy.of(f.index().cfg(), SuccessorOrder.llvm()).cycles().stream()
        .anyMatch(c -> !c.isReducible());
  }

  private static List<Arg> structured(Side s, int threads) {
    List<Arg> out = new ArrayList<>();
    for (Param p : s.entry().params()) {
      boolean uniform = !s.target().isDivergentArgument(s.module(), s.entry(), p);
      out.add(switch (p.type()) {
        case Type.Int i -> {
          long[] v = new long[threads];
          for (int t = 0; t < threads; t++) {
            v[t] = uniform ? 1 : t % 3;
          }
          yield new Arg.Scalar(v);
        }
        case Type.Ptr ptr -> Arg.Buffer.zeroed(Arguments.bufferBytes(threads), uniform);
        default -> new Arg.Undefined();
      });
    }
    return out;
  }

  /**
   * Returns {@code args} with every buffer filled with small per-word integers (word i holds
   * {@code (i * 7 + seed) mod 16}, per thread shifted by the thread id for private buffers):
   * divergence that comes from memory — a load of {@code %p[tid]} steering a branch — shows up,
   * where zeroed buffers would make every thread read the same value.
   */
  private static List<Arg> filled(List<Arg> args, int threads, long seed) {
    List<Arg> out = new ArrayList<>();
    for (Arg a : args) {
      if (a instanceof Arg.Buffer b) {
        int copies = b.shared() ? 1 : threads;
        List<byte[]> contents = new ArrayList<>();
        for (int t = 0; t < copies; t++) {
          byte[] bytes = new byte[b.bytes()];
          for (int w = 0; w + 3 < bytes.length; w += 4) {
            bytes[w] = (byte) Math.floorMod((w / 4 + t) * 7 + seed, 16);
          }
          contents.add(bytes);
        }
        out.add(new Arg.Buffer(b.bytes(), b.shared(), contents));
      } else {
        out.add(a);
      }
    }
    return out;
  }

  /** Returns {@code a} as {@code cvg run --args} reads it, per-thread values in brackets. */
  static String text(Arg a) {
    return switch (a) {
      case Arg.Scalar s -> s.isUniform() && s.perThread().length > 0 ? Long.toString(s.perThread()[0])
          : Arrays.toString(s.perThread()).replace(",", "");
      case Arg.Buffer b -> (b.shared() ? "buf:" + b.bytes() : "buf:" + b.bytes() + ":private")
          + (b.contents().isEmpty() ? "" : " (filled: word i = (7i + seed) mod 16)");
      case Arg.Undefined u -> "undef";
    };
  }

}
