package dev.cvg.passes.hoistsink;

import dev.cvg.convergence.TokenDefinition;
import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.InstId;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.target.Intrinsic;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * The convergence guard of {@code licm} and {@code hoist-sink}: decides whether a proposed
 * {@link Motion} keeps every convergent operation's set of communicating threads, following
 * ConvergentOperations.rst ("Hoisting and sinking", "Reductions inside divergent control flow",
 * "Texture sampling in a pixel shader", "Inferring Tokens") with the uniformity analysis deciding
 * which branches are uniform. Motions of non-convergent instructions are always allowed here (their
 * single-threaded safety is the transform's business). docs/passes-hoistsink.md lists the rules.
 */
final class ConvergenceGuard {
  private static final String SPEC = "ConvergentOperations.rst, Hoisting and sinking";
  /**
   * Why no convergent operation leaves a cycle: each thread executes one dynamic instance per
   * iteration in the cycle and one outside it, so instances, and with them communications,
   * disappear even when every thread runs every iteration; the spec allows motion across uniform
   * branches (which keeps the instances), not out of cycles.
   */
  private static final String OUT_OF_CYCLE = "%s is convergent: moving it out of %s turns its one dynamic"
      + " instance per iteration into one per loop execution, so communications disappear ("
      + SPEC + ": \"moving the operation to a different point in control flow generally changes the set of"
      + " threads that reach the operation\"; only motion across uniform branches is allowed)";
  private final Facts facts;
  private final ToIntFunction<InstId> blockNow;
  /** The first divergently exiting block per loop (by cycle index), -1 for none: asked once per loop, not per motion. */
  private final java.util.Map<Integer, Integer> divergentExits = new java.util.HashMap<>();

  /**
   * Creates the guard over the snapshot's facts; {@code blockNow} gives the block an instruction
   * is in now (a run moves instructions before it asks about the next motion).
   */
  ConvergenceGuard(Facts facts, ToIntFunction<InstId> blockNow) {
    this.facts = facts;
    this.blockNow = blockNow;
  }

  /** Returns the decision for {@code motion}. */
  GuardDecision decide(Motion motion) {
    return switch (motion) {
      case Motion.Sink s -> sink(s);
      case Motion.HoistPair h -> hoistPair(h);
      case Motion.Speculate s -> speculate(s);
      case Motion.LoopHoist l -> loopHoist(l);
    };
  }

  private GuardDecision sink(Motion.Sink s) {
    Optional<InstId> anchor = s.unit().stream()
        .filter(i -> facts.definition(i).map(d -> d.kind() == TokenKind.ANCHOR).orElse(false)).findFirst();
    if (anchor.isPresent()) {
      return sinkAnchor(anchor.get(), s);
    }
    for (InstId op : s.unit()) {
      if (!facts.effects(op).convergent()) {
        continue;
      }
      Optional<TokenDefinition> def = facts.definition(op);
      if (def.isPresent()) {
        return GuardDecision.refuse(facts.name(op) + " defines " + tokenWords(def.get().kind())
            + ": only anchors are sunk (" + SPEC + ")");
      }
      if (!facts.sameCycles(s.from(), s.to())) {
        return GuardDecision.refuse(OUT_OF_CYCLE.formatted(facts.name(op),
            "the cycle of " + facts.blockName(s.from())));
      }
      if (!crossesOnlyUniformBranches(s.from(), s.to())) {
        return GuardDecision.refuse(divergentSinkReason(op, s));
      }
    }
    return GuardDecision.allow(s.unit().stream().anyMatch(i -> facts.effects(i).convergent())
        ? "every branch from " + facts.blockName(s.from()) + " to " + facts.blockName(s.to())
            + " is uniform, the same threads reach the operation (" + SPEC + ": \"hoisting and sinking across"
            + " uniform conditional branches ... is generally allowed\")"
        : "no convergent operation moves");
  }

  private GuardDecision sinkAnchor(InstId anchor, Motion.Sink s) {
    for (InstId user : facts.index.users(anchor.value())) {
      if (!s.unit().contains(user) && !facts.dom.dominates(s.to(), blockNow.applyAsInt(user))) {
        return GuardDecision.refuse("the anchor " + facts.name(anchor) + " must move with all its uses, "
            + facts.name(user) + " stays above " + facts.blockName(s.to()) + " (" + SPEC + ": \"Assuming that"
            + " %tok is only used inside the conditional block, the anchor can be sunk\")");
      }
    }
    if (!facts.sameCycles(s.from(), s.to())) {
      return GuardDecision.refuse("the anchor " + facts.name(anchor) + " would leave or enter a cycle (" + SPEC
          + ": \"Hoisting and sinking anchors out of and into loops is forbidden.\")");
    }
    return GuardDecision.allow("the anchor " + facts.name(anchor) + " sinks with all its uses in acyclic flow ("
        + SPEC + ": \"the anchor intrinsic has implementation-defined behavior, and the sinking transform is"
        + " considered to be part of the implementation\")");
  }

  private String divergentSinkReason(InstId op, Motion.Sink s) {
    String where = "sinking " + facts.name(op) + " from " + facts.blockName(s.from()) + " into "
        + facts.blockName(s.to()) + " crosses a divergent branch, ";
    Optional<TokenDefinition> token = facts.tokenOf(op);
    if (token.isPresent() && token.get().kind() == TokenKind.ENTRY) {
      return where + "and it uses the entry token " + facts.name(token.get().inst()) + " (" + SPEC
          + ": \"Note that the entry intrinsic behaves differently. Sinking the convergent operations is forbidden\";"
          + " Texture sampling: allowed only if the condition \"is always uniform across the threads referenced by"
          + " the convergence token\")";
    }
    if (token.isPresent() && token.get().kind() == TokenKind.ANCHOR) {
      return where + "without its anchor " + facts.name(token.get().inst()) + " (" + SPEC
          + ": \"sinking *only* the convergent operation producing %b would be incorrect\")";
    }
    return where + "which changes the threads that reach it (" + SPEC
        + ": \"moving the operation to a different point in control flow generally changes the set of threads"
        + " that reach the operation\")";
  }

  /**
   * The rules hoisting out of both arms and speculation share: nothing convergent, an anchor in
   * acyclic flow, a uniform branch. Empty when the motion's own rule decides.
   */
  private Optional<GuardDecision> aboveBranch(InstId op, int from, int into) {
    if (!facts.effects(op).convergent()) {
      return Optional.of(GuardDecision.allow("no convergent operation moves"));
    }
    Optional<TokenDefinition> def = facts.definition(op);
    if (def.isPresent()) {
      return Optional.of(hoistDefinition(op, def.get(), from, into));
    }
    if (facts.uniformBranch(into)) {
      return Optional.of(GuardDecision.allow("the branch of " + facts.blockName(into) + " is uniform: all threads"
          + " or none reach " + facts.name(op) + " (" + SPEC + ": \"hoisting and sinking across *uniform* conditional"
          + " branches ... is generally allowed\"; Reductions inside divergent control flow: \"hoisting is allowed if"
          + " it can be proven that %cc is always uniform among the relevant set of threads\")"));
    }
    return Optional.empty();
  }

  private GuardDecision hoistPair(Motion.HoistPair h) {
    Optional<GuardDecision> common = aboveBranch(h.kept(), h.from(), h.into());
    if (common.isPresent()) {
      return common.get();
    }
    if (readsNamedThread(h.kept())) {
      return GuardDecision.allow(facts.name(h.kept()) + " reads a named thread's value; merged, it communicates"
          + " among the union of both arms' threads (" + SPEC + ": \"%id can only go \\\"out of range\\\" after"
          + " hoisting if it did so in the original program\")");
    }
    return GuardDecision.refuse("hoisting " + facts.name(h.kept()) + " and " + facts.name(h.merged())
        + " above the divergent branch of " + facts.blockName(h.into()) + " makes them communicate among the threads"
        + " of both arms (ConvergentOperations.rst, Reductions inside divergent control flow: \"If we were to hoist"
        + " and merge the subgroupAdd above the if-statement, it would sum up the delta across *all* threads"
        + " instead\")");
  }

  private GuardDecision speculate(Motion.Speculate s) {
    Optional<GuardDecision> common = aboveBranch(s.inst(), s.from(), s.into());
    if (common.isPresent()) {
      return common.get();
    }
    if (readsNamedThread(s.inst())) {
      return GuardDecision.allow(facts.name(s.inst()) + " yields an undefined value, not undefined behaviour,"
          + " for an absent thread (" + SPEC + ": \"if @subgroupShuffle is defined such that it merely produces an"
          + " undefined value or poison as result when %id is \\\"out of range\\\", then speculating is okay\")");
    }
    return GuardDecision.refuse("speculating " + facts.name(s.inst()) + " into " + facts.blockName(s.into())
        + " above the divergent branch of " + facts.blockName(s.into()) + " adds threads to its communication that"
        + " the original never had (" + SPEC + ": \"In general,"
        + " hoisting and sinking of convergent operations is forbidden\"; speculation is allowed only for"
        + " operations whose out-of-range result is undefined)");
  }

  private GuardDecision hoistDefinition(InstId inst, TokenDefinition def, int from, int into) {
    if (def.kind() != TokenKind.ANCHOR) {
      return GuardDecision.refuse(facts.name(inst) + " defines " + tokenWords(def.kind())
          + ", which never moves (" + SPEC + ")");
    }
    if (!facts.sameCycles(from, into)) {
      return GuardDecision.refuse("the anchor " + facts.name(inst) + " would leave a cycle (" + SPEC
          + ": \"Hoisting and sinking anchors out of and into loops is forbidden.\")");
    }
    return GuardDecision.allow("the anchor " + facts.name(inst) + " is hoisted in acyclic control flow (" + SPEC
        + ": \"Anchors can be hoisted in acyclic control flow\")");
  }

  /** Returns the first exiting block of {@code loop} whose branch is divergent, or -1. */
  private int divergentExit(dev.cvg.analysis.cycle.Cycle loop) {
    return divergentExits.computeIfAbsent(loop.index(), k -> {
      for (int exiting : loop.exitingBlocks()) {
        if (!facts.uniformBranch(exiting)) {
          return exiting;
        }
      }
      return -1;
    });
  }

  private GuardDecision loopHoist(Motion.LoopHoist l) {
    InstId x = l.inst();
    if (!facts.effects(x).convergent()) {
      return GuardDecision.allow("no convergent operation moves");
    }
    String loop = "loop " + facts.blockName(l.loop().header());
    Optional<TokenDefinition> def = facts.definition(x);
    if (def.isPresent()) {
      return GuardDecision.refuse(facts.name(x) + " defines " + tokenWords(def.get().kind()) + " in "
          + loop + " (" + SPEC + ": \"Hoisting and sinking anchors out of and into loops is forbidden.\"; a heart"
          + " defines one token per iteration)");
    }
    if (facts.hasTokenBundle(x)) {
      return GuardDecision.refuse(facts.name(x) + " uses a token of " + loop + ": each iteration has its own dynamic"
          + " instance (ConvergentOperations.rst, Static Rules: a token defined outside a cycle is used there only by"
          + " its heart)");
    }
    int exiting = divergentExit(l.loop());
    if (exiting >= 0) {
      return GuardDecision.refuse(facts.name(x) + " is convergent and " + loop + " exits divergently at "
          + facts.blockName(exiting) + ": its trip count may differ between threads, so later iterations'"
          + " instances communicate among fewer threads than enter the loop (ConvergentOperations.rst,"
          + " Inferring Tokens: an uncontrolled operation in a loop is controlled by the loop's heart)");
    }
    return GuardDecision.refuse(OUT_OF_CYCLE.formatted(facts.name(x), loop));
  }

  private static String tokenWords(TokenKind kind) {
    return switch (kind) {
      case ENTRY -> "an entry token";
      case ANCHOR -> "an anchor token";
      case LOOP -> "a loop token";
    };
  }

  private boolean readsNamedThread(InstId op) {
    Optional<Intrinsic> meaning = facts.effects(op).intrinsic();
    return meaning.isPresent() && (meaning.get() == Intrinsic.SHUFFLE || meaning.get() == Intrinsic.READ_LANE);
  }

  /**
   * Returns whether the same threads that execute {@code from} reach {@code to}: {@code to}
   * post-dominates {@code from} in the same cycles (control equivalence), or every branch on a path
   * from {@code from} to {@code to} is uniform.
   */
  boolean crossesOnlyUniformBranches(int from, int to) {
    if (facts.sameCycles(from, to) && facts.postDom.postDominates(to, from)) {
      return true;
    }
    for (int b : between(from, to)) {
      if (!facts.uniformBranch(b)) {
        return false;
      }
    }
    return true;
  }

  /** The blocks on paths from {@code from} to {@code to}, {@code from} included, {@code to} not. */
  private List<Integer> between(int from, int to) {
    int n = facts.index.blockCount();
    boolean[] forward = new boolean[n];
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
    forward[from] = true;
    work.add(from);
    while (!work.isEmpty()) {
      for (int s : facts.index.cfg().successors(work.poll())) {
        if (s != to && !forward[s]) {
          forward[s] = true;
          work.add(s);
        }
      }
    }
    boolean[] backward = new boolean[n];
    work.add(to);
    while (!work.isEmpty()) {
      for (int p : facts.index.cfg().predecessors(work.poll())) {
        if (!backward[p] && forward[p]) {
          backward[p] = true;
          if (p != from) {
            work.add(p);
          }
        }
      }
    }
    List<Integer> out = new java.util.ArrayList<>();
    for (int b = 0; b < n; b++) {
      if (backward[b]) {
        out.add(b);
      }
    }
    return out;
  }
}
