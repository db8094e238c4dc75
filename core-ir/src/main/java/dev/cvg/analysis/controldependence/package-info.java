/**
 * Control dependence ({@link dev.cvg.analysis.controldependence.ControlDependence}): which
 * branch nodes decide whether a node executes, computed from the post-dominator tree.
 *
 * <p>Invariants: results are immutable, lists are ascending and duplicate-free, and the
 * relation is exactly Ferrante–Ottenstein–Warren's on the graph augmented with
 * {@link dev.cvg.analysis.dominance.PostDominatorTree}'s virtual exit (so infinite loops and
 * nodes unreachable from the entry are covered). {@code ControlDependence.verify()} checks the
 * lists, the definition per pair and completeness.
 */
package dev.cvg.analysis.controldependence;
