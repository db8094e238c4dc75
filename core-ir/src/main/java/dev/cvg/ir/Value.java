package dev.cvg.ir;

import java.util.List;

/**
 * An operand: a reference to an SSA value of the enclosing function, or a constant.
 *
 * <p>Every value carries its type, so an instruction can be printed and typed without looking
 * anything up; the IR verifier checks that a {@link Local}'s type equals its definition's.
 */
public sealed interface Value {

  /**
   * Returns this value's type.
   *
   * @return the type
   */
  Type type();

  /**
   * Returns whether this value is a constant (everything but {@link Local}).
   *
   * @return whether this value is a constant
   */
  default boolean isConstant() {
    return !(this instanceof Local);
  }

  /**
   * A use of an SSA value (parameter or instruction result) of the same function. The value's
   * id is stored flat, as an int, so reading a local operand's id costs no pointer hop.
   *
   * @param rawId the raw id of the value, {@code id().index()}
   * @param type its type, equal to the definition's type
   */
  record Local(int rawId, Type type) implements Value {
    /**
     * Creates a use of value {@code id}.
     *
     * @param id the value used
     * @param type its type, equal to the definition's type
     */
    public Local(ValueId id, Type type) {
      this(id.index(), type);
    }

    /**
     * Returns the value used, {@code new ValueId(rawId())}.
     *
     * @return the value id
     */
    public ValueId id() {
      return new ValueId(rawId);
    }

    /** Returns {@code Local[id=v5, type=i32]}, the form the record had with a {@link ValueId}. */
    @Override
    public String toString() {
      return "Local[id=v" + rawId + ", type=" + type + "]";
    }
  }

  /**
   * An integer constant, stored sign-extended from its width.
   *
   * @param type the integer type
   * @param value the value, sign-extended from {@code type.bits()} bits
   */
  record ConstInt(Type.Int type, long value) implements Value {
    /** Normalises {@code value} to its sign-extended form. */
    public ConstInt {
      int shift = 64 - type.bits();
      value = (value << shift) >> shift;
    }

    /**
     * Returns {@code true} or {@code false} as an {@code i1}.
     *
     * @param b the value
     * @return the constant {@code i1 1} or {@code i1 0}
     */
    public static ConstInt bool(boolean b) {
      return new ConstInt(Type.I1, b ? 1 : 0);
    }
  }

  /**
   * A floating-point constant, kept in its source spelling for exact printing.
   *
   * @param type the floating-point type
   * @param text its LLVM spelling ({@code 1.000000e+00}, {@code 0x3FF0000000000000}, …)
   */
  record ConstFloat(Type type, String text) implements Value {}

  /**
   * {@code undef} of a type.
   *
   * @param type the type
   */
  record Undef(Type type) implements Value {}

  /**
   * {@code poison} of a type.
   *
   * @param type the type
   */
  record Poison(Type type) implements Value {}

  /**
   * {@code null} of a pointer type.
   *
   * @param type the pointer type
   */
  record NullPtr(Type type) implements Value {}

  /**
   * {@code zeroinitializer} of a type.
   *
   * @param type the type
   */
  record ZeroInit(Type type) implements Value {}

  /**
   * {@code none}: the token constant.
   *
   * @param type always {@link Type#TOKEN}
   */
  record NoneToken(Type type) implements Value {}

  /**
   * A reference to a global variable or function, {@code @name}.
   *
   * @param name the name including the leading {@code @}
   * @param type the pointer type of the reference
   */
  record GlobalRef(String name, Type type) implements Value {}

  /**
   * A constant aggregate: {@code { i32 1, i8 2 }}, {@code [i32 1, i32 2]}, {@code <i32 1, i32 2>}.
   *
   * @param type the aggregate type
   * @param elements the elements, each with its own type
   */
  record ConstAggregate(Type type, List<Value> elements) implements Value {
    /** Copies {@code elements}. */
    public ConstAggregate {
      elements = List.copyOf(elements);
    }
  }

  /**
   * A constant whose structure cvg does not model (constant expressions, {@code c"..."}
   * strings, block addresses), kept verbatim for printing.
   *
   * @param type the type
   * @param text the constant's text without its type
   */
  record Opaque(Type type, String text) implements Value {}

  /**
   * A metadata operand of an intrinsic call ({@code metadata !"fpexcept.strict"}), verbatim.
   *
   * @param type always {@link Type#METADATA}
   * @param text the metadata text without the {@code metadata} keyword
   */
  record MetadataArg(Type type, String text) implements Value {}

  /**
   * An inline-assembly callee: {@code asm sideeffect "text", "constraints"}.
   *
   * @param type the function type of the call
   * @param modifiers words between {@code asm} and the string ({@code sideeffect},
   *     {@code convergent}, {@code alignstack}, {@code inteldialect}, {@code unwind})
   * @param asm the assembly string without quotes, escapes as written
   * @param constraints the constraint string without quotes, escapes as written
   */
  record InlineAsm(Type type, List<String> modifiers, String asm, String constraints)
      implements Value {
    /** Copies {@code modifiers}. */
    public InlineAsm {
      modifiers = List.copyOf(modifiers);
    }
  }
}
