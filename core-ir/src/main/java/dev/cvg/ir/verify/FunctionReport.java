package dev.cvg.ir.verify;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.diag.Severity;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Collects the diagnostics of one function in the order they are found, each naming its
 * offending entity and source position, with the offending IR printed as context lines the way
 * LLVM's verifier prints them (instructions with their two-space indent, blocks as
 * {@code label %bb}, other values as {@code type operand}).
 *
 * <p>Used by the IR verifier and the convergence verifier, so both render alike. Not
 * thread-safe; one report per verification of one function.
 */
public final class FunctionReport {
  private final Function function;
  private final List<Diagnostic> diagnostics = new ArrayList<>();

  /**
   * Creates an empty report for {@code function}.
   *
   * @param function the function being verified
   */
  public FunctionReport(Function function) {
    this.function = function;
  }

  /**
   * Returns the function being reported on.
   *
   * @return the function
   */
  public Function function() {
    return function;
  }

  /**
   * Records an error about instruction {@code at}, followed by the given context lines.
   *
   * @param at the instruction the error is about
   * @param message the message
   * @param context lines printed below the message, e.g. the offending instruction
   */
  public void inst(InstId at, String message, String... context) {
    add(new Entity.InstEntity(function.name(), at), function.sourceMap().of(at), message, context);
  }

  /**
   * Records an error about block {@code at}, followed by the given context lines.
   *
   * @param at the block the error is about
   * @param message the message
   * @param context lines printed below the message
   */
  public void block(BlockId at, String message, String... context) {
    add(new Entity.BlockEntity(function.name(), at), function.sourceMap().of(at), message, context);
  }

  /**
   * Records an error about the function as a whole, followed by the given context lines.
   *
   * @param message the message
   * @param context lines printed below the message
   */
  public void function(String message, String... context) {
    add(new Entity.FunctionEntity(function.name()), function.sourceMap().function(), message, context);
  }

  /**
   * Returns {@code inst} printed as LLVM prints it in a verifier message (two-space indent).
   *
   * @param inst an instruction of the function
   * @return the printed instruction
   */
  public String print(Inst inst) {
    return IrPrinter.printInst(function, inst);
  }

  /**
   * Returns {@code value} as a typed operand, e.g. {@code i32 %x} or {@code token none}.
   *
   * @param value an operand
   * @return the typed operand text
   */
  public String typed(Value value) {
    return IrPrinter.typedOperand(function, value);
  }

  /**
   * Returns {@code value} as LLVM's verifier writes a value: an instruction result as the whole
   * defining instruction (two-space indent), anything else as a typed operand.
   *
   * @param value an operand
   * @return the text
   */
  public String value(Value value) {
    if (value instanceof Value.Local l) {
      return function.index().definingInst(l.id()).map(this::print).orElseGet(() -> typed(value));
    }
    return typed(value);
  }

  /**
   * Returns {@code value} as an untyped operand, e.g. {@code %x}.
   *
   * @param value an operand
   * @return the operand text
   */
  public String operand(Value value) {
    return IrPrinter.operand(function, value);
  }

  /**
   * Returns the block reference as LLVM prints it, e.g. {@code label %bb}.
   *
   * @param block a block of the function
   * @return the label text
   */
  public String label(BlockId block) {
    return "label " + IrPrinter.blockName(function, block);
  }

  /**
   * Returns the function as a pointer operand, e.g. {@code ptr @f}.
   *
   * @return the operand text
   */
  public String functionOperand() {
    return "ptr @" + function.name();
  }

  /**
   * Returns whether nothing has been reported.
   *
   * @return whether the report is empty
   */
  public boolean isEmpty() {
    return diagnostics.isEmpty();
  }

  /**
   * Returns the number of diagnostics so far (used to tell whether a step failed).
   *
   * @return the diagnostic count
   */
  public int size() {
    return diagnostics.size();
  }

  /**
   * Returns the diagnostics in the order they were reported.
   *
   * @return the diagnostics
   */
  public List<Diagnostic> diagnostics() {
    return List.copyOf(diagnostics);
  }

  private void add(Entity where, Optional<dev.cvg.ir.SourcePos> pos, String message, String[] context) {
    Optional<String> ctx = context.length == 0 ? Optional.empty() : Optional.of(String.join("\n", context));
    diagnostics.add(new Diagnostic(Severity.ERROR, where, pos, message, ctx));
  }
}
