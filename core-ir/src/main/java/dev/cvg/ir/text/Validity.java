package dev.cvg.ir.text;

import dev.cvg.ir.Opcode;
import dev.cvg.ir.Type;

/**
 * The type rules LLVM 22's parser enforces while reading (rather than leaving to the verifier):
 * which casts are valid between which types, which floating-point literals a type can hold
 * exactly, which types may be vector elements or function arguments, and alignments.
 */
final class Validity {
  private Validity() {}

  /** Returns the width in bits of a floating-point type. */
  static int floatBits(Type.Float f) {
    return switch (f.name()) {
      case "half", "bfloat" -> 16;
      case "float" -> 32;
      case "double" -> 64;
      case "x86_fp80" -> 80;
      default -> 128;
    };
  }

  /** Returns whether {@code op} may convert {@code from} to {@code to} (LLVM's {@code CastInst::castIsValid}). */
  static boolean cast(Opcode op, Type from, Type to) {
    if (from instanceof Type.Vector fv || to instanceof Type.Vector) {
      if (op == Opcode.BITCAST) {
        return bits(from) > 0 && bits(from) == bits(to);
      }
      return from instanceof Type.Vector a && to instanceof Type.Vector b && a.length() == b.length()
          && a.scalable() == b.scalable() && cast(op, a.element(), b.element());
    }
    return switch (op) {
      case TRUNC -> from instanceof Type.Int a && to instanceof Type.Int b && a.bits() > b.bits();
      case ZEXT, SEXT -> from instanceof Type.Int a && to instanceof Type.Int b && a.bits() < b.bits();
      case FPTRUNC -> from instanceof Type.Float a && to instanceof Type.Float b && floatBits(a) > floatBits(b);
      case FPEXT -> from instanceof Type.Float a && to instanceof Type.Float b && floatBits(a) < floatBits(b);
      case FPTOUI, FPTOSI -> from instanceof Type.Float && to instanceof Type.Int;
      case UITOFP, SITOFP -> from instanceof Type.Int && to instanceof Type.Float;
      case PTRTOINT -> from instanceof Type.Ptr && to instanceof Type.Int;
      case INTTOPTR -> from instanceof Type.Int && to instanceof Type.Ptr;
      case ADDRSPACECAST -> from instanceof Type.Ptr a && to instanceof Type.Ptr b && a.addrSpace() != b.addrSpace();
      case BITCAST -> from instanceof Type.Ptr a
          ? to instanceof Type.Ptr b && a.addrSpace() == b.addrSpace()
          : !(to instanceof Type.Ptr) && bits(from) > 0 && bits(from) == bits(to);
      default -> false;
    };
  }

  /** Returns the size in bits of a scalar or vector of scalars (0 for anything else). */
  private static long bits(Type t) {
    return switch (t) {
      case Type.Int i -> i.bits();
      case Type.Float f -> floatBits(f);
      case Type.Vector v when !(v.element() instanceof Type.Ptr) -> v.length() * bits(v.element());
      default -> 0;
    };
  }

  /**
   * Returns null if {@code text} is a floating-point literal valid for {@code type}, else
   * LLVM's message: decimal and {@code 0x} (double-format) literals must be exactly
   * representable; {@code 0xH}/{@code 0xR}/{@code 0xK}/{@code 0xL}/{@code 0xM} belong to
   * half/bfloat/x86_fp80/fp128/ppc_fp128.
   */
  static String floatLiteral(Type.Float type, String text) {
    String name = type.name();
    if (text.startsWith("0x") && text.length() > 2 && Character.isLetter(text.charAt(2))
        && "HRKLM".indexOf(text.charAt(2)) >= 0) {
      String owner = switch (text.charAt(2)) {
        case 'H' -> "half";
        case 'R' -> "bfloat";
        case 'K' -> "x86_fp80";
        case 'L' -> "fp128";
        default -> "ppc_fp128";
      };
      return owner.equals(name) ? null : notOfType(name);
    }
    if (name.equals("fp128") || name.equals("x86_fp80") || name.equals("ppc_fp128")) {
      return notOfType(name);
    }
    if (text.startsWith("0x") && text.length() > 18) {
      return null; // LLVM's lexer folds over-long hex literals without a check; so does cvg (kept verbatim)
    }
    double d;
    try {
      d = text.startsWith("0x") ? Double.longBitsToDouble(Long.parseUnsignedLong(text.substring(2), 16))
          : Double.parseDouble(text);
    } catch (NumberFormatException e) {
      return Messages.FLOAT_CONSTANT;
    }
    if (Double.isNaN(d) || name.equals("double")) {
      return null;
    }
    float f = (float) d;
    boolean exact = f == d || Double.isInfinite(d);
    if (exact && name.equals("half")) {
      exact = Float.float16ToFloat(Float.floatToFloat16(f)) == f || Float.isInfinite(f);
    } else if (exact && name.equals("bfloat")) {
      exact = (Float.floatToRawIntBits(f) & 0xffff) == 0;
    }
    return exact ? null : Messages.FLOAT_CONSTANT;
  }

  private static String notOfType(String name) {
    return "floating point constant does not have type '" + name + "'";
  }

  /** Returns whether {@code t} may be a vector element (integer, floating point or pointer). */
  static boolean vectorElement(Type t) {
    return t instanceof Type.Int || t instanceof Type.Float || t instanceof Type.Ptr;
  }

  /** Returns whether {@code t} may be a function argument type (first class, not a label). */
  static boolean argument(Type t) {
    return !(t instanceof Type.Function) && !t.isVoid() && !t.equals(Type.LABEL);
  }

  /** Returns whether {@code n} is a power of two. */
  static boolean powerOfTwo(long n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}
