package dev.cvg.oracle.input;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a path of block names into the branch decisions that follow it: at every conditional
 * {@code br} and {@code switch} along the path, the index (in {@link Inst#successors()} order)
 * of the first successor that is the next block on the path.
 */
public final class Paths {
  private Paths() {}

  /**
   * Returns the decisions for {@code blocks} in {@code f}.
   *
   * @param f the entry function
   * @param blocks the path's block names, entry first
   * @return the branch decisions, in path order
   * @throws IllegalArgumentException if the path does not start at the entry block, names an
   *     unknown block, or steps along a non-edge
   */
  public static int[] script(Function f, List<String> blocks) {
    FunctionIndex index = f.index();
    if (blocks.isEmpty() || !blocks.get(0).equals(index.block(0).name())) {
      throw new IllegalArgumentException("path must start at the entry block %" + index.block(0).name()
          + ": " + blocks);
    }
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k + 1 < blocks.size(); k++) {
      int from = number(index, blocks.get(k));
      int to = number(index, blocks.get(k + 1));
      Inst term = index.block(from).terminator()
          .orElseThrow(() -> new IllegalArgumentException("block has no terminator"));
      List<BlockId> succs = term.successors();
      int choice = -1;
      for (int s = 0; s < succs.size(); s++) {
        if (index.number(succs.get(s)) == to) {
          choice = s;
          break;
        }
      }
      if (choice < 0) {
        throw new IllegalArgumentException("no edge %" + blocks.get(k) + " -> %" + blocks.get(k + 1));
      }
      boolean decides = term instanceof dev.cvg.ir.CondBr || term instanceof dev.cvg.ir.Switch;
      if (decides) {
        out.add(choice);
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int number(FunctionIndex index, String name) {
    for (int b = 0; b < index.blockCount(); b++) {
      if (index.block(b).name().equals(name)) {
        return b;
      }
    }
    throw new IllegalArgumentException("no block %" + name);
  }
}
