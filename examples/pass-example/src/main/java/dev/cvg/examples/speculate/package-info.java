/**
 * An example of a convergence-aware pass written outside cvg, with only its public API
 * ({@code dev.cvg:passes}): {@link dev.cvg.examples.speculate.SpeculateArms} speculates cheap
 * instructions out of conditional arms, and {@link dev.cvg.examples.speculate.UniformArmGuard}
 * refuses to speculate a convergent call above a divergent branch. Invariant: the pass changes
 * the function only through the {@code FunctionEditor} it is given, and never a site its guard
 * refused (unless guards are off). docs/pass-authors.md walks through it.
 */
package dev.cvg.examples.speculate;
