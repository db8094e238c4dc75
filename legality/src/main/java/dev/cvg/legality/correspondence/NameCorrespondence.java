package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.ArrayList;
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
 * corresponds to the nearest {@code %x...} that exists in the original; an inline suffix
 * ({@code .i}) lets the search continue into the functions the original calls, one call level
 * per inline suffix, so an inlined callee instruction maps to the callee's instruction.
 * Blocks follow the same rules. Instructions without a name (void calls, stores, terminators)
 * and with LLVM's numbered names (renumbered by any edit) are matched by shape (opcode and
 * callee) in order within corresponding blocks; one left without a corresponding block takes
 * every unclaimed instruction of its shape in the original function (a merge, as when two
 * arms' copies are hoisted into one), or none (new code). Anything else is new.
 *
 * <p><b>Complexity.</b> O(n) hash lookups for n instructions, plus the shape match per block
 * pair (linear in the blocks' sizes).
 */
public final class NameCorrespondence {
  private final Module before;
  private final Module after;
  private final Map<InstRef, List<InstRef>> origins = new LinkedHashMap<>();

  private NameCorrespondence(Module before, Module after) {
    this.before = before;
    this.after = after;
  }

  /**
   * Infers the correspondence of {@code afterFn} of {@code after} (and the functions it calls)
   * with {@code beforeFn} of {@code before} (and the functions of the same names).
   *
   * @throws IllegalArgumentException if either function is not defined
   */
  public static Correspondence infer(Module before, String beforeFn, Module after, String afterFn) {
    Map<String, String> pairs = FunctionPairs.of(before, beforeFn, after, afterFn);
    NameCorrespondence n = new NameCorrespondence(before, after);
    pairs.forEach(n::mapFunction);
    return new Correspondence(Correspondence.Source.NAMES, pairs, n.origins);
  }

  private void mapFunction(String afterName, String beforeName) {
    Function fa = after.function(afterName).orElseThrow();
    Optional<Function> fb = before.function(beforeName).filter(f -> !f.isDeclaration());
    List<Function> space = fb.map(f -> reach(f)).orElse(List.of());
    Map<Block, Located> blockMap = new LinkedHashMap<>();
    List<Inst> pending = new ArrayList<>();
    for (Block b : fa.blocks()) {
      findBlock(b.name(), space).ifPresent(l -> blockMap.put(b, l));
      for (Inst i : b.insts()) {
        Optional<String> name = ownName(fa, i);
        Optional<InstRef> hit = name.flatMap(n -> findValue(n, space));
        if (hit.isPresent()) {
          origins.put(new InstRef(afterName, i.id()), List.of(hit.get()));
        } else if (name.isPresent()) {
          origins.put(new InstRef(afterName, i.id()), List.of());
        } else {
          pending.add(i);
        }
      }
    }
    Set<InstRef> claimed = new HashSet<>();
    List<Inst> unmatched = new ArrayList<>();
    for (Block b : fa.blocks()) {
      Located target = blockMap.get(b);
      int from = 0;
      for (Inst i : b.insts()) {
        if (!pending.contains(i)) {
          continue;
        }
        int hit = target == null ? -1 : nextOfShape(target, i, from);
        if (hit >= 0) {
          Inst orig = target.block().insts().get(hit);
          InstRef ref = new InstRef(target.function().name(), orig.id());
          origins.put(new InstRef(afterName, i.id()), List.of(ref));
          claimed.add(ref);
          from = hit + 1;
        } else {
          unmatched.add(i);
        }
      }
    }
    for (Inst i : unmatched) {
      List<InstRef> merged = fb.map(f -> unclaimedOfShape(f, i, claimed)).orElse(List.of());
      claimed.addAll(merged);
      origins.put(new InstRef(afterName, i.id()), merged);
    }
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

  private Optional<InstRef> findValue(String name, List<Function> space) {
    if (space.isEmpty()) {
      return Optional.empty();
    }
    Optional<InstRef> own = valueIn(space.get(0), name);
    if (own.isPresent()) {
      return own;
    }
    for (String c : CloneSuffixes.candidates(name)) {
      List<Function> where = CloneSuffixes.crossesInline(name, c) ? space : space.subList(0, 1);
      for (Function g : where) {
        Optional<InstRef> hit = valueIn(g, c);
        if (hit.isPresent()) {
          return hit;
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<InstRef> valueIn(Function g, String name) {
    for (Block b : g.blocks()) {
      for (Inst i : b.insts()) {
        if (ownName(g, i).filter(name::equals).isPresent()) {
          return Optional.of(new InstRef(g.name(), i.id()));
        }
      }
    }
    return Optional.empty();
  }

  private Optional<Located> findBlock(String name, List<Function> space) {
    if (space.isEmpty()) {
      return Optional.empty();
    }
    List<String> names = new ArrayList<>();
    names.add(name);
    names.addAll(CloneSuffixes.candidates(name));
    for (String c : names) {
      List<Function> where = CloneSuffixes.crossesInline(name, c) ? space : space.subList(0, 1);
      for (Function g : where) {
        for (Block b : g.blocks()) {
          if (b.name().equals(c)) {
            return Optional.of(new Located(g, b));
          }
        }
      }
    }
    return Optional.empty();
  }

  private static int nextOfShape(Located target, Inst i, int from) {
    List<Inst> insts = target.block().insts();
    for (int k = from; k < insts.size(); k++) {
      Inst o = insts.get(k);
      if (ownName(target.function(), o).isEmpty() && shape(o).equals(shape(i))) {
        return k;
      }
    }
    return -1;
  }

  private static List<InstRef> unclaimedOfShape(Function f, Inst i, Set<InstRef> claimed) {
    if (i.isTerminator()) {
      return List.of();
    }
    List<InstRef> out = new ArrayList<>();
    for (Block b : f.blocks()) {
      for (Inst o : b.insts()) {
        InstRef r = new InstRef(f.name(), o.id());
        if (ownName(f, o).isEmpty() && shape(o).equals(shape(i)) && !claimed.contains(r)) {
          out.add(r);
        }
      }
    }
    return out;
  }

  /** Returns the shape key of an instruction: its mnemonic, and its callee for calls. */
  static String shape(Inst i) {
    return i instanceof Call c ? "call " + c.site().calleeName().orElse("?") : i.opcode().mnemonic();
  }

  private record Located(Function function, Block block) {}
}
