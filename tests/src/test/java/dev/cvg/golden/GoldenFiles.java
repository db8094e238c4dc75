package dev.cvg.golden;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds golden test files in the {@code tests} module's source tree.
 *
 * <p>Files are read from {@code src/test/resources} in the source tree (not from
 * {@code target/test-classes}), so that bless mode rewrites the files under version control.
 * Discovery order is the sorted relative path, so test order and output are deterministic.
 */
public final class GoldenFiles {
  private GoldenFiles() {}

  /**
   * Returns the {@code src/test/resources} directory of the {@code tests} module: relative to
   * the {@code basedir} system property when Maven sets it, else to the working directory
   * (Maven runs tests in the module directory; an IDE may run them in the repository root).
   *
   * @throws IllegalStateException if the directory cannot be found
   */
  public static Path resourceRoot() {
    String base = System.getProperty("basedir", System.getProperty("user.dir"));
    for (Path candidate : List.of(Path.of(base, "src/test/resources"),
        Path.of(base, "tests/src/test/resources"))) {
      if (Files.isDirectory(candidate)) {
        return candidate.toAbsolutePath().normalize();
      }
    }
    throw new IllegalStateException("cannot find tests/src/test/resources from " + base);
  }

  /** Returns {@code resourceRoot().resolve(relative)}. */
  public static Path resource(String relative) {
    return resourceRoot().resolve(relative);
  }

  /**
   * Returns every {@code .ll} file under {@code dir}, sorted by path.
   *
   * @throws UncheckedIOException if the directory cannot be listed
   */
  public static List<Path> discover(Path dir) {
    return discover(dir, ".ll");
  }

  /** Returns every file under {@code dir} whose name ends in {@code suffix}, sorted by path. */
  public static List<Path> discover(Path dir, String suffix) {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(Files::isRegularFile)
          .filter(p -> p.getFileName().toString().endsWith(suffix))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + dir, e);
    }
  }
}
