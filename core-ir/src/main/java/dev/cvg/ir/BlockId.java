package dev.cvg.ir;

/**
 * Identifies a basic block within one function's lineage of snapshots.
 *
 * <p>Ids are allocated by the parser or a {@link dev.cvg.ir.edit.FunctionEditor} from the
 * function's single id counter, are never reused, and survive moves and edits. Two snapshots
 * of the same function are joined on ids.
 *
 * @param index the raw id, unique among all ids of the function lineage
 */
public record BlockId(int index) implements Comparable<BlockId> {
  @Override
  public int compareTo(BlockId o) {
    return Integer.compare(index, o.index);
  }

  @Override
  public String toString() {
    return "block" + index;
  }
}
