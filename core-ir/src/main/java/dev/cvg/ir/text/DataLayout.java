package dev.cvg.ir.text;

import dev.cvg.ir.Type;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The size and alignment rules of a {@code target datalayout} string, enough to give a
 * {@code load}, {@code store}, {@code alloca}, {@code atomicrmw} or {@code cmpxchg} written
 * without {@code align} the alignment LLVM's parser gives it.
 *
 * <p>Problem: LLVM's in-memory IR always carries an alignment; when the text omits it, the
 * parser fills in the ABI alignment of the accessed type (the preferred one for {@code alloca},
 * the store size for {@code atomicrmw}/{@code cmpxchg}) under the module's data layout, and
 * the printer then writes it ({@code load i32, ptr %p} reads back as
 * {@code load i32, ptr %p, align 4}).
 *
 * <p>Algorithm (LLVM 22 {@code DataLayout::getAlignment}, {@code DataLayout.cpp}):
 * <ul>
 *   <li>Start from LLVM's default specs ({@code i8:8 i16:16 i32:32 i64:32:64 f16:16 f32:32
 *       f64:64 f128:128 v64:64 v128:128 a:0:64 p:64:64}), then apply each {@code -}-separated
 *       component of the string, replacing the spec of the same width.</li>
 *   <li>Integers: the spec of the same width, else of the next wider integer, else of the
 *       widest ({@code i24} takes {@code i32}'s, {@code i128} takes {@code i64}'s).</li>
 *   <li>Floats and vectors: the spec of the same width in bits, else the natural alignment,
 *       the power of two at or above the store size ({@code x86_fp80}: 16,
 *       {@code <3 x i32>}: 16).</li>
 *   <li>Pointers: the spec of their address space, else address space 0's.</li>
 *   <li>Arrays: their element's; structs: 1 if packed, else the largest field ABI alignment
 *       (at least the {@code a} spec).</li>
 * </ul>
 * Source: LLVM 22 {@code llvm/lib/IR/DataLayout.cpp}, {@code LLParser::parseLoad} /
 * {@code parseStore} / {@code parseAlloc} / {@code parseAtomicRMW} / {@code parseCmpXchg}.
 * Complexity: O(|type|) per query (nested aggregates are walked once).
 *
 * <pre>
 *   "e-i64:64-p3:32:32"     abiAlign(i64) = 8, abiAlign(ptr addrspace(3)) = 4,
 *                           abiAlign(ptr addrspace(5)) = 8 (falls back to p0),
 *                           abiAlign({ i8, i64 }) = 8, abiAlign(i128) = 8 (widest)
 * </pre>
 *
 * <p>Instances are immutable.
 */
public final class DataLayout {
  /** An ABI and preferred alignment in bytes, and for pointers their size in bits. */
  private record Spec(long sizeBits, long abi, long pref) {}

  private final TreeMap<Long, Spec> ints = new TreeMap<>();
  private final TreeMap<Long, Spec> floats = new TreeMap<>();
  private final TreeMap<Long, Spec> vectors = new TreeMap<>();
  private final TreeMap<Long, Spec> pointers = new TreeMap<>();
  private Spec aggregate = new Spec(0, 1, 8);

  private DataLayout() {
    put(ints, 8, 8, 8);
    put(ints, 16, 16, 16);
    put(ints, 32, 32, 32);
    put(ints, 64, 32, 64);
    put(floats, 16, 16, 16);
    put(floats, 32, 32, 32);
    put(floats, 64, 64, 64);
    put(floats, 128, 128, 128);
    put(vectors, 64, 64, 64);
    put(vectors, 128, 128, 128);
    pointers.put(0L, new Spec(64, 8, 8));
  }

  /**
   * Returns LLVM's default layout, the one a module without {@code target datalayout} gets from
   * {@code llvm-as}.
   *
   * @return the default layout
   */
  public static DataLayout llvmDefault() {
    return new DataLayout();
  }

