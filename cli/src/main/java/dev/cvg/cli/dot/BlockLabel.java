package dev.cvg.cli.dot;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.text.IrPrinter;
import java.util.Optional;

/**
 * The HTML-like label of one block, as {@code opt -passes=dot-cfg} lays it out: the block name,
 * then each instruction as {@link IrPrinter} prints it, one left-aligned line each. With a
 * uniformity analysis, divergent instructions are red and a divergent terminator is bold red;
 * with a run, a last blue line lists the converged groups of threads that visited the block. A
 * marked instruction ({@link InstMark}) is bold in the mark's colour after an arrow, with its note
 * on the next line.
 *
 * <pre>
 *   loop:
 *     %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]       (red: divergent)
 *     br i1 %c, label %loop, label %exit                   (bold red: divergent branch)
 *   visits: {0-3} {4,5}                                     (blue)
 * </pre>
 */
final class BlockLabel {
  private static final String LINE_END = "<br align=\"left\"/>";
  static final String DIVERGENT_COLOR = "red";
  private static final String VISITS_COLOR = "blue";
  /** Put before a marked instruction (an arrow, U+25B6, and a space). */
  static final String MARK_ARROW = "&#9654; ";

  private BlockLabel() {}

  /** Returns the label of block number {@code b} of {@code f}, without the enclosing {@code < >}. */
  static String of(Function f, java.util.function.Function<Inst, String> printer, int b,
      CfgAnnotations a) {
    Block block = f.index().block(b);
    StringBuilder sb = new StringBuilder();
    sb.append("<b>").append(Html.escape(name(f, block))).append(":</b>").append(LINE_END);
    Optional<UniformityInfo> u = a.uniformity();
    for (Inst i : block.insts()) {
      // a switch prints its cases on lines of their own: each becomes a left-aligned label line
      String text = Html.escape(printer.apply(i)).replace("\n", LINE_END);
      boolean divergent = u.isPresent() && (i.isTerminator() ? u.get().hasDivergentTerminator(b)
          : u.get().isDivergent(i.id()));
      if (divergent && i.isTerminator()) {
        text = "<b>" + text + "</b>";
      }
      Optional<InstMark> mark = a.markOf(i.id());
      if (mark.isPresent()) {
        sb.append(font(InstMark.COLOR, "<b>" + MARK_ARROW + text + "</b>")).append(LINE_END);
        if (!mark.get().note().isEmpty()) {
          sb.append(font(InstMark.COLOR, "<i>" + Html.escape(mark.get().note()) + "</i>")).append(LINE_END);
        }
        continue;
      }
      sb.append(divergent ? font(DIVERGENT_COLOR, text) : text).append(LINE_END);
    }
    a.visits().ifPresent(v -> sb.append(font(VISITS_COLOR, Html.escape(v.describe(b)))).append(LINE_END));
    return sb.toString();
  }

  /** Returns the block's name as a label line shows it: {@code entry}, {@code 3}, {@code "a b"}. */
  static String name(Function f, Block block) {
    String operand = IrPrinter.blockName(f, block.id());
    return operand.startsWith("%") ? operand.substring(1) : operand;
  }

  private static String font(String color, String html) {
    return "<font color=\"" + color + "\">" + html + "</font>";
  }
}
