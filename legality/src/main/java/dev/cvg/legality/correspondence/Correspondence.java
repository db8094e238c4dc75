package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * VT.1's correspondence of static instances: for every instruction of the transformed program
 * {@code P'} (in the compared function and the functions it calls), the instructions of
 * {@code P} it stands for. An empty list marks new code, checked only through what it
 * computes and what the program observes. A list of several marks a merge (VT.1's example
 * {@code A = C} standing for {@code {A, C}}).
 *
 * <p>The use correspondence of VT.2 follows: a use of {@code X'} by {@code Y'} stands for the
 * uses of the originals of {@code X'} by the originals of {@code Y'}.
 *
 * <p>Immutable. Built from editor provenance ({@link ProvenanceCorrespondence}), an explicit
 * map file ({@link MapFile}) or names ({@link NameCorrespondence}).
 */
public final class Correspondence {
  /** Where a correspondence came from, most exact first. */
  public enum Source {
    /** Recorded by the editor while a pass transformed the function. */
    PROVENANCE,
    /** Read from a {@code --map} file (entries it does not name are inferred from names). */
    MAP_FILE,
    /** Inferred from value and block names. */
    NAMES
  }

  private final Source source;
  private final Map<String, String> functions;
  private final Map<InstRef, List<InstRef>> origins;
  private final Map<InstRef, InstRef> replacedBy;
  private final List<ReplacedUse> replacedUses;

  /**
   * Creates a correspondence.
   *
   * @param source where it came from
   * @param functions each compared function of {@code P'} with its counterpart in {@code P}
   * @param origins the originals of every instruction of those functions of {@code P'}
   */
  public Correspondence(Source source, Map<String, String> functions, Map<InstRef, List<InstRef>> origins) {
    this(source, functions, origins, Map.of(), List.of());
  }

  /**
   * Creates a correspondence with merges by replacement ({@link #replacedBy}).
   *
   * @param source where it came from
   * @param functions each compared function of {@code P'} with its counterpart in {@code P}
   * @param origins the originals of every instruction of those functions of {@code P'}
   * @param replacedBy original convergent operations removed in favour of an equal one dominating
   *     them, each with that survivor (an original instruction)
   * @param replacedUses uses whose removed convergent operand was replaced by another value
   */
  public Correspondence(Source source, Map<String, String> functions, Map<InstRef, List<InstRef>> origins,
      Map<InstRef, InstRef> replacedBy, List<ReplacedUse> replacedUses) {
    this.replacedBy = Map.copyOf(replacedBy);
    this.replacedUses = List.copyOf(replacedUses);
    this.source = source;
    this.functions = Map.copyOf(functions);
    Map<InstRef, List<InstRef>> copy = new LinkedHashMap<>();
    origins.forEach((k, v) -> copy.put(k, List.copyOf(v)));
    this.origins = java.util.Collections.unmodifiableMap(copy);
  }

  /**
   * Returns where the correspondence came from.
   *
   * @return inferred from names, from editor provenance, or given by a map file
   */
  public Source source() {
    return source;
  }

  /**
   * Returns the compared functions of {@code P'} with their counterparts in {@code P}.
   *
   * @return function name in {@code P'} to its counterpart's name in {@code P}
   */
  public Map<String, String> functions() {
    return functions;
  }

  /**
   * Returns every mapped instruction of {@code P'} with its originals, in layout order.
   *
   * @return instruction of {@code P'} to its originals (empty list: new code)
   */
  public Map<InstRef, List<InstRef>> origins() {
    return origins;
  }

  /**
   * Returns the original convergent operations that a transform removed and whose uses it
   * redirected to an equal operation dominating them (CSE, GVN), each with that survivor, an
   * original instruction that has counterparts: each dynamic instance of the removed one is
   * merged into the survivor's instance whose value it reuses ({@link Merges}).
   *
   * @return removed original operation to the original operation that replaced it
   */
  public Map<InstRef, InstRef> replacedBy() {
    return replacedBy;
  }

  /**
   * Returns the uses of the transformed program that read, in place of a removed original
   * convergent operation, a value that is no equal operation ({@link Merges}).
   *
   * @return the replaced uses
   */
  public List<ReplacedUse> replacedUses() {
    return replacedUses;
  }

  /**
   * Returns the originals of {@code after} (empty for new code or an unknown instruction).
   *
   * @param after an instruction of {@code P'}
   * @return its originals in {@code P}
   */
  public List<InstRef> originsOf(InstRef after) {
    return origins.getOrDefault(after, List.of());
  }

  /**
   * Returns whether {@code after} is new code.
   *
   * @param after an instruction of {@code P'}
   * @return true if it has no original
   */
  public boolean isNew(InstRef after) {
    return originsOf(after).isEmpty();
  }

  /**
   * Checks that the correspondence is total over the compared functions of {@code after} and
   * refers only to instructions that exist in {@code before}; returns the problems found.
   *
   * @param before the original module {@code P}
   * @param after the transformed module {@code P'}
   * @return one line per problem; empty when the correspondence is sound
   */
  public List<String> verify(Module before, Module after) {
    List<String> problems = new ArrayList<>();
    functions.forEach((fa, fb) -> {
      Optional<Function> a = after.function(fa).filter(f -> !f.isDeclaration());
      if (a.isEmpty()) {
        problems.add("the transformed module defines no @" + fa);
        return;
      }
      for (Block b : a.get().blocks()) {
        for (Inst i : b.insts()) {
          if (!origins.containsKey(new InstRef(fa, i.id()))) {
            problems.add("instruction " + Describe.inst(a.get(), i) + " of @" + fa + " has no correspondence entry");
          }
        }
      }
    });
    java.util.Map<InstRef, Describe.Located> index = Describe.index(before);
    origins.forEach((k, v) -> {
      for (InstRef r : v) {
        if (!index.containsKey(r)) {
          problems.add("@" + k.function() + " maps to " + r + ", which is not an instruction of the original");
        }
      }
    });
    return problems;
  }
}
