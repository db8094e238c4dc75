package dev.cvg.passes.unroll;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Copies a set of blocks through the editor (LLVM's {@code CloneBasicBlock} plus remapping): each
 * instruction is cloned with {@link FunctionEditor#clone} (origin {@code Cloned(root, key)}),
 * then operands and block references inside the region are remapped to the copies. Instructions
 * listed in {@code preset} are not copied: their uses in the copy take the given value (the
 * header phis of a chained iteration, the loop heart that is never duplicated).
 *
 * <p>Stands in for the editor's {@code cloneRegion} (EDITOR-API.md, stage 3) until it lands.
 */
final class RegionCopier {
  private RegionCopier() {}

  /**
   * Copies {@code region} (in the given order), placing the copies after {@code after}.
   *
   * @param suffix the name suffix of copied blocks and values ({@code ".1"}, {@code ".epil"}):
   *     names become {@code base + suffix}, made unique
   * @param key the clone key recorded in each copy's origin
   */
  static CopyMap copy(FunctionEditor e, List<BlockId> region, String suffix, String key,
      Map<Integer, Value> preset, BlockId after) {
    CopyMap m = new CopyMap();
    preset.forEach(m::putValue);
    BlockId place = after;
    for (BlockId b : region) {
      BlockId nb = e.addBlock(e.uniqueName(base(e.blockName(b)) + suffix), place);
      m.putBlock(b, nb);
      place = nb;
    }
    List<Inst> clones = new ArrayList<>();
    for (BlockId b : region) {
      for (Inst i : e.insts(b)) {
        if (preset.containsKey(i.rawId())) {
          continue;
        }
        Inst c = e.clone(i.id(), key, m.block(b), null);
        if (!suffix.matches("\\.\\d+")) {
          e.original().nameOf(i.id().value()).ifPresent(n -> e.setName(c.id().value(),
              e.uniqueName(base(n) + suffix)));
        }
        if (c.hasResult()) {
          m.putValue(i.rawId(), c.asValue());
        }
        clones.add(c);
      }
    }
    for (Inst c : clones) {
      e.replace(c.mapOperands(m::value).mapBlocks(m::block));
    }
    return m;
  }

  /** Returns {@code name} without the numeric suffixes of earlier copies ({@code a.1.2} → {@code a}). */
  static String base(String name) {
    return name.replaceFirst("(\\.\\d+)+$", "");
  }
}
