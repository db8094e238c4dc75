package dev.cvg.ir.text;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.SourceMap;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The local symbol table of one function being parsed: names, LLVM numbering, raw ids, forward
 * references and source positions.
 *
 * <p>Invariants. Raw ids come from one counter shared by parameters, blocks and instructions,
 * in textual order; an instruction's result has its instruction's id. Unnamed parameters,
 * blocks and non-void instruction results share LLVM's numbering sequence: each takes the next
 * number, and an explicit {@code %N} / {@code N:} must be at least the next number (LLVM 22
 * allows gaps). A use before the definition gets a negative placeholder id that
 * {@link #value(Value)} / {@link #block(BlockId)} replace once the body is complete; named and
 * numbered names live in separate tables ({@code %"7"} is a name, {@code %7} a number).
 */
final class FunctionScope {
  /** One local name: a value or a block, defined or only referenced so far. */
  private static final class Entry {
    final boolean block;
    int id;
    Type type;
    boolean defined;
    final Token firstUse;

    Entry(boolean block, int id, Type type, boolean defined, Token firstUse) {
      this.block = block;
      this.id = id;
      this.type = type;
      this.defined = defined;
      this.firstUse = firstUse;
    }
  }

  private final Cursor in;
  private final Map<String, Entry> named = new HashMap<>();
  private final Map<Long, Entry> numbered = new HashMap<>();
  private final Map<Integer, Integer> valueFixups = new HashMap<>();
  private final Map<Integer, Integer> blockFixups = new HashMap<>();
  private final Map<ValueId, String> valueNames = new LinkedHashMap<>();
  /** Line and column of each raw id's entity (line 0: none recorded), grown as ids are allocated. */
  private int[] lines = new int[64];
  private int[] cols = new int[64];
  private long nextNumber;
  private int nextId;
  private int nextPlaceholder = -1;

  private final Type returnType;

  FunctionScope(Cursor in, Type returnType) {
    this.in = in;
    this.returnType = returnType;
  }

  /** Returns the return type of the function being parsed. */
  Type returnType() {
    return returnType;
  }

  /** Allocates the next raw id. */
  int newId() {
    return nextId++;
  }

  /** Returns the next free raw id (the function's {@code nextId}). */
  int idBound() {
    return nextId;
  }

  /** Records the source position of the entity with raw id {@code id}. */
  void position(int id, Token at) {
    if (id >= lines.length) {
      int n = Math.max(id + 1, lines.length * 2);
      lines = java.util.Arrays.copyOf(lines, n);
      cols = java.util.Arrays.copyOf(cols, n);
    }
    lines[id] = at.line();
    cols[id] = at.col();
  }

  /** Returns the value names, keyed by value id. */
  io.vavr.collection.Map<ValueId, String> valueNames() {
    return io.vavr.collection.HashMap.ofAll(valueNames);
  }

  /** Returns the source map, with {@code function} as the function's position. */
  SourceMap sourceMap(Token function) {
    int n = Math.max(nextId, 0);
    return SourceMap.parsed(in.pos(function).file(), java.util.Arrays.copyOf(lines, n),
        java.util.Arrays.copyOf(cols, n), in.pos(function));
  }

  /** A name as a table key: a {@code Long} for numbered names, else the unescaped string. */
  private static Object keyOf(Token t) {
    return t.isNumbered() ? (Object) t.number() : t.key();
  }

  private Entry lookup(Object key) {
    return key instanceof Long n ? numbered.get(n) : named.get((String) key);
  }

  private void put(Object key, Entry e) {
    if (key instanceof Long n) {
      numbered.put(n, e);
    } else {
      named.put((String) key, e);
    }
  }

  private static String display(Object key) {
    return "%" + key;
  }

  /** Returns a use of the local value {@code t} with type {@code type} (possibly a forward reference). */
  Value use(Token t, Type type) throws ParseException {
    Object key = keyOf(t);
    Entry e = lookup(key);
    if (e == null) {
      e = new Entry(false, nextPlaceholder--, type, false, t);
      put(key, e);
    } else if (!e.type.equals(type)) {
      throw in.error(t, Messages.typeMismatch(display(key), e.type, type));
    }
    return new Value.Local(new ValueId(e.id), type);
  }

  /** Returns the block named by {@code t} in a {@code label %t} operand (possibly a forward reference). */
  BlockId blockRef(Token t) throws ParseException {
    Object key = keyOf(t);
    Entry e = lookup(key);
    if (e == null) {
      e = new Entry(true, nextPlaceholder--, Type.LABEL, false, t);
      put(key, e);
    } else if (!e.block) {
      throw in.error(t, Messages.notABasicBlock(display(key)));
    }
    return new BlockId(e.id);
  }

  /**
   * Defines a value (parameter or instruction result) with raw id {@code id}.
   *
   * @param name the {@code %name} token, or null for an unnamed value (takes the next number)
   * @param at where to report numbering errors if {@code name} is null
   * @param kind {@code "instruction"} or {@code "argument"}, for LLVM's numbering message
   */
  void defineValue(Token name, Token at, Type type, String kind, int id) throws ParseException {
    Object key = claim(name, at, kind, "%");
    Token where = name == null ? at : name;
    Entry e = lookup(key);
    if (e == null) {
      put(key, new Entry(false, id, type, true, where));
    } else if (e.defined && kind.equals("argument")) {
      throw in.error(at, Messages.redefinitionOfArgument(key));
    } else if (e.defined) {
      throw in.error(where, Messages.multipleDefinition(key));
    } else if (e.block || !e.type.equals(type)) {
      throw in.error(where, Messages.forwardReferencedWithType(kind, e.type));
    } else {
      valueFixups.put(e.id, id);
      e.id = id;
      e.defined = true;
    }
    valueNames.put(new ValueId(id), written(name, key));
  }

  /** Defines a block with raw id {@code id}; {@code label} is null for an unlabelled block. Returns its name. */
  String defineBlock(Token label, Token at, int id) throws ParseException {
    Object key = claim(label, at, "label", "");
    Token where = label == null ? at : label;
    Entry e = lookup(key);
    if (e == null) {
      put(key, new Entry(true, id, Type.LABEL, true, where));
    } else if (e.defined) {
      throw in.error(where, Messages.multipleDefinition(key));
    } else if (!e.block) {
      throw in.error(where, Messages.typeMismatch(display(key), e.type, Type.LABEL));
    } else {
      blockFixups.put(e.id, id);
      e.id = id;
      e.defined = true;
    }
    return written(label, key);
  }

  /** Returns the name to record: quoted names as written, numbers in decimal. */
  private static String written(Token name, Object key) {
    return key instanceof Long n ? Long.toString(n) : name.spelling();
  }

  /** Applies LLVM's numbering rules to a new definition and returns its table key. */
  private Object claim(Token name, Token at, String kind, String prefix) throws ParseException {
    if (name == null) {
      return nextNumber++;
    }
    if (!name.isNumbered()) {
      return name.key();
    }
    long n = name.number();
    if (n < nextNumber) {
      // LLVM reports arguments at their type, other definitions at their name
      throw in.error(kind.equals("argument") ? at : name, Messages.numbering(kind, prefix, nextNumber));
    }
    nextNumber = n + 1;
    return n;
  }

  /**
   * Fails on the first unresolved forward reference in LLVM's order: the least name (as
   * {@link String#compareTo} orders them), then the least number.
   */
  void checkComplete() throws ParseException {
    failOnFirstUndefined(named);
    failOnFirstUndefined(numbered);
  }

  private <K extends Comparable<K>> void failOnFirstUndefined(Map<K, Entry> table) throws ParseException {
    Map.Entry<K, Entry> first = null;
    for (Map.Entry<K, Entry> e : table.entrySet()) {
      if (!e.getValue().defined && (first == null || e.getKey().compareTo(first.getKey()) < 0)) {
        first = e;
      }
    }
    if (first != null) {
      throw in.error(first.getValue().firstUse, Messages.undefinedValue("%", first.getKey()));
    }
  }

  /** Replaces a forward-reference placeholder in {@code v} by the defined value's id. */
  Value value(Value v) {
    if (v instanceof Value.Local l && l.id().index() < 0) {
      return new Value.Local(new ValueId(valueFixups.get(l.id().index())), l.type());
    }
    return v;
  }

  /** Replaces a forward-reference placeholder block by the defined block's id. */
  BlockId block(BlockId b) {
    return b.index() < 0 ? new BlockId(blockFixups.get(b.index())) : b;
  }
}
