package dev.cvg.cli.inputs;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.text.IrPrinter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The inputs the mutator starts from, in a fixed order (so a campaign is a function of its seed):
 * every {@code .ll} file under the repository's {@code src} trees (bundled examples, golden files
 * of the passes, the conformance and legality goldens of {@code tests}), optionally LLVM's
 * conformance corpus, and seeded generated kernels (with and without convergence tokens, some
 * deliberately misplaced, some with step counters).
 */
final class SeedCorpus {
  /** One seed input: where it came from and its bytes. */
  record Seed(String name, byte[] bytes) {}

  /** LLVM's conformance tests, when the machine has them. */
  static final Path LLVM_CONFORMANCE = Path.of("/work/shared/conformance/llvm");

  private final List<Seed> seeds;

  private SeedCorpus(List<Seed> seeds) {
    if (seeds.isEmpty()) {
      throw new IllegalStateException("empty seed corpus");
    }
    this.seeds = List.copyOf(seeds);
  }

  /**
   * Returns the repository's {@code .ll} files, then {@code extra}'s (when it is a directory),
   * then {@code kernels} generated kernels.
   */
  static SeedCorpus of(List<Path> extra, int kernels) {
    List<Seed> seeds = new ArrayList<>();
    Path root = repositoryRoot();
    seeds.addAll(files(root, root));
    for (Path dir : extra) {
      if (Files.isDirectory(dir)) {
        seeds.addAll(files(dir, dir));
      }
    }
    for (long k = 0; k < kernels; k++) {
      seeds.add(new Seed("kernel-" + k, Mutation.bytes(IrPrinter.print(kernel(k)))));
    }
    return new SeedCorpus(seeds);
  }

  /** Returns the seeds, in their fixed order. */
  List<Seed> seeds() {
    return seeds;
  }

  /** Returns a kernel for {@code seed}: a mixed shape, with tokens (careful or noisy) or step counters by turns. */
  static dev.cvg.ir.Module kernel(long seed) {
    FlowGraph shape = RandomCfg.mixed(seed, 14);
    KernelGenerator.Options o = KernelGenerator.Options.defaults();
    switch ((int) (seed % 4)) {
      case 1 -> o = o.withTokens(KernelGenerator.Tokens.careful());
      case 2 -> o = o.withTokens(KernelGenerator.Tokens.noisy(20));
      case 3 -> o = KernelGenerator.canTerminate(shape) ? o.terminating(40) : o;
      default -> { }
    }
    return KernelGenerator.generate(shape, seed, o);
  }

  /** Returns the repository root: the nearest ancestor of the working directory with the {@code cvg} launcher. */
  static Path repositoryRoot() {
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !(Files.isRegularFile(p.resolve("cvg")) && Files.isRegularFile(p.resolve("pom.xml")))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("no cvg repository above " + Path.of("").toAbsolutePath());
    }
    return p;
  }

  private static List<Seed> files(Path dir, Path root) {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".ll") && Files.isRegularFile(p))
          .filter(p -> !root.relativize(p).toString().matches("(.*/)?(target|\\.git|node_modules)/.*"))
          .sorted()
          .map(p -> new Seed(root.relativize(p).toString(), read(p)))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] read(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
