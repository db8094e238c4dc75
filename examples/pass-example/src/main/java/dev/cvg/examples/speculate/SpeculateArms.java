package dev.cvg.examples.speculate;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.Cast;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code speculate-arms}: moves the cheap, side-effect-free instructions at the top of a
 * conditional arm (a block whose only predecessor ends in {@code br i1 %c, ...}) up into that
 * predecessor, above the branch, as SimplifyCFG's speculation does: arithmetic, compares, casts
 * and calls to {@code readnone} functions (not token producers) whose operands are available
 * there. Each instruction
 * asks {@link UniformArmGuard} first: a convergent call may only be speculated above a uniform
 * branch.
 */
public final class SpeculateArms implements FunctionPass {

  /** Returns {@code speculate-arms}, the name {@code -passes=} uses. */
  @Override
  public String name() {
    return "speculate-arms";
  }

  /** Moving instructions between blocks changes no edge: dominators and cycles stay valid. */
  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.CFG;
  }

  /** Speculates the leading instructions of every arm, in layout order. */
  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    Function f = ctx.function();
    for (Block arm : f.blocks()) {
      if (editor.predecessors(arm.id()).size() != 1) {
        continue;
      }
      BlockId from = editor.predecessors(arm.id()).get(0);
      if (from.equals(arm.id()) || !(editor.terminator(from) instanceof CondBr branch)) {
        continue;
      }
      Set<Integer> definedInArm = new HashSet<>();
      arm.insts().forEach(i -> definedInArm.add(i.rawId()));
      for (Inst i : arm.insts()) {
        if (i instanceof Phi) {
          continue; // phis stay; what uses them stays too (usesAny)
        }
        if (!cheap(ctx.module(), i) || usesAny(i, definedInArm)) {
          break; // keep the arm's order: stop at the first instruction that must stay
        }
        String site = IrPrinter.operand(f, i.asValue()) + " in " + IrPrinter.blockName(f, arm.id());
        if (!ctx.guard(site, UniformArmGuard.decide(ctx, i, branch))) {
          break;
        }
        editor.moveBefore(i.id(), branch.id());
        definedInArm.remove(i.rawId());
        ctx.performed(site, "speculated into " + IrPrinter.blockName(f, from));
      }
    }
    return false;
  }

  /** Whether {@code i} may run on paths that did not run it: no memory, no trap, a result. */
  static boolean cheap(Module m, Inst i) {
    if (i instanceof Binary b) {
      return !b.opcode().isDivision();
    }
    return i instanceof Compare || i instanceof Cast || i instanceof Call c && c.hasResult()
        && !c.resultType().equals(Type.TOKEN) && readsNothing(m, c);
  }

  private static boolean readsNothing(Module m, Call c) {
    Set<String> attrs = new HashSet<>(m.effectiveAttributes(c.site().fnAttrs()));
    c.site().calleeName().flatMap(n -> m.function(n.substring(1))).ifPresent(g -> attrs.addAll(m.attributesOf(g)));
    return attrs.contains("readnone") || attrs.contains("memory(none)");
  }

  private static boolean usesAny(Inst i, Set<Integer> values) {
    return i.operands().stream().anyMatch(v -> v instanceof Value.Local l && values.contains(l.rawId()));
  }
}
