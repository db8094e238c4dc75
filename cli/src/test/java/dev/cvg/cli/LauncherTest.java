package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./cvg} launcher's JDK discovery, run in bash against fake {@code java} binaries
 * (the launcher is sourced, so nothing is built or started).
 */
class LauncherTest {
  @TempDir
  Path dir;
  private Path launcher;

  @BeforeEach
  void findLauncher() {
    Path base = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
    launcher = base.resolve("../cvg").normalize();
    if (!Files.exists(launcher)) {
      launcher = base.resolve("cvg");
    }
    Assumptions.assumeTrue(Files.isExecutable(launcher), "no ./cvg next to the cli module");
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
  }

  // A PATH with only the tools the launcher's functions use, so a real java cannot interfere.
  private String toolsPath() throws Exception {
    Path tools = dir.resolve("tools");
    if (!Files.isDirectory(tools)) {
      Files.createDirectories(tools);
      for (String t : List.of("sed", "head", "dirname")) {
        Process p = new ProcessBuilder("/bin/bash", "-c", "command -v " + t).start();
        String where = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
            .strip();
        p.waitFor();
        Files.createSymbolicLink(tools.resolve(t), Path.of(where));
      }
    }
    return tools.toString();
  }

  private Path fakeJava(String where, String versionLine) throws IOException {
    Path bin = dir.resolve(where).resolve("bin");
    Files.createDirectories(bin);
    Path java = bin.resolve("java");
    Files.writeString(java, "#!/bin/sh\necho '" + versionLine + "' >&2\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return java;
  }

  private String bash(String script, Map<String, String> env) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", "-c",
        "source '" + launcher + "'; " + script);
    pb.environment().remove("JAVA_HOME");
    pb.environment().putAll(env);
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    p.waitFor();
    return out;
  }

  @Test
  void parsesJavaVersionStrings() throws Exception {
    for (List<String> c : List.of(
        List.of("openjdk version \"17.0.15\" 2025-04-15", "17"),
        List.of("openjdk version \"25\" 2025-09-16", "25"),
        List.of("java version \"1.8.0_392\"", "8"),
        List.of("openjdk version \"21-ea\" 2023-09-19", "21"),
        List.of("no version here", "0"))) {
      Path java = fakeJava("v" + c.get(1) + "-" + Math.abs(c.get(0).hashCode()), c.get(0));
      assertEquals(c.get(1), bash("java_major '" + java + "'", Map.of()), c.get(0));
    }
  }

  @Test
  void prefersJavaHomeThenPathThenNewestInJvmDir() throws Exception {
    Path jvms = dir.resolve("jvm");
    Path old = fakeJava("jvm/jdk-17", "openjdk version \"17.0.1\"");
    Path j21 = fakeJava("jvm/jdk-21", "openjdk version \"21.0.2\"");
    Path j25 = fakeJava("jvm/temurin-25", "openjdk version \"25.0.1\"");
    Path emptyPath = Files.createDirectories(dir.resolve("empty"));
    String base = toolsPath();
    Map<String, String> env = Map.of("CVG_JVM_DIR", jvms.toString(), "PATH", emptyPath + ":"
        + base);
    assertEquals(j25.toString(), bash("find_java", env), "newest in the JVM directory");

    Map<String, String> home = Map.of("CVG_JVM_DIR", jvms.toString(), "PATH",
        emptyPath + ":" + base, "JAVA_HOME", j21.getParent().getParent().toString());
    assertEquals(j21.toString(), bash("find_java", home), "JAVA_HOME when it is 21+");

    Map<String, String> oldHome = Map.of("CVG_JVM_DIR", jvms.toString(), "PATH",
        old.getParent() + ":" + base, "JAVA_HOME", old.getParent().getParent().toString());
    assertEquals(j25.toString(), bash("find_java", oldHome), "skips a Java 17 home and PATH");

    Map<String, String> onPath = Map.of("CVG_JVM_DIR", jvms.toString(), "PATH",
        j21.getParent() + ":" + base);
    assertEquals(j21.toString(), bash("find_java", onPath), "java on PATH when it is 21+");
  }

  @Test
  void failsClearlyWithoutAJdk21() throws Exception {
    Path jvms = Files.createDirectories(dir.resolve("nojvm"));
    fakeJava("nojvm/jdk-17", "openjdk version \"17.0.1\"");
    Path emptyPath = Files.createDirectories(dir.resolve("empty2"));
    String out = bash("main --version; echo \"rc=$?\"", Map.of("CVG_JVM_DIR", jvms.toString(),
        "PATH", emptyPath + ":" + toolsPath()));
    assertTrue(out.startsWith("cvg: no Java 21+ found"), out);
  }
}
