package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The exact correspondence of one edit, read from the provenance the editor recorded
 * ({@link dev.cvg.ir.Provenance}): an instruction that kept its id stands for itself (unchanged
 * or moved), {@link Origin.Cloned} for its original, {@link Origin.Inlined} for the callee's
 * instruction, {@link Origin.Merged} for all merged ones, {@link Origin.Synthesized} for nothing.
 */
public final class ProvenanceCorrespondence {
  private ProvenanceCorrespondence() {}

  /**
   * Returns the correspondence of {@code after}, edited from {@code before} in one edit ({@code after.provenance()}).
   *
   * @param before the function before the edit
   * @param after the function the edit finished
   * @return the correspondence its provenance records
   */
  public static Correspondence of(Function before, Function after) {
    return of(before, after, after.provenance());
  }

  /**
   * Returns the correspondence of {@code after}, reached from {@code before} by a sequence of
   * edits whose provenances composed ({@link dev.cvg.ir.Provenance#andThen}) to {@code composed}:
   * the correspondence of a pipeline's output to its input.
   *
   * @param before the function before the first edit
   * @param after the function after the last
   * @param composed the composed provenance of the edits
   * @return the correspondence it records
   */
  public static Correspondence of(Function before, Function after, Provenance composed) {
    Set<InstId> original = new HashSet<>();
    for (Block b : before.blocks()) {
      b.insts().forEach(i -> original.add(i.id()));
    }
    Map<InstRef, List<InstRef>> origins = new LinkedHashMap<>();
    String fb = before.name();
    for (Block b : after.blocks()) {
      for (Inst i : b.insts()) {
        InstRef key = new InstRef(after.name(), i.id());
        List<InstRef> from = composed.originOf(i.id()).map(o -> switch (o) {
          case Origin.Cloned c -> List.of(new InstRef(fb, c.from()));
          case Origin.Inlined in -> List.of(new InstRef(in.callee().replaceFirst("^@", ""), in.from()));
          case Origin.Merged m -> m.from().stream().map(id -> new InstRef(fb, id)).toList();
          case Origin.Synthesized s -> List.<InstRef>of();
        }).orElse(original.contains(i.id()) ? List.of(new InstRef(fb, i.id())) : List.of());
        origins.put(key, from);
      }
    }
    return new Correspondence(Correspondence.Source.PROVENANCE, Map.of(after.name(), fb), origins);
  }
}
