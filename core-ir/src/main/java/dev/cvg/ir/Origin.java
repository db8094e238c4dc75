package dev.cvg.ir;

import java.util.List;

/**
 * Where an instruction of an edited function comes from, relative to the snapshot the edit
 * started from. Instructions that kept their id (unchanged or moved) have no recorded origin.
 */
public sealed interface Origin {

  /**
   * A copy of {@code from}; {@code key} says which copy (unrolled iteration, threaded path).
   *
   * @param from the original instruction
   * @param key the copy's key, e.g. {@code "iter2"}
   */
  record Cloned(InstId from, String key) implements Origin {}

  /**
   * A copy of callee instruction {@code from} made by inlining at {@code callSite}.
   *
   * @param from the instruction in the callee
   * @param callee the callee's name
   * @param callSite the inlined call in the caller
   */
  record Inlined(InstId from, String callee, InstId callSite) implements Origin {}

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
