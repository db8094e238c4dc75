package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.ir.InstId;
import dev.cvg.ir.ValueId;

/**
 * A use that experiences temporal divergence (spec "Divergent Cycle Exits"): {@code value} is
 * defined inside {@code cycle}, which has a divergent exit, and used by {@code user} outside it,
 * so threads converged at the use may read the value of different iterations even if it is
 * uniform inside the cycle.
 *
 * @param value the value defined in the cycle
 * @param user the instruction using it outside the cycle
 * @param cycle the outermost cycle the value's thread left divergently
 */
public record TemporalDivergence(ValueId value, InstId user, Cycle cycle) {}
