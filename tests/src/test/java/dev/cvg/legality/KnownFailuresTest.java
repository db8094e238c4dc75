package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.GoldenFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code known-failures.txt} lists that {@link LegalityPairsTest} reads. */
class KnownFailuresTest {

  @Test
  void anEntryNamesTheObservedVerdictAndItsReason(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("known-failures.txt"),
        "# comment\n\nloop.ll LEGAL the static proof misses a changed exit\n");
    KnownFailures k = KnownFailures.read(dir);
    assertEquals(new KnownFailures.Entry("LEGAL", "the static proof misses a changed exit"),
        k.lookup("loop.ll").orElseThrow());
    assertTrue(k.lookup("other.ll").isEmpty());
  }

  @Test
  void aLineWithoutAVerdictWordIsRejected(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("known-failures.txt"), "loop.ll wrong because\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KnownFailures.read(dir));
    assertTrue(e.getMessage().contains("loop.ll wrong because"), e.getMessage());
  }

  @Test
  void everyListedBugPairExists() throws Exception {
    Path bugs = GoldenFiles.resource("golden/legality/bugs");
    for (String file : KnownFailures.read(bugs).entries().keySet()) {
      assertTrue(Files.exists(bugs.resolve(file)), "known-failures.txt lists a missing pair: " + file);
    }
  }
}
