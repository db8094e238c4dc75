package dev.cvg.cli.fuzz;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A deliberately broken transform for the campaign tests: hoists the first convergent call
 * ({@code ballot}, {@code readfirstlane}) of a block whose only predecessor ends in a conditional
 * branch above that branch, whether the branch is divergent or not, when its operands are not
 * defined in the block. Moving it out of a divergent branch makes threads that did not take the
 * branch communicate: ILLEGAL (converged-with).
 */
final class BrokenHoist implements Transform {
  private static final Set<String> CONVERGENT = Set.of("@llvm.amdgcn.ballot.i32", "@llvm.amdgcn.readfirstlane.i32",
      "llvm.amdgcn.ballot.i32", "llvm.amdgcn.readfirstlane.i32");

  @Override
  public String name() {
    return "broken-hoist";
  }

  @Override
  public Outcome apply(Module before) {
    Map<String, Outcome.FunctionChange> changes = new LinkedHashMap<>();
    Module after = before;
    for (Function f : before.definitions()) {
      FunctionEditor e = FunctionEditor.of(f);
      if (hoist(e)) {
        Function g = e.finish();
        after = after.withFunction(g);
        changes.put(f.name(), new Outcome.FunctionChange(ProvenanceCorrespondence.of(f, g), 0));
      }
    }
    return new Outcome.Transformed(after, changes);
  }

  private static boolean hoist(FunctionEditor e) {
    for (BlockId b : e.layout()) {
      List<BlockId> preds = e.predecessors(b);
      if (preds.size() != 1 || !(e.terminator(preds.get(0)) instanceof CondBr br)) {
        continue;
      }
      Set<ValueId> local = new HashSet<>();
      for (Inst i : e.insts(b)) {
        if (i instanceof Call c && c.site().bundles().isEmpty()
            && CONVERGENT.contains(c.site().calleeName().orElse(""))
            && c.operands().stream().noneMatch(v -> v instanceof Value.Local l && local.contains(l.id()))) {
          e.moveBefore(i.id(), br.id());
          return true;
        }
        if (i.hasResult()) {
          local.add(i.id().value());
        }
      }
    }
    return false;
  }
}
