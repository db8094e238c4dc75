package dev.cvg.ir.text;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Global;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.TypeDef;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes modules, functions, instructions and operands in LLVM's canonical textual syntax, so
 * that the output is accepted by {@code opt} and parses back to the same names and ids.
 *
 * <p>Module layout: header lines, named types, globals, functions (a blank line between any
 * two), attribute groups, then the verbatim metadata trailer; sections are separated by one
 * blank line. Blocks are separated by a blank line and labelled {@code name:} (no
 * {@code ; preds} comments); an unnamed entry block has no label, as in LLVM's output.
 * Instructions are indented by two spaces. Attribute groups are renumbered as LLVM's printer
 * numbers them ({@link AttributeNumbering}): by first use, groups with the same attributes
 * merged, unreferenced groups left out; the model keeps the numbers as written. Output depends
 * only on the model, never on hash order. A function's printed names (LLVM's slot numbering of
 * unnamed values and blocks) take one pass over the function and are memoized on the snapshot,
 * so {@link #operand}, {@link #typedOperand}, {@link #blockName} and
 * {@link #printInst(Function, Inst)} cost one pass for the first call on a snapshot and only the
 * printed entity's size after that. {@link #printInst(Module, Function, Inst)} also renumbers the
 * attribute groups, a pass per call; {@link #instPrinter} does that once for many instructions.
 */
public final class IrPrinter {
  private IrPrinter() {}

  /**
   * Returns the whole module as LLVM IR text, ending in a newline.
   *
   * @param m the module
   * @return the text
   */
  public static String print(Module m) {
    List<String> sections = new ArrayList<>();
    section(sections, m.header());
    section(sections, m.types().stream().map(IrPrinter::typeDef).toList());
    section(sections, m.globals().stream().map(IrPrinter::global).toList());
    AttributeNumbering groups = AttributeNumbering.ofModule(m);
    if (!m.functions().isEmpty()) {
      sections.add(m.functions().stream().map(f -> print(f, groups)).collect(Collectors.joining("\n")));
    }
    section(sections, groups.groups().stream().map(IrPrinter::group).toList());
    trailer(sections, m.trailer());
    return String.join("\n", sections);
  }

  /**
   * Returns one function ({@code define ... { ... }} or {@code declare ...}), ending in a newline.
   *
   * @param m the module defining {@code f}
   * @param f a function of {@code m}
   * @return the text
   */
  public static String print(Module m, Function f) {
    return print(f, AttributeNumbering.ofFunction(m, f));
  }

  /** Returns {@code f} printed with attribute group references numbered by {@code groups}. */
  static String print(Function f, AttributeNumbering groups) {
    SlotNames names = SlotNames.of(f);
    StringBuilder sb = new StringBuilder(header(f, names, groups));
    if (f.isDeclaration()) {
      return sb.append('\n').toString();
    }
    sb.append(" {\n");
    InstPrinter insts = new InstPrinter(names, groups);
    boolean first = true;
    for (Block b : f.blocks()) {
      if (!first) {
        sb.append('\n');
      }
      String label = names.label(b.id());
      if (!label.isEmpty()) {
        sb.append(label).append('\n');
      }
      for (Inst i : b.insts()) {
        sb.append(insts.print(f, i)).append('\n');
      }
      first = false;
    }
    return sb.append("}\n").toString();
  }

  /**
   * Returns {@code i} as {@link #print(Module, Function)} prints it (two-space indent, no
   * newline) but with attribute group references as written, since the module is not known.
   *
   * @param f the function holding {@code i}
   * @param i an instruction
   * @return the line
   */
  public static String printInst(Function f, Inst i) {
    return new InstPrinter(SlotNames.of(f), AttributeNumbering.NONE).print(f, i);
  }

  /**
   * Returns {@code i} of {@code f} in module {@code m} as LLVM's {@code Instruction::print}
   * writes it: like {@link #printInst(Function, Inst)}, with attribute groups renumbered as
   * printing {@code f} alone numbers them.
   *
   * @param m the module defining {@code f}
   * @param f the function holding {@code i}
   * @param i an instruction
   * @return the line
   */
  public static String printInst(Module m, Function f, Inst i) {
    return instPrinter(m, f).apply(i);
  }

  /**
   * Returns a printer for many instructions of {@code f} in module {@code m}, each printed as
   * {@link #printInst(Module, Function, Inst)} does; the slot names and attribute numbering are
   * computed once, so printing every instruction of a function stays linear.
   *
   * @param m the module defining {@code f}
   * @param f the function whose instructions are printed
   * @return the printer, mapping an instruction to its line
   */
  public static java.util.function.Function<Inst, String> instPrinter(Module m, Function f) {
    InstPrinter printer = new InstPrinter(SlotNames.of(f), AttributeNumbering.ofFunction(m, f));
    return i -> printer.print(f, i);
  }

  /**
   * Returns the operand text of {@code v} in {@code f} without its type: {@code %x}, {@code 42},
   * {@code @g}.
   *
   * @param f the function {@code v} is used in
   * @param v an operand
   * @return the operand text
   */
  public static String operand(Function f, Value v) {
    return names(f, v).operand(v);
  }

  /**
   * Returns {@code <type> <operand>}, e.g. {@code i32 %x}.
   *
   * @param f the function {@code v} is used in
   * @param v an operand
   * @return the typed operand text
   */
  public static String typedOperand(Function f, Value v) {
    return names(f, v).typed(v);
  }

  /**
   * Returns the label-reference form of block {@code b} in {@code f}, e.g. {@code %bb} or {@code
   * %1}.
   *
   * @param f the function
   * @param b a block of {@code f}
   * @return the label text
   */
  public static String blockName(Function f, BlockId b) {
    return SlotNames.of(f).block(b);
  }

  private static SlotNames names(Function f, Value v) {
    // constants never need the function's names; skip the pass over the function for them
    return v instanceof Value.Local ? SlotNames.of(f) : SlotNames.EMPTY;
  }

  private static void section(List<String> out, List<String> lines) {
    if (!lines.isEmpty()) {
      out.add(lines.stream().map(l -> l + "\n").collect(Collectors.joining()));
    }
  }

  /** Adds the trailer, with a blank line where named metadata is followed by numbered nodes (LLVM's layout). */
  private static void trailer(List<String> out, List<String> lines) {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < lines.size(); k++) {
      if (k > 0 && isNamedMetadata(lines.get(k - 1)) && isNumberedMetadata(lines.get(k))) {
        sb.append('\n');
      }
      sb.append(lines.get(k)).append('\n');
    }
    if (!sb.isEmpty()) {
      out.add(sb.toString());
    }
  }

  private static boolean isNumberedMetadata(String line) {
    return line.length() > 1 && line.charAt(0) == '!' && Character.isDigit(line.charAt(1));
  }

  private static boolean isNamedMetadata(String line) {
    return line.startsWith("!") && !isNumberedMetadata(line);
  }

  private static String header(Function f, SlotNames names, AttributeNumbering groups) {
    FunctionHeader h = f.header();
    StringBuilder sb = new StringBuilder(f.isDeclaration() ? "declare " : "define ");
    h.linkage().forEach(w -> sb.append(w).append(' '));
    if (!h.callingConv().isEmpty()) {
      sb.append(h.callingConv()).append(' ');
    }
    h.returnAttrs().forEach(w -> sb.append(w).append(' '));
    sb.append(h.returnType()).append(" @").append(SlotNames.identifier(f.name())).append('(');
    List<String> params = new ArrayList<>();
    for (Param p : h.params()) {
      StringBuilder ps = new StringBuilder(p.type().toString());
      p.attrs().forEach(a -> ps.append(' ').append(a));
      if (!f.isDeclaration()) {
        ps.append(' ').append(names.value(p.id()));
      }
      params.add(ps.toString());
    }
    if (h.varArgs()) {
      params.add("...");
    }
    sb.append(String.join(", ", params)).append(')');
    h.trailing().forEach(w -> sb.append(' ').append(groups.rename(w)));
    return sb.toString();
  }

  private static String typeDef(TypeDef d) {
    return d.name() + " = type " + d.body().map(Object::toString).orElse("opaque");
  }

  private static String global(Global g) {
    StringBuilder sb = new StringBuilder("@").append(SlotNames.identifier(g.name())).append(" = ");
    g.prefix().forEach(w -> sb.append(w).append(' '));
    sb.append(g.isConstant() ? "constant " : "global ").append(g.valueType());
    g.initializer().ifPresent(v -> sb.append(' ').append(SlotNames.EMPTY.operand(v)));
    g.trailing().forEach(t -> sb.append(", ").append(t));
    return sb.toString();
  }

  private static String group(AttributeGroup g) {
    return "attributes #" + g.number() + " = { " + String.join(" ", g.attrs()) + " }";
  }
}
