package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the inliner put callees' bodies: a defined function of the original that no compared
 * function of the transformed program calls any more was inlined at each of its call sites, its
 * instructions standing where the call stood, in layout order (SimplifyCFG then merges the
 * caller's blocks around them). Reading an original block with those bodies in place lets the
 * unnamed copies of a callee's {@code call @op} match the callee's instructions in order, beside
 * the caller's own {@code call @op} (the caller's block {@code [call @callee; call @op]} reads
 * {@code [call @callee; callee's op#1; callee's op#2; call @op]}). A callee that is still called
 * somewhere is not expanded: its call may stand for itself.
 *
 * <p>Nested calls are expanded up to {@link #DEPTH} levels, never into a function being expanded
 * (recursion).
 */
final class Inlining {
  /** How deep inlined bodies are expanded into each other. */
  static final int DEPTH = 4;
  private final Module before;
  private final Set<String> inlinedAway = new HashSet<>();

  /**
   * Finds the callees inlined everywhere.
   *
   * @param before the original module
   * @param after the transformed module
   * @param compared the compared functions of {@code after}
   */
  Inlining(Module before, Module after, Collection<String> compared) {
    this.before = before;
    Set<String> stillCalled = new HashSet<>();
    for (String f : compared) {
      after.function(f).ifPresent(g -> stillCalled.addAll(FunctionPairs.callees(g)));
    }
    for (Function g : before.definitions()) {
      if (!g.isDeclaration() && !stillCalled.contains(g.name())) {
        inlinedAway.add(g.name());
      }
    }
  }

  /**
   * Returns block {@code b} of {@code g} as a sequence with the bodies of inlined calls in place.
   *
   * @param g an original function
   * @param b one of its blocks
   * @return its instructions, each inlined call followed by the callee's instructions
   */
  List<Cursor.Entry> sequence(Function g, Block b) {
    List<Cursor.Entry> out = new ArrayList<>();
    Deque<Function> open = new ArrayDeque<>(List.of(g));
    append(g, b, open, out);
    return List.copyOf(out);
  }

  private void append(Function g, Block b, Deque<Function> open, List<Cursor.Entry> out) {
    for (Inst i : b.insts()) {
      out.add(new Cursor.Entry(g, i));
      Optional<Function> callee = inlinedCallee(i).filter(h -> !open.contains(h));
      if (callee.isPresent() && open.size() <= DEPTH) {
        open.push(callee.get());
        callee.get().blocks().forEach(cb -> append(callee.get(), cb, open, out));
        open.pop();
      }
    }
  }

  private Optional<Function> inlinedCallee(Inst i) {
    if (!(i instanceof Call c)) {
      return Optional.empty();
    }
    return c.site().calleeName().map(n -> n.startsWith("@") ? n.substring(1) : n)
        .filter(inlinedAway::contains)
        .flatMap(before::function)
        .filter(f -> !f.isDeclaration());
  }
}
