package dev.cvg.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An {@code opt} command line taken apart: the pass pipeline, the target, the output mode,
 * the input, and every other flag verbatim.
 *
 * @param passes the top-level elements of {@code -passes=} ({@code verify<cycles>},
 *     {@code print<cycles>}, {@code loop(simple-loop-unswitch)}), in order; empty when the
 *     command uses legacy pass flags or none
 * @param triple {@code -mtriple}/{@code --mtriple}
 * @param cpu {@code -mcpu}/{@code --mcpu}
 * @param disableOutput {@code -disable-output}
 * @param textOutput {@code -S}
 * @param input the input: a positional file, or the {@code <} redirection
 * @param output {@code -o}
 * @param otherArgs every other argument, in order
 */
public record OptInvocation(List<String> passes, Optional<String> triple, Optional<String> cpu,
    boolean disableOutput, boolean textOutput, Optional<String> input, Optional<String> output,
    List<String> otherArgs) {

  private static final Set<String> WITH_VALUE = Set.of("passes", "mtriple", "mcpu", "o",
      "aa-pipeline", "mattr");

  /** Copies the lists. */
  public OptInvocation {
    passes = List.copyOf(passes);
    otherArgs = List.copyOf(otherArgs);
  }

  /**
   * Parses an {@code opt} command.
   *
   * @throws LitSyntaxException if the command is not {@code opt} or an option lacks its value
   */
  public static OptInvocation of(Command c) throws LitSyntaxException {
    if (!Tools.base(c.tool()).equals("opt")) {
      throw new LitSyntaxException("not an opt command: " + c.render());
    }
    List<String> passes = new ArrayList<>();
    String triple = null;
    String cpu = null;
    String output = null;
    String input = c.stdin().orElse(null);
    boolean disableOutput = false;
    boolean text = false;
    List<String> other = new ArrayList<>();
    List<String> args = c.args();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (!arg.startsWith("-") || arg.equals("-")) {
        input = arg;
        continue;
      }
      String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      if (WITH_VALUE.contains(name) && value == null) {
        if (i + 1 >= args.size()) {
          throw new LitSyntaxException("opt option '" + arg + "' needs a value");
        }
        value = args.get(++i);
      }
      switch (name) {
        case "passes" -> passes.addAll(splitPipeline(value));
        case "mtriple" -> triple = value;
        case "mcpu" -> cpu = value;
        case "o" -> output = value;
        case "disable-output" -> disableOutput = true;
        case "S" -> text = true;
        default -> {
          other.add(arg);
          if (WITH_VALUE.contains(name) && eq < 0) {
            other.add(value);
          }
        }
      }
    }
    return new OptInvocation(passes, Optional.ofNullable(triple), Optional.ofNullable(cpu),
        disableOutput, text, Optional.ofNullable(input), Optional.ofNullable(output), other);
  }

  /**
   * Splits a pass pipeline at its top-level commas:
   * {@code verify<cycles>,print<cycles>} gives {@code [verify<cycles>, print<cycles>]};
   * commas inside {@code <>} or {@code ()} do not split.
   */
  public static List<String> splitPipeline(String pipeline) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < pipeline.length(); i++) {
      char ch = pipeline.charAt(i);
      if (ch == '<' || ch == '(') {
        depth++;
      } else if (ch == '>' || ch == ')') {
        depth--;
      } else if (ch == ',' && depth == 0) {
        out.add(pipeline.substring(start, i).strip());
        start = i + 1;
      }
    }
    String last = pipeline.substring(start).strip();
    if (!last.isEmpty()) {
      out.add(last);
    }
    return out;
  }
}
