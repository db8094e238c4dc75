package dev.cvg.ir.text;

import dev.cvg.ir.Module;
import dev.cvg.ir.SourcePos;
import java.util.List;

/**
 * Reads the textual IR: the subset of LLVM IR used by the conformance corpus, into an
 * immutable {@link Module}.
 *
 * <p>Names, numbering and diagnostics follow LLVM 22's {@code llvm-as}: unnamed values and
 * blocks get their LLVM number as name ({@code "0"}, {@code "1"}, ...), explicit numbers must
 * increase (gaps are allowed, as in LLVM 22), forward references are resolved at the end of each
 * function, and errors name {@code file:line:column} with LLVM's wording where it has one.
 * Typed pointers are read as opaque pointers, as LLVM 22 does. Constructs outside the subset
 * (e.g. {@code invoke}, aliases, integers wider than 64 bits) are rejected with a message
 * naming the construct.
 */
public final class IrParser {
  private IrParser() {}

  /**
   * Parses {@code source}.
   *
   * @param source the text of an {@code .ll} file
   * @param fileName the name used in positions and diagnostics
   * @return the module, with a source map per function
   * @throws ParseException on the first syntax, naming or typing error; never a runtime exception
   */
  public static Module parse(String source, String fileName) throws ParseException {
    Cursor cursor = null;
    try {
      List<Token> tokens = Lexer.tokenize(source, fileName);
      cursor = new Cursor(tokens, source, fileName);
      return new ModuleParser(new Parsers(new ModuleContext(cursor))).parse();
    } catch (RuntimeException | StackOverflowError e) {
      SourcePos at = cursor == null ? new SourcePos(fileName, 1, 1) : cursor.pos(cursor.peek());
      throw new ParseException(at, Messages.internalError(e));
    }
  }
}