  /**
   * Parses a {@code target datalayout} string over LLVM's defaults. Components that do not
   * affect size or alignment ({@code e}, {@code m:}, {@code n}, {@code S}, {@code A}, {@code G},
   * {@code ni}, ...) and malformed components are ignored; LLVM's own checks of the string are
   * not repeated.
   *
   * @param spec the layout string, e.g. {@code e-p:64:64-i64:64}
   * @return the layout
   */
  public static DataLayout parse(String spec) {
    DataLayout dl = new DataLayout();
    for (String part : spec.split("-")) {
      dl.apply(part);
    }
    return dl;
  }

  /**
   * Returns the layout {@code llvm-as} uses for a module with layout string {@code spec} (empty
   * when the module has none) and target triple {@code triple}: LLVM 22 upgrades AMDGPU layouts
   * by adding the buffer pointer specs {@code p7}, {@code p8}, {@code p9} that are missing.
   *
   * @param spec the module's layout string, or empty
   * @param triple the module's target triple, or empty
   * @return the layout
   */
  public static DataLayout forAssembler(String spec, String triple) {
    StringBuilder s = new StringBuilder(spec);
    if (triple.startsWith("amdgcn")) {
      for (String p : new String[] {"p7:160:256:256:32", "p8:128:128:128:48", "p9:192:256:256:32"}) {
        if (!("-" + spec).contains("-" + p.substring(0, 3))) {
          s.append('-').append(p);
        }
      }
    }
    return parse(s.toString());
  }

  /**
   * Returns the layout string of the target machine for {@code triple}, which {@code opt}
   * gives a module without {@code target datalayout}; empty for targets cvg does not know
   * (then {@code opt} too falls back to LLVM's default only if it has no such target).
   * Strings as printed by {@code opt-22 -S -mtriple=T} for an empty module.
   *
   * @param triple the target triple
   * @return the layout string, or empty
   */
  public static Optional<String> targetLayout(String triple) {
    String arch = triple.contains("-") ? triple.substring(0, triple.indexOf('-')) : triple;
    String gpuVectors = "v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024";
    return Optional.ofNullable(switch (arch) {
      case "amdgcn" -> "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32"
          + "-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-" + gpuVectors
          + "-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";
      case "r600" -> "e-m:e-p:32:32-i64:64-" + gpuVectors + "-v2048:2048-n32:64-S32-A5-G1";
      case "nvptx64" -> "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";
      case "nvptx" -> "e-p:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";
      default -> null;
    });
  }

  private static void put(Map<Long, Spec> m, long bits, long abiBits, long prefBits) {
    m.put(bits, new Spec(bits, abiBits / 8, prefBits / 8));
  }

  /** Applies one component such as {@code i64:64}, {@code p3:32:32} or {@code a:0:64}. */
  private void apply(String part) {
    if (part.isEmpty()) {
      return;
    }
    char kind = part.charAt(0);
    String[] f = part.substring(1).split(":");
    try {
      switch (kind) {
        case 'i', 'f', 'v' -> {
          if (f.length >= 2) {
            long bits = Long.parseLong(f[0]);
            long abi = Long.parseLong(f[1]);
            put(kind == 'i' ? ints : kind == 'f' ? floats : vectors, bits, abi,
                f.length > 2 ? Long.parseLong(f[2]) : abi);
          }
        }
        case 'p' -> {
          if (f.length >= 3) {
            // "p[flags][AS]:size:abi[:pref[:idx]]"; the address space is the trailing digits
            String as = f[0].replaceAll("^[^0-9]*", "");
            long abi = Long.parseLong(f[2]);
            long pref = f.length > 3 ? Long.parseLong(f[3]) : abi;
            pointers.put(as.isEmpty() ? 0L : Long.parseLong(as), new Spec(Long.parseLong(f[1]), abi / 8, pref / 8));
          }
        }
        case 'a' -> {
          if (f.length >= 2) {
            long abi = Long.parseLong(f[1]);
            aggregate = new Spec(0, Math.max(1, abi / 8), (f.length > 2 ? Long.parseLong(f[2]) : abi) / 8);
          }
        }
        default -> { } // endianness, mangling, native widths, stack and address-space properties
      }
    } catch (NumberFormatException e) {
      // malformed component: LLVM rejects the module; cvg keeps the string verbatim and ignores it
    }
  }

