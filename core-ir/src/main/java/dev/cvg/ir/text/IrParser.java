package dev.cvg.ir.text;

import dev.cvg.ir.Module;
import dev.cvg.ir.SourcePos;
import java.util.Optional;

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
 *
 * <p>Like LLVM's parser, this one states every memory access's alignment: a {@code load},
 * {@code store} or {@code alloca} written without {@code align} gets the ABI (for
 * {@code alloca}: preferred) alignment of its type under the module's {@link DataLayout}, and an
 * {@code atomicrmw} or {@code cmpxchg} its value's store size, so that printing shows
 * {@code , align N} as {@code llvm-dis} does. Atomic loads and stores, which LLVM requires to
 * state their alignment, are left as written.
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
    return parse(source, fileName, false, Optional.empty());
  }

  /**
   * Parses {@code source} as {@code opt [-mtriple=T]} reads it. The only difference from
   * {@link #parse(String, String)} (which follows {@code llvm-as}) is the layout that fills in
   * omitted alignments: a module without {@code target datalayout} takes the layout of the
   * target named by {@code mtriple}, else by its own {@code target triple}, as {@code opt}'s
   * target machine does (known targets: {@link DataLayout#targetLayout}).
   *
   * @param source the text of an {@code .ll} file
   * @param fileName the name used in positions and diagnostics
   * @param mtriple the {@code -mtriple} option, if any
   * @return the module, with a source map per function
   * @throws ParseException on the first syntax, naming or typing error
   */
  public static Module parseAsOpt(String source, String fileName, Optional<String> mtriple)
      throws ParseException {
    return parse(source, fileName, true, mtriple);
  }

  private static Module parse(String source, String fileName, boolean asOpt, Optional<String> mtriple)
      throws ParseException {
    Cursor cursor = null;
    try {
      Tokens tokens = Lexer.tokenize(source, fileName);
      cursor = new Cursor(tokens, source, fileName);
      return new ModuleParser(new Parsers(new ModuleContext(cursor, asOpt, mtriple))).parse();
    } catch (RuntimeException | StackOverflowError e) {
      SourcePos at = cursor == null ? new SourcePos(fileName, 1, 1) : cursor.pos(cursor.peek());
      throw new ParseException(at, Messages.internalError(e));
    }
  }
}
