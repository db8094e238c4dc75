package dev.cvg.reduce;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Global;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Removes functions (definitions and declarations) that nothing else refers to: no instruction
 * of another function and no global initializer names them. Functions that only became
 * unreferenced by this pass are targets of its next run.
 */
record RemoveFunctions() implements ReductionPass {
  /** A global name inside an unmodelled constant's text, such as {@code @f} in a constant expression. */
  private static final java.util.regex.Pattern GLOBAL_NAME =
      java.util.regex.Pattern.compile("@[-a-zA-Z$._0-9]+|@\"[^\"]*\"");

  @Override
  public String name() {
    return "functions";
  }

  @Override
  public Targets targets(Module m) {
    List<Function> all = m.functions();
    Set<String> referenced = referenced(m);
    List<Integer> targets = new ArrayList<>();
    for (int k = 0; k < all.size(); k++) {
      if (!referenced.contains("@" + all.get(k).name())) {
        targets.add(k);
      }
    }
    return Targets.of(targets.size(), chosen -> {
      Set<Integer> gone = new HashSet<>();
      chosen.stream().forEach(k -> gone.add(targets.get(k)));
      List<Function> kept = new ArrayList<>();
      for (int k = 0; k < all.size(); k++) {
        if (!gone.contains(k)) {
          kept.add(all.get(k));
        }
      }
      return Optional.of(new Module(m.sourceName(), m.header(), m.types(), m.globals(), kept,
          m.attributeGroups(), m.trailer()));
    });
  }

  /** Returns the names (with {@code @}) that globals or functions other than the named one mention. */
  private static Set<String> referenced(Module m) {
    Set<String> out = new HashSet<>();
    for (Global g : m.globals()) {
      g.initializer().ifPresent(v -> collect(v, out));
    }
    for (Function f : m.definitions()) {
      Set<String> own = new HashSet<>();
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          i.operands().forEach(v -> collect(v, own));
        }
      }
      own.remove("@" + f.name()); // recursion alone keeps nothing alive
      out.addAll(own);
    }
    return out;
  }

  private static void collect(Value v, Set<String> out) {
    switch (v) {
      case Value.GlobalRef g -> out.add(g.name());
      case Value.ConstAggregate a -> a.elements().forEach(e -> collect(e, out));
      case Value.Opaque o -> {
        java.util.regex.Matcher names = GLOBAL_NAME.matcher(o.text());
        while (names.find()) {
          out.add(names.group());
        }
      }
      default -> { }
    }
  }
}
