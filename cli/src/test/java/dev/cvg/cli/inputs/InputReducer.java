package dev.cvg.cli.inputs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing input while it still fails the same way: delta debugging over lines, then
 * over bytes, removing chunks of halving size, within a budget of tests.
 */
final class InputReducer {
  private final Predicate<byte[]> fails;
  private int budget;

  private InputReducer(Predicate<byte[]> fails, int budget) {
    this.fails = fails;
    this.budget = budget;
  }

  /** Returns the smallest input found, starting from {@code input}, for which {@code fails} holds. */
  static byte[] reduce(byte[] input, Predicate<byte[]> fails, int budget) {
    InputReducer r = new InputReducer(fails, budget);
    List<byte[]> lines = r.shrink(split(input, true));
    List<byte[]> bytes = r.shrink(split(join(lines), false));
    return join(bytes);
  }

  private List<byte[]> shrink(List<byte[]> parts) {
    for (int chunk = Math.max(1, parts.size() / 2); chunk >= 1 && budget > 0; chunk /= 2) {
      for (int start = 0; start < parts.size() && budget > 0; ) {
        List<byte[]> candidate = new ArrayList<>(parts.subList(0, start));
        candidate.addAll(parts.subList(Math.min(parts.size(), start + chunk), parts.size()));
        budget--;
        if (fails.test(join(candidate))) {
          parts = candidate;
        } else {
          start += chunk;
        }
      }
    }
    return parts;
  }

  /** Splits into lines (with their newlines) or single bytes. */
  private static List<byte[]> split(byte[] b, boolean lines) {
    List<byte[]> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < b.length; i++) {
      if (!lines || b[i] == '\n') {
        out.add(Arrays.copyOfRange(b, start, i + 1));
        start = i + 1;
      }
    }
    if (start < b.length) {
      out.add(Arrays.copyOfRange(b, start, b.length));
    }
    return out;
  }

  private static byte[] join(List<byte[]> parts) {
    int n = parts.stream().mapToInt(p -> p.length).sum();
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }
}
