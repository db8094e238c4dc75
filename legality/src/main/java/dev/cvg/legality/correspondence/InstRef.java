package dev.cvg.legality.correspondence;

import dev.cvg.ir.InstId;

/**
 * An instruction of a module, named by its function (without {@code @}) and its id: the unit a
 * correspondence maps (VT.1's static instances).
 *
 * @param function the function's name
 * @param id the instruction
 */
public record InstRef(String function, InstId id) {}
