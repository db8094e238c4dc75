package dev.cvg.diag;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.InstId;

/** What a {@link Diagnostic} is about. */
public sealed interface Entity {

  /** The module as a whole (header lines, globals, attribute groups). */
  record ModuleEntity() implements Entity {}

  /**
   * A function.
   *
   * @param function the function name without {@code @}
   */
  record FunctionEntity(String function) implements Entity {}

  /**
   * A block of a function.
   *
   * @param function the function name
   * @param block the block
   */
  record BlockEntity(String function, BlockId block) implements Entity {}

  /**
   * An instruction of a function.
   *
   * @param function the function name
   * @param inst the instruction
   */
  record InstEntity(String function, InstId inst) implements Entity {}
}
