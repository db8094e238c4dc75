package dev.cvg.passes.unroll;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.CloneMap;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.List;
import java.util.Map;

/**
 * Copies a loop's blocks with the editor's {@link FunctionEditor#cloneRegion} (LLVM's
 * {@code CloneBasicBlock} plus remapping; the exit block's phis get an entry per new exit edge)
 * and records the correspondence as a {@link CopyMap}. Instructions listed in {@code preset} are
 * then replaced in the copy by the given values (the header phis of a chained iteration, the loop
 * heart that is never duplicated).
 */
final class RegionCopier {
  private RegionCopier() {}

  /**
   * Copies {@code region} (in the given order), placing the copies after {@code after}.
   *
   * @param suffix the name suffix of the copy: numeric ({@code ".1"}) names come from the editor,
   *     others ({@code ".epil"}) replace them, made unique
   * @param key the clone key recorded in each copy's origin
   */
  static CopyMap copy(FunctionEditor e, List<BlockId> region, String suffix, CloneKey key,
      Map<Integer, Value> preset, BlockId after) {
    CloneMap cm = e.cloneRegion(region, key, after);
    boolean rename = !suffix.matches("\\.\\d+");
    CopyMap m = new CopyMap();
    for (BlockId b : region) {
      m.putBlock(b, cm.block(b));
      if (rename) {
        e.renameBlock(cm.block(b), e.uniqueName(base(e.blockName(b)) + suffix));
      }
      for (Inst i : e.insts(b)) {
        if (!i.hasResult()) {
          continue;
        }
        Value copy = cm.value(i.asValue());
        m.putValue(i.rawId(), copy);
        if (rename && copy instanceof Value.Local l && !preset.containsKey(i.rawId())) {
          e.original().nameOf(i.id().value()).ifPresent(n ->
              e.setName(l.id(), e.uniqueName(base(n) + suffix)));
        }
      }
    }
    preset.forEach((raw, value) -> {
      e.eraseReplacing(cm.inst(new InstId(raw)), value,
          "loop-unroll: not duplicated in a chained iteration");
      m.putValue(raw, value);
    });
    return m;
  }

  /** Returns {@code name} without the numeric suffixes of earlier copies ({@code a.1.2} → {@code a}). */
  static String base(String name) {
    return name.replaceFirst("(\\.\\d+)+$", "");
  }
}
