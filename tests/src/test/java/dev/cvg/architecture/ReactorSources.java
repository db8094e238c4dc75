package dev.cvg.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The main source roots of the modules the root {@code pom.xml} lists. */
final class ReactorSources {
  private static final Pattern MODULE = Pattern.compile("<module>\\s*([^<\\s]+)\\s*</module>");
  private static final Pattern XML_COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);

  private ReactorSources() {}

  /**
   * Returns the reactor's root directory: the {@code basedir} Maven sets (the {@code tests}
   * module) or the working directory, or the parent of either, whichever holds a {@code pom.xml}
   * that lists {@code core-ir} as a module.
   *
   * @throws IllegalStateException if neither does
   */
  static Path root() {
    Path base = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().normalize();
    for (Path candidate : new Path[] {base, base.getParent()}) {
      if (candidate != null && modules(candidate).contains("core-ir")) {
        return candidate;
      }
    }
    throw new IllegalStateException("no reactor pom.xml listing core-ir at or above " + base);
  }

  /** Returns the {@code src/main/java} directories of the modules listed in {@code root/pom.xml}. */
  static List<Path> mainRoots(Path root) {
    List<Path> out = new ArrayList<>();
    for (String module : modules(root)) {
      Path src = root.resolve(module).resolve("src/main/java");
      if (Files.isDirectory(src)) {
        out.add(src);
      }
    }
    return out;
  }

  private static List<String> modules(Path dir) {
    Path pom = dir.resolve("pom.xml");
    if (!Files.isRegularFile(pom)) {
      return List.of();
    }
    try {
      String text = XML_COMMENT.matcher(Files.readString(pom)).replaceAll(" ");
      List<String> out = new ArrayList<>();
      Matcher m = MODULE.matcher(text);
      while (m.find()) {
        out.add(m.group(1));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
