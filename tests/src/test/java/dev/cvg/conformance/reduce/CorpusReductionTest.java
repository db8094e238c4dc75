package dev.cvg.conformance.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.golden.GoldenFiles;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.reduce.Reducer;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The reducer on real LLVM input: every file of the conformance corpus that parses and passes
 * both verifiers is reduced while it keeps its definitions and its number of calls; the result
 * verifies, keeps the test true and is no larger. This runs the reducer over constructs the
 * generator never makes (switches, callbr, vectors, aggregates, intrinsics, tokens).
 */
class CorpusReductionTest {

  @TestFactory
  Stream<DynamicTest> corpusFilesReduceToValidModules() throws IOException {
    Path root = GoldenFiles.resource("conformance/llvm");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    return files.stream().map(p -> DynamicTest.dynamicTest(root.relativize(p).toString(), () -> reduce(p)));
  }

  private static void reduce(Path file) throws IOException {
    Module m;
    try {
      m = IrParser.parse(Files.readString(file), file.getFileName().toString());
    } catch (ParseException e) {
      assumeTrue(false, "does not parse: " + e.render());
      return;
    }
    TargetModel target = Targets.forModule(m, Optional.empty());
    assumeTrue(valid(m, target), "does not verify");
    List<String> definitions = m.definitions().stream().map(Function::name).toList();
    long calls = calls(m);
    Predicate<Module> test = x -> x.definitions().stream().map(Function::name).toList().equals(definitions)
        && calls(x) == calls;
    Reducer.Result r = Reducer.reduce(m, test, Reducer.Options.defaults());
    String text = file + "\n" + IrPrinter.print(r.module());
    assertTrue(test.test(r.module()), text);
    assertTrue(valid(r.module(), target), text);
    assertTrue(r.after().total() <= r.before().total(), text);
    assertEquals(r.after(), dev.cvg.reduce.ModuleSize.of(r.module()), text);
  }

  private static long calls(Module m) {
    return m.definitions().stream().flatMap(f -> f.blocks().toJavaStream()).map(Block::insts)
        .flatMap(List::stream).filter(i -> i instanceof Call).count();
  }

  private static boolean valid(Module m, TargetModel target) {
    return IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, target).isEmpty();
  }
}
