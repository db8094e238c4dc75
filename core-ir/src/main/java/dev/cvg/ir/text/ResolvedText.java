package dev.cvg.ir.text;

import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Module;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A function's text with its attribute groups resolved, for telling whether a tool changed a
 * function: {@code opt} rewrites {@code define ... convergent} as {@code define ... #0} with
 * {@code attributes #0 = { convergent }} and renumbers groups, which changes the printed text but
 * not the function.
 *
 * <p>The {@code define} line's attribute words ({@code #N} references and words written inline)
 * become one sorted set, and each {@code #N} of a call site becomes the sorted set of group N's
 * attributes in braces. Two functions with the same resolved text have the same body, signature
 * and effective attributes. Complexity: linear in the printed text.
 */
public final class ResolvedText {
  private static final Pattern GROUP = Pattern.compile("(?<![\\w\"])#(\\d+)\\b");

  private ResolvedText() {}

  /**
   * Returns whether two functions print the same once their attribute groups are resolved.
   *
   * @param a the module of {@code f}
   * @param f a function of {@code a}
   * @param b the module of {@code g}
   * @param g a function of {@code b}
   * @return whether the resolved texts are equal
   */
  public static boolean same(Module a, Function f, Module b, Function g) {
    return printsAlike(a, f, b, g) || of(a, f).equals(of(b, g));
  }

  /**
   * Returns whether {@code f} and {@code g} are sure to have the same resolved text without
   * printing them: the printer reads only a function's name, header, blocks (instruction records
   * compared by value, ids included), value names and attachments, and the group references
   * resolve alike when both modules have the same attribute groups. False means "not known":
   * the texts are then compared ({@code cvg check F F} and an unchanged function in a fuzz
   * campaign take this path instead of printing both functions).
   */
  private static boolean printsAlike(Module a, Function f, Module b, Function g) {
    if (f == g && a == b) {
      return true;
    }
    return f.isDeclaration() == g.isDeclaration()
        && f.name().equals(g.name())
        && f.header().equals(g.header())
        && a.attributeGroups().equals(b.attributeGroups())
        && f.valueNames().equals(g.valueNames())
        && f.attachments().equals(g.attachments())
        && f.blocks().equals(g.blocks());
  }

  /**
   * Returns a function printed with its attribute groups resolved.
   *
   * @param m the module defining {@code f} (its attribute groups)
   * @param f a function of {@code m}
   * @return the text, a {@code define} or {@code declare} ending in a newline
   */
  public static String of(Module m, Function f) {
    FunctionHeader h = f.header();
    List<String> attributes = List.copyOf(new TreeSet<>(m.effectiveAttributes(h.trailing())));
    FunctionHeader resolved = new FunctionHeader(h.linkage(), h.callingConv(), h.returnAttrs(), h.returnType(),
        h.params(), h.varArgs(), attributes);
    Function g = new Function(f.name(), resolved, f.isDeclaration(), f.blocks(), f.valueNames(), f.attachments(),
        f.sourceMap(), f.provenance(), f.nextId());
    String text = IrPrinter.print(g, AttributeNumbering.NONE); // the written numbers, which name m's groups
    Matcher matcher = GROUP.matcher(text);
    StringBuilder sb = new StringBuilder();
    while (matcher.find()) {
      Set<String> attrs = new TreeSet<>(m.effectiveAttributes(List.of(matcher.group())));
      matcher.appendReplacement(sb, Matcher.quoteReplacement("{ " + String.join(" ", attrs) + " }"));
    }
    matcher.appendTail(sb);
    return sb.toString();
  }
}
