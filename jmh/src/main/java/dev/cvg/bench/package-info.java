/**
 * JMH benchmarks of the analysis core and the oracle ({@code CfgAnalysesBench} for dominators,
 * post-dominators and cycles, {@code UniformityBench}, {@code OracleBench}), plus
 * {@code LlvmComparison}, which times LLVM 22 on the same inputs.
 *
 * <p>Invariants: every benchmark draws its input from {@link dev.cvg.bench.Shapes} (one seed, so
 * numbers are comparable across benchmarks); inputs are built outside the measured code; results
 * are reported in {@code docs/performance.md}, never asserted by tests.
 */
package dev.cvg.bench;
