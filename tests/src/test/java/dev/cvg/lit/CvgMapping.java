package dev.cvg.lit;

import dev.cvg.filecheck.FileCheckArgs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a RUN line means for cvg: the {@code cvg} subcommand that replaces its first command,
 * or the reason it has none.
 */
public sealed interface CvgMapping permits CvgMapping.Mapped, CvgMapping.Unmapped {

  /** Returns the RUN line this mapping is for. */
  RunLine run();

  /**
   * A RUN line whose tool invocation has a cvg equivalent.
   *
   * @param run the RUN line
   * @param subcommand the cvg subcommand ({@code cycles}, {@code uniformity}, {@code verify})
   * @param options cvg options carried over ({@code --mtriple=...}, {@code --mcpu=...})
   * @param input the input file word, unsubstituted (usually {@code %s})
   * @param expectFailure whether the command is wrapped in {@code not} (cvg must exit non-zero)
   * @param mergesStderr whether standard error goes to FileCheck too ({@code 2>&1}); LLVM's
   *     {@code print<...>} passes write to standard error
   * @param printsModule whether the original command also prints the module as text
   *     ({@code opt -S} without {@code -disable-output}), so FileCheck sees the IR
   * @param fileCheck the FileCheck command checking the output, if the pipeline has one
   */
  record Mapped(RunLine run, String subcommand, List<String> options, String input,
      boolean expectFailure, boolean mergesStderr, boolean printsModule,
      Optional<FileCheckArgs> fileCheck) implements CvgMapping {

    /** Copies the list. */
    public Mapped {
      options = List.copyOf(options);
    }

    /** Returns the cvg arguments (subcommand, options, input) with lit substitutions applied. */
    public List<String> argv(Substitutions s) {
      List<String> argv = new ArrayList<>();
      argv.add(subcommand);
      options.forEach(o -> argv.add(s.apply(o)));
      argv.add(s.apply(input));
      return argv;
    }
  }

  /**
   * A RUN line cvg cannot run, with the reason (e.g. a transform pass without a cvg
   * subcommand, or an {@code llvm-as | llvm-dis} round trip).
   *
   * @param run the RUN line
   * @param reason why it has no cvg equivalent
   */
  record Unmapped(RunLine run, String reason) implements CvgMapping {}

  /** Returns the mapping of {@code run}. */
  static CvgMapping of(RunLine run) {
    return RunLineMapper.map(run);
  }
}
