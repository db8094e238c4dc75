/**
 * Seeded random program generation shared by tests, benchmarks and {@code cvg fuzz}:
 * {@link dev.cvg.generate.RandomCfg} (control-flow shapes as {@link dev.cvg.graph.FlowGraph}s)
 * and {@link dev.cvg.generate.KernelGenerator} (a kernel of a given shape, optionally with step
 * counters that make it terminate and with carefully placed or misplaced convergence control
 * tokens). Tests, benchmarks and the CLI take their random programs from here.
 *
 * <p>Invariants: output is a pure function of the seed and options (no static mutable state,
 * no dependence on iteration order of hash collections); every generated graph is a valid
 * LLVM function shape (entry 0 without predecessors); generation is iterative, so sizes of
 * 200k nodes and deep nesting are fine. With {@code KernelGenerator.Options.defaults()} the
 * printed kernels are pinned byte for byte ({@code KernelGeneratorGoldenTest}); the
 * termination and token options only add instructions (and bundles and steered branches) to
 * the default kernel of the same seed.
 */
package dev.cvg.generate;
