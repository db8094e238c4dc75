package dev.cvg.cli.inputs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Applies one (most often), two or three {@link Mutation}s to a seed input, borrowing from a second seed, and keeps
 * the result under {@link #MAX_BYTES} (the size below which every command must answer within a
 * second) by cutting it off there.
 */
final class Mutator {
  /** The largest input the campaign makes: just under 100 KB. */
  static final int MAX_BYTES = 100 * 1024 - 1;

  /** A mutated input and the mutations that made it, in order. */
  record Mutated(byte[] bytes, List<Mutation> applied) {}

  private Mutator() {}

  /** Returns {@code seed} mutated by 1–3 mutations (60/30/10 %) drawn from {@code r}, {@code other} the donor. */
  static Mutated mutate(byte[] seed, byte[] other, Random r) {
    byte[] b = seed;
    List<Mutation> applied = new ArrayList<>();
    Mutation[] all = Mutation.values();
    int draw = r.nextInt(10);
    for (int k = draw < 6 ? 1 : draw < 9 ? 2 : 3; k > 0; k--) {
      Mutation m = all[r.nextInt(all.length)];
      b = m.apply(b, other, r);
      applied.add(m);
    }
    return new Mutated(b.length > MAX_BYTES ? Arrays.copyOf(b, MAX_BYTES) : b, List.copyOf(applied));
  }
}
