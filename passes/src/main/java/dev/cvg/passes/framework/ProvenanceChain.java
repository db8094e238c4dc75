package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.ir.Provenance;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import java.util.ArrayList;
import java.util.List;

/**
 * The committed snapshots of one function across a pipeline, input first, and their composed
 * provenance: each step's provenance (relative to the snapshot before it) composed with
 * {@link Provenance#andThen}, so it is relative to the pipeline's input. An instruction cloned
 * in step 2 from one cloned in step 1 stands for the input's root instruction, a merge of copies
 * for their roots, new code of step 1 erased in step 2 for nothing, and an inlined copy for the
 * callee's instruction. {@link #correspondence()} gives the legality checker the output's
 * correspondence with the input.
 *
 * <p>Immutable.
 */
public final class ProvenanceChain {
  private final List<Function> snapshots;
  private final Provenance composed;

  private ProvenanceChain(List<Function> snapshots, Provenance composed) {
    this.snapshots = List.copyOf(snapshots);
    this.composed = composed;
  }

  /**
   * Returns the chain of a function no step has changed yet.
   *
   * @param input the function as the pipeline receives it
   * @return the chain of no step
   */
  public static ProvenanceChain start(Function input) {
    return new ProvenanceChain(List.of(input), Provenance.NONE);
  }

  /**
   * Returns this chain with {@code next}, the result of a committed step on {@link #output()}.
   *
   * @param next the committed step's result
   * @return the longer chain
   */
  public ProvenanceChain then(Function next) {
    List<Function> all = new ArrayList<>(snapshots);
    all.add(next);
    return new ProvenanceChain(all, steps() == 0 ? next.provenance() : composed.andThen(next.provenance()));
  }

  /**
   * Returns the function as the pipeline received it.
   *
   * @return the input snapshot
   */
  public Function input() {
    return snapshots.get(0);
  }

  /**
   * Returns the function after the last committed step.
   *
   * @return the output snapshot
   */
  public Function output() {
    return snapshots.get(snapshots.size() - 1);
  }

  /**
   * Returns every snapshot, input first; each after the first carries its step's provenance.
   *
   * @return the snapshots, input first
   */
  public List<Function> snapshots() {
    return snapshots;
  }

  /**
   * Returns how many steps were committed.
   *
   * @return the number of committed steps
   */
  public int steps() {
    return snapshots.size() - 1;
  }

  /**
   * Returns the provenance of {@link #output()} relative to {@link #input()}, composed over the steps.
   *
   * @return the composed provenance
   */
  public Provenance composed() {
    return composed;
  }

  /**
   * Returns the correspondence of {@link #output()} with {@link #input()}.
   *
   * @return the correspondence, for the legality checker
   */
  public Correspondence correspondence() {
    return ProvenanceCorrespondence.of(input(), output(), composed);
  }
}
