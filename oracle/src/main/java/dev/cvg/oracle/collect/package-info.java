/**
 * Primitive collections for the oracle's hot paths (no boxing).
 *
 * <p>Invariants: keys and values are primitives; absent lookups return a sentinel (-1), never
 * throw; iteration order is never exposed, so nothing printed depends on hash order.
 */
package dev.cvg.oracle.collect;
