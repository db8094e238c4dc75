package dev.cvg.cli.llvm;

import java.util.LinkedHashMap;
import java.util.Map;

/** The text {@code opt -passes='print<cycles>'} prints, split per function. */
public final class CycleText {
  private static final String HEADER = "CycleInfo for function: ";

  private CycleText() {}

  /**
   * Returns, per function name, its section: the header line and the cycle lines after it, each
   * line ending in a newline (the form of cvg's {@code CyclePrinter}); lines before the first
   * header are dropped.
   */
  public static Map<String, String> split(String text) {
    Map<String, String> out = new LinkedHashMap<>();
    String name = null;
    StringBuilder section = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (line.startsWith(HEADER)) {
        if (name != null) {
          out.put(name, section.toString());
        }
        name = line.substring(HEADER.length()).trim();
        section.setLength(0);
        section.append(line).append('\n');
      } else if (name != null && !line.isEmpty()) {
        section.append(line).append('\n');
      }
    }
    if (name != null) {
      out.put(name, section.toString());
    }
    return out;
  }
}
