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
      throw in.error(at, Messages.VOID_OPERAND);
    }
    return value(t, scope);
  }

  /** Parses a value of the already-parsed type {@code type}. */
  Value value(Type type, FunctionScope scope) throws ParseException {
    in.enter(in.peek());
    try {
      return nestedValue(type, scope);
    } finally {
      in.leave();
    }
  }

  private Value nestedValue(Type type, FunctionScope scope) throws ParseException {
    if (type.equals(Type.METADATA)) {
      return new Value.MetadataArg(Type.METADATA, metadata.operand());
    }
    Token t = in.peek();
    switch (t.kind()) {
      case LOCAL -> {
        if (scope == null) {
          throw in.error(t, Messages.FUNCTION_LOCAL);
        }
        in.skip();
        return scope.use(t, type);
      }
      case GLOBAL -> {
        in.skip();
        module.useGlobal(t);
        if (!(type instanceof Type.Ptr)) {
          throw in.error(t, Messages.GLOBAL_REFERENCE);
        }
        return new Value.GlobalRef("@" + t.spelling(), type);
      }
      case INT -> {
        in.skip();
        if (!(type instanceof Type.Int it)) {
          throw in.error(t, Messages.INTEGER_CONSTANT);
        }
        return new Value.ConstInt(it, new BigInteger(t.text()).longValue());
      }
      case FLOAT -> {
        if (!(type instanceof Type.Float ft)) {
          throw in.error(t, Messages.FLOAT_CONSTANT);
        }
        String invalid = Validity.floatLiteral(ft, t.text());
        if (invalid != null) {
          throw in.error(t, invalid);
        }
        in.skip();
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
          in.skip();
          Value v = aggregate(type, Kind.LBRACE, Kind.RBRACE, "'}'");
          in.expect(Kind.RANGLE, "expected '>' at end of packed struct constant");
          return v;
        }
        return aggregate(type, Kind.LANGLE, Kind.RANGLE, "'>'");
      }
      case CSTRING -> {
        long length = Lexer.unescape(t.text().substring(2, t.text().length() - 1)).length();
        Type got = new Type.Array(length, Type.I8);
        if (!got.equals(module.resolve(type))) {
          throw in.error(t, Messages.constantTypeMismatch(got, type));
        }
        in.skip();
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
          throw in.error(t, Messages.constantTypeMismatch(Type.I1, type));
        }
        in.skip();
        return Value.ConstInt.bool(w.equals("true"));
      }
      case "null" -> {
        if (!(type instanceof Type.Ptr)) {
          throw in.error(t, Messages.NULL_TYPE);
        }
        in.skip();
        return new Value.NullPtr(type);
      }
      case "undef" -> {
        in.skip();
        return new Value.Undef(type);
      }
      case "poison" -> {
        in.skip();
        return new Value.Poison(type);
      }
      case "zeroinitializer" -> {
        in.skip();
        return new Value.ZeroInit(type);
      }
      case "none" -> {
        if (!type.equals(Type.TOKEN)) {
          throw in.error(t, Messages.NONE_TYPE);
        }
        in.skip();
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

  /** Words that may follow a constant-expression keyword: flags and comparison predicates. */
  private static final java.util.Set<String> EXPRESSION_WORDS = java.util.stream.Stream.of(
          Keywords.GEP_FLAGS, Keywords.BINARY_FLAGS, Keywords.CAST_FLAGS, Keywords.ICMP_PREDICATES,
          Keywords.FCMP_PREDICATES, java.util.Set.of("samesign"))
      .flatMap(java.util.Set::stream).collect(java.util.stream.Collectors.toUnmodifiableSet());

  /**
   * Parses a constant expression and keeps it verbatim: {@code op [flags] (T v, ..., [to T])},
   * {@code blockaddress(@f, %bb)}, {@code dso_local_equivalent @f}, {@code no_cfi @f}. The
   * operands are parsed as constants (so globals they name are checked) but not modelled.
   */
  private Value constantExpression(Type type) throws ParseException {
    Token first = in.next();
    switch (first.text()) {
      case "dso_local_equivalent", "no_cfi" -> module.useGlobal(in.expect(Kind.GLOBAL, "expected global value name"));
      case "blockaddress" -> {
        in.expect(Kind.LPAREN, "expected '(' in block address expression");
        module.useGlobal(in.expect(Kind.GLOBAL, "expected function name in blockaddress"));
        in.expect(Kind.COMMA, "expected comma in block address expression");
        in.expect(Kind.LOCAL, "expected basic block name in blockaddress");
        in.expect(Kind.RPAREN, "expected ')' in block address expression");
      }
      default -> {
        while (in.at(Kind.WORD) && (EXPRESSION_WORDS.contains(in.peek().text()) || in.atWord("inrange"))) {
          if (in.next().isWord("inrange") && in.at(Kind.LPAREN)) {
            in.skipBalanced();
          }
        }
        in.expect(Kind.LPAREN, "expected '(' in constant expression");
        if (!in.at(Kind.RPAREN)) {
          do {
            Type t = types.parse();
            if (!in.at(Kind.COMMA) && !in.at(Kind.RPAREN) && !in.atWord("to")) {
              value(t, null);
            }
            if (in.eatWord("to")) {
              types.parse();
            }
          } while (in.eat(Kind.COMMA));
        }
        in.expect(Kind.RPAREN, "expected ')' in constant expression");
      }
    }
    return new Value.Opaque(type, in.sliceFrom(first));
  }

  /** Parses an aggregate constant; its elements are constants (no scope: locals are invalid). */
  private Value aggregate(Type type, Kind open, Kind close, String closeText) throws ParseException {
    Token first = in.expect(open, "expected aggregate constant");
    Token firstElement = in.peek();
    List<Value> elements = new ArrayList<>();
    if (!in.at(close)) {
      do {
        elements.add(typed(null));
      } while (in.eat(Kind.COMMA));
    }
    in.expect(close, "expected " + closeText + " at end of constant");
    checkShape(first, firstElement, type, open, elements);
    return new Value.ConstAggregate(type, elements);
  }

  /** Checks an aggregate constant's elements against its type, with LLVM's messages. */
  private void checkShape(Token at, Token firstElement, Type type, Kind open, List<Value> elements)
      throws ParseException {
    switch (module.resolve(type)) {
      case Type.Array a when open == Kind.LBRACKET -> {
        if (elements.size() != a.length()) {
          throw in.error(at, Messages.constantTypeMismatch(
              new Type.Array(elements.size(), elementOr(elements, a.element())), type));
        }
        checkElements(firstElement, "array", a.element(), elements);
      }
      case Type.Vector v when open == Kind.LANGLE -> {
        if (elements.size() != v.length()) {
          throw in.error(at, Messages.constantTypeMismatch(
              new Type.Vector(elements.size(), elementOr(elements, v.element()), v.scalable()), type));
        }
        checkElements(firstElement, "vector", v.element(), elements);
      }
      case Type.Struct s when open == Kind.LBRACE -> {
        if (elements.size() != s.fields().size()) {
          throw in.error(at, Messages.STRUCT_ELEMENTS);
        }
        for (int k = 0; k < elements.size(); k++) {
          if (!elements.get(k).type().equals(s.fields().get(k))) {
            throw in.error(at, Messages.structElement(k));
          }
        }
      }
      default -> throw in.error(at, Messages.aggregateMismatch(type));
    }
  }

  private static Type elementOr(List<Value> elements, Type fallback) {
    return elements.isEmpty() ? fallback : elements.getFirst().type();
  }

  private void checkElements(Token at, String what, Type element, List<Value> elements) throws ParseException {
    for (int k = 0; k < elements.size(); k++) {
      if (!elements.get(k).type().equals(element)) {
        throw in.error(at, Messages.elementType(what, k, element));
      }
    }
  }
}
