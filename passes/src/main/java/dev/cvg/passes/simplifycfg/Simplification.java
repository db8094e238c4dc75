package dev.cvg.passes.simplifycfg;

/**
 * One kind of simplification: finds its sites in the round's current function, asks the guard,
 * and edits the allowed ones that do not overlap earlier sites of the round.
 */
interface Simplification {

  /** Performs every site of this kind the round can take. */
  void apply(Round round);
}
