package dev.cvg.cli.fuzz;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes a correspondence as a {@code cvg check --map} file, so that a finding's reproducer is
 * checked under the transform's own provenance rather than under names. Every instruction of the
 * compared function gets one line, {@code %block#k -> %block#k, ...} or {@code -> new}, by block
 * name and position as the printed modules spell them; originals in another function (inlined
 * code) are qualified {@code @f:%block#k}.
 */
public final class CorrespondenceMap {
  private CorrespondenceMap() {}

  /**
   * Returns the map file text of {@code c} for function {@code function} of {@code after} against
   * the same-named function of {@code before}; {@code beforeText} and {@code afterText} are the
   * two modules parsed back from their printed text, whose block names the file uses (printing
   * keeps the order of blocks and instructions, and names unnamed blocks).
   */
  public static String write(Correspondence c, Module before, Module after, Module beforeText, Module afterText,
      String function) {
    Map<InstRef, String> originals = positions(before, beforeText);
    Map<InstRef, String> transformed = positions(after, afterText);
    Function f = after.function(function).orElseThrow();
    StringBuilder sb = new StringBuilder("# the transform's provenance: cvg check --function " + function
        + " --map correspondence.map before.ll after.ll\n");
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        List<InstRef> from = c.originsOf(new InstRef(function, i.id()));
        String rhs = from.isEmpty() ? "new" : from.stream()
            .map(r -> (r.function().equals(function) ? "" : "@" + r.function() + ":") + originals.get(r))
            .collect(Collectors.joining(", "));
        sb.append(transformed.get(new InstRef(function, i.id()))).append(" -> ").append(rhs).append('\n');
      }
    }
    return sb.toString();
  }

  /** Returns {@code %block#k} of every instruction of {@code m}, with the block names of {@code printed}. */
  private static Map<InstRef, String> positions(Module m, Module printed) {
    Map<InstRef, String> out = new HashMap<>();
    for (Function f : m.definitions()) {
      var blocks = printed.function(f.name()).orElseThrow().blocks();
      for (int b = 0; b < f.blocks().size(); b++) {
        List<Inst> insts = f.blocks().get(b).insts();
        for (int k = 0; k < insts.size(); k++) {
          out.put(new InstRef(f.name(), insts.get(k).id()), "%" + blocks.get(b).name() + "#" + k);
        }
      }
    }
    return out;
  }
}
