package dev.cvg.ir;

import java.util.List;
import java.util.stream.Collectors;

/**
 * An LLVM IR type. {@code toString()} is the type's text in LLVM syntax, so types print
 * themselves exactly as the parser reads them.
 */
public sealed interface Type {

  /** The {@code void} type. */
  Type VOID = new Void();
  /** The {@code label} type (block operands). */
  Type LABEL = new Label();
  /** The {@code token} type (convergence control tokens). */
  Type TOKEN = new Token();
  /** The {@code metadata} type (intrinsic operands only). */
  Type METADATA = new Metadata();
  /** {@code i1}. */
  Int I1 = new Int(1);
  /** {@code i8}. */
  Int I8 = new Int(8);
  /** {@code i16}. */
  Int I16 = new Int(16);
  /** {@code i32}. */
  Int I32 = new Int(32);
  /** {@code i64}. */
  Int I64 = new Int(64);
  /** {@code ptr} in address space 0. */
  Ptr PTR = new Ptr(0);

  /** {@code void}. */
  record Void() implements Type {
    @Override
    public String toString() {
      return "void";
    }
  }

  /** {@code label}. */
  record Label() implements Type {
    @Override
    public String toString() {
      return "label";
    }
  }

  /** {@code token}. */
  record Token() implements Type {
    @Override
    public String toString() {
      return "token";
    }
  }

  /** {@code metadata}. */
  record Metadata() implements Type {
    @Override
    public String toString() {
      return "metadata";
    }
  }

  /**
   * An integer type {@code iN}.
   *
   * @param bits the width, 1 to 64 (wider integers are rejected by the parser)
   */
  record Int(int bits) implements Type {
    /** Creates an integer type; {@code bits} must be in 1..64. */
    public Int {
      if (bits < 1 || bits > 64) {
        throw new IllegalArgumentException("integer width out of range: " + bits);
      }
    }

    @Override
    public String toString() {
      return "i" + bits;
    }
  }

  /**
   * A floating-point type.
   *
   * @param name its LLVM spelling: {@code half}, {@code bfloat}, {@code float}, {@code double},
   *     {@code fp128}, {@code x86_fp80}, {@code ppc_fp128}
   */
  record Float(String name) implements Type {
    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * An opaque pointer {@code ptr} or {@code ptr addrspace(N)}.
   *
   * @param addrSpace the address space
   */
  record Ptr(int addrSpace) implements Type {
    @Override
    public String toString() {
      return addrSpace == 0 ? "ptr" : "ptr addrspace(" + addrSpace + ")";
    }
  }

  /**
   * A vector {@code <N x T>} (or scalable {@code <vscale x N x T>}).
   *
   * @param length element count
   * @param element element type
   * @param scalable whether the length is a multiple of vscale
   */
  record Vector(int length, Type element, boolean scalable) implements Type {
    @Override
    public String toString() {
      return "<" + (scalable ? "vscale x " : "") + length + " x " + element + ">";
    }
  }

  /**
   * An array {@code [N x T]}.
   *
   * @param length element count
   * @param element element type
   */
  record Array(long length, Type element) implements Type {
    @Override
    public String toString() {
      return "[" + length + " x " + element + "]";
    }
  }

  /**
   * A literal struct {@code { T1, T2 }} or packed {@code <{ T1, T2 }>}.
   *
   * @param fields field types
   * @param packed whether the struct is packed
   */
  record Struct(List<Type> fields, boolean packed) implements Type {
    /** Copies {@code fields}. */
    public Struct {
      fields = List.copyOf(fields);
    }

    @Override
    public String toString() {
      String body =
          fields.isEmpty()
              ? "{}"
              : fields.stream().map(Type::toString).collect(Collectors.joining(", ", "{ ", " }"));
      return packed ? "<" + body + ">" : body;
    }
  }

  /**
   * A reference to a named (identified) struct type {@code %name}; its body is in the
   * module's type definitions.
   *
   * @param name the name including the leading {@code %}
   */
  record Named(String name) implements Type {
    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * A function type {@code R (P1, P2, ...)}.
   *
   * @param returnType the return type
   * @param params parameter types
   * @param varArgs whether the function takes {@code ...}
   */
  record Function(Type returnType, List<Type> params, boolean varArgs) implements Type {
    /** Copies {@code params}. */
    public Function {
      params = List.copyOf(params);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder().append(returnType).append(" (");
      sb.append(params.stream().map(Type::toString).collect(Collectors.joining(", ")));
      if (varArgs) {
        sb.append(params.isEmpty() ? "..." : ", ...");
      }
      return sb.append(')').toString();
    }
  }

  /**
   * Returns whether this is {@code void}.
   *
   * @return whether this is {@code void}
   */
  default boolean isVoid() {
    return this instanceof Void;
  }

  /**
   * Returns whether this is an integer type of width 1.
   *
   * @return whether this is {@code i1}
   */
  default boolean isBool() {
    return this instanceof Int i && i.bits() == 1;
  }

  /**
   * Returns the type at {@code index} inside this aggregate (struct field, array or vector
   * element).
   *
   * @param index the field or element index
   * @return the member type
   * @throws IllegalArgumentException if this type is not an aggregate or the index is out of
   *     range
   */
  default Type member(int index) {
    return switch (this) {
      case Struct s when index >= 0 && index < s.fields().size() -> s.fields().get(index);
      case Array a -> a.element();
      case Vector v -> v.element();
      default -> throw new IllegalArgumentException(this + " has no member " + index);
    };
  }
}
