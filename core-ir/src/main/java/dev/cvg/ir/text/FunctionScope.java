package dev.cvg.ir.text;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.SourceMap;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueNames;
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
  private final Cursor in;
  private final LocalNames names = new LocalNames();
  /** The entry of each forward-reference placeholder: placeholder {@code -k} at index {@code k - 1}. */
  private LocalNames.Entry[] placeholders = new LocalNames.Entry[16];
  private final ValueNames.Builder valueNames = ValueNames.builder();
  /** Line and column of each raw id's entity (line 0: none recorded), grown as ids are allocated. */
  private int[] lines = new int[64];
  private int[] cols = new int[64];
  private long nextNumber;
  private int nextId;
  private int nextPlaceholder = -1;
  /** Whether a placeholder was handed out since the last {@link #takeForwardUse()}. */
  private boolean forwardUse;

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
  ValueNames valueNames() {
    return valueNames.build();
  }

  /** Returns the source map, with {@code function} as the function's position. */
  SourceMap sourceMap(Token function) {
    int n = Math.max(nextId, 0);
    return SourceMap.parsed(in.pos(function).file(), java.util.Arrays.copyOf(lines, n),
        java.util.Arrays.copyOf(cols, n), in.pos(function));
  }

  /** The name {@code t} writes, for messages: the decoded name or the number. */
  private static Object display(Token t) {
    return t.isNumbered() ? (Object) t.number() : t.key();
  }

  /** Returns a new forward-reference entry with the next placeholder id. */
  private LocalNames.Entry placeholder(boolean block, Type type, Token t) {
    LocalNames.Entry e = new LocalNames.Entry(block, nextPlaceholder--, type, false, t.index());
    int k = -e.id - 1;
    if (k >= placeholders.length) {
      placeholders = java.util.Arrays.copyOf(placeholders, 2 * placeholders.length);
    }
    placeholders[k] = e;
    names.put(t, e);
    return e;
  }

  /** Returns a use of the local value {@code t} with type {@code type} (possibly a forward reference). */
  Value use(Token t, Type type) throws ParseException {
    LocalNames.Entry e = names.get(t);
    if (e == null) {
      e = placeholder(false, type, t);
    } else if (!e.type.equals(type)) {
      throw in.error(t, Messages.typeMismatch("%" + display(t), e.type, type));
    }
    forwardUse |= e.id < 0;
    return e.local();
  }

  /** Returns the block named by {@code t} in a {@code label %t} operand (possibly a forward reference). */
  BlockId blockRef(Token t) throws ParseException {
    LocalNames.Entry e = names.get(t);
    if (e == null) {
      e = placeholder(true, Type.LABEL, t);
    } else if (!e.block) {
      throw in.error(t, Messages.notABasicBlock("%" + display(t)));
    }
    forwardUse |= e.id < 0;
    return e.blockId();
  }

  /**
   * Defines a value (parameter or instruction result) with raw id {@code id}.
   *
   * @param name the {@code %name} token, or null for an unnamed value (takes the next number)
   * @param at where to report numbering errors if {@code name} is null
   * @param kind {@code "instruction"} or {@code "argument"}, for LLVM's numbering message
   */
  void defineValue(Token name, Token at, Type type, String kind, int id) throws ParseException {
    long n = claim(name, at, kind, "%");
    boolean named = isNamed(name);
    Token where = name == null ? at : name;
    LocalNames.Entry e = named ? names.get(name) : names.get(n);
    String written = written(name, named, n);
    if (e == null) {
      define(name, named, n, written, new LocalNames.Entry(false, id, type, true, where.index()));
    } else if (e.defined && kind.equals("argument")) {
      throw in.error(at, Messages.redefinitionOfArgument(key(name, named, n)));
    } else if (e.defined) {
      throw in.error(where, Messages.multipleDefinition(key(name, named, n)));
    } else if (e.block || !e.type.equals(type)) {
      throw in.error(where, Messages.forwardReferencedWithType(kind, e.type));
    } else {
      e.id = id;
      e.defined = true;
    }
    valueNames.set(id, written);
  }

  /** Defines a block with raw id {@code id}; {@code label} is null for an unlabelled block. Returns its name. */
  String defineBlock(Token label, Token at, int id) throws ParseException {
    long n = claim(label, at, "label", "");
    boolean named = isNamed(label);
    Token where = label == null ? at : label;
    LocalNames.Entry e = named ? names.get(label) : names.get(n);
    String written = written(label, named, n);
    if (e == null) {
      define(label, named, n, written, new LocalNames.Entry(true, id, Type.LABEL, true, where.index()));
    } else if (e.defined) {
      throw in.error(where, Messages.multipleDefinition(key(label, named, n)));
    } else if (!e.block) {
      throw in.error(where, Messages.typeMismatch("%" + key(label, named, n), e.type, Type.LABEL));
    } else {
      e.id = id;
      e.defined = true;
    }
    return written;
  }

  /** Records a new entry; {@code written} is the name as recorded, the key itself unless quoted. */
  private void define(Token name, boolean named, long n, String written, LocalNames.Entry e) {
    if (named) {
      names.put(written.charAt(0) == '"' ? name.key() : written, e);
    } else {
      names.put(n, e);
    }
  }

  /** Returns whether {@code name} is a named (not numbered, not absent) definition. */
  private static boolean isNamed(Token name) {
    return name != null && !name.isNumbered();
  }

  /** The name for messages: the decoded name, or the number {@code n} of a numbered definition. */
  private static Object key(Token name, boolean named, long n) {
    return named ? name.key() : (Object) n;
  }

  /** Returns the name to record: quoted names as written, numbers in decimal. */
  private static String written(Token name, boolean named, long n) {
    return named ? name.spelling() : Long.toString(n);
  }

  /**
   * Applies LLVM's numbering rules to a new definition; returns its number (meaningless for a
   * named definition).
   */
  private long claim(Token name, Token at, String kind, String prefix) throws ParseException {
    if (name == null) {
      return nextNumber++;
    }
    if (!name.isNumbered()) {
      return -1;
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
    failOn(names.firstUndefinedName());
    failOn(names.firstUndefinedNumber());
  }

  private void failOn(Map.Entry<?, LocalNames.Entry> first) throws ParseException {
    if (first != null) {
      throw in.error(in.token(first.getValue().firstUse), Messages.undefinedValue("%", first.getKey()));
    }
  }

  /**
   * Returns whether a forward-reference placeholder was handed out (by {@link #use} or
   * {@link #blockRef}) since the last call, and clears the flag: the parser notes the
   * instructions that hold one and resolves only those.
   */
  boolean takeForwardUse() {
    boolean b = forwardUse;
    forwardUse = false;
    return b;
  }

  /** Replaces a forward-reference placeholder in {@code v} by the defined value. */
  Value value(Value v) {
    if (v instanceof Value.Local l && l.rawId() < 0) {
      return placeholders[-l.rawId() - 1].local();
    }
    return v;
  }

  /** Replaces a forward-reference placeholder block by the defined block's id. */
  BlockId block(BlockId b) {
    return b.index() < 0 ? placeholders[-b.index() - 1].blockId() : b;
  }
}
