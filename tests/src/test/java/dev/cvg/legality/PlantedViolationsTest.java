package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Planted violations on generated kernels ({@link Plants}): a convergent operation hoisted out
 * of, or sunk into, the successor of a branch that splits a converged group. Every one must be
 * ILLEGAL, and the counterexample must name the moved operation; the count of plants is printed.
 */
class PlantedViolationsTest {
  private static final int KERNELS = Integer.getInteger("cvg.plant.kernels", 300);

  @Test
  void everyPlantedViolationIsIllegalAndNamesTheMovedOperation() throws Exception {
    LegalityOptions options = LegalityOptions.defaults().withBudget(
        LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));
    List<String> missed = new ArrayList<>();
    int planted = 0;
    for (long seed = 0; seed < KERNELS; seed++) {
      Module m = IrParser.parse(LlvmPassCampaign.kernel(seed, false), "seed-" + seed + ".ll");
      Function f = m.function("kernel").orElseThrow();
      TargetModel target = Targets.forModule(m, Optional.empty());
      for (Plants.Plant p : Plants.of(m, f, target)) {
        planted++;
        Function after = p.after().function("kernel").orElseThrow();
        Verdict v = Legality.check(m, "kernel", p.after(), "kernel", ProvenanceCorrespondence.of(f, after), options);
        boolean named = v instanceof Verdict.Illegal i
            && (VerdictExpectation.names(i.counterexample().before(), p.op())
                || i.others().stream().anyMatch(o -> VerdictExpectation.names(o, p.op())));
        if (!named) {
          missed.add("seed " + seed + ", " + p.kind() + " of %" + p.op() + ":\n" + VerdictPrinter.print(v));
        }
      }
    }
    System.out.println("planted violations: " + (planted - missed.size()) + " caught of " + planted);
    assertTrue(planted >= KERNELS / 8, "too few plants: " + planted);
    assertEquals(List.of(), missed);
  }
}
