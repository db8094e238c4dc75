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
abstract class TokenPlacement {
  /** The function's editor, once bound. */
  FunctionEditor e;
  /** Node {@code b} of the shape is {@code blocks[b]}, once bound. */
  BlockId[] blocks;

  /** Returns whether the function gets the {@code convergent} attribute. */
  abstract boolean convergentFunction();

  /**
   * Binds the plan to {@code editor}: node {@code b} of the shape is {@code shapeBlocks[b]}, and
   * {@code entry} is the function's entry block (a fresh block without a node when the shape's
   * entry has predecessors). Called after the entry block's first values, before any node's body.
   */
  final void bind(FunctionEditor editor, BlockId[] shapeBlocks, BlockId entry) {
    this.e = editor;
    this.blocks = shapeBlocks;
    allocate(entry);
  }

  /** Allocates the planned tokens in {@link #e}, writing into {@code entry} what belongs there. */
  abstract void allocate(BlockId entry);

  /** Appends the token operations of node {@code b}, right after its phis. */
  abstract void emit(int b);

  /**
   * Returns the bundles of a convergent call about to be appended to node {@code b} (possibly
   * appending a token definition first); empty for an uncontrolled call.
   */
  abstract List<CallSite.Bundle> bundlesForConvergentOp(int b);
}
