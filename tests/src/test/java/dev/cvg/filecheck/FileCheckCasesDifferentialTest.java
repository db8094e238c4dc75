package dev.cvg.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.lit.LlvmTools;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every {@link FileCheckCases} case through LLVM's {@code FileCheck-22}, so that the
 * expected exit codes in the table are LLVM's, not guesses. Skipped without LLVM 22.
 */
class FileCheckCasesDifferentialTest {
  @TempDir
  Path scratch;

  @TestFactory
  Stream<DynamicTest> casesMatchFileCheck22() throws Exception {
    LlvmTools llvm = LlvmTools.findOrSkip();
    Path tmp = Files.createTempDirectory(scratch, "run");
    return FileCheckCases.all().stream().filter(FileCheckCases.Case::llvmAgrees)
        .map(c -> DynamicTest.dynamicTest(c.name(), () -> {
          Path check = tmp.resolve(c.name() + ".txt");
          Files.writeString(check, c.check());
          List<String> argv = new ArrayList<>();
          argv.add(llvm.tool("FileCheck"));
          argv.add(check.toString());
          argv.addAll(c.args());
          LlvmTools.Output real = LlvmTools.run(argv, c.input(), tmp);
          assertEquals(c.exitCode(), real.exitCode(), () -> c.name() + ": FileCheck-22 says\n"
              + real.stderr());
          if (c.exitCode() != 0) {
            String first = real.stderr().lines().filter(l -> l.contains("error"))
                .findFirst().orElse("");
            assertTrue(first.contains(c.message()),
                () -> c.name() + ": FileCheck-22's first error is: " + first);
          }
        }));
  }
}
