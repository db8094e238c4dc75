package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.text.IrPrinter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Prints a {@link UniformityInfo} in the format of LLVM 22's {@code print<uniformity>}, so that
 * LLVM's own FileCheck lines apply unchanged:
 *
 * <pre>
 * UniformityInfo for function 'f':
 * DIVERGENT ARGUMENTS:
 *   DIVERGENT: i32 %a
 * CYCLES ASSUMED DIVERGENT:
 *   depth=1: entries(P T) Q
 * CYCLES WITH DIVERGENT EXIT:
 *   depth=1: entries(H)
 *
 * TEMPORAL DIVERGENCE LIST:
 * Value         :  %x = add i32 %i, 1
 * Used by       :  %y = add i32 %x, 5
 * Outside cycle :depth=1: entries(H)
 *
 *
 * BLOCK entry
 * DEFINITIONS
 *   DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
 *                %c = icmp slt i32 %a, 0
 * TERMINATORS
 *   DIVERGENT:   br i1 %d, label %X, label %H
 * END BLOCK
 * </pre>
 *
 * Sections appear only when non-empty; blocks in layout order, every non-terminator instruction
 * under DEFINITIONS (void ones included, as LLVM does), marked {@code "  DIVERGENT: "} or
 * indented by 13 spaces; a function without any divergence prints {@code ALL VALUES UNIFORM}
 * instead. Arguments are listed in parameter order (LLVM uses hash order; tests use
 * {@code CHECK-DAG}); cycles in hierarchy preorder, each as
 * {@link CyclePrinter#line(CycleHierarchy, Cycle, CyclePrinter.BlockOrder)} writes it (upstream
 * LLVM's block order unless LLVM 22's is asked for); temporal divergence in discovery order.
 */
public final class UniformityPrinter {
  private static final String MARK = "  DIVERGENT: ";
  private static final String NO_MARK = " ".repeat(13);

  private UniformityPrinter() {}

  /**
   * Returns the {@code print<uniformity>} text of {@code u} for function {@code f} of {@code m},
   * with cycle blocks in upstream LLVM's order (the order of the corpus's CHECK lines).
   *
   * @param m the module defining {@code f}
   * @param f the analysed function
   * @param u the analysis result for {@code f}
   * @return the text
   */
  public static String print(Module m, Function f, UniformityInfo u) {
    return print(m, f, u, CyclePrinter.BlockOrder.UPSTREAM);
  }

  /**
   * Returns the {@code print<uniformity>} text with cycle blocks listed in {@code order}.
   *
   * @param m the module defining {@code f}
   * @param f the analysed function
   * @param u the analysis result for {@code f}
   * @param order the order of cycle blocks
   * @return the text
   */
  public static String print(Module m, Function f, UniformityInfo u, CyclePrinter.BlockOrder order) {
    StringBuilder sb = new StringBuilder();
    sb.append("UniformityInfo for function '").append(f.name()).append("':\n");
    java.util.function.Function<Inst, String> printer = IrPrinter.instPrinter(m, f);
    if (u.isAllUniform()) {
      return sb.append("ALL VALUES UNIFORM\n").toString();
    }
    if (!u.divergentArguments().isEmpty()) {
      sb.append("DIVERGENT ARGUMENTS:\n");
      for (Param p : u.divergentArguments()) {
        sb.append(MARK).append(IrPrinter.typedOperand(f, p.asValue())).append('\n');
      }
    }
    java.util.function.Function<Cycle, String> cycleLine = CyclePrinter.lines(u.cycles(), order);
    appendCycles(sb, "CYCLES ASSUMED DIVERGENT:", u.cyclesAssumedDivergent(), cycleLine);
    appendCycles(sb, "CYCLES WITH DIVERGENT EXIT:", u.cyclesWithDivergentExit(), cycleLine);
    FunctionIndex index = f.index();
    if (!u.temporalDivergence().isEmpty()) {
      sb.append("\nTEMPORAL DIVERGENCE LIST:\n");
      for (TemporalDivergence t : u.temporalDivergence()) {
        sb.append("Value         :")
            .append(printer.apply(index.inst(t.value().inst()).orElseThrow())).append('\n')
            .append("Used by       :")
            .append(printer.apply(index.inst(t.user()).orElseThrow())).append('\n')
            .append("Outside cycle :").append(cycleLine.apply(t.cycle())).append("\n\n");
      }
    }
    for (Block block : f.blocks()) {
      sb.append("\nBLOCK ").append(block.name()).append('\n');
      sb.append("DEFINITIONS\n");
      for (Inst i : block.insts()) {
        if (!i.isTerminator()) {
          appendInst(sb, printer, i, u.isDivergent(i.id()));
        }
      }
      sb.append("TERMINATORS\n");
      block.terminator().ifPresent(t -> appendInst(sb, printer, t, u.isDivergent(t.id())));
      sb.append("END BLOCK\n");
    }
    return sb.toString();
  }

  /**
   * Returns the text for every function with a body of {@code m}, in source order.
   *
   * @param m the module
   * @param analyse computes the analysis of a function
   * @return the text
   */
  public static String print(Module m, java.util.function.Function<Function, UniformityInfo> analyse) {
    StringBuilder sb = new StringBuilder();
    for (Function f : m.definitions()) {
      sb.append(print(m, f, analyse.apply(f)));
    }
    return sb.toString();
  }

  private static void appendCycles(StringBuilder sb, String title, List<Cycle> cycles,
      java.util.function.Function<Cycle, String> cycleLine) {
    if (cycles.isEmpty()) {
      return;
    }
    sb.append(title).append('\n');
    List<Cycle> sorted = new ArrayList<>(cycles);
    sorted.sort(Comparator.comparingInt(Cycle::index));
    for (Cycle c : sorted) {
      sb.append("  ").append(cycleLine.apply(c)).append('\n');
    }
  }

  private static void appendInst(StringBuilder sb, java.util.function.Function<Inst, String> printer, Inst i,
      boolean divergent) {
    sb.append(divergent ? MARK : NO_MARK).append(printer.apply(i)).append('\n');
  }
}
