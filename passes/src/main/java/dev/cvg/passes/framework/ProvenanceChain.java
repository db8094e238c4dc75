package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The committed snapshots of one function across a pipeline, input first, and the
 * correspondence of the last one with the input: each step's provenance correspondence composed
 * with those before it, so an instruction cloned in step 2 from one cloned in step 1 stands for
 * the input's root instruction, a merge of copies for their roots, and new code of step 1 erased
 * in step 2 for nothing. References into other functions (a callee's instructions, for inlined
 * copies) are kept as they are.
 *
 * <p>Immutable.
 */
public final class ProvenanceChain {
  private final List<Function> snapshots;

  private ProvenanceChain(List<Function> snapshots) {
    this.snapshots = List.copyOf(snapshots);
  }

  /** Returns the chain of a function no step has changed yet. */
  public static ProvenanceChain start(Function input) {
    return new ProvenanceChain(List.of(input));
  }

  /** Returns this chain with {@code next}, the result of a committed step on {@link #output()}. */
  public ProvenanceChain then(Function next) {
    List<Function> all = new ArrayList<>(snapshots);
    all.add(next);
    return new ProvenanceChain(all);
  }

  /** Returns the function as the pipeline received it. */
  public Function input() {
    return snapshots.get(0);
  }

  /** Returns the function after the last committed step. */
  public Function output() {
    return snapshots.get(snapshots.size() - 1);
  }

  /** Returns every snapshot, input first; each after the first carries its step's provenance. */
  public List<Function> snapshots() {
    return snapshots;
  }

  /** Returns how many steps were committed. */
  public int steps() {
    return snapshots.size() - 1;
  }

  /** Returns the correspondence of {@link #output()} with {@link #input()}, composed over the steps. */
  public Correspondence correspondence() {
    Correspondence c = ProvenanceCorrespondence.of(input(), snapshots.get(Math.min(1, steps())));
    for (int k = 2; k < snapshots.size(); k++) {
      c = compose(c, ProvenanceCorrespondence.of(snapshots.get(k - 1), snapshots.get(k)));
    }
    return c;
  }

  /**
   * Returns {@code second} (the latest step: its originals are instructions of the middle
   * snapshot) composed with {@code first} (the middle snapshot's originals in the input).
   */
  static Correspondence compose(Correspondence first, Correspondence second) {
    Set<String> middle = first.functions().keySet();
    Map<InstRef, List<InstRef>> origins = new LinkedHashMap<>();
    second.origins().forEach((ref, mids) -> {
      Set<InstRef> roots = new LinkedHashSet<>();
      for (InstRef m : mids) {
        if (middle.contains(m.function())) {
          roots.addAll(first.originsOf(m));
        } else {
          roots.add(m);
        }
      }
      origins.put(ref, List.copyOf(roots));
    });
    Map<String, String> functions = new LinkedHashMap<>();
    second.functions().forEach((after, mid) -> functions.put(after, first.functions().getOrDefault(mid, mid)));
    return new Correspondence(Correspondence.Source.PROVENANCE, functions, origins);
  }
}
