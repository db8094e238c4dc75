package dev.cvg.conformance.text;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * One dynamic test per {@code .ll} file of the LLVM corpus that cvg parses, in path order, for
 * checks that hold on every instruction the parser knows. Files the parser rejects are skipped
 * (LLVM 22 rejects them too; {@code CorpusTextTest} checks which).
 */
final class CorpusModules {
  static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");

  /** A check of one parsed corpus module, named by its path below the corpus root. */
  interface Check {
    void accept(Module m, String name);
  }

  private CorpusModules() {}

  /** Returns a test per corpus file running {@code check} on its parsed module. */
  static List<DynamicTest> each(Check check) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(CORPUS)) {
      files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (Path p : files) {
      String name = CORPUS.relativize(p).toString();
      tests.add(DynamicTest.dynamicTest(name, () -> {
        Module m;
        try {
          m = IrParser.parse(Files.readString(p), name);
        } catch (ParseException e) {
          return;
        }
        check.accept(m, name);
      }));
    }
    return tests;
  }
}
