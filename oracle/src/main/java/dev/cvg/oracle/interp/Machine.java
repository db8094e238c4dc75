package dev.cvg.oracle.interp;

import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.semantics.RoundLog;

/** The state one round shares between its threads. */
final class Machine {
  final CompiledModule module;
  final Keys keys;
  final Memory memory;
  final ResultTable previous;
  final RoundLog log;
  final Observer observer;
  final long stepBound;
  final int depthBound;
  final dev.cvg.oracle.instance.AnchorGrouping anchors;

  Machine(CompiledModule module, Keys keys, Memory memory, ResultTable previous, RoundLog log,
      Observer observer, long stepBound, int depthBound, dev.cvg.oracle.instance.AnchorGrouping anchors) {
    this.module = module;
    this.keys = keys;
    this.memory = memory;
    this.previous = previous;
    this.log = log;
    this.observer = observer;
    this.stepBound = stepBound;
    this.depthBound = depthBound;
    this.anchors = anchors;
  }
}
