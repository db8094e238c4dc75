package dev.cvg.reduce;

import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.Optional;

/** The neutral replacement for a removed value: zero, null, {@code none} or zeroinitializer of its type. */
final class Zero {
  private Zero() {}

  /** Returns the zero constant of {@code type}, or empty for types without values (void, label, metadata). */
  static Optional<Value> of(Type type) {
    return Optional.ofNullable(switch (type) {
      case Type.Int i -> new Value.ConstInt(i, 0);
      case Type.Ptr p -> new Value.NullPtr(p);
      case Type.Token t -> new Value.NoneToken(t);
      case Type.Float f when f.name().equals("float") || f.name().equals("double") ->
          new Value.ConstFloat(f, "0.000000e+00");
      case Type.Void v -> null;
      case Type.Label l -> null;
      case Type.Metadata md -> null;
      case Type.Function fn -> null;
      default -> new Value.ZeroInit(type);
    });
  }
}
