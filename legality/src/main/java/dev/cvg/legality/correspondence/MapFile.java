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
 * An explicit correspondence ({@code cvg check --map FILE}), for pairs whose names do not
 * follow the conventions. One entry per line; {@code #} starts a comment:
 *
 * <pre>
 *   %x.copy  -> %x              the transformed %x.copy stands for the original %x
 *   %m       -> %a, %b          a merge: %m stands for both
 *   %fresh   -> new             new code, no counterpart
 *   %then#2  -> %then#1         unnamed instructions: block name and 0-based position
 *   {@literal @}g:%y    -> @h:%y           qualified by function (default: the compared functions)
 * </pre>
 *
 * Instructions the file does not name keep the correspondence inferred from names.
 */
public final class MapFile {
  private MapFile() {}

  /**
   * Applies the entries of {@code text} (named {@code fileName} in messages) on top of
   * {@code inferred}.
   *
   * @param text the map file's text
   * @param fileName its name, for messages
   * @param inferred the correspondence the entries refine
   * @param before the original module
   * @param after the transformed module
   * @return {@code inferred} with the file's entries applied
   * @throws IllegalArgumentException {@code file:line: error: message} for an entry that does not
   *     parse or names an instruction that does not exist
   */
  public static Correspondence apply(String text, String fileName, Correspondence inferred, Module before,
      Module after) {
    Map<InstRef, List<InstRef>> origins = new LinkedHashMap<>(inferred.origins());
    String afterEntry = inferred.functions().keySet().iterator().next();
    String beforeEntry = inferred.functions().get(afterEntry);
    String[] lines = text.split("\n", -1);
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].replaceAll("#(?![0-9]).*$", "").replaceAll("\\s+#\\s.*$", "").trim();
      if (line.isEmpty()) {
        continue;
      }
      String where = fileName + ":" + (n + 1) + ": error: ";
      String[] sides = line.split("->");
      if (sides.length != 2) {
        throw new IllegalArgumentException(where + "expected 'TRANSFORMED -> ORIGINAL[, ORIGINAL...]' or '-> new'");
      }
      InstRef key = resolve(after, afterEntry, sides[0].trim())
          .orElseThrow(() -> new IllegalArgumentException(where + "no instruction " + sides[0].trim()
              + " in the transformed program"));
      List<InstRef> values = new ArrayList<>();
      if (!sides[1].trim().equals("new")) {
        for (String ref : sides[1].split(",")) {
          values.add(resolve(before, beforeEntry, ref.trim()).orElseThrow(() -> new IllegalArgumentException(
              where + "no instruction " + ref.trim() + " in the original program")));
        }
      }
      origins.put(key, values);
    }
    // a replacement inferred from names stands unless the file gives the removed operation a counterpart
    Map<InstRef, InstRef> replaced = new LinkedHashMap<>(inferred.replacedBy());
    origins.values().forEach(v -> v.forEach(replaced::remove));
    List<ReplacedUse> uses = new ArrayList<>(inferred.replacedUses());
    origins.values().forEach(v -> uses.removeIf(u -> v.contains(u.removed())));
    return new Correspondence(Correspondence.Source.MAP_FILE, inferred.functions(), origins, replaced, uses);
  }

  /** Resolves {@code %name}, {@code %block#k} or {@code @f:...} in {@code m}. */
  static Optional<InstRef> resolve(Module m, String defaultFn, String ref) {
    String fn = defaultFn;
    String local = ref;
    if (ref.startsWith("@")) {
      int colon = ref.indexOf(':');
      if (colon < 0) {
        return Optional.empty();
      }
      fn = ref.substring(1, colon);
      local = ref.substring(colon + 1);
    }
    if (!local.startsWith("%")) {
      return Optional.empty();
    }
    Optional<Function> f = m.function(fn).filter(g -> !g.isDeclaration());
    if (f.isEmpty()) {
      return Optional.empty();
    }
    String name = local.substring(1);
    int hash = name.lastIndexOf('#');
    for (Block b : f.get().blocks()) {
      if (hash >= 0 && b.name().equals(name.substring(0, hash))) {
        int k = Integer.parseInt(name.substring(hash + 1));
        return k < b.insts().size() ? Optional.of(new InstRef(fn, b.insts().get(k).id())) : Optional.empty();
      }
      for (Inst i : b.insts()) {
        if (hash < 0 && i.hasResult() && f.get().nameOf(i.id().value()).filter(name::equals).isPresent()) {
          return Optional.of(new InstRef(fn, i.id()));
        }
      }
    }
    return Optional.empty();
  }
}
