package dev.cvg.conformance.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input never reaches the user as a stack trace: every file of the LLVM corpus, and seeded
 * mutants of it that stay close to valid IR (two lines swapped, a line deleted, one value or
 * label name replaced by another of the file), go through {@code verify}, {@code print},
 * {@code cycles}, {@code uniformity} (also {@code --llvm22} and {@code --verify}) and a bounded
 * {@code run}, and each mutant is {@code check}ed as the transformed program of its original.
 * Each ends with exit code 0–3 and a diagnostic, never {@code error: internal}.
 * Mutants mostly fail to parse or verify (exit 2 or 1), and a fair share are valid IR with an
 * odd CFG that reaches every analysis; the seed is in each test's name.
 */
class CliRobustnessTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");
  private static final int MUTANTS = 6;
  private static final List<List<String>> COMMANDS = List.of(List.of("verify"), List.of("print"),
      List.of("cycles"), List.of("uniformity"), List.of("uniformity", "--llvm22"), List.of("uniformity", "--verify"),
      List.of("run", "--steps=2000", "--threads=8"));

  @TempDir
  Path dir;

  @TestFactory
  Stream<DynamicTest> corpusFilesAndTheirMutants() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(CORPUS)) {
      files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    assertTrue(files.size() > 50, "corpus not found: " + files.size() + " files");
    return files.stream().map(f -> DynamicTest.dynamicTest(CORPUS.relativize(f).toString(), () -> {
      String src = Files.readString(f);
      long seed = CORPUS.relativize(f).toString().hashCode();
      SplittableRandom rnd = new SplittableRandom(seed);
      for (int k = 0; k <= MUTANTS; k++) {
        String text = k == 0 ? src : mutate(src, rnd);
        Path input = dir.resolve("m" + k + ".ll");
        Files.writeString(input, text);
        for (List<String> command : COMMANDS) {
          List<String> argv = new ArrayList<>(command);
          argv.add(input.toString());
          StringWriter out = new StringWriter();
          StringWriter err = new StringWriter();
          int code = Main.run(argv.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
              new PrintWriter(out), new PrintWriter(err));
          String where = String.join(" ", command) + " on mutant " + k + " (seed " + seed + ") of " + f
              + ":\n" + text;
          assertFalse(err.toString().contains("error: internal"), err + where);
          assertTrue(code >= 0 && code <= 3, "exit code " + code + " for " + where);
        }
        if (k > 0) {
          // the mutant as the transformed program of the original: check decides or reports the input
          List<String> argv = List.of("check", f.toString(), input.toString(), "--threads", "1,2", "--inputs", "1",
              "--steps", "2000", "--time", "10");
          StringWriter out = new StringWriter();
          StringWriter err = new StringWriter();
          int code = Main.run(argv.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
              new PrintWriter(out), new PrintWriter(err));
          String where = "check against mutant " + k + " (seed " + seed + ") of " + f + ":\n" + text;
          assertFalse(err.toString().contains("error: internal"), err + where);
          assertTrue(code >= 0 && code <= 3, "exit code " + code + " for " + where);
        }
      }
    }));
  }

  /** One seeded edit that keeps the text close to valid IR. */
  static String mutate(String src, SplittableRandom rnd) {
    List<String> lines = new ArrayList<>(Arrays.asList(src.split("\n", -1)));
    switch (rnd.nextInt(4)) {
      case 0 -> {
        Collections.swap(lines, rnd.nextInt(lines.size()), rnd.nextInt(lines.size()));
        return String.join("\n", lines);
      }
      case 1 -> {
        lines.remove(rnd.nextInt(lines.size()));
        return String.join("\n", lines);
      }
      case 2 -> {
        return replaceOne(src, Pattern.compile("%[\\w.]+"), rnd);
      }
      default -> {
        return replaceOne(src, Pattern.compile("label %[\\w.]+"), rnd);
      }
    }
  }

  /** Replaces one match of {@code p} in {@code src} by another match, both seeded. */
  private static String replaceOne(String src, Pattern p, SplittableRandom rnd) {
    Matcher m = p.matcher(src);
    List<int[]> spans = new ArrayList<>();
    while (m.find()) {
      spans.add(new int[] {m.start(), m.end()});
    }
    if (spans.size() < 2) {
      return src;
    }
    int[] to = spans.get(rnd.nextInt(spans.size()));
    int[] from = spans.get(rnd.nextInt(spans.size()));
    return src.substring(0, to[0]) + src.substring(from[0], from[1]) + src.substring(to[1]);
  }
}
