package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The blocks the inliner names {@code %F.exit}. Inlining a call of {@code @F}, LLVM splits the
 * caller's block at the call and names the part after it {@code F.exit} (uniqued {@code F.exit1},
 * {@code F.exit7}, ... at further call sites of one function, the counter growing in the order the
 * sites were inlined, which is their order in the caller); with one return it splices
 * {@code @F}'s returning block onto the front of that part, and block merging later folds the
 * blocks that branch only into it there too. Such a block therefore stands for the original
 * caller block from the inlined body's returning part ({@link Inlining#returningPart}) on, followed
 * by the caller's code after the call: its name is no original block's, but its home is that
 * place of the caller block as {@link Inlining} reads it. Without it, a caller instruction that a
 * pass sank past the inlined body (the caller's {@code %first0}, computed before the call, moved
 * into {@code %callee1.exit}) made the unnamed code after it search forward from its original,
 * before the call, and take the first instructions of their shape in the callee's body, not its
 * returning block's.
 *
 * <p>Which call site an exit block belongs to is known from its rank among the exit blocks of
 * the same callee (no digits first, then by number); when some site's exit block was merged away,
 * later ones are taken for earlier sites, and a rank past the last site takes the last.
 */
final class ExitBlocks {
  private static final String EXIT = ".exit";

  private ExitBlocks() {}

  /**
   * A block name of the inliner's form.
   *
   * @param callee the inlined function's name, without {@code @}
   * @param number the uniquing counter after {@code .exit}, or -1 if none
   */
  record ExitName(String callee, long number) {}

  /**
   * Where an exit block's code stands in the original.
   *
   * @param start the position in the caller block's sequence where the returning part begins
   * @param callee the inlined function
   * @param site the index of the call site among the caller's calls of {@code callee} (its rank)
   */
  record Home(Cursor start, Function callee, int site) {}

  /**
   * Parses {@code F.exit} and {@code F.exitN}.
   *
   * @param name a block name without {@code %}
   * @return the callee's name and counter, or empty for another name
   */
  static Optional<ExitName> parse(String name) {
    int at = name.lastIndexOf(EXIT);
    if (at <= 0) {
      return Optional.empty();
    }
    String digits = name.substring(at + EXIT.length());
    if (!digits.chars().allMatch(Character::isDigit) || digits.length() > 18) {
      return Optional.empty();
    }
    return Optional.of(new ExitName(name.substring(0, at), digits.isEmpty() ? -1 : Long.parseLong(digits)));
  }

  /**
   * Returns how many blocks of {@code fa} are exit blocks of the same callee with a smaller counter:
   * the index of the call site {@code e} belongs to.
   *
   * @param fa the transformed function holding the exit block
   * @param e the exit block's parsed name
   * @return its rank among the callee's exit blocks
   */
  static int rank(Function fa, ExitName e) {
    Set<Long> smaller = new HashSet<>();
    for (Block b : fa.blocks()) {
      parse(b.name()).filter(x -> x.callee().equals(e.callee()) && x.number() < e.number())
          .ifPresent(x -> smaller.add(x.number()));
    }
    return smaller.size();
  }

  /**
   * Returns where the exit block of the {@code rank}-th call of {@code callee} in {@code g} begins
   * in the sequence of the caller block holding that call: the first instruction of the callee's
   * returning part after the call, or the caller's next instruction if the callee has none.
   *
   * @param g the original caller
   * @param callee the original callee, inlined everywhere
   * @param rank the call site's index among {@code g}'s calls of {@code callee} (clamped)
   * @param inlining where inlined bodies stand
   * @param located reads an original block with inlined bodies in place
   * @return the position, or empty if {@code g} does not call {@code callee} or the body is not read
   */
  static Optional<Cursor> start(Function g, Function callee, int rank, Inlining inlining,
      BiFunction<Function, Block, Cursor.Located> located) {
    List<Call> sites = new ArrayList<>();
    List<Block> siteBlocks = new ArrayList<>();
    for (Block b : g.blocks()) {
      for (Inst i : b.insts()) {
        if (i instanceof Call c && c.site().calleeName().filter(n -> n.equals("@" + callee.name())).isPresent()) {
          sites.add(c);
          siteBlocks.add(b);
        }
      }
    }
    if (sites.isEmpty() || !inlining.inlinedAway(callee.name())) {
      return Optional.empty();
    }
    int k = Math.min(rank, sites.size() - 1);
    Cursor.Located at = located.apply(g, siteBlocks.get(k));
    Set<Block> tail = new HashSet<>(inlining.returningPart(callee));
    List<Cursor.Entry> seq = at.seq();
    int call = -1;
    for (int j = 0; j < seq.size() && call < 0; j++) {
      if (seq.get(j).function() == g && seq.get(j).inst() == sites.get(k)) {
        call = j;
      }
    }
    for (int j = call + 1; call >= 0 && j < seq.size(); j++) {
      Cursor.Entry e = seq.get(j);
      if (e.function() == g || e.function() == callee && tail.contains(e.block())) {
        return Optional.of(new Cursor(at, j));
      }
    }
    return call < 0 ? Optional.empty() : Optional.of(new Cursor(at, seq.size()));
  }

  /**
   * Returns the index of the call of {@code callee} in {@code g} that the caller code named by
   * {@code named} follows: the first of them that stands in a block after a call of
   * {@code callee} (the nearest call before it there). An exit block holds the caller's code
   * after its call, and passes only sink such code (past later calls too, never before its own),
   * so its site is this one or a later one: when the exit blocks of earlier sites were merged
   * away, the rank counts too few, and this index is the better bound.
   *
   * @param g the original caller
   * @param callee the original callee
   * @param named originals in {@code g} of named instructions of an exit block, in its order
   * @return the call site's index among {@code g}'s calls of {@code callee}, or empty
   */
  static Optional<Integer> siteOf(Function g, Function callee, List<InstRef> named) {
    java.util.Map<InstRef, Integer> siteBefore = new java.util.HashMap<>();
    int sites = 0;
    for (Block b : g.blocks()) {
      int last = -1;
      for (Inst i : b.insts()) {
        if (i instanceof Call c && c.site().calleeName().filter(n -> n.equals("@" + callee.name())).isPresent()) {
          last = sites++;
        } else if (last >= 0) {
          siteBefore.put(new InstRef(g.name(), i.id()), last);
        }
      }
    }
    return named.stream().filter(siteBefore::containsKey).findFirst().map(siteBefore::get);
  }
}
