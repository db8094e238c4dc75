package dev.cvg.generate;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.List;

/**
 * The convergence control tokens of a generated function, as {@link KernelBody} asks for them:
 * planned before the body exists, bound to the editor, then emitted block by block. Two
 * placements: {@link TokenPlan} (careful or noisy) and {@link WellFormedTokens} (valid by
 * construction).
 */
interface TokenPlacement {
  /** Returns whether the function gets the {@code convergent} attribute. */
  boolean convergentFunction();

  /**
   * Binds the plan to {@code editor}: node {@code b} of the shape is {@code blocks[b]}, and
   * {@code entry} is the function's entry block (a fresh block without a node when the shape's
   * entry has predecessors). Called after the entry block's first values, before any node's body.
   */
  void bind(FunctionEditor editor, BlockId[] blocks, BlockId entry);

  /** Appends the token operations of node {@code b}, right after its phis. */
  void emit(int b);

  /**
   * Returns the bundles of a convergent call about to be appended to node {@code b} (possibly
   * appending a token definition first); empty for an uncontrolled call.
   */
  List<CallSite.Bundle> bundlesForConvergentOp(int b);
}
