package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Matches an unnamed instruction of the transformed program by what it uses: the original of
 * {@code br i1 %go57, ...} is the branch on {@code %go57}'s original {@code %go5}, wherever that
 * stood. A copy uses the copies of its original's operands, so when exactly one original
 * instruction of the same shape ({@link NameCorrespondence#shape}) uses the originals of the
 * operands at the same positions, it is the original. Operands that say nothing are not
 * compared: token operands (the inliner replaces a callee's {@code entry} token by the call
 * site's, so a token is no evidence), parameters (an inlined callee's are the call site's
 * arguments) and values with several originals (a merge). An operand computed by an
 * instruction without an original (yet) makes the instruction no plain copy: the transform
 * computes what it uses differently ({@code store i32 %2, ptr %addr0.i}, where {@code %2}
 * replaced a folded {@code readfirstlane}), so the remaining operands cannot pin its original
 * (GVN merges every {@code getelementptr %out, %tid} into one, which names a single original);
 * it is left to the other rules, as is an instruction with no operand of known original, and one
 * with a constant where the original uses a computed value (folded: {@code store i32 6, ptr
 * %addr0.i} after inlining with a constant argument is no copy of the caller's {@code store i32
 * %v0_3, ptr %addr0}, whose copy stores {@code %v0_3.i}). A
 * transformed phi whose incoming values are all one value is no new computation: it counts as
 * that value (LCSSA's phi when LICM sinks a store out of a loop).
 * An original operand that is a phi whose incoming values are all one value counts as that value:
 * SimplifyCFG folds such a phi when it merges its block into the predecessor ({@code call @f(%p6)}
 * with {@code %p6 = phi [ %tid, %bb4 ]} becomes {@code call @f(%tid)}), so a copy using
 * {@code %tid} fits both an original using {@code %tid} and one using {@code %p6}, and is then
 * left to the other rules instead of being given the first.
 *
 * <p>Complexity: one pass over an original function to index its users, once; then the users of
 * one operand's original per query.
 */
final class OperandMatch {
  private OperandMatch() {}

  /**
   * Returns the only original of {@code i} that its operands' originals determine, if there is
   * exactly one.
   *
   * @param fa the transformed function holding {@code i}
   * @param params the raw ids of the transformed function's parameters
   * @param i an unnamed instruction of the transformed function
   * @param origins the originals found so far, by transformed instruction
   * @param space the original function and the functions it reaches, caller first
   * @param users the cache of per-function user indexes ({@link #usersOf})
   * @return the original, or empty when none or several fit
   */
  static Optional<InstRef> unique(Function fa, Set<Integer> params, Inst i,
      Map<InstRef, List<InstRef>> origins, List<Function> space, Map<Function, Map<Integer, List<Inst>>> users) {
    String afterName = fa.name();
    List<Value> ops = i.operands();
    InstRef[] want = new InstRef[ops.size()];
    int known = -1;
    for (int k = 0; k < ops.size(); k++) {
      if (ops.get(k) instanceof Value.Local l && !(l.type() instanceof Type.Token)) {
        List<InstRef> o = originOf(afterName, fa, l.rawId(), origins);
        if (o != null && o.size() == 1) {
          want[k] = o.get(0);
          known = k;
        } else if ((o == null || o.isEmpty()) && !params.contains(l.rawId())) {
          return Optional.empty(); // an operand without an original: not a plain copy
        }
      }
    }
    if (known < 0) {
      return Optional.empty();
    }
    String fn = want[known].function();
    Optional<Function> home = space.stream().filter(g -> g.name().equals(fn)).findFirst();
    if (home.isEmpty()) {
      return Optional.empty();
    }
    Function g = home.get();
    Set<InstRef> fits = new LinkedHashSet<>();
    for (Inst o : users.computeIfAbsent(g, OperandMatch::usersOf).getOrDefault(want[known].id().index(), List.of())) {
      if (fits(i, o, want, g)) {
        fits.add(new InstRef(g.name(), o.id()));
      }
    }
    return fits.size() == 1 ? Optional.of(fits.iterator().next()) : Optional.empty();
  }

  /**
   * Returns the originals of transformed value {@code raw} of {@code fa}; for a phi without one
   * whose incoming values are all one value (LCSSA's {@code %first7.lcssa = phi [ %first7, %bb7 ]},
   * made when LICM sinks a use of {@code %first7} out of its loop), that value's: such a phi
   * computes nothing, so the sunk store still uses its original's operand.
   */
  private static List<InstRef> originOf(String afterName, Function fa, int raw, Map<InstRef, List<InstRef>> origins) {
    List<InstRef> o = origins.get(new InstRef(afterName, new InstId(raw)));
    if (o == null || o.isEmpty()) {
      int s = single(fa, raw);
      if (s >= 0) {
        List<InstRef> through = origins.get(new InstRef(afterName, new InstId(s)));
        if (through != null && !through.isEmpty()) {
          return through;
        }
      }
    }
    return o;
  }

  /** Returns whether original {@code o} of {@code g} has {@code i}'s shape and the wanted operands. */
  private static boolean fits(Inst i, Inst o, InstRef[] want, Function g) {
    if (!NameCorrespondence.shape(o).equals(NameCorrespondence.shape(i)) || o.operandCount() != want.length) {
      return false;
    }
    for (int k = 0; k < want.length; k++) {
      Value v = o.operand(k);
      if (want[k] != null) {
        if (!(want[k].function().equals(g.name()) && v instanceof Value.Local l
            && (l.rawId() == want[k].id().index() || single(g, l.rawId()) == want[k].id().index()))) {
          return false;
        }
      } else if (!(i.operand(k) instanceof Value.Local) && !i.operand(k).equals(v)) {
        // differing constants, or a constant where the original computes a value: folded, so the
        // copy computes what it uses differently and the other operands cannot pin it (a store of
        // a folded readfirstlane through the one getelementptr GVN left)
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the unnamed instructions of {@code g} (the only candidates: a named one is matched by
   * its name) by the raw id of each local value they use, a use of a phi of one incoming value
   * ({@link #single}) also under that value. Named users are left out so that a value that
   * thousands of named instructions read (%tid) does not make every query scan them all.
   */
  private static Map<Integer, List<Inst>> usersOf(Function g) {
    Map<Integer, List<Inst>> out = new HashMap<>();
    for (Block b : g.blocks()) {
      for (Inst o : b.insts()) {
        if (NameCorrespondence.ownName(g, o).isPresent()) {
          continue;
        }
        for (Value v : o.operands()) {
          if (v instanceof Value.Local l) {
            add(out, l.rawId(), o);
            int s = single(g, l.rawId());
            if (s >= 0) {
              add(out, s, o);
            }
          }
        }
      }
    }
    return out;
  }

  private static void add(Map<Integer, List<Inst>> index, int raw, Inst user) {
    List<Inst> us = index.computeIfAbsent(raw, x -> new ArrayList<>());
    if (us.isEmpty() || us.get(us.size() - 1) != user) {
      us.add(user);
    }
  }

  /**
   * Returns the raw id of the one local value every incoming value of phi {@code raw} of {@code g}
   * is (other than the phi itself), or -1 when {@code raw} is not such a phi.
   */
  static int single(Function g, int raw) {
    if (!(g.index().instAt(raw) instanceof Phi p)) {
      return -1;
    }
    int only = -1;
    for (Phi.Incoming in : p.incoming()) {
      if (!(in.value() instanceof Value.Local l) || (only >= 0 && l.rawId() != only) || l.rawId() == raw) {
        return -1;
      }
      only = l.rawId();
    }
    return only;
  }
}
