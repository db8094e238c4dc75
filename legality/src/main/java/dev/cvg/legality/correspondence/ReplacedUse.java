package dev.cvg.legality.correspondence;

/**
 * A use whose original operand, a convergent operation, a transform removed and replaced by a
 * value that is no equal operation (InstCombine dropping a readfirstlane of a value it takes for
 * uniform): the transformed {@code user} reads at {@code operand} what stands for the original's
 * {@code removed} there (VT.2), so the use is compared for uniformity as the original's was.
 *
 * @param removed the removed original operation
 * @param user the transformed instruction whose operand replaced it
 * @param operand the operand position (0 for a phi: the incoming value it took)
 */
public record ReplacedUse(InstRef removed, InstRef user, int operand) {}
