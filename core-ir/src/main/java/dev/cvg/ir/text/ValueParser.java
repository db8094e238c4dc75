package dev.cvg.ir.text;

import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses operands: local values (through the {@link FunctionScope}), global references,
 * integer / floating-point / {@code true} / {@code null} / {@code undef} / {@code poison} /
 * {@code zeroinitializer} / {@code none} constants, aggregate constants, and, kept verbatim as
 * {@link Value.Opaque}, {@code c"..."} strings and constant expressions.
 *
 * <p>Constants are checked against the expected type with LLVM's messages ("integer constant
 * must have integer type", ...). A {@code null} scope means a global initializer, where local
 * names are invalid.
 */
final class ValueParser {
  private final ModuleContext module;
  private final Cursor in;
  private final TypeParser types;
  private final MetadataText metadata;

  ValueParser(ModuleContext module, TypeParser types, MetadataText metadata) {
    this.module = module;
    this.in = module.cursor;
    this.types = types;
    this.metadata = metadata;
  }

  /** Parses {@code <type> <value>}; a {@code metadata} type takes a metadata operand. */
  Value typed(FunctionScope scope) throws ParseException {
    Token at = in.peek();
    Type t = types.parse();
    if (t.isVoid()) {
      throw in.error(at, "void type only allowed for function results");
    }
    return value(t, scope);
  }

  /** Parses a value of the already-parsed type {@code type}. */
  Value value(Type type, FunctionScope scope) throws ParseException {
    if (type.equals(Type.METADATA)) {
      return new Value.MetadataArg(Type.METADATA, metadata.operand());
    }
    Token t = in.peek();
    switch (t.kind()) {
      case LOCAL -> {
        if (scope == null) {
          throw in.error(t, "invalid use of function-local name");
        }
        in.next();
        return scope.use(t, type);
      }
      case GLOBAL -> {
        in.next();
        module.useGlobal(t);
        if (!(type instanceof Type.Ptr)) {
          throw in.error(t, "global variable reference must have pointer type");
        }
        return new Value.GlobalRef("@" + t.spelling(), type);
      }
      case INT -> {
        in.next();
        if (!(type instanceof Type.Int it)) {
          throw in.error(t, "integer constant must have integer type");
        }
        return new Value.ConstInt(it, new BigInteger(t.text()).longValue());
      }
      case FLOAT -> {
        in.next();
        if (!(type instanceof Type.Float)) {
          throw in.error(t, "floating point constant invalid for type");
        }
        return new Value.ConstFloat(type, t.text());
      }
      case WORD -> {
        return word(t, type);
      }
      case LBRACE -> {
        return aggregate(type, Kind.LBRACE, Kind.RBRACE, "'}'");
      }
      case LBRACKET -> {
        return aggregate(type, Kind.LBRACKET, Kind.RBRACKET, "']'");
      }
      case LANGLE -> {
        if (in.peek(1).kind() == Kind.LBRACE) {
          in.next();
          Value v = aggregate(type, Kind.LBRACE, Kind.RBRACE, "'}'");
          in.expect(Kind.RANGLE, "expected '>' at end of packed struct constant");
          return v;
        }
        return aggregate(type, Kind.LANGLE, Kind.RANGLE, "'>'");
      }
      case CSTRING -> {
        in.next();
        return new Value.Opaque(type, t.text());
      }
      default -> throw in.error(t, "expected value token");
    }
  }

  private Value word(Token t, Type type) throws ParseException {
    String w = t.text();
    switch (w) {
      case "true", "false" -> {
        if (!type.isBool()) {
          throw in.error(t, "constant expression type mismatch: got type 'i1' but expected '" + type + "'");
        }
        in.next();
        return Value.ConstInt.bool(w.equals("true"));
      }
      case "null" -> {
        if (!(type instanceof Type.Ptr)) {
          throw in.error(t, "null must be a pointer type");
        }
        in.next();
        return new Value.NullPtr(type);
      }
      case "undef" -> {
        in.next();
        return new Value.Undef(type);
      }
      case "poison" -> {
        in.next();
        return new Value.Poison(type);
      }
      case "zeroinitializer" -> {
        in.next();
        return new Value.ZeroInit(type);
      }
      case "none" -> {
        if (!type.equals(Type.TOKEN)) {
          throw in.error(t, "invalid type for none constant");
        }
        in.next();
        return new Value.NoneToken(type);
      }
      default -> {
        if (Keywords.CONSTANT_EXPRS.contains(w)) {
          return constantExpression(type);
        }
        throw in.error(t, "expected value token");
      }
    }
  }

  /** Consumes a constant expression as a balanced span; records the globals it names. */
  private Value constantExpression(Type type) throws ParseException {
    Token first = in.next();
    int from = in.mark();
    if (first.text().equals("dso_local_equivalent") || first.text().equals("no_cfi")) {
      Token g = in.expect(Kind.GLOBAL, "expected global value name");
      module.useGlobal(g);
      return new Value.Opaque(type, in.sliceFrom(first));
    }
    while (in.at(Kind.WORD)) {
      in.next();
      if (in.at(Kind.LPAREN) && in.previous().isWord("inrange")) {
        in.skipBalanced();
      }
    }
    if (!in.at(Kind.LPAREN)) {
      throw in.error(in.peek(), "expected '(' in constant expression");
    }
    in.skipBalanced();
    for (int i = from; i < in.mark(); i++) {
      if (in.token(i).kind() == Kind.GLOBAL) {
        module.useGlobal(in.token(i));
      }
    }
    return new Value.Opaque(type, in.sliceFrom(first));
  }

  /** Parses an aggregate constant; its elements are constants (no scope: locals are invalid). */
  private Value aggregate(Type type, Kind open, Kind close, String closeText) throws ParseException {
    Token first = in.expect(open, "expected aggregate constant");
    List<Value> elements = new ArrayList<>();
    if (!in.at(close)) {
      do {
        elements.add(typed(null));
      } while (in.eat(Kind.COMMA));
    }
    in.expect(close, "expected " + closeText + " at end of constant");
    Type shape = module.resolve(type);
    boolean fits = switch (open) {
      case LBRACE -> shape instanceof Type.Struct;
      case LBRACKET -> shape instanceof Type.Array;
      default -> shape instanceof Type.Vector;
    };
    if (!fits) {
      throw in.error(first, "constant expression type mismatch: aggregate constant does not match type '"
          + type + "'");
    }
    return new Value.ConstAggregate(type, elements);
  }
}
