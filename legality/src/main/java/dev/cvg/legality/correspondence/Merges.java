package dev.cvg.legality.correspondence;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Infers merges made by replacing uses (VT.1; ConvergentOperations.rst: a transform that merges
 * two convergent operations must keep every set of communicating threads possible in the
 * original). CSE, GVN and GVNSink remove a convergent operation {@code Y} and redirect its uses
 * to another one, so the names see {@code Y} deleted. The rule: an original instruction
 * {@code Y} without a counterpart, read at operand {@code k} by an original {@code U} whose
 * counterpart {@code U'} reads {@code V'} at {@code k}, was <em>replaced</em> by {@code V'}.
 * Then, following the replacement:
 *
 * <ul>
 *   <li>a convergent call {@code Y} replaced by {@code V'} whose only original {@code X} is a call
 *       of the same callee on the same operands is <em>merged into</em> {@code X}: when {@code X}
 *       dominates {@code Y} (CSE, GVN: the survivor's earlier instance is reused), {@code Y} is
 *       recorded as replaced by {@code X} ({@link Correspondence#replacedBy}), its instance
 *       standing for the survivor's last instance before it; otherwise (GVNSink, hoisting: the
 *       two are executed by different threads) {@code Y} joins {@code V'}'s originals, the
 *       representation of any merge;</li>
 *   <li>a convergent call {@code Y} replaced by a value that is no call (a readfirstlane folded
 *       into its operand) gives a {@link ReplacedUse}, when the user stands for an original user
 *       of {@code Y} and is no phi;</li>
 *   <li>a phi {@code Y} replaced by {@code V'} (folded because every incoming became
 *       {@code V'}): each incoming value without a counterpart is replaced by {@code V'};</li>
 *   <li>another {@code Y} replaced by {@code V'} of the same opcode (GVNSink merges the users
 *       too): each operand of {@code Y} without a counterpart is replaced by {@code V'}'s
 *       operand at the same position.</li>
 * </ul>
 *
 * <p>Only instructions of the compared functions themselves are followed. Complexity: linear in
 * the functions' operands, plus one dominator tree per original function with a merge.
 */
final class Merges {
  /**
   * What {@link #infer} found besides the merges it added to the originals.
   *
   * @param replaced original operation to the dominating original operation that replaced it
   * @param uses uses whose removed convergent operand became a value that is no equal operation
   */
  record Found(Map<InstRef, InstRef> replaced, List<ReplacedUse> uses) {}

  private final Function fb;
  private final Function fa;
  private final Map<InstRef, List<InstRef>> origins;
  private final Map<InstRef, InstRef> replaced;
  private final List<ReplacedUse> uses;
  private final TargetModel target;
  private final Module before;
  private final Map<InstId, Inst> beforeInsts = new HashMap<>();
  private final Map<InstId, Inst> afterInsts = new HashMap<>();
  private final Set<InstId> kept = new HashSet<>();
  private final Set<List<Object>> seen = new HashSet<>();
  /** The original's blocks by id and the transformed function's by name (one pass each). */
  private final Map<dev.cvg.ir.BlockId, Block> beforeBlocks = new HashMap<>();
  private final Map<String, Block> afterBlocks = new HashMap<>();
  private DominatorTree dom;

  private Merges(Module before, Function fb, Function fa, Map<InstRef, List<InstRef>> origins,
      Map<InstRef, InstRef> replaced, List<ReplacedUse> uses) {
    this.uses = uses;
    this.before = before;
    this.fb = fb;
    this.fa = fa;
    this.origins = origins;
    this.replaced = replaced;
    this.target = Targets.forModule(before, Optional.empty());
    fb.blocks().forEach(b -> beforeBlocks.putIfAbsent(b.id(), b));
    fa.blocks().forEach(b -> afterBlocks.putIfAbsent(b.name(), b));
  }

  /**
   * Adds the merges of operations executed by different threads, inferred for every compared
   * function pair, to {@code origins}, and returns the replacements by dominating operations.
   *
   * @param before the original module
   * @param after the transformed module
   * @param pairs the compared functions of {@code after} with their counterparts in {@code before}
   * @param origins the originals of every transformed instruction (changed in place)
   * @return the replacements by dominating operations and the replaced uses
   */
  static Found infer(Module before, Module after, Map<String, String> pairs,
      Map<InstRef, List<InstRef>> origins) {
    Map<InstRef, InstRef> replaced = new LinkedHashMap<>();
    List<ReplacedUse> uses = new ArrayList<>();
    pairs.forEach((a, b) -> {
      Optional<Function> fa = after.function(a).filter(f -> !f.isDeclaration());
      Optional<Function> fb = before.function(b).filter(f -> !f.isDeclaration());
      if (fa.isPresent() && fb.isPresent()) {
        new Merges(before, fb.get(), fa.get(), origins, replaced, uses).run();
      }
    });
    return new Found(replaced, uses);
  }

  private void run() {
    fb.blocks().forEach(b -> b.insts().forEach(i -> beforeInsts.put(i.id(), i)));
    fa.blocks().forEach(b -> b.insts().forEach(i -> afterInsts.put(i.id(), i)));
    Map<InstId, List<Inst>> counterparts = new LinkedHashMap<>();
    for (Block b : fa.blocks()) {
      for (Inst i : b.insts()) {
        for (InstRef o : origins.getOrDefault(new InstRef(fa.name(), i.id()), List.of())) {
          if (o.function().equals(fb.name())) {
            kept.add(o.id());
            counterparts.computeIfAbsent(o.id(), k -> new ArrayList<>()).add(i);
          }
        }
      }
    }
    for (Block b : fb.blocks()) {
      for (Inst u : b.insts()) {
        List<Inst> users = counterparts.getOrDefault(u.id(), List.of());
        if (users.isEmpty() && !u.hasResult()) {
          users = twin(u, counterparts).map(List::of).orElse(List.of());
        }
        for (Inst ua : users) {
          if (u instanceof Phi pu && ua instanceof Phi pa) {
            for (Phi.Incoming in : pu.incoming()) {
              Optional<Block> from = Optional.ofNullable(beforeBlocks.get(in.block()));
              from.flatMap(this::counterpartBlock).flatMap(x -> pa.valueFrom(x.id()))
                  .ifPresent(v -> replace(in.value(), v, ua, 0));
            }
          } else if (!(u instanceof Phi) && !(ua instanceof Phi) && u.operandCount() == ua.operandCount()) {
            for (int k = 0; k < u.operandCount(); k++) {
              replace(u.operand(k), ua.operand(k), ua, k);
            }
          }
        }
      }
    }
  }

  /**
   * Returns the transformed instruction that a removed original {@code u} without a result
   * (a store, a void call: not dead code) was merged into, if exactly one fits: of {@code u}'s
   * shape, with another original, reading what {@code u} read wherever that has a counterpart
   * (GVNSink merges the stores of both arms into one in the join).
   */
  private Optional<Inst> twin(Inst u, Map<InstId, List<Inst>> counterparts) {
    Optional<Inst> found = Optional.empty();
    for (Block b : fa.blocks()) {
      for (Inst x : b.insts()) {
        if (x.hasResult() || !NameCorrespondence.shape(x).equals(NameCorrespondence.shape(u))
            || x.operandCount() != u.operandCount() || x instanceof Phi || !readsAlike(u, x)) {
          continue;
        }
        if (found.isPresent()) {
          return Optional.empty();
        }
        found = Optional.of(x);
      }
    }
    return found;
  }

  /**
   * Returns whether transformed {@code x} reads at each operand what original {@code u} reads,
   * where that has a counterpart (an operand without one may have been replaced).
   */
  private boolean readsAlike(Inst u, Inst x) {
    for (int k = 0; k < u.operandCount(); k++) {
      Inst ui = local(u.operand(k), beforeInsts);
      if (ui == null) {
        if (!u.operand(k).equals(x.operand(k))) {
          return false;
        }
      } else if (kept.contains(ui.id())) {
        Inst xi = local(x.operand(k), afterInsts);
        if (xi == null || !origins.getOrDefault(new InstRef(fa.name(), xi.id()), List.of())
            .contains(new InstRef(fb.name(), ui.id()))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Returns the block of the transformed function named as original block {@code b}. */
  private Optional<Block> counterpartBlock(Block b) {
    return Optional.ofNullable(afterBlocks.get(b.name()));
  }

  /**
   * Follows the replacement of original value {@code y} by transformed value {@code v}, read at
   * operand {@code k} of transformed {@code user}, the counterpart of an original user of
   * {@code y} (null when the user stands for no original use of {@code y}).
   */
  private void replace(Value y, Value v, Inst user, int k) {
    Inst yi = local(y, beforeInsts);
    Inst vi = local(v, afterInsts);
    if (yi == null || kept.contains(yi.id()) || !seen.add(List.<Object>of(yi.id(), vi == null ? v : vi.id()))) {
      return;
    }
    if (yi instanceof Phi p) {
      p.incoming().forEach(in -> replace(in.value(), v, user, k));
      return;
    }
    if (yi instanceof Call yc && target.isConvergent(before, yc.site())) {
      List<InstRef> o = vi == null ? List.of() : origins.getOrDefault(new InstRef(fa.name(), vi.id()), List.of());
      InstRef yRef = new InstRef(fb.name(), yc.id());
      if (vi instanceof Call && o.size() == 1 && o.get(0).function().equals(fb.name())
          && beforeInsts.get(o.get(0).id()) instanceof Call xc && xc != yc
          && xc.site().calleeName().equals(yc.site().calleeName()) && xc.operands().equals(yc.operands())) {
        if (dominates(xc, yc)) {
          replaced.put(yRef, o.get(0));
        } else {
          List<InstRef> merged = new ArrayList<>(o);
          merged.add(yRef);
          origins.put(new InstRef(fa.name(), vi.id()), merged);
        }
      } else if (user != null && !(user instanceof Phi) && !(vi instanceof Call)) {
        // replaced by a plain value: the use is compared for uniformity (a phi's recorded operand
        // is whichever incoming it took, so phis are left out)
        uses.add(new ReplacedUse(yRef, new InstRef(fa.name(), user.id()), k));
      }
      return;
    }
    if (yi instanceof Call || vi == null) {
      return;
    }
    if (yi.opcode() == vi.opcode() && !(vi instanceof Phi) && yi.operandCount() == vi.operandCount()) {
      for (int j = 0; j < yi.operandCount(); j++) {
        replace(yi.operand(j), vi.operand(j), null, j); // no use of the original's to compare
      }
    }
  }

  /** Returns whether original instruction {@code x} dominates original instruction {@code y}. */
  private boolean dominates(Inst x, Inst y) {
    FunctionIndex index = fb.index();
    int bx = index.blockOf(x.id());
    int by = index.blockOf(y.id());
    if (bx == by) {
      return index.position(x.id()) < index.position(y.id());
    }
    if (dom == null) {
      dom = DominatorTree.of(index.cfg());
    }
    return dom.dominates(bx, by);
  }

  /** Returns the instruction defining local {@code v} in {@code insts}, or null. */
  private static Inst local(Value v, Map<InstId, Inst> insts) {
    return v instanceof Value.Local l ? insts.get(new InstId(l.rawId())) : null;
  }
}
