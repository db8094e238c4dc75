package dev.cvg.cli.fuzz;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of an external transform ({@code --opt=CMD}) and how a module reaches it and
 * comes back. The convention:
 * <ul>
 *   <li>{@code CMD} is split into words as a shell would for plain words and single or double
 *       quotes ({@code opt-22 -passes='default<O2>'}); no other shell syntax (pipes,
 *       redirections, variables) is interpreted;
 *   <li>the input {@code .ll} file's path replaces every word {@code {}}; without one, it is
 *       appended as the last word;
 *   <li>the output is read from the file whose path replaces every word {@code {out}}; without
 *       one, from standard output;
 *   <li>an {@code opt} tool (the first word's file name starts with {@code opt}) gets {@code -S}
 *       appended unless it already has it, so it prints text rather than bitcode.
 * </ul>
 *
 * @param words the command's words as given, placeholders included
 */
public record ToolCommand(List<String> words) {
  /** The input placeholder. */
  public static final String INPUT = "{}";
  /** The output placeholder. */
  public static final String OUTPUT = "{out}";

  /** Copies the words; rejects an empty command. */
  public ToolCommand {
    words = List.copyOf(words);
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the external command is empty");
    }
  }

  /**
   * Parses {@code cmd} into words.
   *
   * @throws IllegalArgumentException if a quote is not closed or the command is empty
   */
  public static ToolCommand parse(String cmd) {
    List<String> out = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < cmd.length(); i++) {
      char c = cmd.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          out.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unclosed " + quote + " in the external command: " + cmd);
    }
    if (inWord) {
      out.add(word.toString());
    }
    return new ToolCommand(out);
  }

  /** Returns whether the output is read from a file ({@code {out}} present) rather than stdout. */
  public boolean writesFile() {
    return words.contains(OUTPUT);
  }

  /** Returns whether the tool is an {@code opt}, which needs {@code -S} to print text. */
  public boolean isOpt() {
    return Path.of(words.getFirst()).getFileName().toString().startsWith("opt");
  }

  /** Returns the argument vector for input file {@code in} and output file {@code out}. */
  public List<String> argv(Path in, Path out) {
    List<String> argv = new ArrayList<>();
    for (String w : words) {
      argv.add(w.equals(INPUT) ? in.toString() : w.equals(OUTPUT) ? out.toString() : w);
    }
    if (isOpt() && !words.contains("-S")) {
      argv.add("-S");
    }
    if (!words.contains(INPUT)) {
      argv.add(in.toString());
    }
    return argv;
  }

  /** Returns the command as given, words joined by spaces. */
  @Override
  public String toString() {
    return String.join(" ", words);
  }
}
