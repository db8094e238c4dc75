package dev.cvg.ir.edit;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.SourceMap;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The only way to change a {@link Function}: a transient editor over one snapshot whose
 * {@link #finish()} returns a new snapshot sharing every untouched block with the original.
 *
 * <p>The editor records provenance as it goes, so a pass cannot forget it: instructions that
 * keep their id (unchanged, replaced in place, moved) need no record; {@link #clone} records
 * {@link Origin.Cloned}, {@link #insertNew} takes an explicit {@link Origin}, {@link #merge}
 * records {@link Origin.Merged}, and {@link #erase} lists the instruction with its reason.
 * The original snapshot is never modified; dropping the editor is a rollback.
 *
 * <p>Not thread-safe; one editor per edit.
 */
public final class FunctionEditor {
  private final Function original;
  private final List<BlockId> layout = new ArrayList<>();
  private final java.util.Map<BlockId, String> blockNames = new HashMap<>();
  /** Working copies of the touched blocks' instruction lists; untouched blocks are absent. */
  private final java.util.Map<BlockId, List<Inst>> touched = new LinkedHashMap<>();
  private final java.util.Map<BlockId, Block> originalBlocks = new HashMap<>();
  /** Current block of every instruction. */
  private final java.util.Map<InstId, BlockId> location = new HashMap<>();
  private final Set<InstId> originalInsts = new HashSet<>();
  private Map<ValueId, String> valueNames;
  private Map<InstId, String> attachments;
  private SourceMap sourceMap;
  private Provenance provenance = Provenance.NONE;
  private FunctionHeader header;
  private int nextId;

  private FunctionEditor(Function original) {
    this.original = original;
    this.valueNames = original.valueNames();
    this.attachments = original.attachments();
    this.sourceMap = original.sourceMap();
    this.header = original.header();
    this.nextId = original.nextId();
    for (Block b : original.blocks()) {
      layout.add(b.id());
      blockNames.put(b.id(), b.name());
      originalBlocks.put(b.id(), b);
      for (Inst i : b.insts()) {
        location.put(i.id(), b.id());
        originalInsts.add(i.id());
      }
    }
  }

  /** Returns an editor over {@code function}. */
  public static FunctionEditor of(Function function) {
    return new FunctionEditor(Objects.requireNonNull(function));
  }

  /**
   * Returns an editor over a new, empty function definition with parameters of the given types
   * and names (ids 0..n-1); add blocks and instructions, then {@link #finish()}.
   *
   * @param name the function name without {@code @}
   * @param callingConv the calling convention ({@code ""} for the default, {@code amdgpu_kernel}, …)
   * @param returnType the return type
   * @param paramTypes the parameter types
   * @param paramNames the parameter names, same length as {@code paramTypes}
   * @param attrs function attributes written after the parameter list ({@code convergent}, …)
   */
  public static FunctionEditor newFunction(String name, String callingConv, dev.cvg.ir.Type returnType,
      List<dev.cvg.ir.Type> paramTypes, List<String> paramNames, List<String> attrs) {
    if (paramTypes.size() != paramNames.size()) {
      throw new IllegalArgumentException("parameter types and names differ in length");
    }
    List<dev.cvg.ir.Param> params = new ArrayList<>();
    Map<ValueId, String> names = io.vavr.collection.HashMap.empty();
    for (int k = 0; k < paramTypes.size(); k++) {
      params.add(new dev.cvg.ir.Param(new ValueId(k), paramTypes.get(k), List.of()));
      names = names.put(new ValueId(k), paramNames.get(k));
    }
    FunctionHeader header =
        new FunctionHeader(List.of(), callingConv, List.of(), returnType, params, false, attrs);
    return of(new Function(name, header, false, Vector.empty(), names, io.vavr.collection.HashMap.empty(),
        SourceMap.EMPTY, Provenance.NONE, paramTypes.size()));
  }

  /** Returns the snapshot this editor started from. */
  public Function original() {
    return original;
  }

  /** Allocates a fresh raw id for a new instruction. */
  public InstId newInstId() {
    return new InstId(nextId++);
  }

  /** Returns the blocks in their current layout order. */
  public List<BlockId> layout() {
    return List.copyOf(layout);
  }

  /** Returns the current instructions of {@code block}. */
  public List<Inst> insts(BlockId block) {
    List<Inst> t = touched.get(block);
    if (t != null) {
      return List.copyOf(t);
    }
    Block b = originalBlocks.get(block);
    if (b == null) {
      throw new IllegalArgumentException("no block " + block);
    }
    return b.insts();
  }

  /** Returns the current version of instruction {@code id}. @throws IllegalArgumentException if absent */
  public Inst inst(InstId id) {
    BlockId b = blockOf(id);
    for (Inst i : insts(b)) {
      if (i.id().equals(id)) {
        return i;
      }
    }
    throw new IllegalStateException("lost " + id);
  }

  /** Returns the block currently holding {@code id}. @throws IllegalArgumentException if absent */
  public BlockId blockOf(InstId id) {
    BlockId b = location.get(id);
    if (b == null) {
      throw new IllegalArgumentException("no instruction " + id);
    }
    return b;
  }

  /** Returns the current name of {@code block}. */
  public String blockName(BlockId block) {
    return blockNames.get(block);
  }

  // ---- blocks -------------------------------------------------------------------------

  /** Creates an empty block named {@code name}, placed after {@code after} (or last if null). */
  public BlockId addBlock(String name, BlockId after) {
    BlockId id = new BlockId(nextId++);
    int at = after == null ? layout.size() : layout.indexOf(after) + 1;
    layout.add(at, id);
    blockNames.put(id, name);
    touched.put(id, new ArrayList<>());
    return id;
  }

  /** Renames {@code block}. */
  public void renameBlock(BlockId block, String name) {
    blockNames.put(block, name);
    working(block);
  }

  /** Removes {@code block} and erases its instructions with {@code reason}. */
  public void removeBlock(BlockId block, String reason) {
    for (Inst i : insts(block)) {
      erase(i.id(), reason);
    }
    layout.remove(block);
    touched.remove(block);
    originalBlocks.remove(block);
  }

  /** Moves {@code block} to just after {@code after} in the layout. */
  public void moveBlockAfter(BlockId block, BlockId after) {
    layout.remove(block);
    layout.add(layout.indexOf(after) + 1, block);
  }

  // ---- instructions -------------------------------------------------------------------

  /** Appends {@code inst} (with a fresh id from {@link #newInstId()}) to {@code block}. */
  public <T extends Inst> T append(BlockId block, T inst, Origin origin) {
    return insertAt(block, working(block).size(), inst, origin);
  }

  /** Inserts new {@code inst} immediately before {@code anchor}. */
  public <T extends Inst> T insertBefore(InstId anchor, T inst, Origin origin) {
    BlockId b = blockOf(anchor);
    return insertAt(b, indexIn(b, anchor), inst, origin);
  }

  /** Inserts new {@code inst} into {@code block} at {@code position}, recording its origin. */
  public <T extends Inst> T insertNew(BlockId block, int position, T inst, Origin origin) {
    return insertAt(block, position, inst, origin);
  }

  private <T extends Inst> T insertAt(BlockId block, int position, T inst, Origin origin) {
    if (location.containsKey(inst.id())) {
      throw new IllegalArgumentException(inst.id() + " is already in the function");
    }
    working(block).add(position, inst);
    location.put(inst.id(), block);
    provenance = provenance.withOrigin(inst.id(), Objects.requireNonNull(origin));
    return inst;
  }

  /** Replaces the instruction with {@code inst}'s id by {@code inst} in place (identity kept). */
  public void replace(Inst inst) {
    BlockId b = blockOf(inst.id());
    working(b).set(indexIn(b, inst.id()), inst);
  }

  /** Removes {@code id}; an instruction of the original is listed as erased with {@code reason}. */
  public void erase(InstId id, String reason) {
    BlockId b = blockOf(id);
    working(b).remove(indexIn(b, id));
    location.remove(id);
    attachments = attachments.remove(id);
    if (originalInsts.contains(id)) {
      provenance = provenance.withErasure(id, reason);
    } else {
      provenance = new Provenance(provenance.origins().remove(id), provenance.erased());
    }
  }

  /** Moves {@code id} (keeping its identity) into {@code block} at {@code position}. */
  public void move(InstId id, BlockId block, int position) {
    Inst inst = inst(id);
    BlockId from = blockOf(id);
    working(from).remove(indexIn(from, id));
    working(block).add(position, inst);
    location.put(id, block);
  }

  /** Moves {@code id} to just before {@code anchor}. */
  public void moveBefore(InstId id, InstId anchor) {
    Inst inst = inst(id);
    BlockId from = blockOf(id);
    working(from).remove(indexIn(from, id));
    BlockId to = blockOf(anchor);
    working(to).add(indexIn(to, anchor), inst);
    location.put(id, to);
  }

  /**
   * Inserts a copy of {@code from} with a fresh id before {@code anchor} (or at the end of
   * {@code block} when {@code anchor} is null); the copy's origin is {@code Cloned(root, key)}
   * where root is {@code from}'s own original.
   */
  public Inst clone(InstId from, String key, BlockId block, InstId anchor) {
    Inst copy = inst(from).withId(newInstId());
    Origin origin = new Origin.Cloned(rootOf(from), key);
    if (anchor == null) {
      append(block, copy, origin);
    } else {
      insertBefore(anchor, copy, origin);
    }
    original.nameOf(from.value()).or(() -> nameOfNew(from.value()))
        .ifPresent(n -> setName(copy.id().value(), uniqueName(n)));
    sourceMap.of(from).ifPresent(p -> sourceMap = sourceMap.with(copy.id().index(), p));
    attachments.get(from).forEach(a -> attachments = attachments.put(copy.id(), a));
    return copy;
  }

  /** Records that {@code keep} now stands for itself and {@code others}, and erases the others. */
  public void merge(InstId keep, List<InstId> others, String reason) {
    List<InstId> all = new ArrayList<>();
    all.add(rootOf(keep));
    others.forEach(o -> all.add(rootOf(o)));
    for (InstId o : others) {
      erase(o, reason);
    }
    provenance = provenance.withOrigin(keep, new Origin.Merged(all));
  }

  /** Returns the instruction of the original that {@code id} descends from (itself if kept). */
  public InstId rootOf(InstId id) {
    return provenance.originOf(id).map(o -> switch (o) {
      case Origin.Cloned c -> c.from();
      case Origin.Inlined in -> id;
      case Origin.Merged m -> m.from().getFirst();
      case Origin.Synthesized s -> id;
    }).orElse(id);
  }

  /** Replaces every use of {@code from} by {@code to} in every instruction. */
  public void replaceAllUses(ValueId from, Value to) {
    UnaryOperator<Value> f = v -> v instanceof Value.Local l && l.id().equals(from) ? to : v;
    for (BlockId b : layout) {
      List<Inst> list = insts(b);
      boolean uses = list.stream().anyMatch(i -> i.operands().stream()
          .anyMatch(v -> v instanceof Value.Local l && l.id().equals(from)));
      if (uses) {
        List<Inst> w = working(b);
        w.replaceAll(i -> i.mapOperands(f));
      }
    }
  }

  /** Sets the name of {@code value} (as written after {@code %}). */
  public void setName(ValueId value, String name) {
    valueNames = valueNames.put(value, name);
  }

  /** Returns {@code base} if unused by any value or block, else {@code base.N} for the first free N. */
  public String uniqueName(String base) {
    Set<String> used = new HashSet<>(valueNames.values().toJavaList());
    used.addAll(blockNames.values());
    if (!used.contains(base)) {
      return base;
    }
    String stem = base.replaceFirst("\\.\\d+$", "");
    for (int k = 1; ; k++) {
      String candidate = stem + "." + k;
      if (!used.contains(candidate)) {
        return candidate;
      }
    }
  }

  /** Sets the metadata attachment text of {@code id} (empty string removes it). */
  public void setAttachment(InstId id, String text) {
    attachments = text.isEmpty() ? attachments.remove(id) : attachments.put(id, text);
  }

  /** Replaces the function header (signature and attributes). */
  public void setHeader(FunctionHeader newHeader) {
    header = newHeader;
  }

  /** Records {@code origin} for an instruction created by this edit (e.g. inlined copies). */
  public void setOrigin(InstId id, Origin origin) {
    provenance = provenance.withOrigin(id, origin);
  }

  /** Returns the snapshot with every edit applied; the editor must not be used afterwards. */
  public Function finish() {
    Vector<Block> blocks = Vector.empty();
    for (BlockId id : layout) {
      List<Inst> w = touched.get(id);
      Block orig = originalBlocks.get(id);
      if (w == null && orig != null && orig.name().equals(blockNames.get(id))) {
        blocks = blocks.append(orig);
      } else {
        blocks = blocks.append(new Block(id, blockNames.get(id), w == null ? orig.insts() : w));
      }
    }
    return new Function(original.name(), header, original.isDeclaration(), blocks, valueNames,
        attachments, sourceMap, provenance, nextId);
  }

  private java.util.Optional<String> nameOfNew(ValueId v) {
    return valueNames.get(v).toJavaOptional();
  }

  private List<Inst> working(BlockId block) {
    return touched.computeIfAbsent(block, b -> {
      Block orig = originalBlocks.get(b);
      if (orig == null) {
        throw new IllegalArgumentException("no block " + b);
      }
      return new ArrayList<>(orig.insts());
    });
  }

  private int indexIn(BlockId block, InstId id) {
    List<Inst> list = touched.containsKey(block) ? touched.get(block) : insts(block);
    for (int k = 0; k < list.size(); k++) {
      if (list.get(k).id().equals(id)) {
        return k;
      }
    }
    throw new IllegalStateException(id + " not in " + block);
  }
}
