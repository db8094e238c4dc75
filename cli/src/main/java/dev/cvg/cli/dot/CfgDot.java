package dev.cvg.cli.dot;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Switch;
import dev.cvg.ir.text.IrPrinter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.AttributeType;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.dot.DOTExporter;

/**
 * Writes one function's CFG as a Graphviz {@code digraph}, as {@code opt -passes=dot-cfg} draws
 * it: a box per block labelled with its name and instructions ({@link BlockLabel}), an edge per
 * successor index labelled {@code T}/{@code F} for {@code br i1} and with the index for
 * {@code switch} ({@code 0 (def)}, {@code 1 (7)}, …) and {@code callbr}. The graph is a JGraphT
 * {@link DirectedPseudograph} (self-loops and parallel edges occur in CFGs) exported by
 * jgrapht-io's {@link DOTExporter} through its attribute providers.
 *
 * <p>Annotations ({@link CfgAnnotations}): cycles become nested clusters ({@link CycleClusters})
 * with each header drawn with a double border and the other entries of an irreducible cycle with a
 * dashed double border; with uniformity, a block whose terminator is divergent gets a red border
 * and red out-edges, divergent instructions red text, and the title lists divergent arguments;
 * with a run, each block lists the converged groups that visited it; a block holding a marked
 * instruction ({@link InstMark}) has a thick border in the mark's colour, a light fill and the
 * SVG class {@link InstMark#SVG_CLASS}.
 *
 * <p>Deterministic: JGraphT's default graphs keep insertion order, vertices are added in layout
 * order and edges by source block and successor index, attribute maps are insertion-ordered.
 */
public final class CfgDot {
  private CfgDot() {}

  /** Returns the DOT text of {@code f} (a definition of {@code m}) with annotations {@code a}. */
  public static String write(Module m, Function f, CfgAnnotations a) {
    Graph<Integer, CfgEdge> g = graph(m, f);
    java.util.function.Function<Inst, String> printer = IrPrinter.instPrinter(m, f);
    DOTExporter<Integer, CfgEdge> exporter = new DOTExporter<>(CfgDot::vertexId);
    exporter.setGraphIdProvider(() -> Html.quoted(f.name()));
    exporter.setGraphAttributeProvider(() -> graphAttributes(f, a));
    exporter.setVertexAttributeProvider(b -> vertexAttributes(f, printer, b, a));
    exporter.setEdgeAttributeProvider(e -> edgeAttributes(e, a));
    StringWriter out = new StringWriter();
    exporter.exportGraph(g, out);
    String dot = out.toString().replace(System.lineSeparator(), "\n");
    return a.cycles().map(h -> CycleClusters.insert(dot, h, CfgDot::vertexId)).orElse(dot);
  }

  /** Returns the DOT node id of block number {@code b}: {@code b0}, {@code b1}, … in layout order. */
  static String vertexId(int b) {
    return "b" + b;
  }

  /** Returns the CFG of {@code f}: block numbers as vertices, one edge per successor index. */
  static Graph<Integer, CfgEdge> graph(Module m, Function f) {
    Graph<Integer, CfgEdge> g = new DirectedPseudograph<>(null, null, false);
    int n = f.index().blockCount();
    for (int b = 0; b < n; b++) {
      g.addVertex(b);
    }
    for (int b = 0; b < n; b++) {
      Optional<Inst> term = f.index().block(b).terminator();
      if (term.isEmpty()) {
        continue;
      }
      List<dev.cvg.ir.BlockId> succs = term.get().successors();
      for (int k = 0; k < succs.size(); k++) {
        int to = f.index().number(succs.get(k));
        g.addEdge(b, to, new CfgEdge(b, k, to, edgeLabel(f, term.get(), k)));
      }
    }
    return g;
  }

  /** Returns the label of successor {@code k} of {@code term}. */
  private static String edgeLabel(Function f, Inst term, int k) {
    return switch (term) {
      case CondBr c -> k == 0 ? "T" : "F";
      case Switch s -> k + (k == 0 ? " (def)" : " (" + IrPrinter.operand(f, s.cases().get(k - 1).value()) + ")");
      default -> term.successors().size() > 1 ? Integer.toString(k) : "";
    };
  }

