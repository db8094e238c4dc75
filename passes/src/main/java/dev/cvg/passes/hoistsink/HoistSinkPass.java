package dev.cvg.passes.hoistsink;

import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code hoist-sink}: hoists identical instructions out of both arms of a conditional branch
 * (and, with {@code <speculate>}, speculatable ones out of one arm), then sinks instructions into
 * the block below that dominates all their uses; {@code sink} is the sinking half alone, as
 * LLVM's {@code sink} pass. Both are guarded by {@link ConvergenceGuard}.
 *
 * <p>A round that merged instructions stops before sinking (the snapshot's use lists are stale),
 * as does a sink out of a cycle (its uniformity is stale); the pass then asks for another round.
 * With {@code <limit=N>} one round performs at most N motions and the pass asks for no other.
 */
public final class HoistSinkPass implements FunctionPass {
  private final String name;
  private final boolean hoist;

  private HoistSinkPass(String name, boolean hoist) {
    this.name = name;
    this.hoist = hoist;
  }

  /**
   * Returns {@code hoist-sink}: hoisting out of both arms, then sinking.
   *
   * @return the pass
   */
  public static HoistSinkPass hoistSink() {
    return new HoistSinkPass("hoist-sink", true);
  }

  /**
   * Returns {@code sink}: sinking only, as LLVM's {@code sink} pass.
   *
   * @return the pass
   */
  public static HoistSinkPass sink() {
    return new HoistSinkPass("sink", false);
  }

  /** Returns {@code hoist-sink} or {@code sink}. */
  @Override
  public String name() {
    return name;
  }

  /** Returns {@code limit} (and {@code speculate} for {@code hoist-sink}). */
  @Override
  public Optional<List<PassParameter>> parameters() {
    return Optional.of(hoist ? PassParameters.hoistSink() : PassParameters.limitOnly());
  }

  /** The CFG is unchanged; moved instructions change uniformity. */
  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.CFG;
  }

  /** Runs one round; returns whether another round may find more. */
  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    OptionalInt limit = PassParameters.limit(ctx);
    Sites sites = new Sites(editor, ctx, Facts.of(ctx), limit);
    boolean more;
    if (hoist && new ArmHoistTransform(sites, PassParameters.speculate(ctx)).run()) {
      more = true;
    } else {
      more = new SinkTransform(sites).run();
    }
    return more && limit.isEmpty();
  }

  /** Merges and sinks out of cycles each end a round; a function rarely needs more than a few. */
  @Override
  public int maxRounds() {
    return 16;
  }
}
