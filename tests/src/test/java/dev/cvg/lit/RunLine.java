package dev.cvg.lit;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One lit RUN command after joining {@code \} continuations: a pipeline of commands.
 *
 * @param line the 1-based line of the first {@code RUN:} of the command
 * @param text the joined command text, unsubstituted
 * @param pipeline the commands connected by {@code |}, in order
 */
public record RunLine(int line, String text, List<Command> pipeline) {

  /** Copies the list. */
  public RunLine {
    pipeline = List.copyOf(pipeline);
  }

  /** Returns the first command of the pipeline (the tool under test). */
  public Command first() {
    return pipeline.get(0);
  }

  /** Returns the last command of the pipeline (usually FileCheck). */
  public Command last() {
    return pipeline.get(pipeline.size() - 1);
  }

  /** Returns whether the pipeline ends in FileCheck. */
  public boolean endsInFileCheck() {
    return pipeline.size() > 1 && Tools.base(last().tool()).equals("FileCheck");
  }

  /** Returns the pipeline as shell text. */
  public String render() {
    return pipeline.stream().map(Command::render).collect(Collectors.joining(" | "));
  }
}
