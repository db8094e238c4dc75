package dev.cvg.golden;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * Builds JUnit 5 dynamic tests over a directory of golden {@code .ll} files: one test per
 * file, or one container per file with one test per function definition.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> cycles() {
 *   return GoldenTests.perFile(GoldenFiles.resource("golden/cycles"), file ->
 *       PreciseOutput.check(file.sibling("expected"), run(file.text())));
 * }
 * }</pre>
 */
public final class GoldenTests {
  private GoldenTests() {}

  /** A test body for one file. */
  @FunctionalInterface
  public interface FileTest {
    /** Runs the test on {@code file}; throws to fail. */
    void run(GoldenFile file) throws Exception;
  }

  /** A test body for one function of one file. */
  @FunctionalInterface
  public interface FunctionTest {
    /** Runs the test on {@code function} of {@code file}; throws to fail. */
    void run(GoldenFile file, LlFunction function) throws Exception;
  }

  /** Returns one dynamic test per {@code .ll} file under {@code dir}, in path order. */
  public static Stream<DynamicTest> perFile(Path dir, FileTest test) {
    return GoldenFiles.discover(dir).stream().map(p -> {
      GoldenFile f = load(dir, p);
      return DynamicTest.dynamicTest(f.name(), p.toUri(), () -> test.run(f));
    });
  }

  /**
   * Returns one container per {@code .ll} file under {@code dir} holding one dynamic test
   * per function definition ({@code @name}), in file order.
   */
  public static Stream<DynamicNode> perFunction(Path dir, FunctionTest test) {
    return GoldenFiles.discover(dir).stream().map(p -> {
      GoldenFile f = load(dir, p);
      Stream<DynamicNode> tests = f.functions().stream().map(fn -> DynamicTest.dynamicTest(
          "@" + fn.name(), p.toUri(), () -> test.run(f, fn)));
      return DynamicContainer.dynamicContainer(f.name(), p.toUri(), tests);
    });
  }

  /** Reads {@code file}, naming it relative to {@code root}. */
  public static GoldenFile load(Path root, Path file) {
    try {
      String name = root.relativize(file).toString().replace('\\', '/');
      return new GoldenFile(file, name, Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
