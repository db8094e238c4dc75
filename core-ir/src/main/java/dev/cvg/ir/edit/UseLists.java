package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Def-use and branch-target lists of a function under edit: for each value, the instructions
 * using it (with how many operands); for each block, the terminators naming it as a successor
 * (with how many edges). Kept current by {@link Body} on every insertion, replacement and
 * removal, so queries and {@code replaceAllUses} cost the number of uses, not a scan.
 *
 * <p>Orders are deterministic: a user appears in the order it was first recorded (the original
 * layout order, then edit order).
 */
final class UseLists {
  private final Map<ValueId, LinkedHashMap<InstId, Integer>> users = new HashMap<>();
  private final Map<BlockId, LinkedHashMap<InstId, Integer>> branches = new HashMap<>();

  /** Records the operands and successors of {@code inst}. */
  void add(Inst inst) {
    InstId id = inst.id();
    for (int k = 0, n = inst.operandCount(); k < n; k++) {
      if (inst.operand(k) instanceof Value.Local l) {
        users.computeIfAbsent(l.id(), v -> new LinkedHashMap<>()).merge(id, 1, Integer::sum);
      }
    }
    if (inst.isTerminator()) {
      for (int k = 0, n = inst.successorCount(); k < n; k++) {
        branches.computeIfAbsent(inst.successor(k), b -> new LinkedHashMap<>()).merge(id, 1, Integer::sum);
      }
    }
  }

  /** Forgets the operands and successors of {@code inst} (the version that was recorded). */
  void remove(Inst inst) {
    InstId id = inst.id();
    for (int k = 0, n = inst.operandCount(); k < n; k++) {
      if (inst.operand(k) instanceof Value.Local l) {
        decrement(users, l.id(), id);
      }
    }
    if (inst.isTerminator()) {
      for (int k = 0, n = inst.successorCount(); k < n; k++) {
        decrement(branches, inst.successor(k), id);
      }
    }
  }

  /** Returns the distinct instructions using {@code v}. */
  List<InstId> users(ValueId v) {
    LinkedHashMap<InstId, Integer> u = users.get(v);
    return u == null ? List.of() : List.copyOf(u.keySet());
  }

  /** Returns whether any instruction other than {@code except} uses {@code v}. */
  boolean usedOtherThanBy(ValueId v, InstId except) {
    LinkedHashMap<InstId, Integer> u = users.get(v);
    return u != null && (u.size() > 1 || u.size() == 1 && !u.containsKey(except));
  }

  /** Returns the distinct terminators naming {@code b} as a successor. */
  List<InstId> branchesTo(BlockId b) {
    LinkedHashMap<InstId, Integer> u = branches.get(b);
    return u == null ? List.of() : new ArrayList<>(u.keySet());
  }

  private static <K> void decrement(Map<K, LinkedHashMap<InstId, Integer>> table, K key, InstId user) {
    LinkedHashMap<InstId, Integer> u = table.get(key);
    if (u == null) {
      return;
    }
    u.computeIfPresent(user, (i, c) -> c > 1 ? c - 1 : null);
    if (u.isEmpty()) {
      table.remove(key);
    }
  }
}
