package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.SourceMap;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.ValueNames;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The only way to change a {@link Function}: a transient editor over one snapshot whose
 * {@link #finish()} returns a new snapshot sharing every untouched block with the original.
 * The original is never modified; dropping the editor is a rollback.
 *
 * <pre>{@code
 * FunctionEditor e = FunctionEditor.of(f);
 * BlockId body = e.block("body");
 * Value.Local x = e.beforeTerminator(body).named("x").add(e.value("i"), new Value.ConstInt(Type.I32, 1));
 * e.eraseReplacing(e.value("old").id().inst(), x, "replaced by %x");   // %old's users now use %x
 * BlockId tail = e.splitBlock(x.id().inst(), "tail");                   // phis of successors follow
 * Function g = e.finish();   // f is unchanged; g shares every block the edit did not touch
 * }</pre>
 *
 * <p>Building: {@link #at}, {@link #beforeTerminator}, {@link #before} and {@link #after} return
 * a {@link Cursor} whose helpers check operand types and record provenance. Queries by name
 * ({@link #block(String)}, {@link #value(String)}), CFG neighbours ({@link #predecessors},
 * {@link #successors}) and uses ({@link #users}, {@link #replaceAllUses}) read maintained tables,
 * never the whole function. Phi edits ({@link #addIncoming}, …) and CFG edits
 * ({@link #replaceTerminator}, {@link #retarget}, {@link #mergeIntoPredecessor},
 * {@link #splitEdge}, {@link #splitBlock}, {@link #removeUnreachableBlocks}) fix phis up.
 *
 * <p>Provenance is recorded as the edit goes, so a pass cannot forget it: instructions and
 * blocks that keep their id (unchanged, replaced in place, moved) need no record; inserted ones
 * carry an {@link Origin} (blocks a {@link BlockOrigin}); erased originals are listed with their
 * reason. Region copies ({@link #cloneRegion}) and imported callee bodies ({@link #importBody})
 * record {@code Cloned} and {@code Inlined} origins.
 *
 * <p>Safety: an unknown block or instruction, erasing a value that still has users, placing a
 * block after an unknown or itself, and any call after {@link #finish()} throw; messages name
 * blocks and values as LLVM prints them ({@code %header}, {@code %x}). Not thread-safe.
 */
public final class FunctionEditor {
  private final Function original;
  private final Body body;
  private final NameTable names;
  private final Describer describer = new Describer(this);
  private final OperandChecks checks = new OperandChecks(this);
  private final PhiEdits phis = new PhiEdits(this);
  private final CfgEdits cfg = new CfgEdits(this);
  private final RegionCloner cloner = new RegionCloner(this);
  private final Ledger ledger;
  private FunctionHeader header;
  private int nextId;
  private boolean finished;

  private FunctionEditor(Function original) {
    this.original = original;
    this.body = new Body(original);
    this.names = new NameTable(original);
    this.ledger = new Ledger(original);
    this.header = original.header();
    this.nextId = original.nextId();
  }

  /**
   * Returns an editor over {@code function}.
   *
   * @param function the snapshot to edit; it stays unchanged
   * @return a fresh editor
   */
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
   * @return the editor over the empty definition
   */
  public static FunctionEditor newFunction(String name, String callingConv, Type returnType,
      List<Type> paramTypes, List<String> paramNames, List<String> attrs) {
    if (paramTypes.size() != paramNames.size()) {
      throw new IllegalArgumentException("parameter types and names differ in length");
    }
    List<Param> params = new ArrayList<>();
    ValueNames.Builder valueNames = ValueNames.builder();
    for (int k = 0; k < paramTypes.size(); k++) {
      params.add(new Param(new ValueId(k), paramTypes.get(k), List.of()));
      valueNames.set(k, paramNames.get(k));
    }
    FunctionHeader h = new FunctionHeader(List.of(), callingConv, List.of(), returnType, params, false, attrs);
    return of(new Function(name, h, false, Vector.empty(), valueNames.build(), io.vavr.collection.HashMap.empty(),
        SourceMap.EMPTY, Provenance.NONE, paramTypes.size()));
  }

  /**
   * Returns the snapshot this editor started from.
   *
   * @return the function this editor was opened on
   */
  public Function original() {
    return original;
  }

  /**
   * Returns the current header (signature and attributes).
   *
   * @return the header as edited so far
   */
  public FunctionHeader header() {
    return header;
  }

  /**
   * Allocates a fresh raw id for a new instruction.
   *
   * @return an id never used in this function's lineage
   */
  public InstId newInstId() {
    open();
    return new InstId(nextId++);
  }

  // ---- building -----------------------------------------------------------------------

  /**
   * Returns a cursor appending to {@code block}; appending after an existing terminator throws.
   *
   * @param block the block to append to
   * @return a cursor at the end of {@code block}
   */
  public Cursor at(BlockId block) {
    checks.block(open(block));
    return new Cursor(this, block, null);
  }

  /**
   * Returns a cursor inserting just before the terminator of {@code block}.
   *
   * @param block a block with a terminator
   * @return a cursor before that terminator
   */
  public Cursor beforeTerminator(BlockId block) {
    return before(terminator(block).id());
  }

  /**
   * Returns a cursor inserting just before instruction {@code anchor}.
   *
   * @param anchor the instruction to insert before
   * @return a cursor before {@code anchor}
   */
  public Cursor before(InstId anchor) {
    return new Cursor(this, blockOf(anchor), anchor);
  }

  /**
   * Returns a cursor inserting just after {@code anchor} (which must not be a terminator).
   *
   * @param anchor a non-terminator instruction
   * @return a cursor after {@code anchor}
   */
  public Cursor after(InstId anchor) {
    BlockId b = blockOf(anchor);
    List<Inst> list = body.insts(b);
    int k = body.indexOf(anchor);
    if (list.get(k).isTerminator()) {
      throw new IllegalArgumentException("nothing goes after the terminator " + describe(anchor));
    }
    return new Cursor(this, b, k + 1 < list.size() ? list.get(k + 1).id() : null);
  }

  // ---- queries ------------------------------------------------------------------------

  /**
   * Returns the blocks in their current layout order (the first is the entry).
   *
   * @return the block ids, entry first
   */
  public List<BlockId> layout() {
    return List.copyOf(open(body.layout()));
  }

  /**
   * Returns the current instructions of {@code block}.
   *
   * @param block a block of the function
   * @return its instructions, in order
   */
  public List<Inst> insts(BlockId block) {
    checks.block(open(block));
    return List.copyOf(body.insts(block));
  }

  /**
   * Returns the current version of instruction {@code id}.
   *
   * @param id an instruction of the function
   * @return its current version
   * @throws IllegalArgumentException if absent
   */
  public Inst inst(InstId id) {
    blockOf(id);
    return body.inst(id);
  }

  /**
   * Returns the block currently holding {@code id}.
   *
   * @param id an instruction of the function
   * @return the block holding it now
   * @throws IllegalArgumentException if absent
   */
  public BlockId blockOf(InstId id) {
    BlockId b = body.blockOf(open(id));
    if (b == null) {
      throw new IllegalArgumentException("no instruction " + id + " in @" + original.name());
    }
    return b;
  }

  /**
   * Returns the current name of {@code block} (as written after {@code %}).
   *
   * @param block a block of the function
   * @return its name without {@code %}
   */
  public String blockName(BlockId block) {
    checks.block(open(block));
    return names.blockName(block);
  }

  /**
   * Returns the terminator of {@code block}.
   *
   * @param block a block of the function
   * @return its last instruction, a terminator
   * @throws IllegalStateException if it has none
   */
  public Inst terminator(BlockId block) {
    checks.block(open(block));
    return body.terminator(block).orElseThrow(
        () -> new IllegalStateException(describe(block) + " has no terminator"));
  }

  /**
   * Returns the block named {@code name} (without {@code %}), if any.
   *
   * @param name a block name without {@code %}
   * @return the block, or empty if none has that name
   */
  public Optional<BlockId> findBlock(String name) {
    return names.blockNamed(open(name)).filter(body::hasBlock);
  }

  /**
   * Returns the block named {@code name}.
   *
   * @param name a block name without {@code %}
   * @return the block with that name
   * @throws IllegalArgumentException naming the missing {@code %name}
   */
  public BlockId block(String name) {
    return findBlock(name).orElseThrow(() -> new IllegalArgumentException("no block %" + name + " in @" + original.name()));
  }

  /**
   * Returns the parameter or instruction result named {@code name}, if any.
   *
   * @param name a value name without {@code %}
   * @return the value, or empty if none has that name
   */
  public Optional<Value.Local> findValue(String name) {
    return names.valueNamed(open(name)).flatMap(this::local);
  }

  /**
   * Returns the value named {@code name}.
   *
   * @param name a value name without {@code %}
   * @return the parameter or instruction result with that name
   * @throws IllegalArgumentException naming the missing {@code %name}
   */
  public Value.Local value(String name) {
    return findValue(name).orElseThrow(() -> new IllegalArgumentException("no value %" + name + " in @" + original.name()));
  }

  /**
   * Returns the distinct blocks branching to {@code block}, in a deterministic order.
   *
   * @param block a block of the function
   * @return its predecessors, each once
   */
  public List<BlockId> predecessors(BlockId block) {
    checks.block(open(block));
    LinkedHashSet<BlockId> out = new LinkedHashSet<>();
    body.uses().branchesTo(block).forEach(t -> out.add(body.blockOf(t)));
    return List.copyOf(out);
  }

  /**
   * Returns the distinct successors of {@code block} in terminator operand order (none without a
   * terminator).
   *
   * @param block a block of the function
   * @return its successors, each once
   */
  public List<BlockId> successors(BlockId block) {
    checks.block(open(block));
    return List.copyOf(new LinkedHashSet<>(body.terminator(block).map(Inst::successors).orElse(List.of())));
  }

  /**
   * Returns the distinct instructions using {@code value}.
   *
   * @param value a parameter or instruction result
   * @return its users, each once
   */
  public List<InstId> users(ValueId value) {
    return body.uses().users(open(value));
  }

  /**
   * Returns whether any instruction uses {@code value}.
   *
   * @param value a parameter or instruction result
   * @return whether some instruction has it as an operand
   */
  public boolean hasUses(ValueId value) {
    return !users(value).isEmpty();
  }

  /**
   * Returns {@code %name} of {@code block} as LLVM prints it.
   *
   * @param block a block of the function
   * @return its name for messages, e.g. {@code %header}
   */
  public String describe(BlockId block) {
    return describer.block(block);
  }

  /**
   * Returns {@code %x} for an instruction with a result (its slot, e.g. {@code %5}, if unnamed),
   * else {@code <opcode> in %block}.
   *
   * @param inst an instruction of the function
   * @return its name for messages
   */
  public String describe(InstId inst) {
    return describer.inst(inst);
  }

  /**
   * Returns {@code <type> <operand>} of {@code value}, e.g. {@code i32 %x} or {@code i32 1}.
   *
   * @param value an operand of this function
   * @return its typed operand text for messages
   */
  public String describe(Value value) {
    return describer.value(value);
  }

  // ---- names --------------------------------------------------------------------------

  /**
   * Sets the name of {@code value} (as written after {@code %}); see {@link #uniqueName}.
   *
   * @param value a parameter or instruction result
   * @param name the new name, without {@code %}
   */
  public void setName(ValueId value, String name) {
    names.nameValue(open(value), name);
  }

  /**
   * Returns {@code base} if no value or block uses it, else {@code base.N} for a free N; O(1)
   * amortised.
   *
   * @param base the wanted name, without {@code %}
   * @return {@code base} or {@code base.N}, free in this function
   */
  public String uniqueName(String base) {
    return names.unique(open(base));
  }

  // ---- blocks -------------------------------------------------------------------------

  /**
   * Creates an empty block named {@code name}, placed after {@code after} (last if null), with
   * the block origin {@code Synthesized("added")}.
   *
   * @param name the wanted name, without {@code %} (made unique)
   * @param after the block to place it after, or null to place it last
   * @return the new block
   * @throws IllegalArgumentException if {@code after} is not a block of this function
   */
  public BlockId addBlock(String name, BlockId after) {
    return addBlock(name, after, new BlockOrigin.Synthesized("added"));
  }

  /**
   * {@link #addBlock(String, BlockId)} recording {@code origin} for the new block.
   *
   * @param name the wanted name, without {@code %} (made unique)
   * @param after the block to place it after, or null to place it last
   * @param origin where the new block comes from
   * @return the new block
   */
  public BlockId addBlock(String name, BlockId after, BlockOrigin origin) {
    if (after != null) {
      checks.block(open(after));
    }
    BlockId id = newBlockId();
    names.nameBlock(id, name);
    body.addBlocks(List.of(id), after);
    ledger.setBlockOrigin(id, origin);
    return id;
  }

  /**
   * Renames {@code block}.
   *
   * @param block a block of the function
   * @param name the new name, without {@code %}
   */
  public void renameBlock(BlockId block, String name) {
    checks.block(open(block));
    names.nameBlock(block, name);
  }

  /**
   * Removes {@code block}: its instructions are erased with {@code reason}, its successors' phis
   * lose its entries. @throws IllegalStateException if another block branches to it or uses
   * one of its values
   *
   * @param block the block to remove
   * @param reason why its instructions are erased, as provenance records it
   */
  public void removeBlock(BlockId block, String reason) {
    cfg.removeBlocks(List.of(open(block)), reason);
  }

  /**
   * Removes {@code blocks} together: branches and uses among them are allowed, phis of surviving
   * successors lose their entries. @throws IllegalStateException if a surviving block branches
   * to one of them or uses one of their values
   *
   * @param blocks the blocks to remove
   * @param reason why their instructions are erased, as provenance records it
   */
  public void removeBlocks(java.util.Collection<BlockId> blocks, String reason) {
    cfg.removeBlocks(open(blocks), reason);
  }

  /**
   * Moves {@code block} to just after {@code after} in the layout.
   *
   * @param block the block to move
   * @param after the block it follows afterwards
   * @throws IllegalArgumentException if {@code after} is unknown or {@code block} itself
   */
  public void moveBlockAfter(BlockId block, BlockId after) {
    checks.block(open(block));
    checks.block(after);
    if (block.equals(after)) {
      throw new IllegalArgumentException("cannot place " + describe(block) + " after itself");
    }
    body.moveBlockAfter(block, after);
  }

  // ---- instructions -------------------------------------------------------------------

  /**
   * Appends {@code inst} (with a fresh id from {@link #newInstId()}) to {@code block}, unchecked.
   *
   * @param <T> the instruction's record type
   * @param block the block to append to
   * @param inst the instruction, carrying a fresh id from {@link #newInstId()}
   * @param origin where the instruction comes from
   * @return {@code inst}
   */
  public <T extends Inst> T append(BlockId block, T inst, Origin origin) {
    checks.block(open(block));
    return insertNew(block, body.size(block), inst, origin);
  }

  /**
   * Inserts new {@code inst} immediately before {@code anchor}, unchecked.
   *
   * @param <T> the instruction's record type
   * @param anchor the instruction to insert before
   * @param inst the instruction, carrying a fresh id from {@link #newInstId()}
   * @param origin where the instruction comes from
   * @return {@code inst}
   */
  public <T extends Inst> T insertBefore(InstId anchor, T inst, Origin origin) {
    BlockId b = blockOf(anchor);
    return insertNew(b, body.indexOf(anchor), inst, origin);
  }

  /**
   * Inserts new {@code inst} into {@code block} at {@code position}, recording its origin.
   *
   * @param <T> the instruction's record type
   * @param block the block to insert into
   * @param position the index in {@code block}'s instruction list, 0 for first
   * @param inst the instruction, carrying a fresh id from {@link #newInstId()}
   * @param origin where the instruction comes from
   * @return {@code inst}
   */
  public <T extends Inst> T insertNew(BlockId block, int position, T inst, Origin origin) {
    checks.block(open(block));
    if (body.contains(inst.id()) || ledger.isOriginal(inst.id())) {
      throw new IllegalArgumentException(inst.id() + " is already in @" + original.name() + "; use newInstId()");
    }
    body.insert(block, position, inst);
    ledger.setOrigin(inst.id(), origin);
    return inst;
  }

  /**
   * Replaces the instruction with {@code inst}'s id by {@code inst} in place (identity kept).
   *
   * @param inst the new version, carrying the id of the instruction it replaces
   */
  public void replace(Inst inst) {
    blockOf(inst.id());
    body.replace(inst);
  }

  /**
   * Removes {@code id}; an instruction of the original is listed as erased with {@code reason}.
   *
   * @param id the instruction to remove
   * @param reason why it is erased, as provenance records it
   * @throws IllegalStateException if another instruction still uses its result (naming them);
   *     see {@link #eraseReplacing}
   */
  public void erase(InstId id, String reason) {
    blockOf(id);
    if (body.uses().usedOtherThanBy(id.value(), id)) {
      List<InstId> users = body.uses().users(id.value()).stream().filter(u -> !u.equals(id)).toList();
      throw new IllegalStateException("cannot erase " + describe(id) + ": still used by " + describer.insts(users));
    }
    body.remove(id);
    ledger.erased(id, reason);
  }

  /**
   * Replaces every use of {@code id}'s result by {@code replacement}, then erases {@code id}.
   *
   * @param id the instruction to remove
   * @param replacement the value its users take instead
   * @param reason why it is erased, as provenance records it
   */
  public void eraseReplacing(InstId id, Value replacement, String reason) {
    if (inst(id).hasResult()) {
      replaceAllUses(id.value(), replacement);
    }
    erase(id, reason);
  }

  /**
   * Moves {@code id} (keeping its identity) into {@code block} at {@code position}.
   *
   * @param id the instruction to move
   * @param block the block to move it into
   * @param position its index in {@code block} afterwards
   */
  public void move(InstId id, BlockId block, int position) {
    blockOf(id);
    checks.block(block);
    body.move(id, block, position);
  }

  /**
   * Moves {@code id} to just before {@code anchor}.
   *
   * @param id the instruction to move
   * @param anchor the instruction it precedes afterwards
   */
  public void moveBefore(InstId id, InstId anchor) {
    blockOf(id);
    blockOf(anchor);
    if (id.equals(anchor)) {
      return;
    }
    BlockId to = body.blockOf(anchor);
    int at = body.indexOf(anchor);
    if (body.blockOf(id).equals(to) && body.indexOf(id) < at) {
      at--;
    }
    body.move(id, to, at);
  }

  /**
   * Inserts a copy of {@code from} with a fresh id before {@code anchor} (or at the end of
   * {@code block} when {@code anchor} is null); the copy's origin is {@code Cloned(root, key)}
   * where root is {@code from}'s own original (and the key composed when {@code from} is itself
   * a copy). The copy's name is {@code from}'s made unique.
   *
   * @param from the instruction to copy
   * @param key what distinguishes this copy (e.g. the unrolled iteration)
   * @param block the block to insert into when {@code anchor} is null
   * @param anchor the instruction to insert before, or null to append to {@code block}
   * @return the copy
   */
  public Inst clone(InstId from, CloneKey key, BlockId block, InstId anchor) {
    Inst copy = inst(from).withId(newInstId());
    Origin origin = ledger.originOfCopy(from, key);
    if (anchor == null) {
      append(block, copy, origin);
    } else {
      insertBefore(anchor, copy, origin);
    }
    copyAttributes(from, copy.id());
    return copy;
  }

  /**
   * {@link #clone(InstId, CloneKey, BlockId, InstId)} with the key {@code CloneKey.of(key)}.
   *
   * @param from the instruction to copy
   * @param key what distinguishes this copy, as one key component
   * @param block the block to insert into when {@code anchor} is null
   * @param anchor the instruction to insert before, or null to append to {@code block}
   * @return the copy
   */
  public Inst clone(InstId from, String key, BlockId block, InstId anchor) {
    return clone(from, CloneKey.of(key), block, anchor);
  }

  /**
   * Copies the blocks of {@code region} (LLVM's {@code CloneBasicBlock} plus remapping), placed
   * in order after {@code after} with their names made unique ({@code body} becomes
   * {@code body.1}): references to region blocks and values are remapped to the copies, others
   * are unchanged; instructions get {@code Cloned(root, key)}; phis of outside successors get
   * one entry per new edge, carrying the original edge's value mapped. Phis of the copies keep
   * their entries from outside predecessors: fix them (and the edges into the copies) as the
   * transform needs. Linear in the region's size.
   *
   * @param region the blocks to copy
   * @param key what distinguishes this copy (e.g. the unrolled iteration)
   * @param after the block the copies follow
   * @return the map from originals to copies
   */
  public CloneMap cloneRegion(java.util.Collection<BlockId> region, CloneKey key, BlockId after) {
    return cloner.cloneRegion(open(region), key, after);
  }

  /**
   * Copies {@code callee}'s blocks into this function after {@code after} (for inlining):
   * parameters become {@code arguments}, names are made unique, instructions get
   * {@code Inlined(from, callee, callSite)}, chained to the origin {@code from} had in the callee
   * when it came from inlining there. The caller wires the call site: branch to
   * {@code map.block(callee.entry().id())}, replace the copied {@code ret}s, erase the call.
   *
   * @param callee the function whose body is copied
   * @param arguments the values the callee's parameters become, in order
   * @param callSite the call being inlined
   * @param after the block the copies follow
   * @return the map from the callee's blocks and values to their copies
   */
  public CloneMap importBody(Function callee, List<Value> arguments, InstId callSite, BlockId after) {
    return cloner.importBody(open(callee), arguments, callSite, after);
  }

  /**
   * Records that {@code keep} now stands for itself and {@code others}, and erases the others.
   *
   * @param keep the instruction that stays
   * @param others the equivalent instructions folded into {@code keep}
   * @param reason why the others are erased, as provenance records it
   * @throws IllegalStateException if one of the others still has uses (replace them first)
   */
  public void merge(InstId keep, List<InstId> others, String reason) {
    Origin.Merged origin = ledger.merged(keep, others);
    for (InstId o : others) {
      erase(o, reason);
    }
    ledger.setOrigin(keep, origin);
  }

  /**
   * Returns the instruction of the original that {@code id} descends from (itself if kept).
   *
   * @param id an instruction of this function
   * @return the original instruction it descends from
   */
  public InstId rootOf(InstId id) {
    return ledger.rootOf(open(id));
  }

  /**
   * Replaces every use of {@code from} by {@code to}; costs the number of users.
   *
   * @param from the value whose uses change
   * @param to the value used instead
   */
  public void replaceAllUses(ValueId from, Value to) {
    open(from);
    if (to instanceof Value.Local l && l.id().equals(from)) {
      return;
    }
    for (InstId u : body.uses().users(from)) {
      body.replace(body.inst(u).mapOperands(v -> v instanceof Value.Local l && l.id().equals(from) ? to : v));
    }
  }

  // ---- phis ---------------------------------------------------------------------------

  /**
   * Appends the entry {@code [value, pred]} to {@code phi}; the value's type is checked.
   *
   * @param phi a phi instruction
   * @param value the value taken on the edge
   * @param pred the predecessor block of the edge
   */
  public void addIncoming(InstId phi, Value value, BlockId pred) {
    phis.addIncoming(open(phi), value, pred);
  }

  /**
   * Removes every entry of {@code pred} from {@code phi}.
   *
   * @param phi a phi instruction
   * @param pred the predecessor whose entries go
   */
  public void removeIncoming(InstId phi, BlockId pred) {
    phis.removeIncoming(open(phi), pred);
  }

  /**
   * Renames predecessor {@code oldPred} to {@code newPred} in every phi of {@code block}.
   *
   * @param block the block whose phis change
   * @param oldPred the predecessor named now
   * @param newPred the predecessor named afterwards
   */
  public void replaceIncomingBlock(BlockId block, BlockId oldPred, BlockId newPred) {
    checks.block(open(block));
    phis.replaceIncomingBlock(block, oldPred, newPred);
  }

  /**
   * Sets the value {@code phi} takes from {@code pred}.
   *
   * @param phi a phi instruction
   * @param pred a predecessor it has an entry for
   * @param value the new value of that entry
   * @throws IllegalArgumentException if it has no such entry
   */
  public void setIncomingValue(InstId phi, BlockId pred, Value value) {
    phis.setIncomingValue(open(phi), pred, value);
  }

  // ---- CFG edits ----------------------------------------------------------------------

  /**
   * Replaces the terminator of {@code block} by {@code newTerm} (which takes the old
   * terminator's identity, whatever id it carries); each successor's phis lose one entry for
   * {@code block} per edge that disappeared. Returns the placed terminator.
   *
   * @param block a block with a terminator
   * @param newTerm the new terminator
   * @return {@code newTerm} with the old terminator's id
   */
  public Inst replaceTerminator(BlockId block, Inst newTerm) {
    checks.block(open(block));
    return cfg.replaceTerminator(block, newTerm, new Origin.Synthesized("terminator"));
  }

  /**
   * Points every edge {@code block -> oldSucc} at {@code newSucc}. {@code oldSucc}'s phis lose
   * {@code block}'s entries; give {@code newSucc}'s phis entries with {@link #addIncoming}
   * ({@link #finish()} rejects a phi missing one).
   *
   * @param block the block whose terminator changes
   * @param oldSucc the successor it branches to now
   * @param newSucc the successor it branches to afterwards
   */
  public void retarget(BlockId block, BlockId oldSucc, BlockId newSucc) {
    checks.block(open(block));
    cfg.retarget(block, oldSucc, newSucc);
  }

  /**
   * Merges {@code b} into its only predecessor, whose only successor it is: {@code b}'s phis
   * become their single value, its instructions move to the predecessor, its successors' phis
   * name the predecessor, and {@code b} is removed. Returns the predecessor.
   *
   * @param b the block to merge away
   * @return the predecessor that absorbed it
   * @throws IllegalArgumentException if {@code b} has not exactly one predecessor (other than
   *     itself) or that predecessor has other successors
   */
  public BlockId mergeIntoPredecessor(BlockId b) {
    return mergeIntoPredecessor(b, "merged into predecessor");
  }

  /**
   * {@link #mergeIntoPredecessor(BlockId)} recording {@code reason} for the erased phis and branch.
   *
   * @param b the block to merge away
   * @param reason why its phis and the predecessor's branch are erased, as provenance records it
   * @return the predecessor that absorbed it
   */
  public BlockId mergeIntoPredecessor(BlockId b, String reason) {
    checks.block(open(b));
    return cfg.mergeIntoPredecessor(b, reason);
  }

  /**
   * Puts a new block {@code %from.to_crit_edge} (placed after {@code from}) on the edges
   * {@code from -> to}; {@code to}'s phis take their {@code from} value from it. Returns it.
   *
   * @param from the edge's source
   * @param to the edge's target
   * @return the new block
   */
  public BlockId splitEdge(BlockId from, BlockId to) {
    checks.block(open(from));
    checks.block(to);
    return cfg.splitEdge(from, to, new Origin.Synthesized("split edge"));
  }

  /**
   * Moves {@code first} and what follows it to a new block named {@code name} (made unique),
   * placed after the old block, which branches to it; successors' phis name the new block.
   *
   * @param first the first instruction of the new block
   * @param name the wanted name of the new block, without {@code %}
   * @return the new block
   */
  public BlockId splitBlock(InstId first, String name) {
    return cfg.splitBlock(open(first), name, new Origin.Synthesized("split block"));
  }

  /**
   * Removes the blocks no path from the entry reaches (their instructions erased with
   * {@code reason}); phis of surviving blocks drop their entries. Returns the removed blocks.
   *
   * @param reason why their instructions are erased, as provenance records it
   * @return the removed blocks
   * @throws IllegalStateException if a reachable instruction other than such a phi entry uses
   *     a value of a removed block
   */
  public List<BlockId> removeUnreachableBlocks(String reason) {
    return cfg.removeUnreachableBlocks(open(reason));
  }

  // ---- side tables --------------------------------------------------------------------

  /**
   * Sets the metadata attachment text of {@code id} (empty string removes it).
   *
   * @param id an instruction of the function
   * @param text the attachments, verbatim (e.g. {@code !llvm.loop !0})
   */
  public void setAttachment(InstId id, String text) {
    ledger.setAttachment(open(id), text);
  }

  /**
   * Replaces the function header (signature and attributes).
   *
   * @param newHeader the new header
   */
  public void setHeader(FunctionHeader newHeader) {
    header = open(newHeader);
  }

  /**
   * Records {@code origin} for an instruction created by this edit (e.g. inlined copies).
   *
   * @param id an instruction created by this edit
   * @param origin where it comes from
   */
  public void setOrigin(InstId id, Origin origin) {
    ledger.setOrigin(open(id), origin);
  }

  /**
   * Returns the snapshot with every edit applied; the editor cannot be used afterwards.
   *
   * @return the edited function
   * @throws IllegalStateException if a phi of a block whose incoming edges changed lacks an
   *     entry for one of its predecessors (give it one with {@link #addIncoming})
   */
  public Function finish() {
    open();
    cfg.checkPhis();
    return finishUnchecked();
  }

  /**
   * Returns the snapshot without {@link #finish()}'s phi check: for tools that build invalid
   * IR on purpose (verifier tests, the reducer, whose candidates are verified afterwards).
   *
   * @return the edited function, phis unchecked
   */
  public Function finishUnchecked() {
    Function f = snapshot();
    finished = true;
    return f;
  }

  @Override
  public String toString() {
    return "FunctionEditor[@" + original.name() + (finished ? ", finished]" : ", " + body.layout().size() + " blocks]");
  }

  // ---- package-private plumbing -------------------------------------------------------

  Body body() {
    return body;
  }

  NameTable names() {
    return names;
  }

  OperandChecks checks() {
    return checks;
  }

  PhiEdits phis() {
    return phis;
  }

  Ledger ledger() {
    return ledger;
  }

  /** Allocates a fresh block id. */
  BlockId newBlockId() {
    open();
    return new BlockId(nextId++);
  }

  /** Returns the current state as a snapshot, without finishing (for descriptions). */
  Function snapshot() {
    return new Function(original.name(), header, original.isDeclaration(), body.blocks(names::blockName),
        names.valueNames(), ledger.attachments(), ledger.sourceMap(), ledger.provenance(), nextId);
  }

  /** Copies name (made unique), source position and attachment of {@code from} to {@code to}. */
  void copyAttributes(InstId from, InstId to) {
    names.valueName(from.value()).ifPresent(n -> setName(to.value(), uniqueName(n)));
    ledger.copySideTables(from, to);
  }

  /** Throws if the editor was finished; returns {@code x} for chaining. */
  <T> T open(T x) {
    open();
    return x;
  }

  void open() {
    if (finished) {
      throw new IllegalStateException("the editor of @" + original.name() + " was used after finish()");
    }
  }

  private Optional<Value.Local> local(ValueId v) {
    for (Param p : header.params()) {
      if (p.id().equals(v)) {
        return Optional.of(p.asValue());
      }
    }
    Inst i = body.inst(v.inst());
    return i != null && i.hasResult() ? Optional.of(i.asValue()) : Optional.empty();
  }
}
