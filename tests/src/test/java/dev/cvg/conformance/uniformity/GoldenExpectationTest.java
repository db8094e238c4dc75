package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every hand-written uniformity golden ({@code golden/uniformity/**.ll}) says where its
 * expectation comes from, in a line {@code ; expectation: <source>} whose source starts with one
 * of: {@code LLVM 22 (opt-22 output}, {@code the spec (<section>)}, {@code oracle witness
 * (<test>)} or {@code cvg itself}. An oracle witness must name a test method of
 * {@link DepartureWitnessTest} that exists.
 */
class GoldenExpectationTest {
  static final Pattern LINE = Pattern.compile(
      "^; expectation: (LLVM 22 \\(opt-22 output|the spec \\(\\S|oracle witness \\(|cvg itself)", Pattern.MULTILINE);
  static final Pattern WITNESS = Pattern.compile("oracle witness \\(DepartureWitnessTest\\.(\\w+)");

  static List<Path> goldens() throws IOException {
    try (Stream<Path> s = Files.walk(DepartureWitnessTest.GOLDEN)) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
  }

  @Test
  void everyGoldenNamesTheSourceOfItsExpectation() throws IOException {
    List<Path> files = goldens();
    assertFalse(files.isEmpty(), "no goldens under " + DepartureWitnessTest.GOLDEN);
    for (Path p : files) {
      String text = Files.readString(p);
      assertTrue(LINE.matcher(text).find(), p + " has no '; expectation: LLVM 22 (opt-22 output ...)', "
          + "'the spec (<section>)', 'oracle witness (<test>)' or 'cvg itself' line");
      Matcher m = WITNESS.matcher(text);
      while (m.find()) {
        String name = m.group(1);
        assertTrue(Arrays.stream(DepartureWitnessTest.class.getDeclaredMethods()).map(Method::getName)
            .anyMatch(name::equals), p + " names the witness DepartureWitnessTest." + name + ", which does not exist");
      }
    }
  }

  /** The pattern rejects a line that names no known source. */
  @Test
  void aLineWithoutAKnownSourceIsRejected() {
    assertFalse(LINE.matcher("; expectation: seems right\n").find());
    assertFalse(LINE.matcher("; the spec (Uniformity)\n").find());
    assertTrue(LINE.matcher("; expectation: the spec (Uniformity)\n").find());
  }
}
