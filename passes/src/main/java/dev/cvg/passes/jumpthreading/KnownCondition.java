package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.Block;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.Optional;

/**
 * The outcome of a block's conditional branch on one incoming edge, when it is known there:
 * <ul>
 *   <li>the condition is a phi of the block whose incoming value for the edge is a constant;
 *   <li>the condition is an {@code icmp} in the block whose operands are constants or phis of the
 *       block with constant incoming values for the edge (folded);
 *   <li>the condition (defined outside the block) was already branched on along the edge: the
 *       predecessor, or a block above it on a chain of single-predecessor blocks, ends in a branch
 *       on the same value whose only edge towards the block is its true (or its false) edge.
 * </ul>
 * Works on one snapshot through its {@link FunctionIndex}; blocks are dense numbers.
 */
final class KnownCondition {
  /** How far the dominating-branch search climbs single-predecessor chains. */
  private static final int CHAIN_LIMIT = 8;

  private final Function function;
  private final FunctionIndex index;

  /**
   * A known outcome.
   *
   * @param value the value of the condition on the edge
   * @param how a description for the pass's statistics
   */
  record Outcome(boolean value, String how) {}

  KnownCondition(Function function) {
    this.function = function;
    this.index = function.index();
  }

  /** Returns the outcome of block {@code b}'s branch {@code br} on the edge from block {@code pred}. */
  Optional<Outcome> on(int pred, int b, CondBr br) {
    Value cond = br.condition();
    if (cond instanceof Value.Local l) {
      Optional<Inst> def = index.definingInst(l.id());
      if (def.isPresent() && index.blockOf(def.get().id()) == b) {
        return switch (def.get()) {
          case Phi phi -> incomingConstant(phi, pred).map(v -> new Outcome(v.value() != 0,
              name(phi.asValue()) + " is " + bool(v.value() != 0) + " from " + blockName(pred)));
          case Compare cmp -> foldCompare(cmp, pred, b);
          default -> Optional.empty();
        };
      }
      return dominatingBranch(pred, b, cond);
    }
    return Optional.empty();
  }

  private Optional<Outcome> foldCompare(Compare cmp, int pred, int b) {
    Optional<Value> lhs = constantOnEdge(cmp.lhs(), pred, b);
    Optional<Value> rhs = constantOnEdge(cmp.rhs(), pred, b);
    if (lhs.isEmpty() || rhs.isEmpty()) {
      return Optional.empty();
    }
    return ConstantCompare.fold(cmp.opcode(), cmp.predicate(), lhs.get(), rhs.get())
        .map(v -> new Outcome(v, name(cmp.asValue()) + " folds to " + bool(v) + " from " + blockName(pred)));
  }

  /** A constant operand, or a phi of block {@code b} with a constant incoming value from {@code pred}. */
  private Optional<Value> constantOnEdge(Value v, int pred, int b) {
    if (v instanceof Value.ConstInt) {
      return Optional.of(v);
    }
    if (v instanceof Value.Local l) {
      Optional<Inst> def = index.definingInst(l.id());
      if (def.isPresent() && def.get() instanceof Phi phi && index.blockOf(phi.id()) == b) {
        return incomingConstant(phi, pred).map(c -> c);
      }
    }
    return Optional.empty();
  }

  private Optional<Value.ConstInt> incomingConstant(Phi phi, int pred) {
    return phi.valueFrom(index.block(pred).id())
        .filter(Value.ConstInt.class::isInstance).map(Value.ConstInt.class::cast);
  }

  /**
   * Climbs from the edge {@code pred -> b} through single-predecessor blocks looking for a branch
   * on {@code cond} that reaches the edge by one of its sides only. Stops at the block defining
   * {@code cond} (above it the value is another dynamic instance, in a cycle) and at {@code b}.
   */
  private Optional<Outcome> dominatingBranch(int pred, int b, Value cond) {
    int defBlock = cond instanceof Value.Local l ? index.definingInst(l.id()).map(i -> index.blockOf(i.id()))
        .orElse(-1) : -1;
    int below = b;
    int at = pred;
    for (int step = 0; step < CHAIN_LIMIT; step++) {
      Inst term = index.block(at).insts().getLast();
      if (term instanceof CondBr cb && cb.condition().equals(cond) && !cb.ifTrue().equals(cb.ifFalse())) {
        boolean value = cb.ifTrue().equals(index.block(below).id());
        return Optional.of(new Outcome(value, name(cond) + " is " + bool(value) + " on the "
            + bool(value) + " edge of " + blockName(at) + "'s branch"));
      }
      int[] preds = index.cfg().predecessors(at);
      if (at == defBlock || preds.length != 1 || preds[0] == b || preds[0] == at) {
        return Optional.empty();
      }
      below = at;
      at = preds[0];
    }
    return Optional.empty();
  }

  private String name(Value v) {
    return v instanceof Value.Local l ? "%" + function.nameOf(l.id()).orElse(Integer.toString(l.id().index()))
        : v.toString();
  }

  private String blockName(int b) {
    Block block = index.block(b);
    return "%" + block.name();
  }

  private static String bool(boolean b) {
    return b ? "true" : "false";
  }
}
