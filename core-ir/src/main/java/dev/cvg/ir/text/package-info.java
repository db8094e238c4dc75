/**
 * The textual form of the cvg IR: a parser ({@link dev.cvg.ir.text.IrParser}) and a printer
 * ({@link dev.cvg.ir.text.IrPrinter}) for the subset of LLVM IR used by the conformance corpus.
 *
 * <p>Structure: a {@code Lexer} turns the source into tokens with positions, stored as parallel
 * arrays ({@code Tokens}; a {@code Token} is a view made on demand, its text made lazily);
 * construct parsers share a {@code Cursor} over them: {@code ModuleParser} (top-level entities),
 * {@code FunctionParser} (headers and bodies), {@code TypeParser}, {@code ValueParser}
 * (constants and operands), {@code AttributeParser}, {@code MetadataText} (metadata kept
 * verbatim), {@code InstParser} with {@code MemoryParser}, {@code CallParser} and
 * {@code TerminatorParser}. {@code FunctionScope} owns names, numbering, ids and forward
 * references of one function; {@code Validity} holds the type rules LLVM's parser enforces and
 * {@code Messages} the diagnostic texts; {@code SlotNames} and {@code InstPrinter} do the
 * printing.
 *
 * <p>Compatibility with LLVM 22's {@code llvm-as}: typed pointers ({@code i32*}) are read as
 * opaque pointers; a called but undeclared {@code @llvm.*} function is declared implicitly
 * with the type of its first call; AMDGPU image intrinsics with pre-22 names get LLVM 22's
 * names, also on their calls ({@code ImageIntrinsicUpgrade}); {@code uselistorder} and
 * {@code uselistorder_bb} directives are checked and dropped ({@code UseListOrder}: use-list
 * order is not part of cvg's model, so printing omits them); lexical errors surface in file
 * order. Not checked (kept
 * verbatim): metadata bodies, the datalayout string, attribute arguments such as
 * {@code memory(...)}, and whether an {@code llvm.*} name is a known intrinsic.
 *
 * <p>Invariants:
 * <ul>
 *   <li>Parsing never throws anything but {@link dev.cvg.ir.text.ParseException}, which carries
 *       the {@code file:line:column} of the offending token and LLVM 22's wording where LLVM
 *       has one.</li>
 *   <li>Types and constants nest at most {@code Cursor.MAX_NESTING} (256) levels deep; deeper
 *       input is a parse error at the first token past the limit (LLVM has no limit; the
 *       parser's own recursion would fit deeper input on its stack, but later recursive walks
 *       over types and constants would not).</li>
 *   <li>Within a function, parameters, blocks and instructions take raw ids from one counter in
 *       textual order; an instruction's result id equals its instruction id; every entity has a
 *       source position (blocks: their label, or their first instruction).</li>
 *   <li>Every value and block has a name: the written one (quoted names keep their quotes) or
 *       its LLVM number, so printing and re-parsing preserves names and therefore identity.</li>
 *   <li>For every input the printer's output re-parses to a module that prints identically
 *       ({@code print(parse(print(parse(x)))) == print(parse(x))}); for input already in the
 *       canonical form, {@code print(parse(x)) == x}. Output order is the model's order.</li>
 *   <li>What cvg does not model is kept as text: metadata, attribute words, orderings,
 *       constant expressions; it is printed back exactly as read.</li>
 * </ul>
 */
package dev.cvg.ir.text;
