package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Pins the output of {@link KernelGenerator} with {@link KernelGenerator.Options#defaults()} (and
 * the two-knob options used by the uniformity tests): benchmarks and recorded figures are
 * measured on these exact programs, so a change to the generator must leave them byte-identical.
 * Each case is the SHA-256 of the printed module, recorded before the generator gained its
 * termination and token options.
 */
class KernelGeneratorGoldenTest {
  /** One pinned program: a shape, a seed, options and the hash of the printed module. */
  private record Case(String name, FlowGraph shape, long seed, KernelGenerator.Options options, String sha256) {}

  private static final KernelGenerator.Options DEFAULTS = KernelGenerator.Options.defaults();

  private static List<Case> cases() {
    return List.of(
        new Case("mixed 1", RandomCfg.mixed(1, 40), 1, DEFAULTS,
            "c7229f5841cc087d4516c5e8127144a65a46a053fe3b1152831d3f26ae16469d"),
        new Case("mixed 2", RandomCfg.mixed(2, 40), 2, DEFAULTS,
            "7bdd88933d01dbc085eee981520c557bf3d5d4f696df7712525efed5904ae147"),
        new Case("mixed 3", RandomCfg.mixed(3, 40), 3, DEFAULTS,
            "0395f16ecb4b09b62b366d5ad6b8b193751f776dfd0ec37e9253e1166dff15c6"),
        new Case("mixed 4", RandomCfg.mixed(4, 40), 4, DEFAULTS,
            "034d524bbca9f52478d36e9aa59cee3b74ee4521a2f5af781235cd9746772e78"),
        new Case("mixed 5", RandomCfg.mixed(5, 40), 5, DEFAULTS,
            "ab938538411a9d9a5edd7bd473a1d687596d4f4120f288721a62c63978e94b96"),
        new Case("mixed 6 (15, 30)", RandomCfg.mixed(6, 40), 6, new KernelGenerator.Options(15, 30),
            "2ea77e72fedfd1cf252a6dbc91169bd9b2f99c47430ce5c56c72a590d494672b"),
        new Case("mixed 9 (15, 30)", RandomCfg.mixed(9, 40), 9, new KernelGenerator.Options(15, 30),
            "e322898bd45dc9dbeaebd9b35702b0d3d54611643c2f1a55bbc7264c11108837"),
        new Case("loop at entry", FlowGraph.of(new int[][] {{1}, {0, 2}, {}}), 1, DEFAULTS,
            "3fcc923116f5a5eaf4a71d8171cb694e452aca862b310973d0436d842a6f1870"),
        new Case("irreducible 300 (jmh Shapes)",
            RandomCfg.generate(20261122L, RandomCfg.Shape.IRREDUCIBLE, 300), 20261122L, DEFAULTS,
            "af7fc55de3fef72ac60b8b945979efe0b5bfe3ce61eeb9c26a910eee77346b87"),
        new Case("structured 1000", RandomCfg.generate(7, RandomCfg.Shape.STRUCTURED, 1000), 7, DEFAULTS,
            "9544e45fd0b740f3d56f382bad1e8d19ba0f9c3f7b0784e477ec32d6336fd3e4"));
  }

  @TestFactory
  Stream<DynamicTest> defaultOutputIsUnchanged() {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      Module m = KernelGenerator.generate(c.shape(), c.seed(), c.options());
      assertEquals(c.sha256(), sha256(IrPrinter.print(m)), "seed " + c.seed() + ": " + c.name());
    }));
  }

  static String sha256(String text) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
