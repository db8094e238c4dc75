package dev.cvg.oracle.interp;

import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import java.util.HashMap;
import java.util.Map;

/**
 * Byte sizes, alignments and field offsets of types, in the spirit of LLVM's default
 * {@code DataLayout} for a 64-bit target: integers occupy the next power of two bytes
 * ({@code i1}/{@code i8}: 1, {@code i24}: 4) and are naturally aligned, pointers 8 bytes,
 * structs lay fields out at their natural alignment (packed structs at byte alignment),
 * arrays and vectors are their element size times the length.
 *
 * <p>Named struct types are resolved through the module. Sizes of types the oracle cannot lay
 * out (scalable vectors, opaque structs, functions) are reported as -1.
 */
final class TypeLayout {
  private final Module module;
  private final Map<Type, Long> sizes = new HashMap<>();

  TypeLayout(Module module) {
    this.module = module;
  }

  /** Returns the allocation size of {@code t} in bytes, or -1 if it has none. */
  long size(Type t) {
    Long known = sizes.get(t);
    if (known != null) {
      return known;
    }
    long s = compute(t);
    sizes.put(t, s);
    return s;
  }

  /**
   * Returns the number of bytes a load or store of scalar {@code t} touches, or -1: the bytes of
   * its register width ({@link FunctionCompiler#width}); tokens live in registers but never in
   * memory.
   */
  static int storeSize(Type t) {
    int w = t instanceof Type.Token ? -1 : FunctionCompiler.width(t);
    return w < 0 ? -1 : (w + 7) / 8;
  }

  /** Returns the alignment of {@code t} in bytes (1 for unknown types). */
  long align(Type t) {
    return switch (t) {
      case Type.Struct s when s.packed() -> 1;
      case Type.Struct s -> s.fields().stream().mapToLong(this::align).max().orElse(1);
      case Type.Array a -> align(a.element());
      case Type.Named n -> module.typeDef(n.name()).map(this::align).orElse(1L);
      case Type.Int i -> sizeAlign(t);
      case Type.Float f -> sizeAlign(t);
      case Type.Ptr p -> sizeAlign(t);
      case Type.Vector v -> sizeAlign(t);
      case Type.Void v -> sizeAlign(t);
      case Type.Label l -> sizeAlign(t);
      case Type.Token tok -> sizeAlign(t);
      case Type.Metadata md -> sizeAlign(t);
      case Type.Function fn -> sizeAlign(t);
    };
  }

  /** Returns the size of {@code t} capped at 16 as its alignment (1 for types without a size). */
  private long sizeAlign(Type t) {
    return Math.max(1, Math.min(16, size(t)));
  }

  /** Returns the byte offset of field {@code index} of struct {@code t}, or -1. */
  long fieldOffset(Type t, int index) {
    Type.Struct s = struct(t);
    if (s == null || index < 0 || index >= s.fields().size()) {
      return -1;
    }
    long off = 0;
    for (int k = 0; k <= index; k++) {
      Type f = s.fields().get(k);
      long a = s.packed() ? 1 : align(f);
      off = (off + a - 1) / a * a;
      if (k == index) {
        return off;
      }
      long fs = size(f);
      if (fs < 0) {
        return -1;
      }
      off += fs;
    }
    return -1;
  }

  /** Returns {@code t} as a struct, resolving named types, or null. */
  Type.Struct struct(Type t) {
    if (t instanceof Type.Named n) {
      return module.typeDef(n.name()).map(this::struct).orElse(null);
    }
    return t instanceof Type.Struct s ? s : null;
  }

  private long compute(Type t) {
    return switch (t) {
      case Type.Int i -> Long.highestOneBit(Math.max(1, (i.bits() + 7) / 8) * 2L - 1);
      case Type.Ptr p -> 8;
      case Type.Float f -> switch (f.name()) {
        case "half", "bfloat" -> 2;
        case "float" -> 4;
        case "double" -> 8;
        default -> 16;
      };
      case Type.Vector v when !v.scalable() -> mul(v.length(), size(v.element()));
      case Type.Array a -> mul(a.length(), size(a.element()));
      case Type.Struct s -> structSize(s);
      case Type.Named n -> module.typeDef(n.name()).map(this::size).orElse(-1L);
      case Type.Vector v -> -1; // scalable
      case Type.Void v -> -1;
      case Type.Label l -> -1;
      case Type.Token tok -> -1;
      case Type.Metadata md -> -1;
      case Type.Function fn -> -1;
    };
  }

  private long structSize(Type.Struct s) {
    long off = 0;
    for (Type f : s.fields()) {
      long fs = size(f);
      if (fs < 0) {
        return -1;
      }
      long a = s.packed() ? 1 : align(f);
      off = (off + a - 1) / a * a + fs;
    }
    long a = align(s);
    return (off + a - 1) / a * a;
  }

  private static long mul(long n, long size) {
    return size < 0 ? -1 : n * size;
  }
}
