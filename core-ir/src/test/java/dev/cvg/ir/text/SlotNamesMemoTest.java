package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.verify.FunctionReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Slot names are computed once per snapshot: printing many diagnostics about one large function
 * (operands, block names, instructions, through {@link IrPrinter} and {@link FunctionReport})
 * numbers its unnamed values once, not once per finding.
 */
class SlotNamesMemoTest {
  /** Unnamed blocks, each with one unnamed {@code add}: every name is a slot number. */
  private static final int BLOCKS = 5_000;

  private static String largeSource() {
    StringBuilder src = new StringBuilder("define i32 @big(i32 %0) {\n  %2 = add i32 %0, 1\n  br label %3\n");
    int last = 2;
    for (int k = 0; k < BLOCKS; k++) {
      int block = last + 1;
      src.append('\n').append(block).append(":\n  %").append(block + 1).append(" = add i32 %").append(last)
          .append(", 1\n  br label %").append(block + 2).append('\n');
      last = block + 1;
    }
    src.append('\n').append(last + 1).append(":\n  ret i32 %").append(last).append("\n}\n");
    return src.toString();
  }

  private static Function large() {
    return Ir.fn(Ir.parse(largeSource()));
  }

  @Test
  void repeatedDiagnosticPrintingNumbersTheFunctionOnce() {
    String src = largeSource();
    Module m = Ir.parse(src);
    Function f = Ir.fn(m);
    List<Inst> insts = Ir.insts(f);
    List<Block> blocks = f.blocks().toJavaList();
    FunctionReport report = new FunctionReport(f);
    long before = SlotNames.OF_FUNCTION.computations();
    StringBuilder printed = new StringBuilder();
    for (int k = 0; k < 2_000; k++) {
      Inst i = insts.get(k * 7 % insts.size());
      Block b = blocks.get(k * 13 % blocks.size());
      printed.append(IrPrinter.printInst(f, i)).append(IrPrinter.blockName(f, b.id()));
      if (i.hasResult()) {
        Value v = i.asValue();
        printed.append(IrPrinter.operand(f, v)).append(IrPrinter.typedOperand(f, v)).append(report.value(v));
      }
      printed.append(report.print(i)).append(report.label(b.id()));
    }
    assertEquals(1, SlotNames.OF_FUNCTION.computations() - before, "slot names computed once");
    assertSame(SlotNames.of(f), SlotNames.of(f));
    assertEquals(src, IrPrinter.print(m), "printing the whole function reuses the names too");
    assertEquals(1, SlotNames.OF_FUNCTION.computations() - before);
    // Spot checks that the memoized names are the printed ones: the last block and its add.
    Block lastBlock = blocks.get(blocks.size() - 2);
    assertEquals("%" + (2 * BLOCKS + 1), IrPrinter.blockName(f, lastBlock.id()));
    assertEquals("  %" + (2 * BLOCKS + 2) + " = add i32 %" + (2 * BLOCKS) + ", 1",
        IrPrinter.printInst(f, lastBlock.insts().getFirst()));
  }

  @Test
  void eachSnapshotHasItsOwnNames() {
    Function f = large();
    Function copy = f.withName("big2");
    long before = SlotNames.OF_FUNCTION.computations();
    SlotNames names = SlotNames.of(f);
    SlotNames copyNames = SlotNames.of(copy);
    assertNotSame(names, copyNames);
    assertEquals(2, SlotNames.OF_FUNCTION.computations() - before);
    Inst last = Ir.insts(f).getLast();
    assertEquals(IrPrinter.printInst(f, last), IrPrinter.printInst(copy, last));
  }

  @Test
  void constantsNeedNoNames() {
    Function f = large();
    long before = SlotNames.OF_FUNCTION.computations();
    assertEquals("7", IrPrinter.operand(f, new Value.ConstInt(dev.cvg.ir.Type.I32, 7)));
    assertEquals(0, SlotNames.OF_FUNCTION.computations() - before);
  }
}
