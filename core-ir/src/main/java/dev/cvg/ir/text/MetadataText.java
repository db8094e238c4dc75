package dev.cvg.ir.text;

import dev.cvg.ir.text.Token.Kind;

/**
 * Reads metadata without modelling it: module-level definitions ({@code !0 = !{...}},
 * {@code !llvm.module.flags = !{...}}), instruction attachments ({@code !llvm.loop !0}) and
 * {@code metadata} call operands are consumed as balanced token spans and kept as their source
 * text, so they print back verbatim.
 */
final class MetadataText {
  private final Cursor in;
  private final TypeParser types;

  MetadataText(ModuleContext module, TypeParser types) {
    this.in = module.cursor;
    this.types = types;
  }

  /**
   * Consumes one metadata value ({@code !N}, {@code !name}, {@code !{...}}, {@code !"s"},
   * {@code !DIThing(...)}, optionally {@code distinct}) and returns its text.
   */
  String value() throws ParseException {
    Token first = in.peek();
    in.eatWord("distinct");
    Token t = in.peek();
    if (t.kind() == Kind.META) {
      in.skip();
      if (in.at(Kind.LPAREN) && in.peek().start() == t.end()) {
        in.skipBalanced();
      }
    } else if (t.kind() == Kind.EXCL) {
      in.skip();
      if (in.at(Kind.LBRACE)) {
        in.skipBalanced();
      } else {
        in.expect(Kind.STRING, "expected metadata after '!'");
      }
    } else {
      throw in.error(t, "expected metadata operand");
    }
    return in.sliceFrom(first);
  }

  /**
   * Consumes the operand of a {@code metadata} argument: a metadata value, or a typed value
   * wrapped as metadata ({@code metadata i32 %x}); returns its text.
   */
  String operand() throws ParseException {
    Token t = in.peek();
    if (t.kind() == Kind.META || t.kind() == Kind.EXCL || t.isWord("distinct")) {
      return value();
    }
    types.parse("expected metadata operand");
    Token v = in.peek();
    if (v.kind() == Kind.LBRACE || v.kind() == Kind.LBRACKET || v.kind() == Kind.LANGLE) {
      in.skipBalanced();
    } else {
      in.skip();
      if (in.at(Kind.LPAREN)) {
        in.skipBalanced();
      }
    }
    return in.sliceFrom(t);
  }

  /** Consumes {@code !name !value}: one instruction or function attachment; returns its text. */
  String attachment() throws ParseException {
    Token name = in.expect(Kind.META, "expected metadata attachment name");
    value();
    return in.sliceFrom(name);
  }

  /** Consumes a top-level {@code !x = ...} definition and returns its text. */
  String definition() throws ParseException {
    Token first = in.next();
    in.expect(Kind.EQ, "expected '=' here");
    value();
    return in.sliceFrom(first);
  }
}
