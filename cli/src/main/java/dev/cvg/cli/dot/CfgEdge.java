package dev.cvg.cli.dot;

/**
 * One CFG edge, named by its terminator and successor index as {@code FlowGraph} names edges:
 * a conditional branch to the same block twice has two distinct edges.
 *
 * @param from the source block's number
 * @param index the successor index in the source's terminator
 * @param to the target block's number
 * @param label the edge label ({@code T}/{@code F} for {@code br i1}, the index for a switch or
 *     {@code callbr}); empty for an unconditional branch
 */
public record CfgEdge(int from, int index, int to, String label) {}
