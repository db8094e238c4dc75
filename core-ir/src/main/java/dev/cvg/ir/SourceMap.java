package dev.cvg.ir;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Source positions of a function's entities, keyed by raw id (blocks, parameters and
 * instructions share one id space). Filled by the parser; edits keep the positions of
 * instructions they keep, and give clones the position of their original.
 *
 * <p>Representation: the parser's positions are two dense arrays indexed by raw id (line and
 * column, 0 = none, all in one file), never written after construction; positions recorded by
 * {@link #with} afterwards live in a small persistent overlay that wins over the arrays. Both
 * parts are immutable, so a map is a value like the snapshot that holds it.
 */
public final class SourceMap {
  /** A map with no positions. */
  public static final SourceMap EMPTY = new SourceMap(null, new int[0], new int[0], HashMap.empty(), Optional.empty());

  private final String file;
  private final int[] lines;
  private final int[] cols;
  private final Map<Integer, SourcePos> added;
  private final Optional<SourcePos> function;

  private SourceMap(String file, int[] lines, int[] cols, Map<Integer, SourcePos> added, Optional<SourcePos> function) {
    this.file = file;
    this.lines = lines;
    this.cols = cols;
    this.added = added;
    this.function = function;
  }

  /**
   * Returns the map of a parsed function: entity {@code id} is at line {@code lines[id]}, column
   * {@code cols[id]} of {@code file} (line 0: no position). The arrays are owned by the map from
   * now on; the caller must not write them.
   *
   * @param file the file name as given to the parser
   * @param lines the line of each raw id, 0 for none
   * @param cols the column of each raw id, same length as {@code lines}
   * @param function the position of the {@code define} line
   * @return the map
   */
  public static SourceMap parsed(String file, int[] lines, int[] cols, SourcePos function) {
    if (lines.length != cols.length) {
      throw new IllegalArgumentException("lines and columns differ in length");
    }
    return new SourceMap(file, lines, cols, HashMap.empty(), Optional.of(function));
  }

  /**
   * Returns the position of the {@code define} line, if parsed.
   *
   * @return the position, or empty for a function not parsed
   */
  public Optional<SourcePos> function() {
    return function;
  }

  /**
   * Returns the position of the entity with raw id {@code id}.
   *
   * @param id a raw id
   * @return its position, or empty
   */
  public Optional<SourcePos> at(int id) {
    Optional<SourcePos> later = added.get(id).toJavaOptional();
    if (later.isPresent() || id < 0 || id >= lines.length || lines[id] == 0) {
      return later;
    }
    return Optional.of(new SourcePos(file, lines[id], cols[id]));
  }

  /**
   * Returns the position of {@code inst}.
   *
   * @param inst an instruction
   * @return its position, or empty
   */
  public Optional<SourcePos> of(InstId inst) {
    return at(inst.index());
  }

  /**
   * Returns the position of {@code block}'s label (or its first instruction).
   *
   * @param block a block
   * @return its position, or empty
   */
  public Optional<SourcePos> of(BlockId block) {
    return at(block.index());
  }

  /**
   * Returns a copy with {@code pos} recorded for raw id {@code id}.
   *
   * @param id a raw id
   * @param pos its position
   * @return the copy
   */
  public SourceMap with(int id, SourcePos pos) {
    return new SourceMap(file, lines, cols, added.put(id, pos), function);
  }

  /**
   * Returns every recorded position, keyed by raw id.
   *
   * @return the positions
   */
  public Map<Integer, SourcePos> positions() {
    Map<Integer, SourcePos> all = HashMap.empty();
    for (int id = 0; id < lines.length; id++) {
      if (lines[id] != 0) {
        all = all.put(id, new SourcePos(file, lines[id], cols[id]));
      }
    }
    return all.merge(added, (parsedPos, addedPos) -> addedPos);
  }

  /** Two maps are equal when they record the same positions and the same {@code define} line. */
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof SourceMap m && function.equals(m.function) && positions().equals(m.positions());
  }

  /** Hashes what {@link #equals} compares. */
  @Override
  public int hashCode() {
    return Objects.hash(positions(), function);
  }

  /** Renders the positions and the {@code define} line, as the former record did. */
  @Override
  public String toString() {
    return "SourceMap[positions=" + positions() + ", function=" + function + "]";
  }
}
