package dev.cvg.reduce;

import dev.cvg.ir.Module;
import java.util.BitSet;
import java.util.Optional;

/**
 * One kind of reduction (llvm-reduce's "delta pass"): it numbers the things it can remove in a
 * module (its targets, in a deterministic order) and builds the module without any chosen
 * subset of them. {@link DeltaDebugging} decides which subsets to try.
 */
interface ReductionPass {

  /** Returns the pass's name, as printed in the reducer's log. */
  String name();

  /** Returns the targets of this pass in {@code m}. */
  Targets targets(Module m);

  /** The numbered targets of one pass in one module. */
  interface Targets {
    /** Returns how many targets there are; they are numbered {@code 0..count()-1}. */
    int count();

    /**
     * Returns the module with the targets in {@code chosen} removed (or folded, merged, …), or
     * empty if that combination cannot be expressed; never modifies the module it was built on.
     */
    Optional<Module> without(BitSet chosen);
  }
}
