package dev.cvg.oracle.interp;

import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluates constants: scalar operands into canonical register values (with an undefined
 * flag for {@code undef}/{@code poison}), and global initialisers into bytes.
 *
 * <p>Flags: 0 defined, 1 {@code undef}, 2 {@code poison}; any non-zero flag makes a value
 * undefined for the oracle (an undefined value is compatible with every value when uniformity
 * is judged, because it may be refined to any of them).
 */
final class Constants {
  private Constants() {}

  /** A scalar constant: its canonical value and undefined flag. */
  record Scalar(long value, byte flag) {}

  /** Returns the scalar value of constant {@code v}, or null if the oracle cannot hold it. */
  static Scalar scalar(Value v, ModuleInfo mod) {
    return switch (v) {
      case Value.ConstInt c -> new Scalar(c.value(), (byte) 0);
      case Value.Undef u -> FunctionCompiler.width(u.type()) < 0 ? null : new Scalar(0, (byte) 1);
      case Value.Poison p -> FunctionCompiler.width(p.type()) < 0 ? null : new Scalar(0, (byte) 2);
      case Value.NullPtr n -> new Scalar(0, (byte) 0);
      case Value.NoneToken n -> new Scalar(0, (byte) 0);
      case Value.ZeroInit z -> FunctionCompiler.width(z.type()) < 0 ? null : new Scalar(0, (byte) 0);
      case Value.GlobalRef g -> {
        Long p = mod.pointers().get(g.name());
        yield p == null ? null : new Scalar(p, (byte) 0);
      }
      case Value.ConstFloat f -> floatBits(f);
      // Registers are not constants (FunctionCompiler.slot reads them); the rest have no scalar.
      case Value.Local l -> null;
      case Value.ConstAggregate a -> null;
      case Value.Opaque o -> castOfGlobal(o.text(), mod);
      case Value.MetadataArg md -> null;
      case Value.InlineAsm asm -> null;
    };
  }

  /**
   * Matches a pointer cast of a global as clang writes it for a {@code __shared__} or
   * {@code local} array, {@code addrspacecast (ptr addrspace(3) @g to ptr)} (or {@code bitcast});
   * the oracle's memory is one flat space, so the cast is the global's pointer.
   */
  private static final Pattern POINTER_CAST = Pattern.compile(
      "(?:addrspacecast|bitcast)\\s*\\(\\s*ptr(?:\\s+addrspace\\(\\d+\\))?\\s+(@(?:[-\\w.$]+|\"[^\"]*\"))"
          + "\\s+to\\s+ptr(?:\\s+addrspace\\(\\d+\\))?\\s*\\)");

  /** Returns the scalar of a pointer cast of a global ({@link #POINTER_CAST}), else null. */
  private static Scalar castOfGlobal(String text, ModuleInfo mod) {
    Matcher m = POINTER_CAST.matcher(text.strip());
    if (!m.matches()) {
      return null;
    }
    Long p = mod.pointers().get(m.group(1));
    return p == null ? null : new Scalar(p, (byte) 0);
  }

  /** Returns the canonical bits of a {@code float}/{@code double} constant, or null. */
  static Scalar floatBits(Value.ConstFloat f) {
    int w = FunctionCompiler.width(f.type());
    if (w < 0) {
      return null;
    }
    String t = f.text();
    double d;
    try {
      if (t.startsWith("0x") || t.startsWith("-0x")) {
        if ("HKLMR".indexOf(t.charAt(t.indexOf('x') + 1)) >= 0) {
          return null; // 0xH/0xK/0xL/0xM/0xR: other float formats (hex digits A-F are not among them)
        }
        d = Double.longBitsToDouble(Long.parseUnsignedLong(t.substring(t.indexOf('x') + 1), 16));
        if (t.startsWith("-")) {
          d = -d;
        }
      } else {
        d = Double.parseDouble(t);
      }
    } catch (NumberFormatException e) {
      return null;
    }
    return new Scalar(FloatOps.fromDouble(d, w) << (64 - w) >> (64 - w), (byte) 0);
  }

  /**
   * Writes initialiser {@code init} of type {@code t} at {@code offset} into {@code bytes} and
   * {@code undef}; returns false if some part cannot be encoded (the caller marks the whole
   * object undefined).
   */
  static boolean encode(Value init, Type t, int offset, byte[] bytes, byte[] undef, ModuleInfo mod) {
    return switch (init) {
      case Value.ZeroInit z -> true;
      case Value.Undef u -> {
        fillUndef(undef, offset, mod.layout().size(t), (byte) 1);
        yield true;
      }
      case Value.Poison p -> {
        fillUndef(undef, offset, mod.layout().size(t), (byte) 2);
        yield true;
      }
      case Value.ConstAggregate agg -> encodeAggregate(agg, t, offset, bytes, undef, mod);
      case Value.ConstInt c -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.ConstFloat f -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.NullPtr n -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.NoneToken n -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.GlobalRef g -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.Local l -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.Opaque o -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.MetadataArg md -> encodeScalar(init, offset, bytes, undef, mod);
      case Value.InlineAsm asm -> encodeScalar(init, offset, bytes, undef, mod);
    };
  }

  private static boolean encodeAggregate(Value.ConstAggregate agg, Type t, int offset, byte[] bytes,
      byte[] undef, ModuleInfo mod) {
    Type.Struct s = mod.layout().struct(t);
    for (int k = 0; k < agg.elements().size(); k++) {
      Value e = agg.elements().get(k);
      long off = s != null ? mod.layout().fieldOffset(s, k) : k * mod.layout().size(e.type());
      if (off < 0 || !encode(e, e.type(), offset + (int) off, bytes, undef, mod)) {
        return false;
      }
    }
    return true;
  }

  /** Writes the {@link #scalar} of {@code init}; false if it has none (as for opaque constants). */
  private static boolean encodeScalar(Value init, int offset, byte[] bytes, byte[] undef, ModuleInfo mod) {
    Scalar s = scalar(init, mod);
    int size = TypeLayout.storeSize(init.type());
    if (s == null || size < 0) {
      return false;
    }
    for (int k = 0; k < size; k++) {
      bytes[offset + k] = (byte) (s.value() >>> (8 * k));
      undef[offset + k] = s.flag();
    }
    return true;
  }

  private static void fillUndef(byte[] undef, int offset, long size, byte flag) {
    for (long k = 0; k < size && offset + k < undef.length; k++) {
      undef[(int) (offset + k)] = flag;
    }
  }
}
