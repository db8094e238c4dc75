package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Infers the correspondence of two programs written or produced elsewhere from their names.
 *
 * <p><b>Rules</b> (issue and README conventions). Equal names correspond. A name
 * {@code %x.SUFFIX} whose suffix chain consists of clone suffixes ({@link CloneSuffixes})
 * corresponds to the nearest {@code %x...} that exists in the original, and so does a name that LLVM's
 * uniquing made by appending digits ({@code %go57} for a copy of {@code %go5}, if it has
 * {@code %go5}'s shape; blocks without that condition); an inline suffix
 * ({@code .i}) lets the search continue into the functions the original calls, one call level
 * per inline suffix, so an inlined callee instruction maps to the callee's instruction.
 * Blocks follow the same rules. Instructions without a name (void calls, stores, terminators)
 * and with LLVM's numbered names (renumbered by any edit) take the only original of their shape
 * that uses their operands' originals ({@link OperandMatch}), else are matched by shape (opcode
 * and callee), in order, after the original of the nearest named instruction before them (or in
 * the corresponding block), else before the original of the nearest named one after them, an
 * original block read with inlined callees' bodies and the successors block merging folds into
 * it in place ({@link Inlining}): so code that a pass copied into a new block
 * ({@code bb.preheader} holding a peeled iteration), moved into another block or inlined still
 * finds its original. Those left without any match take the unclaimed instructions of their
 * shape in the original function in order ({@link LeftOver}: a merge, copies of a repeated
 * run), or none (new code). Anything else is new.
 *
 * <p><b>Complexity.</b> O(n) hash lookups for n instructions, plus the shape match per block
 * pair (linear in the blocks' sizes).
 */
public final class NameCorrespondence {
  private final Module before;
  /** The original's target, for which calls are convergent. */
  private final dev.cvg.target.TargetModel target;
  private final Module after;
  private final Map<InstRef, List<InstRef>> origins = new LinkedHashMap<>();
  /** Per original function, its named instructions by name. */
  private final Map<Function, Map<String, InstRef>> names = new HashMap<>();
  /** Per original function, its blocks by name. */
  private final Map<Function, Map<String, Block>> blocks = new HashMap<>();
  /** Per original function, the position after each instruction. */
  private final Map<Function, Map<dev.cvg.ir.InstId, Cursor>> positions = new HashMap<>();
  /** Per original block, the block as the unnamed matching reads it (inlined bodies in place). */
  private final Map<Block, Cursor.Located> located = new java.util.IdentityHashMap<>();
  /** The original's calls whose callees were inlined everywhere. */
  private final Inlining inlining;
  /** Per original function, its instructions by the raw ids of the values they use. */
  private final Map<Function, Map<Integer, List<Inst>>> users = new HashMap<>();
  /** The callee whose inlined copy the names being read most likely belong to, if known. */
  private Function preferred;
  /** Whether {@link #preferred} was read from a call of the caller's code (not carried over). */
  private boolean preferredByCall;
  /** The callee whose inlined body the block being read comes from, by its names, if known. */
  private Function owner;
  /** How far the names of the block being read have come in its corresponding block, if any. */
  private Cursor namesRead;

  private NameCorrespondence(Module before, Module after, java.util.Collection<String> compared) {
    this.before = before;
    this.target = dev.cvg.target.Targets.forModule(before, Optional.empty());
    this.after = after;
    this.inlining = new Inlining(before, after, compared);
  }

  /**
   * Infers the correspondence of {@code afterFn} of {@code after} (and the functions it calls)
   * with {@code beforeFn} of {@code before} (and the functions of the same names).
   *
   * @param before the original module
   * @param beforeFn the original function (without {@code @})
   * @param after the transformed module
   * @param afterFn the transformed function (without {@code @})
   * @return the correspondence inferred from names
   * @throws UncheckablePair if either function is not defined
   */
  public static Correspondence infer(Module before, String beforeFn, Module after, String afterFn) {
    Map<String, String> pairs = FunctionPairs.of(before, beforeFn, after, afterFn);
    NameCorrespondence n = new NameCorrespondence(before, after, pairs.keySet());
    pairs.forEach(n::mapFunction);
    Merges.Found m = Merges.infer(before, after, pairs, n.origins); // merges by replaced uses
    return new Correspondence(Correspondence.Source.NAMES, pairs, n.origins, m.replaced(), m.uses());
  }

  private void mapFunction(String afterName, String beforeName) {
    Function fa = after.function(afterName).orElseThrow();
    Optional<Function> fb = before.function(beforeName).filter(f -> !f.isDeclaration());
    List<Function> space = fb.map(f -> reach(f)).orElse(List.of());
    Map<Block, Cursor> blockMap = new LinkedHashMap<>();
    Map<Block, ExitBlocks.Home> exitHomes = new java.util.IdentityHashMap<>();
    Set<Block> exits = exitHomes.keySet();
    Set<Inst> pending = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    Set<Integer> params = new HashSet<>();
    fa.params().forEach(p -> params.add(p.id().index()));
    preferred = null;
    preferredByCall = false;
    for (Block b : fa.blocks()) {
      owner = bodyOwner(fa, b, space).orElse(null);
      if (owner != null) {
        preferred = owner;
        preferredByCall = false;
      }
      Optional<Cursor.Located> home = findBlock(b.name(), space);
      home.ifPresent(l -> blockMap.put(b, new Cursor(l, 0)));
      if (home.isPresent() && home.get().function() == space.get(0)) {
        // a block's inlined code most likely comes from a callee its original block called
        Optional<Function> called = calleeFrom(space, new Cursor(home.get(), 0));
        preferredByCall |= called.isPresent();
        preferred = called.orElse(preferred);
      }
      if (home.isEmpty()) {
        // the inliner's %F.exit: F's returning part, then the caller's code after the call
        Optional<ExitBlocks.Home> exit = exitHome(fa, b.name(), space);
        exit.ifPresent(e -> {
          blockMap.put(b, e.start());
          exitHomes.put(b, e);
        });
        preferred = exit.map(ExitBlocks.Home::callee).orElse(preferred);
        preferredByCall &= exit.isEmpty();
      }
      namesRead = blockMap.get(b);
      for (Inst i : b.insts()) {
        Optional<String> name = ownName(fa, i);
        Optional<InstRef> hit = name.flatMap(n -> findValue(fa, n, i, space));
        if (hit.isPresent() && namesRead != null) {
          namesRead = namesRead.past(hit.get()).orElse(namesRead);
        }
        if (hit.isPresent()) {
          if (!space.isEmpty() && hit.get().function().equals(space.get(0).name())) {
            // inlined code that follows stands where the next call of the original stood
            Optional<Function> next = nextCallee(space, hit.get());
            preferredByCall |= next.isPresent();
            preferred = next.orElse(preferred);
          }
          origins.put(new InstRef(afterName, i.id()), List.of(hit.get()));
        } else if (name.isPresent()) {
          origins.put(new InstRef(afterName, i.id()), List.of());
        } else {
          pending.add(i);
        }
      }
    }
    owner = null;
    namesRead = null;
    Set<InstRef> claimed = new HashSet<>();
    List<Inst> unmatched = new ArrayList<>();
    Map<Inst, InstRef> reuse = new HashMap<>();
    List<Block> order = new ArrayList<>();
    fa.blocks().filter(b -> !exits.contains(b)).forEach(order::add);
    fa.blocks().filter(exits::contains).forEach(order::add);
    // an exit block whose caller code follows a later call site than its rank among the callee's
    // exit blocks names (the exit blocks of earlier sites were merged away) reads from that site
    for (Block b : exits) {
      ExitBlocks.Home e = exitHomes.get(b);
      Function g = e.start().at().function();
      List<InstRef> named = new ArrayList<>();
      for (Inst i : b.insts()) {
        List<InstRef> o = origins.get(new InstRef(afterName, i.id()));
        if (o != null && o.size() == 1 && o.get(0).function().equals(g.name())) {
          named.add(o.get(0));
        }
      }
      ExitBlocks.siteOf(g, e.callee(), named).filter(k -> k > e.site())
          .flatMap(k -> ExitBlocks.start(g, e.callee(), k, inlining, this::located))
          .ifPresent(c -> blockMap.put(b, c));
    }
    Set<InstRef> given = null;
    for (Block b : order) {
      Cursor home = blockMap.get(b);
      Cursor cursor = home;
      if (exits.contains(b) && given == null) {
        given = givenOutside(fa, afterName, exits);
      }
      // an exit block holds no inlined code that the blocks the inliner cloned from the callee
      // (%bb2.i: more than one return) still hold: those originals are taken before it is read
      Used used = exits.contains(b) ? home.reserving(given) : Used.empty();
      java.util.function.Function<Inst, Optional<InstRef>> single = i -> {
        List<InstRef> o = origins.get(new InstRef(afterName, i.id()));
        return o != null && o.size() == 1 ? Optional.of(o.get(0)) : Optional.empty();
      };
      // named instructions out of the order the others keep in the corresponding block (LICM
      // hoisted %v4_2.i from the inlined loop to the top): no bound, and the reading stays
      Set<Inst> outOfOrder = home == null ? Set.of() : KeptOrder.outliers(b.insts(), single, home, pending::contains);
      Alignment align = home == null ? null : Alignment.of(b.insts(), pending::contains,
          i -> outOfOrder.contains(i) ? Optional.empty() : single.apply(i), home, used);
      List<Inst> insts = b.insts();
      boolean inCopy = false;
      boolean elsewhere = false;
      Map<String, List<InstRef>> matchedHere = new HashMap<>();
      Map<String, Integer> repeated = new HashMap<>();
      Cursor.Located visiting = null; // the block visited along a path (PathContinuation)
      for (int k = 0; k < insts.size(); k++) {
        Inst i = insts.get(k);
        if (!pending.contains(i)) {
          List<InstRef> origin = origins.get(new InstRef(afterName, i.id()));
          Optional<Cursor> at = after(origin, space);
          cursor = at.orElse(cursor);
          if (home != null && origin.size() == 1) {
            // the corresponding block is read in order too: code after %x is after %x's original
            // there (a merged successor's or an inlined body's named instruction)
            Optional<Cursor> inHome = outOfOrder.contains(i) ? Optional.empty() : home.past(origin.get(0));
            if (inHome.isPresent() && at.isPresent() && at.get().at() != home.at()) {
              cursor = inHome.get();
            }
            home = inHome.orElse(home);
          }
          // a named instruction from outside the corresponding block's sequence (a peeled
          // iteration's %first7.peel after the preheader's code): the code after it is searched
          // where it came from first
          elsewhere = home != null && at.isPresent() && origin.size() == 1
              && !home.at().times().containsKey(origin.get(0))
              && (clonedCopy(fa, i, at.get()) || unmovable(at.get()));
          inCopy = at.isPresent() && isCopy(fa, i, at.get());
          continue;
        }
        Cursor reading = cursor != null ? cursor : home;
        Cursor ahead = home;
        // operands naming another function's values than the one being read do not pin an original:
        // GVN merges the caller's getelementptr %out, %tid into the inlined %addr0.i, which names
        // only the callee's %addr0; unless that original lies ahead in the corresponding block (an
        // exit block reads the callee's returning part, then the caller's code after the call)
        Optional<InstRef> byUse = OperandMatch.unique(fa, params, i, origins, space, users)
            .filter(r -> reading == null || r.function().equals(reading.at().function().name())
                || ahead != null && ahead.past(r).isPresent());
        if (byUse.isPresent() && align != null) {
          align.drop(i, used);
        }
        if (byUse.isPresent()) {
          // the only original of its shape that uses the originals of its operands (the guard
          // branch a rotated loop's copy of %go5 feeds is the copy of the branch on %go5)
          origins.put(new InstRef(afterName, i.id()), List.of(byUse.get()));
          claimed.add(byUse.get());
          used.add(byUse.get(), byUse.get());
          // read on in the corresponding block's sequence where it holds the original ahead
          Optional<Cursor> inHome = ahead == null ? Optional.empty() : ahead.past(byUse.get());
          cursor = inHome.or(() -> after(List.of(byUse.get()), space)).orElse(cursor);
          continue;
        }
        Optional<Cursor> anchor = nextAnchor(afterName, insts, k, space);
        List<Cursor> forward = new ArrayList<>();
        List<Cursor> backward = new ArrayList<>();
        if (home != null && cursor != null && cursor.at().function() != home.at().function()
            && cursor.at().function() != space.get(0)) {
          // inlined code (the named instruction before it came from a callee) merged into a block of
          // the caller: the instruction is the callee's, wherever it stood there (not after caller
          // code sunk into an inlined block: that block's own code follows)
          forward.add(cursor);
          if (align != null) {
            align.drop(i, used);
          }
          if (exits.contains(b)) {
            forward.add(home); // an exit block's home holds the callee's returning part in place
          }
          forward.addAll(startsAfter(cursor));
          backward.add(cursor);
        } else {
          // the reading goes on where it came from first: a named copy from elsewhere, a block
          // visited along the original's control flow (PathContinuation), or a named instruction
          // of a block after the corresponding one and not before it (a folded branch's successor
          // merged in: the code after it is that block's, not the rest of the corresponding block's)
          boolean first = elsewhere || cursor != null && (cursor.at() == visiting
              || home != null && cursor.at() != home.at() && PathContinuation.leadsTo(home, cursor)
              && !PathContinuation.leadsTo(cursor, home)); // not code sunk along a back edge
          if (cursor != null && cursor != home && first) {
            forward.add(cursor);
          }
          if (home != null) {
            forward.add(home); // the corresponding block first
          }
          if (cursor != null && cursor != home) {
            if (!first) {
              forward.add(cursor);
            }
            backward.add(cursor);
          }
          anchor.ifPresent(c -> backward.add(0, c));
          if (home != null) {
            backward.add(home);
          }
        }
        Optional<Cursor.Hit> found = Optional.empty();
        if (align != null && home != null && !forward.isEmpty() && forward.get(0) == home) {
          // the block's aligned place first (Alignment), if it still lies ahead of the reading
          found = align.take(i, home, anchor, used);
        } else if (align != null) {
          align.drop(i, used);
        }
        for (Cursor c : forward) {
          // not past the next named instruction's original: LICM sinks a loop's store into the exit
          // block before the exit block's own code, which must not give it the exit block's store
          // nor past a later instruction's aligned place: the aligned order holds (a store merged
          // from two predecessors in front of the block's call @op must not take a store after it)
          Used u = c.at() == visiting ? Used.nothing() : used;
          Optional<Cursor> stop = align == null ? anchor : align.bound(c, anchor, stretch(insts, k, pending));
          found = found.or(() -> c.forward(i, u, stop));
        }
        int later = sameShapeBefore(afterName, insts, k, pending);
        // past the original block's code: a folded branch's successor, a fully unrolled loop's
        // next iteration (each visit of a block on the path takes its code anew); before the search
        // back from the next named instruction's original when the path leads to its block (the
        // code between comes from the blocks on the way), else when nothing else is found
        boolean towardAnchor = found.isEmpty() && reading != null && anchor.isPresent()
            && !holds(reading, anchor.get()) && !holds(home, anchor.get())
            && PathContinuation.leadsTo(reading, anchor.get());
        if (towardAnchor) {
          found = along(reading, home, i, ahead(insts, k, pending), anchor, true);
        }
        for (Cursor c : backward) {
          // searching back from the next named instruction's original, the unnamed ones of this
          // shape between i and it take the candidates nearest to it, so the order is kept
          int skip = anchor.isPresent() && c == anchor.get() ? later : 0;
          found = found.or(() -> c.backward(i, used, false, skip));
        }
        if (found.isEmpty() && inCopy && cursor != null) {
          // after a renamed copy (%t3.1 of %t3), a copy of the code that followed the original,
          // although that code was already matched once in this block (two unrolled iterations)
          Optional<Cursor.Hit> again = cursor.forward(i, Used.nothing());
          if (again.isPresent()) {
            origins.put(new InstRef(afterName, i.id()), List.of(again.get().ref()));
            cursor = again.get().next();
            continue;
          }
        }
        // the hit's block becomes the one visited along the path (read on first, taken anew)
        boolean visit = towardAnchor;
        if (found.isEmpty() && reading != null && !towardAnchor) {
          found = along(reading, home, i, ahead(insts, k, pending), anchor, false);
          visit = found.isPresent();
        }
        if (visit && found.isPresent()) {
          visiting = found.get().next().at();
        }
        Optional<InstRef> hit = found.map(Cursor.Hit::ref);
        if (hit.isEmpty()) {
          // another copy of an instruction already matched (full unrolling), unless an unclaimed
          // original of the shape is left for it (code merged from a block that is gone)
          for (Cursor c : backward) {
            reuse.putIfAbsent(i, c.backward(i, used, true, 0).map(Cursor.Hit::ref).orElse(null));
          }
          reuse.remove(i, null);
          List<InstRef> earlier = matchedHere.get(shape(i));
          if (earlier != null) {
            // a loop fully unrolled (after its first iteration was read elsewhere: a peeled
            // header's heart kept once): the copies repeat the block's matches of the shape in
            // turn, not the nearest original of the shape each
            int turn = repeated.merge(shape(i), 1, Integer::sum) - 1;
            reuse.put(i, earlier.get(turn % earlier.size()));
          }
        }
        if (hit.isPresent()) {
          matchedHere.computeIfAbsent(shape(i), x -> new ArrayList<>()).add(hit.get());
          origins.put(new InstRef(afterName, i.id()), List.of(hit.get()));
          claimed.add(hit.get());
          used.add(hit.get(), found.get().key());
          Optional<Cursor> next = found.map(Cursor.Hit::next);
          cursor = next.orElse(cursor);
          if (home != null && next.isPresent() && next.get().at().block() == home.at().block()) {
            home = next.get();
          }
        } else {
          unmatched.add(i);
        }
      }
    }
    Map<String, List<Inst>> byShape = new LinkedHashMap<>();
    Set<InstRef> keptOnce = new HashSet<>();
    java.util.function.Supplier<Set<InstRef>> kept = () -> {
      if (keptOnce.isEmpty()) {
        origins.values().forEach(keptOnce::addAll);
      }
      return keptOnce;
    };
    unmatched.forEach(i -> byShape.computeIfAbsent(shape(i), k -> new ArrayList<>()).add(i));
    for (List<Inst> group : byShape.values()) {
      List<InstRef> candidates = fb.map(f -> LeftOver.unclaimedOfShape(f, group.get(0), claimed)).orElse(List.of());
      claimed.addAll(candidates);
      boolean oneRun = fb.map(f -> LeftOver.inOneBlock(f, candidates)).orElse(true);
      List<List<InstRef>> assigned = LeftOver.pairInOrder(group.size(), candidates, oneRun);
      for (int k = 0; k < group.size(); k++) {
        Inst i = group.get(k);
        List<InstRef> o = assigned.get(k).isEmpty() && reuse.containsKey(i) ? List.of(reuse.get(i)) : assigned.get(k);
        if (fb.isPresent()) {
          o = LeftOver.readingAlike(fa, i, fb.get(), o, origins, kept);
        }
        origins.put(new InstRef(afterName, i.id()), o);
      }
    }
  }

  /**
   * Returns the originals given to the instructions of {@code fa}'s blocks other than the exit
   * blocks ({@link ExitBlocks}), which are matched after all others.
   */
  private Set<InstRef> givenOutside(Function fa, String afterName, Set<Block> exits) {
    Set<InstRef> out = new HashSet<>();
    fa.blocks().filter(b -> !exits.contains(b)).forEach(b -> b.insts().forEach(
        i -> out.addAll(origins.getOrDefault(new InstRef(afterName, i.id()), List.of()))));
    return out;
  }

  /**
   * Searches along the original's control flow from {@code reading}: the rest of the block read
   * first, as a new visit, when that is not the corresponding block {@code home} (a callee inlined
   * a second time reads the callee's code again, which the exit block's reservation of the first
   * copy's originals would otherwise hide), then the successor {@link PathContinuation} chooses
   * (as the last resort, only one whose path matches more of the code ahead than the rest of the
   * block read: {@link PathContinuation#beyond}).
   */
  private Optional<Cursor.Hit> along(Cursor reading, Cursor home, Inst i, List<Inst> ahead,
      Optional<Cursor> anchor, boolean towardAnchor) {
    Optional<Cursor.Hit> rest = home != null && reading.at() == home.at() ? Optional.empty()
        : reading.forward(i, Used.nothing(), anchor);
    return rest.or(() -> (towardAnchor ? PathContinuation.next(reading, ahead, this::located)
        : PathContinuation.beyond(reading, ahead, this::located)).flatMap(c -> c.forward(i, Used.nothing())));
  }

  /**
   * Returns whether the sequence read at {@code c} holds the original at {@code anchor} (the
   * code before that original is then read there, not along a path to its block).
   */
  private static boolean holds(Cursor c, Cursor anchor) {
    return c != null && anchor.pos() >= 0 && anchor.pos() < anchor.at().seq().size()
        && c.at().times().containsKey(Cursor.ref(anchor.at().seq().get(anchor.pos())));
  }

  /** Returns the original instruction just before position {@code at}. */
  private static Cursor.Entry originalBefore(Cursor at) {
    return at.at().seq().get(at.pos() - 1);
  }

  /**
   * Returns whether the original just before {@code at} is a convergent call: no pass moves it
   * alone (a loop heart kept once when the loop was fully unrolled and merged into another block),
   * so the code after its copy is the code after it, not the block's own.
   */
  private boolean unmovable(Cursor at) {
    Cursor.Entry original = originalBefore(at);
    return original.inst() instanceof Call c && target.isConvergent(before, c.site());
  }

  /**
   * Returns whether named instruction {@code i} of {@code fa} is a copy a clone made within one
   * function ({@code %first7.peel}, {@code %x.1}): renamed, not by the inliner.
   */
  private static boolean clonedCopy(Function fa, Inst i, Cursor at) {
    Cursor.Entry original = originalBefore(at);
    Optional<String> name = ownName(fa, i);
    Optional<String> base = ownName(original.function(), original.inst());
    return name.isPresent() && base.isPresent() && !name.equals(base)
        && !CloneSuffixes.crossesInline(name.get(), base.get());
  }

  /**
   * Returns whether named instruction {@code i} of {@code fa} is a renamed copy: its original,
   * just before {@code at}, has another name (a clone suffix was stripped).
   */
  private static boolean isCopy(Function fa, Inst i, Cursor at) {
    Cursor.Entry original = originalBefore(at);
    return !ownName(fa, i).equals(ownName(original.function(), original.inst()));
  }

  /**
   * Returns the start of every block of the function {@code c} reads, in the order the inliner
   * lays out an inlined body ({@link Inlining#bodyOrder}: the returning blocks last), beginning
   * with the blocks after {@code c}'s and wrapping around: inlined code that follows code of
   * {@code c}'s block most likely comes from the blocks after it, not from the callee's first
   * block with an instruction of its shape.
   */
  private List<Cursor> startsAfter(Cursor c) {
    Function g = c.at().function();
    List<Block> order = inlining.bodyOrder(g);
    int at = order.indexOf(c.at().block());
    List<Cursor> out = new ArrayList<>();
    for (int k = 1; k <= order.size(); k++) {
      Block b = order.get((at + k) % order.size());
      out.add(new Cursor(located(g, b), 0));
    }
    return out;
  }

  /** Returns the position just after the single original of an instruction, if it has one. */
  private Optional<Cursor> after(List<InstRef> origin, List<Function> space) {
    if (origin == null || origin.size() != 1) {
      return Optional.empty();
    }
    for (Function g : space) {
      if (g.name().equals(origin.get(0).function())) {
        return Optional.ofNullable(positions.computeIfAbsent(g, this::positionsOf)
            .get(origin.get(0).id()));
      }
    }
    return Optional.empty();
  }

  /** Returns, per instruction of {@code g}, the position just after it. */
  private Map<dev.cvg.ir.InstId, Cursor> positionsOf(Function g) {
    Map<dev.cvg.ir.InstId, Cursor> out = new HashMap<>();
    for (Block b : g.blocks()) {
      Cursor.Located at = located(g, b);
      for (int k = 0; k < at.seq().size(); k++) {
        if (at.seq().get(k).block() == b) {
          out.put(at.seq().get(k).inst().id(), new Cursor(at, k + 1));
        }
      }
    }
    return out;
  }

  /** Returns block {@code b} of original function {@code g} with the bodies of inlined calls. */
  private Cursor.Located located(Function g, Block b) {
    return located.computeIfAbsent(b, x -> Cursor.Located.of(g, b, inlining.sequence(g, b)));
  }

  /**
   * Returns {@code insts.get(k)} and the pending instructions after it, up to the next one
   * matched already (named, or by operands).
   */
  private static List<Inst> ahead(List<Inst> insts, int k, Set<Inst> pending) {
    List<Inst> out = new ArrayList<>();
    for (int j = k; j < insts.size() && pending.contains(insts.get(j))
        && out.size() < PathContinuation.LOOKAHEAD; j++) {
      out.add(insts.get(j));
    }
    return out;
  }

  /** Returns the unnamed instructions after {@code k} up to the next named one. */
  private static List<Inst> stretch(List<Inst> insts, int k, Set<Inst> pending) {
    int end = k + 1;
    while (end < insts.size() && pending.contains(insts.get(end))) {
      end++;
    }
    return insts.subList(k + 1, end);
  }

  /** Returns the position of the original of the next named instruction after {@code k}. */
  private Optional<Cursor> nextAnchor(String afterName, List<Inst> insts, int k, List<Function> space) {
    for (int j = k + 1; j < insts.size(); j++) {
      List<InstRef> o = origins.get(new InstRef(afterName, insts.get(j).id()));
      if (o != null && o.size() == 1) {
        return after(o, space).map(c -> new Cursor(c.at(), c.pos() - 1));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns how many pending instructions of {@code insts.get(k)}'s shape stand after it and
   * before the next instruction with a single original (the one {@link #nextAnchor} finds).
   */
  private int sameShapeBefore(String afterName, List<Inst> insts, int k, Set<Inst> pending) {
    int n = 0;
    for (int j = k + 1; j < insts.size(); j++) {
      Inst o = insts.get(j);
      if (!pending.contains(o)) {
        List<InstRef> orig = origins.get(new InstRef(afterName, o.id()));
        if (orig != null && orig.size() == 1) {
          break;
        }
      } else if (shape(o).equals(shape(insts.get(k)))) {
        n++;
      }
    }
    return n;
  }

  /** Returns the name of {@code i}'s result unless it has none or a numbered one. */
  static Optional<String> ownName(Function f, Inst i) {
    if (!i.hasResult()) {
      return Optional.empty();
    }
    return f.nameOf(i.id().value()).filter(n -> !n.chars().allMatch(Character::isDigit));
  }

  /** Returns {@code f} and the functions it calls, transitively, in breadth-first order. */
  private List<Function> reach(Function f) {
    Set<Function> seen = new LinkedHashSet<>();
    ArrayDeque<Function> work = new ArrayDeque<>(List.of(f));
    while (!work.isEmpty()) {
      Function g = work.removeFirst();
      if (!seen.add(g)) {
        continue;
      }
      for (String callee : FunctionPairs.callees(g)) {
        before.function(callee).filter(c -> !c.isDeclaration()).ifPresent(work::addLast);
      }
    }
    return List.copyOf(seen);
  }

  private Optional<InstRef> findValue(Function fa, String name, Inst copy, List<Function> space) {
    if (space.isEmpty()) {
      return Optional.empty();
    }
    Optional<InstRef> own = valueIn(space.get(0), name);
    if (own.isPresent()) {
      return own;
    }
    for (CloneSuffixes.Base c : CloneSuffixes.bases(name)) {
      if (owner != null && CloneSuffixes.crossesInline(name, c.name())) {
        // the block's names say whose body it is: that callee's instruction of the name
        Optional<InstRef> hit = valueIn(owner, c.name()).filter(r -> sameKind(copy, owner, r));
        if (hit.isPresent()) {
          return hit;
        }
      }
      if (namesRead != null && CloneSuffixes.crossesInline(name, c.name())) {
        // the inliner copies each call site's body once: the callee whose copy of the name lies
        // ahead in the corresponding block (two callees inlined one after the other both have a
        // %first1: the second %first1.i1 is the second callee's)
        for (Function g : searched(name, c.name(), space)) {
          Optional<InstRef> hit = valueIn(g, c.name()).filter(r -> !c.uniqued() || sameKind(copy, g, r))
              .filter(r -> namesRead.past(r).isPresent());
          if (hit.isPresent()) {
            return hit;
          }
        }
      }
      Optional<InstRef> first = Optional.empty();
      for (Function g : searched(name, c.name(), space)) {
        Optional<InstRef> hit = valueIn(g, c.name()).filter(r -> !c.uniqued() || sameKind(copy, g, r));
        if (hit.isPresent() && first.isEmpty()) {
          first = hit;
        }
        if (hit.isPresent() && OperandNames.agree(fa, copy, g, original(g, hit.get()))) {
          return hit; // two callees may hold the name: the first whose operands agree
        }
      }
      if (first.isPresent()) {
        return first;
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the callee whose inlined body a block named with an inline suffix ({@code %bb1.i})
   * comes from, when its named instructions say so: the one callee that defines more of their
   * names (of the same kind) than any other. Two callees may both have a {@code %bb1} and a
   * {@code %first1}; the block holds the copies of one of them. When the names alone (whatever
   * their kind) leave a tie that includes the callee the caller's code called just before the
   * block ({@link #preferred}, read from a call, not carried over from another body), that
   * callee: InstCombine rewrites the kinds of value computations.
   */
  private Optional<Function> bodyOwner(Function fa, Block b, List<Function> space) {
    boolean inlined = CloneSuffixes.bases(b.name()).stream().anyMatch(c -> CloneSuffixes.crossesInline(b.name(), c.name()));
    if (!inlined || space.size() < 3) {
      return Optional.empty();
    }
    Map<Function, Integer> votes = new HashMap<>();
    Map<Function, Integer> named = new HashMap<>(); // by name alone
    for (Inst i : b.insts()) {
      Optional<String> name = ownName(fa, i);
      if (name.isEmpty()) {
        continue;
      }
      Set<Function> holders = new HashSet<>();
      Set<Function> namers = new HashSet<>();
      for (CloneSuffixes.Base c : CloneSuffixes.bases(name.get())) {
        if (CloneSuffixes.crossesInline(name.get(), c.name())) {
          for (Function g : space.subList(1, space.size())) {
            valueIn(g, c.name()).ifPresent(r -> {
              namers.add(g);
              if (sameKind(i, g, r)) {
                holders.add(g);
              }
            });
          }
        }
      }
      holders.forEach(g -> votes.merge(g, 1, Integer::sum));
      namers.forEach(g -> named.merge(g, 1, Integer::sum));
    }
    List<Function> top = leaders(votes);
    List<Function> byName = leaders(named);
    if (preferredByCall && byName.size() > 1 && byName.contains(preferred)) {
      // the names alone cannot tell, and the caller's block called this callee: kinds do not
      // outweigh that, as InstCombine rewrites them (%v2_0 = add %u, %u into mul %n, 6)
      return Optional.of(preferred);
    }
    return top.size() == 1 ? Optional.of(top.get(0)) : Optional.empty();
  }

  /** Returns the functions with the most votes. */
  private static List<Function> leaders(Map<Function, Integer> votes) {
    int best = votes.values().stream().max(Integer::compare).orElse(0);
    return votes.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
  }

  /** Returns the original instruction {@code r} of {@code g}. */
  private Inst original(Function g, InstRef r) {
    Cursor c = positions.computeIfAbsent(g, this::positionsOf).get(r.id());
    return c.at().seq().get(c.pos() - 1).inst();
  }

  /**
   * Returns whether {@code copy} is of the kind of original {@code r} of {@code g} (same shape:
   * opcode, and callee for calls): a name that only LLVM's uniquing counter relates to an
   * original is taken for its copy only then.
   */
  private boolean sameKind(Inst copy, Function g, InstRef r) {
    Cursor c = positions.computeIfAbsent(g, this::positionsOf).get(r.id());
    return c != null && shape(c.at().seq().get(c.pos() - 1).inst()).equals(shape(copy));
  }

  /**
   * Returns where the original of {@code name} may be found under the name {@code base}: the
   * function itself when only clone suffixes were stripped; the functions it calls when an inline
   * suffix was, as the inliner names the callee's copies so, the callee of the call that stood
   * where the names are read first ({@link #nextCallee}). The function itself is left out then
   * (unless it calls nothing else), or a caller's {@code %t3} would take the place of an inlined
   * callee's {@code %t3.i}.
   */
  private List<Function> searched(String name, String base, List<Function> space) {
    if (!CloneSuffixes.crossesInline(name, base)) {
      return space.subList(0, 1);
    }
    if (space.size() == 1) {
      return space;
    }
    List<Function> callees = new ArrayList<>(space.subList(1, space.size()));
    if (preferred != null && callees.remove(preferred)) {
      callees.add(0, preferred);
    }
    return callees;
  }

  /**
   * Returns the callee of the first call to a defined function at or after original instruction
   * {@code at} in its block: the inliner puts a callee's copy where its call stood, so after a
   * caller instruction, inlined names most likely come from that callee (two callees may both
   * have a {@code %t1}).
   */
  private Optional<Function> nextCallee(List<Function> space, InstRef at) {
    Function caller = space.get(0);
    Cursor c = positions.computeIfAbsent(caller, this::positionsOf).get(at.id());
    return c == null ? Optional.empty() : calleeFrom(space, c);
  }

  /**
   * Returns the callee of the first call to a defined function at or after {@code c}, a
   * position in a block of the caller (its own instructions only).
   */
  private static Optional<Function> calleeFrom(List<Function> space, Cursor c) {
    Function caller = space.get(0);
    List<Cursor.Entry> seq = c.at().seq();
    for (int k = c.pos(); k < seq.size(); k++) {
      if (seq.get(k).function() == caller && seq.get(k).inst() instanceof Call call) {
        Optional<Function> g = call.site().calleeName().flatMap(n -> space.stream()
            .filter(f -> ("@" + f.name()).equals(n) && f != caller).findFirst());
        if (g.isPresent()) {
          return g;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<InstRef> valueIn(Function g, String name) {
    return Optional.ofNullable(names.computeIfAbsent(g, NameCorrespondence::namesOf).get(name));
  }

  /** Returns the named instructions of {@code g} by name (the first of a name, as LLVM has one). */
  private static Map<String, InstRef> namesOf(Function g) {
    Map<String, InstRef> out = new HashMap<>();
    for (Block b : g.blocks()) {
      for (Inst i : b.insts()) {
        ownName(g, i).ifPresent(n -> out.putIfAbsent(n, new InstRef(g.name(), i.id())));
      }
    }
    return out;
  }

  private Optional<Cursor.Located> findBlock(String name, List<Function> space) {
    if (space.isEmpty() || name.chars().allMatch(Character::isDigit)) {
      return Optional.empty(); // LLVM renumbers unnamed blocks on every edit: "5" is no identity
    }
    List<String> names = new ArrayList<>();
    names.add(name);
    CloneSuffixes.bases(name).forEach(c -> names.add(c.name()));
    for (String c : names) {
      for (Function g : searched(name, c, space)) {
        Block b = blocks.computeIfAbsent(g, NameCorrespondence::blocksOf).get(c);
        if (b != null) {
          return Optional.of(located(g, b));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the home of a block the inliner named {@code %F.exit} ({@link ExitBlocks}), also under
   * clone suffixes ({@code %F.exit.i}: the exit block of a call inlined into a callee that was
   * inlined in turn), with the callee whose returning part it begins with.
   */
  private Optional<ExitBlocks.Home> exitHome(Function fa, String name, List<Function> space) {
    if (space.isEmpty()) {
      return Optional.empty();
    }
    List<String> names = new ArrayList<>();
    names.add(name);
    CloneSuffixes.bases(name).forEach(c -> names.add(c.name()));
    for (String c : names) {
      Optional<ExitBlocks.ExitName> e = ExitBlocks.parse(c);
      Optional<Function> callee = e.flatMap(x -> before.function(x.callee())).filter(f -> !f.isDeclaration());
      if (callee.isEmpty()) {
        continue;
      }
      int rank = c.equals(name) ? ExitBlocks.rank(fa, e.get()) : 0;
      for (Function g : searched(name, c, space)) {
        Optional<Cursor> start = ExitBlocks.start(g, callee.get(), rank, inlining, this::located);
        if (start.isPresent()) {
          return Optional.of(new ExitBlocks.Home(start.get(), callee.get(), rank));
        }
      }
    }
    return Optional.empty();
  }

  private static Map<String, Block> blocksOf(Function g) {
    Map<String, Block> out = new HashMap<>();
    g.blocks().forEach(b -> out.putIfAbsent(b.name(), b));
    return out;
  }

  /**
   * Returns the shape key of an instruction: its mnemonic, its callee for calls, and for a branch
   * whether it is conditional. An unconditional branch reads no value, so it is no copy of a
   * conditional one: loop rotation's new exit block {@code %bb1.loopexit} ends in
   * {@code br label %bb1}, and taking it for the header's {@code br i1 %go2} shifted the k-th
   * instances of the real copy, the rotated exit test.
   */
  static String shape(Inst i) {
    return switch (i) {
      case Call c -> "call " + c.site().calleeName().orElse("?");
      case dev.cvg.ir.CondBr c -> "br i1";
      default -> i.opcode().mnemonic();
    };
  }
}
