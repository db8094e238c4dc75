package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the inliner put callees' bodies: a defined function of the original that no compared
 * function of the transformed program calls any more was inlined at each of its call sites, its
 * instructions standing where the call stood, in layout order with the returning blocks last
 * ({@link #bodyOrder}; SimplifyCFG then merges the
 * caller's blocks around them). Reading an original block with those bodies in place lets the
 * unnamed copies of a callee's {@code call @op} match the callee's instructions in order, beside
 * the caller's own {@code call @op} (the caller's block {@code [call @callee; call @op]} reads
 * {@code [call @callee; callee's op#1; callee's op#2; call @op]}). A callee that is still called
 * somewhere is not expanded: its call may stand for itself.
 *
 * <p>Block merging: a block that ends in {@code br label %s}, where {@code %s} has no other
 * predecessor, is followed by {@code %s} (and so on along the chain), as SimplifyCFG folds such a
 * successor into its predecessor; a merged block's copies past the block's own instructions then
 * find the successor's in order.
 *
 * <p>Nested calls are expanded up to {@link #DEPTH} levels, never into a function being expanded
 * (recursion), and no more once a sequence holds {@link #LIMIT} instructions. Cost: each block's
 * sequence once, linear in its length.
 */
final class Inlining {
  /** How deep inlined bodies are expanded into each other. */
  static final int DEPTH = 4;
  /** No more bodies are expanded into a sequence once it is this long (huge kernels). */
  static final int LIMIT = 20_000;
  private final Module before;
  private final Set<String> inlinedAway = new HashSet<>();
  private final Map<Function, Cfg> cfgs = new java.util.IdentityHashMap<>();

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
    for (Block c : chain(g, b)) {
      append(g, c, open, out);
    }
    return List.copyOf(out);
  }

  /** Returns {@code b} and the successors that block merging would fold into it, in order. */
  private List<Block> chain(Function g, Block b) {
    Cfg cfg = cfgs.computeIfAbsent(g, Cfg::of);
    List<Block> out = new ArrayList<>(List.of(b));
    Block cur = b;
    for (Optional<BlockId> t = onlyTarget(cur); t.isPresent() && cfg.preds().getOrDefault(t.get(), 0) == 1;
        t = onlyTarget(cur)) {
      Block next = cfg.byId().get(t.get());
      if (next == null || next == g.entry() || out.contains(next)) {
        break;
      }
      cur = next;
      out.add(cur);
    }
    return out;
  }

  /**
   * Returns the one block {@code b} branches to: the target of {@code br label %s}, or of a
   * conditional branch whose two targets are one block (which SimplifyCFG and the inliner fold
   * into {@code br label %s}).
   */
  private static Optional<BlockId> onlyTarget(Block b) {
    Inst t = b.terminator().orElse(null);
    if (t instanceof Br br) {
      return Optional.of(br.target());
    }
    if (t instanceof dev.cvg.ir.CondBr cb && cb.ifTrue().equals(cb.ifFalse())) {
      return Optional.of(cb.ifTrue());
    }
    return Optional.empty();
  }

  /** A function's blocks by id and their numbers of predecessors. */
  private record Cfg(Map<BlockId, Block> byId, Map<BlockId, Integer> preds) {
    static Cfg of(Function g) {
      Map<BlockId, Integer> preds = new HashMap<>();
      Map<BlockId, Block> byId = new HashMap<>();
      for (Block x : g.blocks()) {
        byId.put(x.id(), x);
        x.successors().stream().distinct().forEach(s -> preds.merge(s, 1, Integer::sum));
      }
      return new Cfg(byId, preds);
    }
  }

  private void append(Function g, Block b, Deque<Function> open, List<Cursor.Entry> out) {
    for (Inst i : b.insts()) {
      if (i instanceof dev.cvg.ir.Ret && open.size() > 1) {
        continue; // an inlined body's return became a branch to the code after the call
      }
      out.add(new Cursor.Entry(g, b, i));
      Optional<Function> callee = inlinedCallee(i).filter(h -> !open.contains(h));
      if (callee.isPresent() && open.size() <= DEPTH && out.size() < LIMIT) {
        open.push(callee.get());
        bodyOrder(callee.get()).forEach(cb -> append(callee.get(), cb, open, out));
        open.pop();
      }
    }
  }

  /**
   * Returns the blocks of an inlined callee in the order they stand before the code after its
   * call: reverse postorder (the order in which a body whose branches were folded runs, whatever
   * the callee's layout: %entry, %bb3, %bb2 when %entry branches to %bb3 and %bb3 to %bb2), blocks
   * unreachable from the entry in layout order after it, the returning part ({@link
   * #returningPart}) moved last. The inliner turns
   * each {@code ret} into a branch to the caller's code after the call and, with one return,
   * splices that code onto the returning block, so the instructions nearest the caller's next
   * instruction are the returning block's, wherever the callee's layout put that block.
   */
  List<Block> bodyOrder(Function callee) {
    List<Block> tail = returningPart(callee);
    List<Block> out = new ArrayList<>();
    dev.cvg.ir.FunctionIndex index = callee.index();
    for (int b : dev.cvg.graph.DepthFirstOrder.of(index.cfg(), dev.cvg.graph.SuccessorOrder.textual())
        .reversePostorder()) {
      Block block = index.block(b);
      if (!tail.contains(block)) {
        out.add(block);
      }
    }
    callee.blocks().filter(b -> !tail.contains(b) && !out.contains(b)).forEach(out::add);
    out.addAll(tail);
    return out;
  }

  /**
   * Returns the returning part of {@code callee}: each block that returns, preceded by the chain
   * of blocks that block merging folds into it (a block ending in {@code br label %r} where
   * {@code %r} has no other predecessor), in layout order per returning block.
   * After inlining, these blocks merge into the caller's block after the call ({@code %F.exit},
   * {@link ExitBlocks}).
   *
   * @param callee an original function
   * @return its returning blocks with their merged predecessors, each chain in control-flow order
   */
  List<Block> returningPart(Function callee) {
    Cfg cfg = cfgs.computeIfAbsent(callee, Cfg::of);
    List<Block> out = new ArrayList<>();
    for (Block r : callee.blocks()) {
      if (!(r.terminator().orElse(null) instanceof dev.cvg.ir.Ret)) {
        continue;
      }
      Deque<Block> chain = new ArrayDeque<>(List.of(r));
      for (Block p = soleFoldingPred(callee, cfg, r); p != null && !chain.contains(p) && !out.contains(p);
          p = soleFoldingPred(callee, cfg, p)) {
        chain.addFirst(p);
      }
      out.addAll(chain);
    }
    return out;
  }

  /**
   * Returns the predecessor that block merging folds {@code b} into (its only predecessor, whose
   * only target it is: {@link #onlyTarget}, the rule {@link #chain} follows forward), or null.
   */
  private static Block soleFoldingPred(Function g, Cfg cfg, Block b) {
    if (b == g.entry() || cfg.preds().getOrDefault(b.id(), 0) != 1) {
      return null;
    }
    for (Block p : g.blocks()) {
      if (onlyTarget(p).filter(b.id()::equals).isPresent()) {
        return p;
      }
    }
    return null;
  }

  /**
   * Returns whether the original function {@code name} was inlined at each of its call sites
   * (no compared function of the transformed program calls it).
   *
   * @param name a function name without {@code @}
   * @return true if its calls were all inlined
   */
  boolean inlinedAway(String name) {
    return inlinedAway.contains(name);
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
