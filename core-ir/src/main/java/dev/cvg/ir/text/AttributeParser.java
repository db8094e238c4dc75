package dev.cvg.ir.text;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Type;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses attributes: parameter, return and function attributes ({@code noundef},
 * {@code align 4}, {@code byval(T)}, {@code captures(none)}, {@code memory(...)},
 * {@code "key"="value"}, ...) and {@code attributes #N = { ... }} groups.
 *
 * <p>Each attribute is kept as one string as written, except that type arguments are printed
 * canonically ({@code byval(i32*)} becomes {@code byval(ptr)}). Only LLVM 22's attribute keywords
 * are accepted, so an unknown word ends the list where LLVM's parser would stop as well.
 */
final class AttributeParser {
  private final Cursor in;
  private final TypeParser types;

  AttributeParser(ModuleContext module, TypeParser types) {
    this.in = module.cursor;
    this.types = types;
  }

  /** Returns whether the current token starts an attribute (a known keyword or a string). */
  boolean atAttribute() {
    Token t = in.peek();
    return (t.kind() == Kind.WORD && Keywords.ATTRS.contains(t.text())) || t.kind() == Kind.STRING;
  }

  /** Parses attributes while the current token starts one. */
  List<String> parseList() throws ParseException {
    List<String> out = new ArrayList<>();
    while (atAttribute()) {
      out.add(parseOne());
    }
    return out;
  }

  /** Parses one attribute at the current token and returns its text. */
  String parseOne() throws ParseException {
    Token first = in.next();
    if (first.kind() == Kind.STRING) {
      if (in.eat(Kind.EQ)) {
        in.expect(Kind.STRING, "expected string value of attribute");
      }
      return in.sliceFrom(first);
    }
    String word = first.text();
    if (in.eat(Kind.EQ)) {
      in.skip(); // group form: align=4, alignstack=16
      return in.sliceFrom(first);
    }
    if (Keywords.TYPE_ATTRS.contains(word) && in.at(Kind.LPAREN)) {
      in.skip();
      Type t = types.parse();
      in.expect(Kind.RPAREN, "expected ')' after type");
      return word + "(" + t + ")";
    }
    if (in.at(Kind.LPAREN)) {
      in.skipBalanced();
      return in.sliceFrom(first);
    }
    if ((word.equals("align") || word.equals("alignstack") || word.equals("dereferenceable"))
        && in.at(Kind.INT)) {
      Token n = in.next();
      if (!word.equals("dereferenceable") && !Validity.powerOfTwo(n.text().length() > 18 ? -1 : Long.parseLong(n.text()))) {
        throw in.error(n, Messages.ALIGNMENT);
      }
      return in.sliceFrom(first);
    }
    return word;
  }

  /** Parses {@code attributes #N = { ... }} at the {@code attributes} keyword. */
  AttributeGroup parseGroup() throws ParseException {
    in.expectWord("attributes", "expected 'attributes'");
    Token id = in.expect(Kind.ATTR_GROUP, "expected attribute group id");
    in.expect(Kind.EQ, "expected '=' here");
    in.expect(Kind.LBRACE, "expected '{' here");
    List<String> attrs = new ArrayList<>();
    while (!in.at(Kind.RBRACE)) {
      if (!atAttribute()) {
        throw in.error(in.peek(), Messages.UNTERMINATED_GROUP);
      }
      attrs.add(parseOne());
    }
    in.skip();
    int number;
    try {
      number = Integer.parseInt(id.spelling());
    } catch (NumberFormatException e) {
      throw in.error(id, Messages.outOfRange("attribute group number"));
    }
    return new AttributeGroup(number, attrs);
  }
}
