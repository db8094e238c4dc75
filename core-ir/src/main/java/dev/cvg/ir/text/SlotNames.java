package dev.cvg.ir.text;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Derived;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The printed names of one function's values and blocks, and the text of operands.
 *
 * <p>Problem: the model stores names as written ({@code x}, {@code "a b"}, {@code 7}), but an
 * edited function may hold numbers that are no longer increasing in layout order, or values
 * with no name, which LLVM's numbering rule would reject on re-parse. Algorithm: walk
 * parameters, then blocks and their results in layout order with LLVM's "next number" counter.
 * A stored number N that is at least the counter prints as {@code %N}
 * and moves the counter past it; an out-of-sequence number prints quoted ({@code %"N"}, a
 * name, not a number); a value without a name takes the counter's number. An unnamed or
 * numbered entry block whose number equals the counter has no label line, as in LLVM's output.
 * Names that are not plain identifiers are quoted with LLVM's {@code \XX} escapes. Cost: one
 * pass over the function, once per snapshot: {@link #of} memoizes the names on the immutable
 * {@link Function} ({@link Function#derived}), so diagnostics printing k operands of a function
 * with n values cost O(n + k), not O(k·n). Immutable once computed, hence shared between threads.
 */
final class SlotNames {
  /** Names of no function: enough to print constants. */
  static final SlotNames EMPTY = new SlotNames(0);

  /** Printed names by raw id ({@code null}: no such value / block), dense like the ids. */
  private final String[] values;
  private final String[] blocks;
  private final String[] labels;
  private long next;

  /** The names of a snapshot, memoized on it; {@link Derived#computations()} counts the passes. */
  static final Derived<SlotNames> OF_FUNCTION = Derived.of("slot names", SlotNames::compute);

  private SlotNames(int ids) {
    values = new String[ids];
    blocks = new String[ids];
    labels = new String[ids];
  }

  /** Returns the printed names of {@code f}, computed on the first request for this snapshot. */
  static SlotNames of(Function f) {
    return f.derived(OF_FUNCTION);
  }

  /** Computes the printed names of {@code f} in one pass over its parameters and blocks. */
  private static SlotNames compute(Function f) {
    SlotNames n = new SlotNames(idBound(f));
    for (Param p : f.params()) {
      n.values[p.id().index()] = "%" + n.claim(f.valueNames().nameOrNull(p.id().index()));
    }
    boolean entry = true;
    for (Block b : f.blocks()) {
      String stored = b.name();
      boolean implicit = stored == null || stored.isEmpty()
          || (isNumber(stored) && stored.length() <= 18 && Long.parseLong(stored) == n.next);
      String name = n.claim(stored == null || stored.isEmpty() ? null : stored);
      n.blocks[b.id().index()] = "%" + name;
      n.labels[b.id().index()] = entry && implicit ? "" : name + ":";
      entry = false;
      for (Inst i : b.insts()) {
        if (i.hasResult()) {
          n.values[i.id().index()] = "%" + n.claim(f.valueNames().nameOrNull(i.id().index()));
        }
      }
    }
    return n;
  }

  /** Returns a bound above every raw id of {@code f}: its next id, unless a hand-built snapshot says less. */
  private static int idBound(Function f) {
    int bound = f.nextId();
    for (Param p : f.params()) {
      bound = Math.max(bound, p.id().index() + 1);
    }
    for (Block b : f.blocks()) {
      bound = Math.max(bound, b.id().index() + 1);
      for (Inst i : b.insts()) {
        bound = Math.max(bound, i.id().index() + 1);
      }
    }
    return bound;
  }

  /** Returns the printed form of a stored name (without sigil), advancing the counter. */
  private String claim(String stored) {
    if (stored == null) {
      return Long.toString(next++);
    }
    if (isNumber(stored)) {
      if (fits(stored, next)) {
        next = Long.parseLong(stored) + 1;
        return stored;
      }
      return "\"" + stored + "\"";
    }
    return identifier(stored);
  }

  private static boolean fits(String number, long next) {
    if (number.length() > 18) {
      return false;
    }
    return Long.parseLong(number) >= next;
  }

  /** Returns whether {@code s} is a non-empty run of decimal digits (LLVM's numbered-slot form). */
  static boolean isNumber(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Returns {@code name} as an LLVM identifier: kept if plain or already quoted, else quoted. */
  static String identifier(String name) {
    if (name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")) {
      return name;
    }
    boolean plain = !name.isEmpty() && !Character.isDigit(name.charAt(0));
    for (int i = 0; i < name.length() && plain; i++) {
      plain = Lexer.isNameChar(name.charAt(i));
    }
    if (plain || isNumber(name)) {
      return name;
    }
    StringBuilder sb = new StringBuilder("\"");
    for (char c : name.toCharArray()) {
      if (c == '"' || c == '\\' || c < 0x20 || c > 0x7e) {
        sb.append(String.format("\\%02X", (int) c & 0xff));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  /** Returns {@code %name} of a value (a parameter or instruction result). */
  String value(ValueId v) {
    String s = at(values, v.index());
    return s != null ? s : "%\"dangling." + v.index() + "\"";
  }

  /** Returns {@code %name} of a block, the form used in {@code label %name}. */
  String block(BlockId b) {
    String s = at(blocks, b.index());
    return s != null ? s : "%\"dangling.block." + b.index() + "\"";
  }

  /** Returns the label line of a block ({@code name:}), empty for an implicit entry label. */
  String label(BlockId b) {
    String s = at(labels, b.index());
    return s != null ? s : "";
  }

  private static String at(String[] byRaw, int id) {
    return id >= 0 && id < byRaw.length ? byRaw[id] : null;
  }

  /** Returns the text of {@code v} without its type. */
  String operand(Value v) {
    return switch (v) {
      case Value.Local l -> value(l.id());
      case Value.ConstInt c -> c.type().bits() == 1 ? (c.value() != 0 ? "true" : "false") : Long.toString(c.value());
      case Value.ConstFloat c -> c.text();
      case Value.Undef u -> "undef";
      case Value.Poison p -> "poison";
      case Value.NullPtr n -> "null";
      case Value.ZeroInit z -> "zeroinitializer";
      case Value.NoneToken t -> "none";
      case Value.GlobalRef g -> g.name();
      case Value.ConstAggregate a -> aggregate(a);
      case Value.Opaque o -> o.text();
      case Value.MetadataArg m -> m.text();
      case Value.InlineAsm a -> "asm " + a.modifiers().stream().map(m -> m + " ").collect(Collectors.joining())
          + "\"" + a.asm() + "\", \"" + a.constraints() + "\"";
    };
  }

  /** Returns {@code <type> <operand>} ({@code metadata <md>} for metadata operands). */
  String typed(Value v) {
    if (v instanceof Value.MetadataArg m) {
      return "metadata " + m.text();
    }
    return v.type() + " " + operand(v);
  }

  /** Returns {@code typed(v)} for each value, comma-separated. */
  String typedList(List<Value> vs) {
    return vs.stream().map(this::typed).collect(Collectors.joining(", "));
  }

  private String aggregate(Value.ConstAggregate a) {
    String body = typedList(a.elements());
    return switch (a.type()) {
      case Type.Array arr -> "[" + body + "]";
      case Type.Vector vec -> "<" + body + ">";
      case Type.Struct s when s.packed() -> a.elements().isEmpty() ? "<{}>" : "<{ " + body + " }>";
      default -> a.elements().isEmpty() ? "{}" : "{ " + body + " }";
    };
  }
}
