/**
 * cvg's convergence-aware passes as one registry ({@link dev.cvg.passes.BuiltinPasses}). The
 * framework ({@code passes.framework}) knows no pass; each pass package depends on the framework;
 * this package depends on both, so the three layers have no package cycle.
 */
package dev.cvg.passes;
