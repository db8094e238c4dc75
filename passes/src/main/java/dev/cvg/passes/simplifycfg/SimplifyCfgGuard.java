package dev.cvg.passes.simplifycfg;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.passes.framework.GuardDecision;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The convergence guard of simplifycfg, apart from the transforms. Its rules, from
 * {@code ConvergentOperations.rst} and {@code ConvergenceAndUniformity.rst}:
 * <ul>
 *   <li>Merging the copies of a convergent operation from both arms of a branch (hoisting common
 *       heads, sinking common tails) makes the threads of both arms communicate: allowed only
 *       when the branch is uniform ("hoisting is allowed if it can be proven that %cc is always
 *       uniform"). Anchors may be hoisted and merged in acyclic control flow whatever the branch
 *       ("Anchors can be hoisted in acyclic control flow"); {@code loop} and {@code entry}
 *       intrinsics never move (a heart stays first in its cycle header, the entry in the entry
 *       block).
 *   <li>Removing a forwarding block that heads a cycle whose nested cycle contains the target
 *       merges the two cycles ("Ambiguity in a Simplified CFG": {@code loop_nest} becomes
 *       {@code loop_continue}); refused when the outer cycle holds a convergent operation, whose
 *       dynamic instances are counted by the iterations that change.
 *   <li>Merging a block into its predecessor keeps paths and cycles; it is refused only when a
 *       {@code loop} intrinsic would follow a convergent operation in the merged block (a rule
 *       of LLVM's convergence verifier, which cvg's verifier shares).
 *   <li>Speculation ({@code select} folding) never moves a convergent operation.
 * </ul>
 * Every refusal names the operation and the rule.
 */
final class SimplifyCfgGuard {
  private static final String HOISTING = "(ConvergentOperations.rst, \"Hoisting and sinking\")";
  private static final String AMBIGUITY =
      "(ThreadConvergence-source.rst, \"Ambiguity in a Simplified CFG\": loop_nest is not loop_continue)";

  private final Round r;

  SimplifyCfgGuard(Round round) {
    this.r = round;
  }

  /**
   * A decision on a forwarding block.
   *
   * @param decision the guard's answer
   * @param changesCycles whether the removal changes the cycle structure beyond dropping the block
   */
  record Forwarding(GuardDecision decision, boolean changesCycles) {}

  /** Decides merging {@code b} into its only predecessor {@code p}. */
  GuardDecision mergeIntoPredecessor(BlockId p, BlockId b) {
    Optional<Inst> heart = r.cfg().body(b).stream()
        .filter(i -> r.ops().tokenKind(i).equals(Optional.of(TokenKind.LOOP))).findFirst();
    Optional<Inst> before = r.ops().firstConvergent(r.cfg().body(p));
    if (heart.isPresent() && before.isPresent()) {
      return GuardDecision.refuse("loop intrinsic " + r.name(heart.get()) + " would follow convergent "
          + r.name(before.get()) + " in one block (LLVM's convergence verifier: \"Loop intrinsic cannot"
          + " be preceded by a convergent operation in the same basic block\")");
    }
    return GuardDecision.allow("every thread leaving " + r.name(p) + " enters " + r.name(b)
        + ": paths and cycles are unchanged");
  }

  /** Decides removing forwarding block {@code f} whose successor is {@code s}. */
  Forwarding removeForwarding(BlockId f, BlockId s) {
    int fn = r.number(f);
    int sn = r.number(s);
    boolean changes = false;
    for (Cycle c : r.cycles().cyclesContaining(fn)) {
      boolean heads = c.header() == fn;
      boolean entersIrreducible = !c.isReducible() && c.isEntry(fn);
      if (!heads && !entersIrreducible) {
        continue;
      }
      changes = true; // at least the header moves from F to S
      Optional<Cycle> nested = c.children().stream().filter(d -> d.contains(sn)).findFirst();
      if (nested.isEmpty() && !entersIrreducible) {
        continue; // the cycle only loses F: its header becomes S, its nesting stays
      }
      Optional<Inst> op = convergentIn(c);
      if (op.isPresent()) {
        String what = nested.isPresent()
            ? "removing " + r.name(f) + " merges the cycle headed by " + r.name(r.block(nested.get().header()))
                + " into the cycle headed by " + r.name(f)
            : "removing " + r.name(f) + " changes the entries of an irreducible cycle";
        return new Forwarding(GuardDecision.refuse(what + ", which changes the grouping of convergent "
            + r.name(op.get()) + " " + AMBIGUITY), true);
      }
      return new Forwarding(GuardDecision.allow("the cycles around " + r.name(f)
          + " change but hold no convergent operation"), true);
    }
    return new Forwarding(GuardDecision.allow("the cycle structure is unchanged apart from "
        + r.name(f)), changes);
  }

  /**
   * Decides merging identical instructions {@code a} and {@code b} of the two successors of
   * {@code branch} (hoisting into it) or of two predecessors of a join reached from
   * {@code branch} (sinking; {@code branch} empty when they have no common branch block).
   */
  GuardDecision mergeIdentical(Optional<BlockId> branch, Inst a, Inst b, boolean hoist) {
    if (!r.ops().isConvergent(a)) {
      return GuardDecision.allow(r.name(a) + " and " + r.name(b) + " are not convergent");
    }
    Optional<TokenKind> kind = r.ops().tokenKind(a);
    if (kind.equals(Optional.of(TokenKind.LOOP)) || kind.equals(Optional.of(TokenKind.ENTRY))) {
      return GuardDecision.refuse(r.name(a) + " is a convergence." + kind.get().name().toLowerCase()
          + " intrinsic: simplifycfg never moves one (where a loop intrinsic stands decides which"
          + " cycle iterations it counts, ConvergentOperations.rst \"Heart of a Cycle\"; the entry"
          + " intrinsic stays first in the entry block)");
    }
    if (hoist && kind.equals(Optional.of(TokenKind.ANCHOR))) {
      return GuardDecision.allow("anchors " + r.name(a) + " and " + r.name(b)
          + " are hoisted in acyclic control flow " + HOISTING);
    }
    String verb = hoist ? "hoisting" : "sinking";
    if (branch.isEmpty()) {
      return GuardDecision.refuse(r.name(a) + " is convergent and its two blocks are not the arms of one branch: "
          + verb + " it would make their threads communicate " + HOISTING);
    }
    if (r.cyclesChanged()) {
      return GuardDecision.refuse(r.name(a) + " is convergent and the uniformity of the branch in "
          + r.name(branch.get()) + " is not known after this round's edits (retried next round)");
    }
    if (r.uniformity().hasDivergentTerminator(r.number(branch.get()))) {
      return GuardDecision.refuse(r.name(a) + " is convergent and the branch in " + r.name(branch.get())
          + " is divergent: " + verb + " would make threads of both arms communicate " + HOISTING);
    }
    return GuardDecision.allow("the branch in " + r.name(branch.get()) + " is uniform: merged "
        + r.name(a) + " communicates among the same threads " + HOISTING);
  }

  /** Decides speculating {@code insts} (the arms of a branch) into the branch block {@code branch}. */
  GuardDecision speculate(BlockId branch, List<Inst> insts) {
    Optional<Inst> op = r.ops().firstConvergent(insts);
    if (op.isPresent()) {
      return GuardDecision.refuse(r.name(op.get()) + " is convergent: speculating it into " + r.name(branch)
          + " would add threads to its group " + HOISTING);
    }
    return GuardDecision.allow("the speculated instructions are side-effect free and not convergent");
  }

  private Optional<Inst> convergentIn(Cycle c) {
    List<Inst> all = new ArrayList<>();
    for (int n : c.blocks()) {
      BlockId b = r.block(n);
      if (r.cfg().exists(b)) {
        all.addAll(r.cfg().body(b));
      }
    }
    return r.ops().firstConvergent(all);
  }
}
