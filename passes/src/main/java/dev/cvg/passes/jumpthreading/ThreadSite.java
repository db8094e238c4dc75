package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import java.util.Objects;

/**
 * One edge to thread: on the edge {@code pred -> block} the conditional branch ending
 * {@code block} is known to go to {@code successor}, so threads coming from {@code pred} can run a
 * copy of {@code block} that branches straight to {@code successor}. When {@code pred} is the
 * block's only predecessor no copy is needed: the branch itself is folded ({@link #fold()}).
 *
 * @param pred the predecessor whose edge is threaded
 * @param block the block duplicated for that edge
 * @param successor the successor the branch of {@code block} takes on that edge
 * @param how why the outcome is known ({@code "%flag is true from %start"}), for {@code --stats}
 * @param fold whether {@code pred} is the only predecessor: the branch is replaced, not the block copied
 */
public record ThreadSite(BlockId pred, BlockId block, BlockId successor, String how, boolean fold) {
  /** Checks the components are present. */
  public ThreadSite {
    Objects.requireNonNull(pred);
    Objects.requireNonNull(block);
    Objects.requireNonNull(successor);
    Objects.requireNonNull(how);
  }
}
