/**
 * Dynamic instances and their labels: the cycle nest a function's labels are counted over,
 * the hash-consed label table, and the converged-with key of an instance.
 *
 * <p>Invariants: labels are interned, so two labels are equal iff their ids are; a key packs
 * a label and a module-wide static instance number; two dynamic instances of different threads
 * are converged iff their keys are equal. Maximal convergence uses thread-local labels (per
 * enclosing cycle, header executions since the last execution of an enclosing header);
 * controlled convergence uses token values, which are labels themselves.
 */
package dev.cvg.oracle.instance;
