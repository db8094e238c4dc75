package dev.cvg.reduce;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

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

    /** Returns {@code count} targets whose removal {@code without} builds. */
    static Targets of(int count, java.util.function.Function<BitSet, Optional<Module>> without) {
      return new Targets() {
        @Override
        public int count() {
          return count;
        }

        @Override
        public Optional<Module> without(BitSet chosen) {
          return without.apply(chosen);
        }
      };
    }

    /**
     * Returns targets that each belong to one function of {@code m}, those of one function
     * numbered consecutively: removing a set rewrites each function owning chosen targets with
     * {@code rewrite(function, its chosen targets in order)} and leaves the others as they are.
     */
    static <T> Targets perFunction(Module m, List<T> targets, java.util.function.Function<T, Function> owner,
        BiFunction<Function, List<T>, Function> rewrite) {
      return of(targets.size(), chosen -> {
        Module out = m;
        int k = chosen.nextSetBit(0);
        while (k >= 0) {
          Function f = owner.apply(targets.get(k));
          List<T> mine = new ArrayList<>();
          for (; k >= 0 && owner.apply(targets.get(k)) == f; k = chosen.nextSetBit(k + 1)) {
            mine.add(targets.get(k));
          }
          try {
            out = out.withFunction(rewrite.apply(f, mine));
          } catch (FunctionRewrite.Unexpressible e) {
            return Optional.empty();
          }
        }
        return Optional.of(out);
      });
    }
  }
}