  /**
   * Returns the ABI alignment in bytes of sized type {@code t}, or empty if {@code t} is unsized.
   *
   * @param t a type
   * @param resolve maps a named type to its body, other types to themselves
   * @return the alignment, or empty
   */
  public OptionalLong abiAlign(Type t, UnaryOperator<Type> resolve) {
    return align(t, resolve, true, 0);
  }

  /**
   * Returns the preferred alignment in bytes of sized type {@code t} (what {@code alloca} uses).
   *
   * @param t a type
   * @param resolve maps a named type to its body, other types to themselves
   * @return the alignment, or empty
   */
  public OptionalLong prefAlign(Type t, UnaryOperator<Type> resolve) {
    return align(t, resolve, false, 0);
  }

  /**
   * Returns the store size in bytes of scalar or vector type {@code t}, or empty for other types.
   *
   * @param t a type
   * @return the store size, or empty
   */
  public OptionalLong storeSize(Type t) {
    long bits = scalarBits(t);
    if (t instanceof Type.Vector v && !v.scalable()) {
      bits = v.length() * scalarBits(v.element());
    }
    return bits > 0 ? OptionalLong.of((bits + 7) / 8) : OptionalLong.empty();
  }

  private OptionalLong align(Type t, UnaryOperator<Type> resolve, boolean abi, int depth) {
    Type s = resolve.apply(t);
    if (depth > 64) {
      return OptionalLong.empty();
    }
    return switch (s) {
      case Type.Int i -> OptionalLong.of(pick(intSpec(i.bits()), abi));
      case Type.Ptr p -> OptionalLong.of(pick(pointer(p.addrSpace()), abi));
      case Type.Float fl -> {
        Spec exact = floats.get((long) scalarBits(fl));
        yield OptionalLong.of(exact != null ? pick(exact, abi) : natural(storeSize(fl).orElse(1)));
      }
      case Type.Vector v -> {
        long bits = (long) v.length() * scalarBits(v.element());
        Spec exact = vectors.get(bits);
        yield bits <= 0 ? OptionalLong.empty()
            : OptionalLong.of(exact != null ? pick(exact, abi) : natural((bits + 7) / 8));
      }
      case Type.Array a -> align(a.element(), resolve, abi, depth + 1);
      case Type.Struct st -> structAlign(st, resolve, abi, depth);
      default -> OptionalLong.empty(); // void, label, token, metadata, functions, opaque structs
    };
  }

  private OptionalLong structAlign(Type.Struct st, UnaryOperator<Type> resolve, boolean abi, int depth) {
    long fieldMax = 1;
    for (Type field : st.fields()) {
      OptionalLong a = align(field, resolve, true, depth + 1);
      if (a.isEmpty()) {
        return a;
      }
      fieldMax = Math.max(fieldMax, a.getAsLong());
    }
    if (st.packed()) {
      return OptionalLong.of(abi ? 1 : Math.max(1, aggregate.pref()));
    }
    return OptionalLong.of(Math.max(fieldMax, abi ? aggregate.abi() : aggregate.pref()));
  }

  private static long pick(Spec s, boolean abi) {
    return abi ? s.abi() : s.pref();
  }

  /** Returns the integer spec of {@code bits}, or of the next wider width, or of the widest. */
  private Spec intSpec(long bits) {
    Map.Entry<Long, Spec> e = ints.ceilingEntry(bits);
    return (e != null ? e : ints.lastEntry()).getValue();
  }

  private Spec pointer(long addrSpace) {
    return pointers.getOrDefault(addrSpace, pointers.get(0L));
  }

  /** Returns the smallest power of two at or above {@code bytes}. */
  private static long natural(long bytes) {
    return bytes <= 1 ? 1 : Long.highestOneBit(bytes - 1) << 1;
  }

  /** Returns the size in bits of a scalar (integer, float, pointer), or 0 for other types. */
  private long scalarBits(Type t) {
    return switch (t) {
      case Type.Int i -> i.bits();
      case Type.Ptr p -> pointer(p.addrSpace()).sizeBits();
      case Type.Float f -> switch (f.name()) {
        case "half", "bfloat" -> 16;
        case "float" -> 32;
        case "double" -> 64;
        case "x86_fp80" -> 80;
        default -> 128; // fp128, ppc_fp128
      };
      default -> 0;
    };
  }
}
