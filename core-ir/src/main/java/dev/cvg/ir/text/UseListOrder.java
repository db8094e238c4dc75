package dev.cvg.ir.text;

import dev.cvg.ir.text.Token.Kind;

/**
 * Reads LLVM's use-list order directives and drops them: {@code uselistorder <ty> <value>,
 * { i, j, ... }} (at the end of a function body, or at top level for globals and constants)
 * and {@code uselistorder_bb @f, %bb, { ... }} (top level). {@code opt -S} prints them when the
 * order of a value's uses differs from the order a parser would create; they only permute
 * in-memory use lists, which cvg does not model, so accepting and ignoring them keeps the
 * program's meaning. The operands are still checked: the value must parse (and, in a body, be
 * a value of the function) and the index list must be at least two integers, as in LLVM.
 */
final class UseListOrder {
  private final Parsers p;
  private final Cursor in;

  UseListOrder(Parsers p) {
    this.p = p;
    this.in = p.in;
  }

  /** Returns whether the current token starts a directive (either keyword). */
  boolean at() {
    return in.atWord("uselistorder") || in.atWord("uselistorder_bb");
  }

  /**
   * Skips one directive; {@code scope} is the enclosing function's for a directive in a body,
   * null at top level (where {@code uselistorder_bb} is allowed).
   */
  void skip(FunctionScope scope) throws ParseException {
    Token keyword = in.next();
    if (keyword.isWord("uselistorder_bb")) {
      if (scope != null) {
        throw in.error(keyword, "expected instruction opcode");
      }
      in.expect(Kind.GLOBAL, "expected function name in uselistorder_bb");
      in.expect(Kind.COMMA, "expected ',' here");
      in.expect(Kind.LOCAL, "expected basic block name in uselistorder_bb");
    } else {
      p.values.typed(scope);
    }
    in.expect(Kind.COMMA, "expected ',' here");
    indexes();
  }

  /** Reads {@code { i, j, ... }} with at least two indexes. */
  private void indexes() throws ParseException {
    Token open = in.expect(Kind.LBRACE, "expected '{' here");
    int n = 0;
    do {
      in.expect(Kind.INT, "expected integer");
      n++;
    } while (in.eat(Kind.COMMA));
    in.expect(Kind.RBRACE, "expected '}' here");
    if (n < 2) {
      throw in.error(open, "expected >= 2 uselistorder indexes");
    }
  }
}
