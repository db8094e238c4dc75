/**
 * Seeded random program generation shared by tests, benchmarks and {@code cvg fuzz}:
 * {@link dev.cvg.generate.RandomCfg} (control-flow shapes as {@link dev.cvg.graph.FlowGraph}s),
 * {@link dev.cvg.generate.KernelGenerator} (a kernel of a given shape, optionally with step
 * counters that make it terminate, with carefully placed, misplaced or well-formed convergence
 * control tokens, and with the {@link dev.cvg.generate.KernelFeatures} of fuzz campaigns:
 * counted loops, convergent results feeding branches, convergent callees) and
 * {@link dev.cvg.generate.FuzzKernels} (the recipes of {@code cvg fuzz}: size classes from
 * tiny to 100k blocks, token modes, every feature on) and {@link dev.cvg.generate.SiteKernels}
 * (kernels of planted pass sites, where cvg's passes have work and their convergence guards
 * refuse on divergent control; valid for both verifiers and terminating by construction,
 * {@code SiteKernelsTest}). Tests, benchmarks and the CLI take their
 * random programs from here; {@code docs/generator.md} describes the recipe.
 *
 * <p>Invariants: output is a pure function of the seed and options (no static mutable state,
 * no dependence on iteration order of hash collections); every generated graph is a valid
 * LLVM function shape (entry 0 without predecessors); generation is iterative, so sizes of
 * 200k nodes and deep nesting are fine. With {@code KernelGenerator.Options.defaults()} the
 * printed kernels are pinned byte for byte ({@code KernelGeneratorGoldenTest}); the
 * termination and token options only add instructions (and bundles and steered branches) to
 * the default kernel of the same seed. Features and well-formed tokens draw from random
 * streams of their own and are off by default, so they change no existing kernel; a few
 * {@code FuzzKernels} recipes are pinned as golden files ({@code FuzzKernelsGoldenTest}).
 * Well-formed tokens ({@code Tokens.wellFormed()}, {@code FuzzKernels.TokenMode.CAREFUL}) obey
 * the static rules by construction: the IR verifier and the convergence verifier accept every
 * such kernel ({@code WellFormedTokensTest}, {@code FuzzKernelsTest}).
 */
package dev.cvg.generate;
