package dev.cvg.legality.correspondence;

import java.util.Optional;
import java.util.Set;

/**
 * The name suffixes by which LLVM's passes (and hand-written pairs) mark a copy of an
 * instruction or block, and those that mark new code derived from one.
 *
 * <p>Clones: a numeric suffix ({@code %x.1}, {@code %x.2}; loop unrolling and hand-written
 * copies), {@code .unr}/{@code .epil}/{@code .prol} (runtime unrolling's remainder loops),
 * {@code .peel} (loop peeling), {@code .preloop}/{@code .postloop} (IRCE's loops before and after
 * the main loop), {@code .i} (inlining), {@code .us} (loop unswitching),
 * {@code .thread} (jump threading), {@code .le} (LICM's sunk copies in exit blocks),
 * {@code .pre} (GVN's partial-redundancy copies), {@code .split} (a split block's tail keeps
 * the name), {@code .c} (loop rotation's cloned header code) — each optionally followed by
 * digits, as LLVM uniquing appends them ({@code %x.i1}, {@code %x.us2}).
 *
 * <p>New code (no counterpart): {@code .lcssa} (LCSSA phis), {@code .sink} (SimplifyCFG's phis of
 * sunk operands), {@code .pre-phi}, {@code .not}, {@code .neg}, {@code .fr}, and the blocks that
 * passes create ({@code .preheader}, {@code .lr.ph}, {@code .ph}, {@code .loopexit},
 * {@code .crit_edge}, {@code .be}, {@code .backedge}, {@code .exit}). Any other suffix is new
 * code as well: a name is only taken for a copy when the suffix says so.
 *
 * <p>Uniquing: when a pass gives a new local value or block a name that the function already
 * holds (a clone that keeps its original's name, as loop rotation's and peeling's copies of
 * header code do), LLVM's symbol table appends a counter directly, without a dot: a copy of
 * {@code %go5} made while {@code %go5} exists is {@code %go57}, of {@code %k5.next} is
 * {@code %k5.next4}. {@link #bases} adds these bases (any run of trailing digits removed) after the
 * suffix chain; the caller takes the first one that exists in the original, and only for a
 * value of the original's kind ({@link Base#uniqued}), as a name that merely ends in digits
 * ({@code %t12} beside {@code %t1}) may be new code.
 */
public final class CloneSuffixes {
  private static final Set<String> CLONE_WORDS = Set.of(
      "unr", "epil", "prol", "peel", "preloop", "postloop", "i", "us", "thread", "le", "pre", "split", "c");

  private CloneSuffixes() {}

  /**
   * Returns {@code name} without its last suffix if that suffix marks a clone
   * ({@code x.1 -> x}, {@code x.unr -> x}, {@code x.i2 -> x}); empty otherwise.
   *
   * @param name a value or block name, without {@code %}
   * @return the name without its clone suffix, or empty
   */
  public static Optional<String> stripOne(String name) {
    int dot = name.lastIndexOf('.');
    if (dot <= 0 || dot == name.length() - 1) {
      return Optional.empty();
    }
    String suffix = name.substring(dot + 1);
    return isCloneSuffix(suffix) ? Optional.of(name.substring(0, dot)) : Optional.empty();
  }

  /**
   * Returns whether {@code suffix} (without the dot) marks a clone.
   *
   * @param suffix the text after the last dot
   * @return true for a number or a clone word, optionally numbered
   */
  public static boolean isCloneSuffix(String suffix) {
    if (suffix.chars().allMatch(Character::isDigit)) {
      return true;
    }
    int end = suffix.length();
    while (end > 0 && Character.isDigit(suffix.charAt(end - 1))) {
      end--;
    }
    return CLONE_WORDS.contains(suffix.substring(0, end));
  }

  /**
   * Returns whether {@code suffix} names an inlined copy ({@code i}, {@code i1}, ...).
   *
   * @param suffix the text after a dot
   * @return true for {@code i} followed by digits or nothing
   */
  public static boolean isInlineSuffix(String suffix) {
    return suffix.matches("i[0-9]*");
  }

  /**
   * Returns the chain of candidate originals of {@code name}, nearest first: {@code a.1.2}
   * gives {@code a.1}, {@code a}; stops at the first suffix that is not a clone suffix.
   *
   * @param name a value or block name, without {@code %}
   * @return the candidates, nearest first; empty if the name has no clone suffix
   */
  public static java.util.List<String> candidates(String name) {
    java.util.List<String> out = new java.util.ArrayList<>();
    Optional<String> next = stripOne(name);
    while (next.isPresent()) {
      out.add(next.get());
      next = stripOne(next.get());
    }
    return out;
  }

  /**
   * A candidate original name of a copy.
   *
   * @param name the candidate's name
   * @param uniqued true if only LLVM's uniquing counter (digits appended without a dot) leads
   *     from the copy's name to it, not a clone suffix alone
   */
  public record Base(String name, boolean uniqued) {}

  /**
   * Returns every candidate original of {@code name}: first the clone-suffix chain
   * ({@link #candidates}, nearest first), then, longest first, the names reached by also removing
   * a run of trailing digits that LLVM's uniquing appended ({@code go57 -> go5, go};
   * {@code k5.next4 -> k5.next}), at any step of the chain. The chain comes first because a
   * numbered clone suffix is ambiguous: unrolling a loop that already holds {@code %tok.1} names
   * the copy of {@code %tok} {@code %tok.11} ({@code .1} uniqued), which reads as well as a copy of
   * {@code %tok.1}; so a name the suffix chain resolves keeps that reading. A base never ends with
   * a dot and is never empty or a number.
   *
   * @param name a value or block name, without {@code %}
   * @return the candidates, the suffix chain's first
   */
  public static java.util.List<Base> bases(String name) {
    java.util.Set<String> plain = new java.util.HashSet<>(candidates(name));
    java.util.Set<String> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(java.util.List.of(name));
    while (!work.isEmpty()) {
      String n = work.removeFirst();
      stripOne(n).filter(seen::add).ifPresent(work::addLast);
      int end = n.length();
      while (end > 0 && Character.isDigit(n.charAt(end - 1))) {
        end--;
        String b = n.substring(0, end);
        if (!b.isEmpty() && !b.endsWith(".") && !b.chars().allMatch(Character::isDigit) && seen.add(b)) {
          work.addLast(b);
        }
      }
    }
    java.util.List<Base> out = new java.util.ArrayList<>();
    candidates(name).forEach(b -> out.add(new Base(b, false)));
    seen.stream()
        .filter(b -> !plain.contains(b))
        .sorted(java.util.Comparator.comparingInt(String::length).reversed()
            .thenComparing(java.util.Comparator.naturalOrder()))
        .forEach(b -> out.add(new Base(b, true)));
    return java.util.List.copyOf(out);
  }

  /**
   * Returns whether the suffixes stripped from {@code name} to reach {@code base} include an inline suffix.
   *
   * @param name the clone's name
   * @param base a candidate original of {@code name} ({@link #candidates})
   * @return true if an inline suffix lies between them
   */
  public static boolean crossesInline(String name, String base) {
    if (!name.startsWith(base) || name.length() == base.length()) {
      return false;
    }
    for (String s : name.substring(base.length()).split("\\.")) {
      if (isInlineSuffix(s)) {
        return true;
      }
    }
    return false;
  }
}
