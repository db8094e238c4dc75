package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The atomic writer behind {@code -o} and {@code --html}: what it replaces and what it writes through. */
class OutputFileTest {
  @TempDir
  Path dir;

  @Test
  void aRegularFileIsReplacedWhole() throws Exception {
    Path f = dir.resolve("out.ll");
    Files.writeString(f, "old text that is longer than the new one");
    OutputFile.writeAtomically(f.toString(), "new");
    assertEquals("new", Files.readString(f));
    try (var left = Files.list(dir)) {
      assertEquals(1, left.count(), "no temporary file is left behind");
    }
  }

  @Test
  void aSymbolicLinkStaysALinkAndTheFileItNamesIsReplaced() throws Exception {
    Path real = dir.resolve("real.ll");
    Files.writeString(real, "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.ll"), real);
    OutputFile.writeAtomically(link.toString(), "new");
    assertTrue(Files.isSymbolicLink(link), "the link was replaced by a file");
    assertEquals("new", Files.readString(real));
  }

  /** A pipe stands for a device such as /dev/null: moving a file over it would replace it. */
  @Test
  void aPipeIsWrittenThroughNotReplaced() throws Exception {
    Path fifo = dir.resolve("pipe");
    Process mk;
    try {
      mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (java.io.IOException e) {
      assumeTrue(false, "mkfifo is not available: " + e.getMessage());
      return;
    }
    assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo failed");
    CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(Files.readAllBytes(fifo), StandardCharsets.UTF_8);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    OutputFile.writeAtomically(fifo.toString(), "through the pipe");
    assertEquals("through the pipe", reader.get(10, TimeUnit.SECONDS));
    assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe was replaced by a regular file");
  }
}
