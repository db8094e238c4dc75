/**
 * Architecture tests over the reactor's sources: the package dependency graph of every module's
 * main code, read from the sources' imports and qualified names, and the package cycles in it.
 *
 * <p>Invariants: the graph is built from the source text only (no class loading), so it sees
 * every module listed in the root {@code pom.xml}, whether or not {@code tests} depends on it;
 * comments and string literals never make an edge; results are sorted, so messages are
 * deterministic.
 */
package dev.cvg.architecture;
