package dev.cvg.ir;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An immutable snapshot of a function: header, blocks in layout order (the first is the entry),
 * and side tables for names, source positions, metadata attachments and provenance.
 *
 * <p>Snapshots are persistent at block granularity: a {@link dev.cvg.ir.edit.FunctionEditor}
 * produces a new snapshot sharing every untouched {@link Block}. A snapshot is safe to share
 * between threads. Analyses read the dense {@link #index()}, computed once per snapshot; other
 * layers memoize their own per-snapshot data through {@link #derived(Derived)}.
 *
 * <p>Ids: blocks, parameters and instructions draw raw ids from one counter
 * ({@link #nextId()} is the next free one), so an id never denotes two entities of a lineage.
 */
public final class Function {
  private final String name;
  private final FunctionHeader header;
  private final boolean declaration;
  private final Vector<Block> blocks;
  private final ValueNames valueNames;
  private final Map<InstId, String> attachments;
  private final SourceMap sourceMap;
  private final Provenance provenance;
  private final int nextId;
  private volatile FunctionIndex index;
  /** Values of {@link Derived} keys computed for this snapshot; created on the first request. */
  private volatile ConcurrentHashMap<Derived<?>, Object> derived;

  /**
   * Creates a snapshot; prefer the parser or an editor.
   *
   * @param name the name after {@code @}, as written (quoted if the source quoted it)
   * @param header the signature and attributes
   * @param declaration whether this is a {@code declare}
   * @param blocks the blocks in layout order
   * @param valueNames names of parameters and instruction results, as written after {@code %}
   * @param attachments metadata attachments per instruction, verbatim (e.g. {@code !llvm.loop !0})
   * @param sourceMap positions of entities in the parsed file
   * @param provenance the origin of the instructions relative to the previous snapshot
   * @param nextId the next free raw id
   */
  public Function(String name, FunctionHeader header, boolean declaration, Vector<Block> blocks,
      ValueNames valueNames, Map<InstId, String> attachments, SourceMap sourceMap,
      Provenance provenance, int nextId) {
    this.name = name;
    this.header = header;
    this.declaration = declaration;
    this.blocks = blocks;
    this.valueNames = valueNames;
    this.attachments = attachments;
    this.sourceMap = sourceMap;
    this.provenance = provenance;
    this.nextId = nextId;
  }

  /**
   * Returns a declaration with the given name and header.
   *
   * @param name the name without {@code @}
   * @param header the signature and attributes
   * @param nextId the next free raw id
   * @return the declaration
   */
  public static Function declaration(String name, FunctionHeader header, int nextId) {
    return new Function(name, header, true, Vector.empty(), ValueNames.EMPTY, HashMap.empty(),
        SourceMap.EMPTY, Provenance.NONE, nextId);
  }

  /**
   * Returns the name after {@code @}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns the signature and attributes.
   *
   * @return the header
   */
  public FunctionHeader header() {
    return header;
  }

  /**
   * Returns whether this is a {@code declare} (no body).
   *
   * @return whether the function has no body
   */
  public boolean isDeclaration() {
    return declaration;
  }

  /**
   * Returns the parameters.
   *
   * @return the parameters, in order
   */
  public List<Param> params() {
    return header.params();
  }

  /**
   * Returns the blocks in layout order; the first is the entry.
   *
   * @return the blocks
   */
  public Vector<Block> blocks() {
    return blocks;
  }

  /**
   * Returns the entry block.
   *
   * @return the first block
   * @throws IllegalStateException for declarations
   */
  public Block entry() {
    if (blocks.isEmpty()) {
      throw new IllegalStateException("@" + name + " has no body");
    }
    return blocks.head();
  }

  /**
   * Returns the value-name table.
   *
   * @return the names of named values, without {@code %}
   */
  public ValueNames valueNames() {
    return valueNames;
  }

  /**
   * Returns the name of {@code value} as written after {@code %}, if it has one.
   *
   * @param value a parameter or instruction result
   * @return its name, or empty for an unnamed value
   */
  public Optional<String> nameOf(ValueId value) {
    return valueNames.get(value);
  }

  /**
   * Returns the metadata attachments table.
   *
   * @return each instruction's attachments, verbatim
   */
  public Map<InstId, String> attachments() {
    return attachments;
  }

  /**
   * Returns the source positions.
   *
   * @return where the parser found each block and instruction
   */
  public SourceMap sourceMap() {
    return sourceMap;
  }

  /**
   * Returns the origins of this snapshot's instructions relative to the previous one.
   *
   * @return the provenance; empty for a parsed function
   */
  public Provenance provenance() {
    return provenance;
  }

  /**
   * Returns the next free raw id.
   *
   * @return a raw id above every id in use
   */
  public int nextId() {
    return nextId;
  }

  /**
   * Returns the dense index of this snapshot, computing it on first use.
   *
   * @return the dense index
   */
  public FunctionIndex index() {
    FunctionIndex result = index;
    if (result == null) {
      synchronized (this) {
        result = index;
        if (result == null) {
          result = new FunctionIndex(this);
          index = result;
        }
      }
    }
    return result;
  }

  /**
   * Returns {@code key}'s value for this snapshot, computing it on the first request and returning
   * the same object afterwards. Thread-safe: threads racing on the first request may each compute
   * the value, and all of them receive the one stored first. A computation may itself request
   * other derived values of this snapshot.
   *
   * @param <T> the value's type
   * @param key the derived value's key
   * @return the value for this snapshot
   */
  public <T> T derived(Derived<T> key) {
    ConcurrentHashMap<Derived<?>, Object> table = derived;
    if (table == null) {
      synchronized (this) {
        table = derived;
        if (table == null) {
          table = new ConcurrentHashMap<>(4);
          derived = table;
        }
      }
    }
    Object value = table.get(key);
    if (value == null) {
      Object computed = key.compute(this);
      Object stored = table.putIfAbsent(key, computed);
      value = stored != null ? stored : computed;
    }
    @SuppressWarnings("unchecked") // only key.compute stores a value under key
    T result = (T) value;
    return result;
  }

  /**
   * Returns an equal snapshot whose dense {@link #index()} is not built yet: for timing analyses
   * including the dense view ({@code cvg uniformity --time}, benchmarks).
   *
   * @return the copy
   */
  public Function unindexedCopy() {
    return new Function(name, header, declaration, blocks, valueNames, attachments, sourceMap,
        provenance, nextId);
  }

  /**
   * Returns a copy with another name (used by the module when renaming clones).
   *
   * @param newName the name without {@code @}
   * @return the copy
   */
  public Function withName(String newName) {
    return new Function(newName, header, declaration, blocks, valueNames, attachments, sourceMap,
        provenance, nextId);
  }

  /**
   * Returns a copy with another header.
   *
   * @param newHeader the header of the copy
   * @return the copy
   */
  public Function withHeader(FunctionHeader newHeader) {
    return new Function(name, newHeader, declaration, blocks, valueNames, attachments, sourceMap,
        provenance, nextId);
  }

  @Override
  public String toString() {
    return "@" + name;
  }
}
