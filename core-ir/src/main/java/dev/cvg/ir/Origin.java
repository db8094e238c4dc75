package dev.cvg.ir;

import java.util.List;

/**
 * Where an instruction of an edited function comes from, relative to the snapshot the edit
 * started from. Instructions that kept their id (unchanged or moved) have no recorded origin.
 */
public sealed interface Origin {

  /**
   * A copy of {@code from}; {@code key} says which copy (unrolled iteration, threaded path). A
   * copy of a copy names the first original and the composed key.
   *
   * @param from the original instruction
   * @param key the copy's key, e.g. {@code CloneKey.of("unroll", 2)}
   */
  record Cloned(InstId from, CloneKey key) implements Origin {
    /**
     * Creates the origin with the one-part key {@code CloneKey.of(key)}.
     *
     * @param from the original instruction
     * @param key the key's one part, e.g. {@code "iter1"}
     */
    public Cloned(InstId from, String key) {
      this(from, CloneKey.of(key));
    }
  }

  /**
   * A copy of callee instruction {@code from} made by inlining at {@code callSite}. When
   * {@code from} itself came from inlining into the callee, {@code chain} is that origin, so
   * the chain ends at the instruction that was written in the innermost callee.
   *
   * @param from the instruction in the callee
   * @param callee the callee's name (without {@code @})
   * @param callSite the inlined call in the caller
   * @param chain the origin of {@code from} in the callee when it was inlined there
   */
  record Inlined(InstId from, String callee, InstId callSite, java.util.Optional<Inlined> chain)
      implements Origin {
    /**
     * Creates the origin of an instruction written in the callee itself (no chain).
     *
     * @param from the instruction in the callee
     * @param callee the callee's name (without {@code @})
     * @param callSite the inlined call in the caller
     */
    public Inlined(InstId from, String callee, InstId callSite) {
      this(from, callee, callSite, java.util.Optional.empty());
    }

    /**
     * Returns the end of the chain: the origin naming the instruction as written.
     *
     * @return the innermost origin; this one if there is no chain
     */
    public Inlined innermost() {
      Inlined cur = this;
      while (cur.chain.isPresent()) {
        cur = cur.chain.get();
      }
      return cur;
    }
  }

  /**
   * One instruction standing for several of the original.
   *
   * @param from the merged instructions
   */
  record Merged(List<InstId> from) implements Origin {
    /** Copies {@code from}. */
    public Merged {
      from = List.copyOf(from);
    }
  }

  /**
   * New code with no counterpart in the original.
   *
   * @param why a short reason
   */
  record Synthesized(String why) implements Origin {}
}
