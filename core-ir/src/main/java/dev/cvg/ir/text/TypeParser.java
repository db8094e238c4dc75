package dev.cvg.ir.text;

import dev.cvg.ir.Type;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses types: {@code void}, {@code iN}, floating-point types, {@code ptr [addrspace(N)]},
 * vectors, arrays, literal and packed structs, named types {@code %T}, {@code label},
 * {@code token}, {@code metadata}, and function types {@code R (P, ...)}.
 *
 * <p>Typed pointers ({@code i32*}, {@code T addrspace(N)*}) are read as opaque pointers in
 * that address space, as LLVM 22's parser does; {@code void*} is rejected with LLVM's message.
 */
final class TypeParser {
  private final ModuleContext module;
  private final Cursor in;

  TypeParser(ModuleContext module) {
    this.module = module;
    this.in = module.cursor;
  }

  /** Returns whether the current token can start a type. */
  boolean atType() {
    Token t = in.peek();
    return switch (t.kind()) {
      case LANGLE, LBRACKET, LBRACE -> true;
      case LOCAL -> in.peek(1).kind() != Kind.EQ;
      case WORD -> simple(t.text()) != null || t.text().equals("ptr") || isIntType(t.text());
      default -> false;
    };
  }

  /** Parses a type, failing with LLVM's "expected type". */
  Type parse() throws ParseException {
    return parse("expected type");
  }

  /** Parses a type, failing with {@code message} if none starts here. */
  Type parse(String message) throws ParseException {
    Token first = in.peek();
    in.enter(first);
    try {
      return parseNested(first, message);
    } finally {
      in.leave();
    }
  }

  private Type parseNested(Token first, String message) throws ParseException {
    Type t = base(first, message);
    while (true) {
      if (in.at(Kind.STAR)) {
        if (t.isVoid()) {
          throw in.error(in.peek(), Messages.VOID_POINTER);
        }
        in.skip();
        t = Type.PTR;
      } else if (in.atWord("addrspace")) {
        // typed pointer in an address space: T addrspace(N)*
        int mark = in.mark();
        in.skip();
        int space = addrSpaceNumber();
        if (!in.at(Kind.STAR)) {
          in.reset(mark);
          return t;
        }
        in.skip();
        t = new Type.Ptr(space);
      } else if (in.at(Kind.LPAREN)) {
        t = functionType(t);
      } else {
        return t;
      }
    }
  }

  /** Parses {@code (N)} after {@code addrspace}. */
  int addrSpaceNumber() throws ParseException {
    in.expect(Kind.LPAREN, "expected '(' in address space");
    Token n = in.expect(Kind.INT, "expected integer address space");
    in.expect(Kind.RPAREN, "expected ')' in address space");
    return (int) intValue(n, "address space");
  }

  private Type base(Token t, String message) throws ParseException {
    switch (t.kind()) {
      case WORD -> {
        Type s = simple(t.text());
        if (s != null) {
          in.skip();
          return s;
        }
        if (t.text().equals("ptr")) {
          in.skip();
          if (in.atWord("addrspace")) {
            in.skip();
            return new Type.Ptr(addrSpaceNumber());
          }
          return Type.PTR;
        }
        if (isIntType(t.text())) {
          in.skip();
          long bits = Long.parseLong(t.text().substring(1));
          if (bits < 1 || bits > 64) {
            throw in.error(t, Messages.wideInteger(t.text()));
          }
          return new Type.Int((int) bits);
        }
        if (t.text().equals("x86_amx") || t.text().equals("target")) {
          throw in.error(t, Messages.unsupportedType(t.text()));
        }
        throw in.error(t, message);
      }
      case LOCAL -> {
        in.skip();
        module.useType(t);
        // a named non-struct type is an alias (LLVM prints its body in place of the name)
        java.util.Optional<Type> body = module.typeBodies.getOrDefault(t.text(), java.util.Optional.empty());
        if (body.isPresent() && !(body.get() instanceof Type.Struct)) {
          return body.get();
        }
        return new Type.Named(t.text());
      }
      case LBRACE -> {
        return struct(false);
      }
      case LBRACKET -> {
        in.skip();
        long n = intValue(in.expect(Kind.INT, "expected number in array type"), "array length");
        in.expectWord("x", "expected 'x' after element count");
        Type elem = parse();
        in.expect(Kind.RBRACKET, "expected end of sequential type");
        return new Type.Array(n, elem);
      }
      case LANGLE -> {
        if (in.peek(1).kind() == Kind.LBRACE) {
          in.skip();
          Type s = struct(true);
          in.expect(Kind.RANGLE, "expected '>' at end of packed struct");
          return s;
        }
        Token open = in.next();
        boolean scalable = false;
        if (in.atWord("vscale")) {
          in.skip();
          in.expectWord("x", "expected 'x' after vscale");
          scalable = true;
        }
        Token nt = in.expect(Kind.INT, "expected number in vector type");
        in.expectWord("x", "expected 'x' after element count");
        Type elem = parse();
        in.expect(Kind.RANGLE, "expected end of sequential type");
        if (!Validity.vectorElement(elem)) {
          throw in.error(open, Messages.VECTOR_ELEMENT);
        }
        return new Type.Vector((int) intValue(nt, "vector length"), elem, scalable);
      }
      default -> throw in.error(t, message);
    }
  }

  private Type struct(boolean packed) throws ParseException {
    in.expect(Kind.LBRACE, "expected '{'");
    List<Type> fields = new ArrayList<>();
    if (!in.eat(Kind.RBRACE)) {
      do {
        fields.add(parse());
      } while (in.eat(Kind.COMMA));
      in.expect(Kind.RBRACE, "expected '}' at end of struct");
    }
    return new Type.Struct(fields, packed);
  }

  private Type functionType(Type result) throws ParseException {
    in.expect(Kind.LPAREN, "expected '('");
    List<Type> params = new ArrayList<>();
    boolean varArgs = false;
    if (!in.at(Kind.RPAREN)) {
      do {
        if (in.eat(Kind.ELLIPSIS)) {
          varArgs = true;
          break;
        }
        Token pt = in.peek();
        Type p = parse();
        if (p.isVoid()) {
          throw in.error(pt, Messages.VOID_ARGUMENT);
        }
        params.add(p);
      } while (in.eat(Kind.COMMA));
    }
    in.expect(Kind.RPAREN, "expected ')' at end of argument list");
    return new Type.Function(result, params, varArgs);
  }

  private long intValue(Token t, String what) throws ParseException {
    try {
      long v = Long.parseLong(t.text());
      if (v < 0 || v > Integer.MAX_VALUE) {
        throw in.error(t, Messages.outOfRange(what));
      }
      return v;
    } catch (NumberFormatException e) {
      throw in.error(t, Messages.outOfRange(what));
    }
  }

  private static boolean isIntType(String w) {
    if (w.length() < 2 || w.charAt(0) != 'i' || w.length() > 9) {
      return false;
    }
    for (int i = 1; i < w.length(); i++) {
      if (!Character.isDigit(w.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static Type simple(String w) {
    return switch (w) {
      case "void" -> Type.VOID;
      case "label" -> Type.LABEL;
      case "token" -> Type.TOKEN;
      case "metadata" -> Type.METADATA;
      case "i1" -> Type.I1;
      case "i8" -> Type.I8;
      case "i16" -> Type.I16;
      case "i32" -> Type.I32;
      case "i64" -> Type.I64;
      case "half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128" -> new Type.Float(w);
      default -> null;
    };
  }
}
