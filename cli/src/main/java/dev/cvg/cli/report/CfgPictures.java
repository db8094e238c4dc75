package dev.cvg.cli.report;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.cli.dot.CfgAnnotations;
import dev.cvg.cli.dot.CfgDot;
import dev.cvg.cli.dot.Graphviz;
import dev.cvg.cli.dot.InstMark;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.verify.IrVerifier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Draws a function's CFG into the report as {@code cvg dot --cycles --uniformity} draws it (the
 * same exporter, {@link CfgDot}), with the offending operation marked: inline SVG rendered by
 * Graphviz when it is installed, else the DOT text under a notice saying what to install. A
 * function that does not verify (the transformed side of a {@code static rules} violation) is
 * drawn without cycles and uniformity, whose analyses need a valid function.
 */
final class CfgPictures {
  /** What the page says when Graphviz is missing; {@code cvg check} prints it on stderr too. */
  static final String MISSING = "Graphviz's '" + Graphviz.PROGRAM + "' program is not on PATH, so the graphs are "
      + "shown as DOT text: install graphviz (apt-get install graphviz) to see them drawn";

  private final Optional<Path> graphviz;

  /** Creates the renderer; with {@code graphviz} empty every picture is DOT text. */
  CfgPictures(Optional<Path> graphviz) {
    this.graphviz = graphviz;
  }

  /** Returns whether pictures are drawn (Graphviz was found). */
  boolean draws() {
    return graphviz.isPresent();
  }

  /**
   * Writes a {@code <figure>} holding the CFG of {@code f} (of {@code side}'s module) with
   * {@code marks}, captioned {@code caption}; {@code role} ({@code original}, {@code transformed})
   * becomes its {@code data-side}.
   */
  void write(HtmlWriter w, ReportSide side, Function f, List<InstMark> marks, String role, String caption) {
    String dot = CfgDot.write(side.module(), f, annotations(side, f, marks));
    w.open("figure", "class", "cfg", "data-side", role, "data-function", f.name());
    w.element("figcaption", caption);
    Optional<String> failure = Optional.empty();
    if (graphviz.isPresent()) {
      try {
        String svg = Graphviz.svgElement(graphviz.get(), dot);
        // a wide graph is scaled to the column; the box shows it at its own size (CSS :has, no script)
        w.open("label", "class", "actual-size").empty("input", "type", "checkbox").text(" actual size")
            .close("label");
        w.open("div", "class", "svg").raw(svg).close("div");
        w.open("details").element("summary", "DOT text").element("pre", dot, "class", "dot").close("details");
      } catch (IOException | Graphviz.RenderException e) {
        failure = Optional.of("Graphviz could not draw this graph (" + e.getMessage() + "); its DOT text:");
      }
    } else {
      failure = Optional.of(MISSING);
    }
    failure.ifPresent(why -> w.element("p", why, "class", "missing").element("pre", dot, "class", "dot"));
    w.close("figure");
  }

  private static CfgAnnotations annotations(ReportSide side, Function f, List<InstMark> marks) {
    boolean valid = IrVerifier.verifyBody(side.module(), f).isEmpty()
        && ConvergenceVerifier.verify(side.module(), f, side.target()).isEmpty();
    return new CfgAnnotations(
        valid ? Optional.of(CycleHierarchy.of(f.index().cfg())) : Optional.empty(),
        valid ? Optional.of(UniformityInfo.of(side.module(), f, side.target())) : Optional.empty(),
        Optional.empty(), List.of(), marks);
  }
}
