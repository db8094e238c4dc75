/**
 * Pictures of control-flow graphs for {@code cvg dot}: a function's CFG as a JGraphT graph
 * (one vertex per block, one edge per successor index, so a branch with two equal targets has two
 * edges), written as Graphviz DOT by jgrapht-io's {@code DOTExporter}, and rendered to SVG by
 * Graphviz's {@code dot} when it is installed.
 *
 * <p>Invariants: the output is a function of the input alone — vertices in block layout order,
 * edges by source block then successor index, attributes in a fixed order, cycles in the
 * hierarchy's preorder, converged groups in the trace's order — so two runs print the same bytes.
 * Every label is an HTML-like label whose text is escaped here; nothing else builds DOT syntax by
 * hand except the cycle clusters that {@code DOTExporter} cannot express ({@link
 * dev.cvg.cli.dot.CycleClusters}). Marked instructions ({@link dev.cvg.cli.dot.InstMark}, the
 * offending operation in {@code cvg check --html}'s report) are drawn here too, so the report's
 * pictures are exactly {@code cvg dot}'s.
 */
package dev.cvg.cli.dot;
