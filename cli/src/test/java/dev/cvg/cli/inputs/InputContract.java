package dev.cvg.cli.inputs;

import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What every command owes every input (issue 13, "Inputs that cannot break it"): an exit code the
 * CLI documents (0..3); never an internal error or a stack trace; an input error (exit code 2)
 * whose first line names one of the input files, and names {@code file:line:col} inside the text
 * when the input does not decode or parse; at most {@link #SECOND_NANOS} of CPU time for an input
 * under 100 KB (CPU time, not wall time: the machines it runs on are shared; see {@link CliRun.Outcome}).
 */
final class InputContract {
  /** The time an input under 100 KB may take. */
  static final long SECOND_NANOS = 1_000_000_000L;

  /** How a run broke the contract. */
  enum Kind {
    /** The run did not end within the hard limit. */
    TIMEOUT,
    /** The run took more than a second of CPU time on an input under 100 KB. */
    SLOW,
    /** An exception escaped {@code Main.run}. */
    ESCAPED,
    /** {@code error: internal: ...} on standard error, or the parser's fallback for an unexpected exception. */
    INTERNAL,
    /** A stack trace in the output. */
    STACK_TRACE,
    /** An exit code the CLI does not document. */
    EXIT_CODE,
    /** An input error that does not say where: no input file, or no line and column for a syntax error. */
    UNPOSITIONED
  }

  /** A broken contract: its kind and what was seen. */
  record Violation(Kind kind, String detail) {
    /** Returns a key that groups failures of the same cause: the kind and the first line with numbers and names blurred. */
    String signature(FuzzedCommand command) {
      String first = detail.lines().findFirst().orElse("");
      return command + " " + kind + " " + first.replaceAll("\\S*\\.ll", "F").replaceAll("[%@!#]\"?[-\\w.$]*\"?", "%v")
          .replaceAll("\\d+", "N");
    }
  }

  /**
   * What an internal error looks like: the CLI's last line of defence, and the parser's, which
   * turns an unexpected exception or a stack overflow into a positioned message.
   */
  private static final List<String> INTERNAL_MARKS = List.of("error: internal", "internal parser error",
      "input nested too deeply");

  private static final Pattern POSITIONED = Pattern.compile("^(.*):(\\d+):(\\d+): error: .+");

  private InputContract() {}

  /**
   * Returns how {@code o}, the run of a command on {@code input} (written to {@code file}; the
   * command's other input files are {@code files}), breaks the contract, if it does.
   */
  static Optional<Violation> check(CliRun.Outcome o, byte[] input, String file, List<String> files) {
    if (o.timedOut()) {
      return Optional.of(new Violation(Kind.TIMEOUT, "no answer after " + o.nanos() / 1_000_000 + " ms"));
    }
    if (o.code() == -1) {
      return Optional.of(new Violation(Kind.ESCAPED, o.err()));
    }
    for (String internal : INTERNAL_MARKS) {
      if (o.err().contains(internal)) {
        return Optional.of(new Violation(Kind.INTERNAL, line(o.err(), internal)));
      }
    }
    if (o.err().contains("\tat ") || o.out().contains("\tat ")) {
      return Optional.of(new Violation(Kind.STACK_TRACE, line(o.err() + o.out(), "\tat ")));
    }
    if (o.code() < 0 || o.code() > 3) {
      return Optional.of(new Violation(Kind.EXIT_CODE, "exit code " + o.code() + ": " + o.err()));
    }
    if (o.code() == 2) {
      Optional<Violation> v = positioned(o.err(), input, file, files);
      if (v.isPresent()) {
        return v;
      }
    }
    if (input.length < Mutator.MAX_BYTES + 1 && o.cpuNanos() > SECOND_NANOS) {
      return Optional.of(new Violation(Kind.SLOW, o.cpuNanos() / 1_000_000 + " ms of CPU time"));
    }
    return Optional.empty();
  }

  /** An input error's first line names an input; a syntax error in {@code file} names its line and column there. */
  private static Optional<Violation> positioned(String err, byte[] input, String file, List<String> files) {
    String first = err.lines().findFirst().orElse("");
    if (files.stream().noneMatch(f -> first.startsWith(f + ":"))) {
      return Optional.of(new Violation(Kind.UNPOSITIONED, "names no input file: " + first));
    }
    if (!first.startsWith(file + ":")) {
      return Optional.empty();
    }
    Matcher m = POSITIONED.matcher(first);
    if (!m.matches()) {
      // only a message without a position needs the (costly) second parse that tells a syntax error
      return syntaxError(input, file).map(e -> new Violation(Kind.UNPOSITIONED, "syntax error without line:col: "
          + first + " (the parser says: " + e + ")"));
    }
    long lines = Mutation.string(input).lines().count() + 1;
    long line = Long.parseLong(m.group(2));
    if (line < 1 || line > lines || Long.parseLong(m.group(3)) < 1) {
      return Optional.of(new Violation(Kind.UNPOSITIONED, "position outside the text (" + lines + " lines): " + first));
    }
    return Optional.empty();
  }

  /** Returns the decoding or parse error of {@code input}, if it has one. */
  private static Optional<String> syntaxError(byte[] input, String file) {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(input)).toString();
    } catch (CharacterCodingException e) {
      return Optional.of("invalid UTF-8");
    }
    try {
      IrParser.parse(text, file);
      return Optional.empty();
    } catch (ParseException e) {
      return Optional.of(e.render());
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.of("parser failure " + e);
    }
  }

  private static String line(String s, String containing) {
    return s.lines().filter(l -> l.contains(containing)).findFirst().orElse(s);
  }
}
