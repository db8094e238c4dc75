package dev.cvg.cli.llvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The divergence facts of one function, read back from {@code print<uniformity>} text (LLVM's or
 * cvg's), in a form where two analyses of the same IR can be compared even if the IR printers
 * differ: per block the divergence mark of every definition and terminator in order, the
 * divergent argument names, the cycle sections with blocks after the entries sorted, and the
 * temporal divergence pairs by value name and user text.
 *
 * @param allUniform whether the function printed {@code ALL VALUES UNIFORM}
 * @param arguments the divergent argument names
 * @param assumedCycles normalised lines of {@code CYCLES ASSUMED DIVERGENT}
 * @param exitCycles normalised lines of {@code CYCLES WITH DIVERGENT EXIT}
 * @param temporal {@code value -> user} pairs of the temporal divergence list
 * @param blocks block name to the marks of its instructions, in order
 * @param values value name ({@code %x}) to its mark, for instructions that define one
 */
public record UniformityMarks(boolean allUniform, Set<String> arguments, Set<String> assumedCycles,
    Set<String> exitCycles, Set<String> temporal, Map<String, List<Boolean>> blocks,
    Map<String, Boolean> values) {

  private static final String MARK = "  DIVERGENT: ";
  private static final String NO_MARK = " ".repeat(13);

  /** Parses the text of any number of functions; returns function name to marks. */
  public static Map<String, UniformityMarks> parse(String text) {
    Map<String, UniformityMarks> out = new LinkedHashMap<>();
    String[] lines = text.split("\n", -1);
    int i = 0;
    while (i < lines.length) {
      String line = lines[i];
      if (!line.startsWith("UniformityInfo for function '")) {
        i++;
        continue;
      }
      String name = line.substring("UniformityInfo for function '".length(), line.length() - 2);
      i++;
      boolean allUniform = false;
      Set<String> args = new TreeSet<>();
      Set<String> assumed = new TreeSet<>();
      Set<String> exits = new TreeSet<>();
      Set<String> temporal = new TreeSet<>();
      Map<String, List<Boolean>> blocks = new LinkedHashMap<>();
      Map<String, Boolean> values = new LinkedHashMap<>();
      String section = "";
      String block = null;
      String value = null;
      String user = null;
      for (; i < lines.length && !lines[i].startsWith("UniformityInfo for function '"); i++) {
        String l = lines[i];
        if (l.equals("ALL VALUES UNIFORM")) {
          allUniform = true;
        } else if (l.endsWith(":") && !l.startsWith(" ") && !l.contains("  ")) {
          section = l;
        } else if (l.startsWith("BLOCK ")) {
          block = l.substring(6);
          blocks.put(block, new ArrayList<>());
          section = "BLOCK";
        } else if (l.startsWith("Value         :")) {
          value = valueName(l.substring(15));
        } else if (l.startsWith("Used by       :")) {
          user = normalizeInst(l.substring(15));
        } else if (l.startsWith("Outside cycle :")) {
          temporal.add(value + " -> " + user + " @ " + normalizeCycle(l.substring(15)));
        } else if (section.equals("DIVERGENT ARGUMENTS:") && l.startsWith(MARK)) {
          String a = l.substring(MARK.length()).trim();
          args.add(a.substring(a.lastIndexOf(' ') + 1));
        } else if (section.equals("CYCLES ASSUMED DIVERGENT:") && l.startsWith("  depth=")) {
          assumed.add(normalizeCycle(l.trim()));
        } else if (section.equals("CYCLES WITH DIVERGENT EXIT:") && l.startsWith("  depth=")) {
          exits.add(normalizeCycle(l.trim()));
        } else if (block != null && section.equals("BLOCK")
            && (l.startsWith(MARK) || l.startsWith(NO_MARK + "  "))) {
          blocks.get(block).add(l.startsWith(MARK));
          String inst = l.substring(MARK.length()).trim();
          int eq = inst.indexOf(" = ");
          if (inst.startsWith("%") && eq > 0) {
            values.put(inst.substring(0, eq), l.startsWith(MARK));
          }
        }
      }
      out.put(name, new UniformityMarks(allUniform, args, assumed, exits, temporal, blocks, values));
    }
    return out;
  }

  /** Returns {@code depth=D: entries(E...) B...} with the non-entry blocks sorted. */
  public static String normalizeCycle(String line) {
    int close = line.indexOf(')');
    String head = line.substring(0, close + 1);
    String[] rest = line.substring(close + 1).trim().split("\\s+");
    Arrays.sort(rest);
    return head + " " + String.join(" ", rest).trim();
  }

  private static String valueName(String inst) {
    String t = inst.trim();
    int eq = t.indexOf(" = ");
    return eq > 0 ? t.substring(0, eq) : normalizeInst(t);
  }

  private static String normalizeInst(String inst) {
    return inst.trim().replaceAll(", align \\d+", "");
  }

  /** Returns whether every instruction of this function is marked uniform. */
  public boolean noDivergentInstructions() {
    return blocks.values().stream().flatMap(List::stream).noneMatch(b -> b);
  }
}