  /**
   * Returns the graph's attributes. {@code DOTExporter} prints graph attribute values verbatim
   * (unlike vertex and edge attributes, which it quotes), so they are quoted here.
   */
  private static Map<String, Attribute> graphAttributes(Function f, CfgAnnotations a) {
    StringBuilder title = new StringBuilder("CFG for '" + f.name() + "' function");
    a.uniformity().ifPresent(u -> {
      List<Param> args = u.divergentArguments();
      if (!args.isEmpty()) {
        title.append("\ndivergent arguments: ").append(args.stream()
            .map(p -> IrPrinter.operand(f, new dev.cvg.ir.Value.Local(p.id(), p.type())))
            .collect(Collectors.joining(" ")));
      }
    });
    a.notes().forEach(n -> title.append('\n').append(n));
    Map<String, Attribute> attrs = new LinkedHashMap<>();
    attrs.put("label", DefaultAttribute.createAttribute(Html.quoted(title.toString()).replace("\n", "\\n")));
    attrs.put("labelloc", DefaultAttribute.createAttribute("t"));
    return attrs;
  }

  private static Map<String, Attribute> vertexAttributes(Function f,
      java.util.function.Function<Inst, String> printer, int b, CfgAnnotations a) {
    Map<String, Attribute> attrs = new LinkedHashMap<>();
    attrs.put("shape", DefaultAttribute.createAttribute("box"));
    attrs.put("fontname", DefaultAttribute.createAttribute("Courier"));
    attrs.put("label", new DefaultAttribute<>(BlockLabel.of(f, printer, b, a), AttributeType.HTML));
    a.cycles().ifPresent(h -> {
      Optional<Cycle> entered = enteredCycle(h, b);
      if (entered.isPresent()) {
        attrs.put("peripheries", DefaultAttribute.createAttribute(2));
        if (entered.get().header() != b) {
          attrs.put("style", DefaultAttribute.createAttribute("dashed"));
        }
      }
    });
    if (a.uniformity().map(u -> u.hasDivergentTerminator(b)).orElse(false)) {
      attrs.put("color", DefaultAttribute.createAttribute(BlockLabel.DIVERGENT_COLOR));
    }
    if (f.index().block(b).insts().stream().anyMatch(i -> a.markOf(i.id()).isPresent())) {
      attrs.put("color", DefaultAttribute.createAttribute(InstMark.COLOR));
      attrs.put("penwidth", DefaultAttribute.createAttribute(3));
      attrs.put("style", DefaultAttribute.createAttribute(attrs.containsKey("style") ? "filled,dashed" : "filled"));
      attrs.put("fillcolor", DefaultAttribute.createAttribute(InstMark.FILL));
      attrs.put("class", DefaultAttribute.createAttribute(InstMark.SVG_CLASS));
    }
    return attrs;
  }

  /** Returns the outermost cycle that {@code b} is an entry of (a header is its cycle's first entry). */
  private static Optional<Cycle> enteredCycle(CycleHierarchy h, int b) {
    return h.cyclesContaining(b).stream().filter(c -> c.isEntry(b)).findFirst();
  }

  private static Map<String, Attribute> edgeAttributes(CfgEdge e, CfgAnnotations a) {
    Map<String, Attribute> attrs = new LinkedHashMap<>();
    if (!e.label().isEmpty()) {
      attrs.put("label", DefaultAttribute.createAttribute(e.label()));
    }
    UniformityInfo u = a.uniformity().orElse(null);
    if (u != null && u.hasDivergentTerminator(e.from())) {
      attrs.put("color", DefaultAttribute.createAttribute(BlockLabel.DIVERGENT_COLOR));
    }
    // null, not an empty map: DOTExporter then writes no "[ ]" after an unconditional edge
    return attrs.isEmpty() ? null : attrs;
  }
}
