package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The defined convergent callees of a generated kernel ({@link KernelFeatures#callees()}):
 * {@code define void @callee<k>(ptr addrspace(1) %out, i32 %n) convergent}, each the body
 * {@link KernelBody} builds for a small structured or unstructured shape (3–12 blocks) with the
 * kernel's options (step counters, token mode, counted loops, convergent branches) but no calls
 * of their own, so the call graph is a star without recursion. With tokens the callee's
 * convergent operations hang off its {@code entry} token (well-formed mode) and the kernel's
 * call sites carry {@code convergencectrl} bundles.
 *
 * <p>Shapes and seeds come from a stream of their own, derived from the kernel's seed.
 */
final class Callees {
  private Callees() {}

  /** Returns the callees of the kernel of {@code seed} and {@code options}, in index order. */
  static List<Function> build(long seed, KernelGenerator.Options options) {
    int count = options.features().callees();
    List<Function> out = new ArrayList<>(count);
    SplittableRandom r = new SplittableRandom(seed ^ 0x61C8864680B583EBL);
    KernelGenerator.Options own = options.withFeatures(options.features().withoutCalls());
    for (int k = 0; k < count; k++) {
      RandomCfg.Shape kind = r.nextBoolean() ? RandomCfg.Shape.STRUCTURED : RandomCfg.Shape.UNSTRUCTURED;
      FlowGraph shape = RandomCfg.generate(r.nextLong(), RandomCfg.Options.of(kind, 3 + r.nextInt(10)));
      out.add(KernelBody.build(shape, r.nextLong(), own, KernelGenerator.CALLEE + k));
    }
    return out;
  }
}
