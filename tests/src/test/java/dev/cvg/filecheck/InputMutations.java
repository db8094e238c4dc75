package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded small edits of a FileCheck input, for differential testing: each mutation deletes,
 * duplicates, swaps, blanks or truncates lines, or changes one character, so that some
 * directive is likely to stop matching.
 */
final class InputMutations {
  private InputMutations() {}

  /** One mutated input and a description of the edit (for failure messages). */
  record Mutation(String description, String input) {}

  /** Returns {@code count} mutations of {@code input} drawn with {@code seed}. */
  static List<Mutation> of(String input, long seed, int count) {
    Random rnd = new Random(seed);
    List<String> lines = new ArrayList<>(List.of(input.split("\n", -1)));
    List<Mutation> out = new ArrayList<>();
    if (lines.size() < 2) {
      out.add(new Mutation("append garbage", input + "garbage\n"));
      return out;
    }
    for (int i = 0; i < count; i++) {
      int k = rnd.nextInt(lines.size() - 1);
      List<String> m = new ArrayList<>(lines);
      String what;
      switch (i % 6) {
        case 0 -> {
          m.remove(k);
          what = "delete line " + (k + 1);
        }
        case 1 -> {
          m.add(k, m.get(k));
          what = "duplicate line " + (k + 1);
        }
        case 2 -> {
          String t = m.get(k);
          m.set(k, m.get(k + 1));
          m.set(k + 1, t);
          what = "swap lines " + (k + 1) + " and " + (k + 2);
        }
        case 3 -> {
          m.add(k, "");
          what = "insert blank line before " + (k + 1);
        }
        case 4 -> {
          m = new ArrayList<>(m.subList(0, k + 1));
          m.add("");
          what = "truncate after line " + (k + 1);
        }
        default -> {
          m.set(k, mutateChar(m.get(k), rnd));
          what = "change a character in line " + (k + 1);
        }
      }
      out.add(new Mutation(what + " (seed " + seed + ")", String.join("\n", m)));
    }
    return out;
  }

  private static String mutateChar(String line, Random rnd) {
    if (line.isEmpty()) {
      return "x";
    }
    int pos = rnd.nextInt(line.length());
    char c = line.charAt(pos);
    char r = Character.isDigit(c) ? (char) ('0' + (c - '0' + 1) % 10)
        : Character.isLetter(c) ? (c == 'q' ? 'z' : 'q') : 'x';
    return line.substring(0, pos) + r + line.substring(pos + 1);
  }
}
