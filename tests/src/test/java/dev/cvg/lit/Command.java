package dev.cvg.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One command of a RUN pipeline: the tool, its arguments and its redirections.
 *
 * @param negated whether lit's {@code not} wraps the command (success means a non-zero exit)
 * @param tool the program name as written ({@code opt}, {@code FileCheck}, {@code llvm-as})
 * @param args the arguments after the tool, unsubstituted ({@code %s} stays {@code %s})
 * @param stdin the file redirected to standard input ({@code < file})
 * @param stdout the file standard output is redirected to ({@code > file})
 * @param stderr the file standard error is redirected to ({@code 2> file})
 * @param stderrToStdout whether {@code 2>&1} merges standard error into standard output
 */
public record Command(boolean negated, String tool, List<String> args, Optional<String> stdin,
    Optional<String> stdout, Optional<String> stderr, boolean stderrToStdout) {

  /** Copies the list. */
  public Command {
    args = List.copyOf(args);
  }

  /** Returns the command with lit substitutions applied to every word. */
  public Command substitute(Substitutions s) {
    List<String> a = new ArrayList<>();
    for (String arg : args) {
      a.add(s.apply(arg));
    }
    return new Command(negated, s.apply(tool), a, stdin.map(s::apply), stdout.map(s::apply),
        stderr.map(s::apply), stderrToStdout);
  }

  /** Returns the tool followed by the arguments. */
  public List<String> argv() {
    List<String> argv = new ArrayList<>();
    argv.add(tool);
    argv.addAll(args);
    return argv;
  }

  /** Returns the command as shell text, redirections last (for messages). */
  public String render() {
    StringBuilder sb = new StringBuilder(negated ? "not " : "");
    sb.append(String.join(" ", argv()));
    stdin.ifPresent(f -> sb.append(" < ").append(f));
    stdout.ifPresent(f -> sb.append(" > ").append(f));
    stderr.ifPresent(f -> sb.append(" 2> ").append(f));
    if (stderrToStdout) {
      sb.append(" 2>&1");
    }
    return sb.toString();
  }
}
