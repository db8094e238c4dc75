package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.Execution;

/**
 * The two executions of one trial, with their recordings and the instance correspondence.
 *
 * @param before the original's execution
 * @param beforeRec its recording
 * @param after the transformed program's execution
 * @param afterRec its recording
 * @param map the correspondence of their dynamic instances
 */
record RunPair(Execution before, Recorder beforeRec, Execution after, Recorder afterRec, InstanceMap map) {}
