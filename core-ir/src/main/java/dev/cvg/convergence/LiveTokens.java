package dev.cvg.convergence;

import dev.cvg.ir.InstId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;

/**
 * The stack of live token definitions at a program point, innermost region last, as LLVM's
 * convergence verifier keeps it: a use of a token pops every definition above it (their regions
 * are closed), and a use of a token that is not on the stack breaks the nesting of regions.
 *
 * <p>Mutable, owned by one {@link TokenWalk}.
 */
final class LiveTokens {
  private final List<InstId> stack;

  LiveTokens() {
    this.stack = new ArrayList<>();
  }

  private LiveTokens(List<InstId> stack) {
    this.stack = stack;
  }

  /** Returns whether {@code def} is live. */
  boolean contains(InstId def) {
    return stack.contains(def);
  }

  /** Pushes a new definition. */
  void push(InstId def) {
    stack.add(def);
  }

  /** Pops every definition above {@code def}, which must be live. */
  void popAbove(InstId def) {
    while (!stack.getLast().equals(def)) {
      stack.removeLast();
    }
  }

  /** Returns the definitions, bottom first. */
  List<InstId> asList() {
    return stack;
  }

  /** Returns a new stack holding the longest bottom prefix whose elements satisfy {@code keep}. */
  LiveTokens prefixWhile(Predicate<InstId> keep) {
    List<InstId> out = new ArrayList<>();
    for (InstId t : stack) {
      if (!keep.test(t)) {
        break;
      }
      out.add(t);
    }
    return new LiveTokens(out);
  }

  /**
   * Keeps only the definitions also in {@code other}, reproducing the element order of the
   * C++ standard library's {@code std::partition} on bidirectional iterators, which LLVM uses
   * here: scanning from both ends, each dropped element from the left is swapped with a kept
   * element from the right, so kept elements may change order. Matching that order keeps later
   * "not well-nested" verdicts identical to LLVM's.
   */
  void retainAll(Collection<InstId> other) {
    int first = 0;
    int last = stack.size();
    while (true) {
      while (first != last && other.contains(stack.get(first))) {
        first++;
      }
      if (first == last) {
        break;
      }
      last--;
      while (first != last && !other.contains(stack.get(last))) {
        last--;
      }
      if (first == last) {
        break;
      }
      InstId swap = stack.get(first);
      stack.set(first, stack.get(last));
      stack.set(last, swap);
      first++;
    }
    stack.subList(first, stack.size()).clear();
  }
}
