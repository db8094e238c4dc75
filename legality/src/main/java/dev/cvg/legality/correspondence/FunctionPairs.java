package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions a check compares: the transformed function with its original, and every
 * function it calls (transitively) with the original's function of the same name, when the two
 * programs are different modules. In one module ({@code @src}/{@code @tgt}) the callees are
 * shared and compared with themselves.
 */
public final class FunctionPairs {
  private FunctionPairs() {}

  /**
   * Returns the compared functions of {@code after}, each with its counterpart's name in
   * {@code before} (a callee with no counterpart maps to its own name, so its code is new).
   *
   * @param before the original module
   * @param beforeFn the original entry function (without {@code @})
   * @param after the transformed module
   * @param afterFn the transformed entry function (without {@code @})
   * @return function of {@code after} to its counterpart in {@code before}, entry first
   * @throws UncheckablePair if either entry function is not defined
   */
  public static Map<String, String> of(Module before, String beforeFn, Module after, String afterFn) {
    UncheckablePair.requireDefined(before, beforeFn, UncheckablePair.Side.ORIGINAL);
    Function entry = UncheckablePair.requireDefined(after, afterFn, UncheckablePair.Side.TRANSFORMED);
    Map<String, String> pairs = new LinkedHashMap<>();
    pairs.put(afterFn, beforeFn);
    Set<String> seen = new LinkedHashSet<>(List.of(afterFn));
    ArrayDeque<Function> work = new ArrayDeque<>(List.of(entry));
    while (!work.isEmpty()) {
      for (String c : callees(work.removeFirst())) {
        after.function(c).filter(f -> !f.isDeclaration()).filter(f -> seen.add(f.name())).ifPresent(f -> {
          pairs.put(f.name(), f.name());
          work.addLast(f);
        });
      }
    }
    return pairs;
  }

  /**
   * Returns the names (without {@code @}) of the functions {@code f} calls directly, in order.
   *
   * @param f a function
   * @return its direct callees, in the order of their first calls, each once
   */
  public static List<String> callees(Function f) {
    Set<String> out = new LinkedHashSet<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i instanceof Call c) {
          c.site().calleeName().ifPresent(n -> out.add(n.substring(1)));
        }
      }
    }
    return List.copyOf(out);
  }

}
