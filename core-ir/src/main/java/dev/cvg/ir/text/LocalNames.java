package dev.cvg.ir.text;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.HashMap;
import java.util.Map;

/**
 * The two symbol tables of one function's local names, looked up by the token that writes the
 * name without building a key: named entries ({@code %x}, {@code %"x y"}, {@code x:}) in an
 * open-addressing table hashed over the name's characters in the token's text, numbered ones
 * ({@code %7}, {@code 7:}) in an array indexed by number. A parse looks a name up once per
 * operand, so a key string or boxed number per lookup was a quarter of the parser's work.
 *
 * <p>Invariants: a named key is the name with quotes removed and escapes decoded
 * ({@link Token#key()}), so {@code %x} and {@code %"x"} are one entry; an unquoted name is
 * hashed in place ({@link String#hashCode()}'s function over its characters), a quoted one
 * through its decoded key. Numbers below {@link #DENSE_LIMIT} live in the array, larger ones
 * (only ever seen in erroneous or contrived input) in a hash map. The named table's load factor
 * stays at most one half.
 */
final class LocalNames {
  /** Numbers at or above this go to {@link #sparse} instead of the dense array. */
  private static final long DENSE_LIMIT = 1 << 22;

  /** One local name: a value or a block, defined or only referenced so far. */
  static final class Entry {
    final boolean block;
    final Type type;
    /** The token index of the first use (a view per entry would outlive the parse's window). */
    final int firstUse;
    int id;
    boolean defined;
    private Value.Local local;
    private BlockId blockId;

    Entry(boolean block, int id, Type type, boolean defined, int firstUse) {
      this.block = block;
      this.id = id;
      this.type = type;
      this.defined = defined;
      this.firstUse = firstUse;
    }

    /** Returns a use of this value, one shared object per id (the model's values are immutable). */
    Value.Local local() {
      Value.Local l = local;
      if (l == null || l.rawId() != id) {
        l = new Value.Local(id, type);
        local = l;
      }
      return l;
    }

    /** Returns this block's id, one shared object per id. */
    BlockId blockId() {
      BlockId b = blockId;
      if (b == null || b.index() != id) {
        b = new BlockId(id);
        blockId = b;
      }
      return b;
    }
  }

  private String[] keys = new String[64];
  /** {@code keys[k].hashCode()}, read before the key itself (one memory access per probe). */
  private int[] hashes = new int[64];
  private Entry[] entries = new Entry[64];
  /** {@code 32 - log2(keys.length)}: the shift of the Fibonacci hash. */
  private int shift = 26;
  private int size;
  private Entry[] byNumber = new Entry[64];
  private final Map<Long, Entry> sparse = new HashMap<>();

  /** Returns the entry of the name {@code t} writes (a local or label token), or null. */
  Entry get(Token t) {
    if (t.isNumbered()) {
      return get(t.number());
    }
    String src = t.source();
    int from = t.start() + nameStart(t);
    if (src.charAt(from) == '"') {
      String key = t.key();
      return named(key, 0, key.length(), key.hashCode());
    }
    // the name's characters in the source: no string per lookup
    int to = t.kind() == Token.Kind.LABEL ? t.end() - 1 : t.end();
    return named(src, from, to, hash(src, from, to));
  }

  /** Returns the entry of number {@code n}, or null. */
  Entry get(long n) {
    if (n >= 0 && n < DENSE_LIMIT) {
      return n < byNumber.length ? byNumber[(int) n] : null;
    }
    return sparse.get(n);
  }

  /** Records {@code e} under the name {@code t} writes; the name must not have an entry yet. */
  void put(Token t, Entry e) {
    if (t.isNumbered()) {
      put(t.number(), e);
    } else {
      put(t.key(), e);
    }
  }

  /** Records {@code e} under number {@code n}; the number must not have an entry yet. */
  void put(long n, Entry e) {
    if (n < 0 || n >= DENSE_LIMIT) {
      sparse.put(n, e); // past Long.MAX_VALUE the numbering counter wraps, as a Long key did
      return;
    }
    if (n >= byNumber.length) {
      byNumber = java.util.Arrays.copyOf(byNumber, (int) Math.max(n + 1, 2L * byNumber.length));
    }
    byNumber[(int) n] = e;
  }

  /**
   * Returns the first undefined named entry in LLVM's order (the least key as
   * {@link String#compareTo} orders them), or null.
   */
  Map.Entry<String, Entry> firstUndefinedName() {
    Map.Entry<String, Entry> first = null;
    for (int k = 0; k < keys.length; k++) {
      Entry e = entries[k];
      if (e != null && !e.defined && (first == null || keys[k].compareTo(first.getKey()) < 0)) {
        first = Map.entry(keys[k], e);
      }
    }
    return first;
  }

  /** Returns the first undefined numbered entry (the least number), or null. */
  Map.Entry<Long, Entry> firstUndefinedNumber() {
    for (int n = 0; n < byNumber.length; n++) {
      if (byNumber[n] != null && !byNumber[n].defined) {
        return Map.entry((long) n, byNumber[n]);
      }
    }
    Map.Entry<Long, Entry> first = null;
    for (Map.Entry<Long, Entry> e : sparse.entrySet()) {
      if (!e.getValue().defined && (first == null || e.getKey() < first.getKey())) {
        first = e;
      }
    }
    return first;
  }

  private static int nameStart(Token t) {
    return t.kind() == Token.Kind.LABEL ? 0 : 1;
  }

  /** {@link String#hashCode()} of {@code s[from, to)}. */
  private static int hash(String s, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      h = 31 * h + s.charAt(i);
    }
    return h;
  }

  /** Fibonacci hashing: names such as {@code v12_3} differ in few bits of their string hash. */
  private int slot(int h) {
    return (h * 0x9E3779B9) >>> shift;
  }

  private Entry named(String s, int from, int to, int h) {
    int n = to - from;
    for (int k = slot(h); ; k = (k + 1) & (keys.length - 1)) {
      Entry e = entries[k];
      if (e == null) {
        return null;
      }
      if (hashes[k] == h) {
        String key = keys[k];
        if (key.length() == n && sameChars(key, s, from)) {
          return e;
        }
      }
    }
  }

  private static boolean sameChars(String key, String s, int from) {
    for (int i = 0; i < key.length(); i++) {
      if (key.charAt(i) != s.charAt(from + i)) {
        return false;
      }
    }
    return true;
  }

  /** Records {@code e} under the decoded name {@code key}; the name must not have an entry yet. */
  void put(String key, Entry e) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    int h = key.hashCode();
    int k = slot(h);
    while (entries[k] != null) {
      k = (k + 1) & (keys.length - 1);
    }
    keys[k] = key;
    hashes[k] = h;
    entries[k] = e;
    size++;
  }

  private void grow() {
    String[] oldKeys = keys;
    Entry[] oldEntries = entries;
    keys = new String[oldKeys.length * 2];
    hashes = new int[oldKeys.length * 2];
    entries = new Entry[oldKeys.length * 2];
    shift--;
    size = 0;
    for (int k = 0; k < oldKeys.length; k++) {
      if (oldKeys[k] != null) {
        put(oldKeys[k], oldEntries[k]);
      }
    }
  }
}
