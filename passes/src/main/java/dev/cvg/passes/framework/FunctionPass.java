package dev.cvg.passes.framework;

import dev.cvg.ir.edit.FunctionEditor;
import java.util.Optional;
import java.util.List;

/**
 * A transformation of one function, written only through the public editor API. The pass
 * finds its sites on {@link PassContext#function()} (the snapshot the editor started from, whose
 * analyses {@link PassContext#analysis} returns), asks {@link PassContext#guard} for each, edits
 * the allowed ones and reports them with {@link PassContext#performed}.
 *
 * <p>A run may change several independent sites. When one change makes the analyses of the
 * starting snapshot stale for the next site, the pass stops and returns {@code true} from
 * {@link #run}: the pass manager commits that step and runs the pass again on the new snapshot
 * (at most {@link #maxRounds()} times), each round its own transaction.
 */
public interface FunctionPass {

  /**
   * Returns the pass's name as {@code opt -passes=} spells it ({@code loop-unroll}, {@code licm}).
   *
   * @return the name
   */
  String name();

  /**
   * Returns the analyses this pass keeps valid (carried over to its result snapshot).
   *
   * @return the preserved analyses ({@link PreservedAnalyses#NONE} when unsure)
   */
  PreservedAnalyses preserved();

  /**
   * Transforms the function through {@code editor} (whose original is {@code ctx.function()}).
   *
   * @param editor the editor over the function; the manager finishes or drops it
   * @param ctx the module, target, analyses and parameters, and where guard decisions are recorded
   * @return true when the pass wants another round on the result (it stopped early because
   *     its analyses became stale), false when it is done with this function
   */
  boolean run(FunctionEditor editor, PassContext ctx);

  /**
   * Returns the parameters the pass reads ({@code loop-unroll<count=4>}), when it declares them: a
   * pipeline naming another parameter, or giving a declared one a value it does not take, is
   * then an error with its column, before anything runs. Empty (the default) means the
   * parameters are not checked.
   *
   * @return the declared parameters, or empty
   */
  default Optional<List<PassParameter>> parameters() {
    return Optional.empty();
  }

  /**
   * Returns how many rounds the manager allows per function; 1 unless the pass iterates.
   *
   * @return the round limit, at least 1
   */
  default int maxRounds() {
    return 1;
  }
}
