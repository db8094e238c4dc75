package dev.cvg.cli;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.ir.SourcePos;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Subcommands that exist only in tests, to exercise the framework end to end. */
final class TestCommands {
  private TestCommands() {}

  /** Prints the input's name, target options and text. */
  @Command(name = "echo", description = "Print the input (test only).")
  static final class Echo extends Subcommand {
    @Mixin
    InputFile input;
    @Mixin
    TargetOptions target;

    @Override
    protected int execute() throws CliException {
      SourceText src = input.read(stdin());
      out().println("name=" + src.name() + " triple=" + target.triple().orElse("-")
          + " cpu=" + target.cpu().orElse("-"));
      out().print(src.text());
      return ExitCodes.OK;
    }
  }

  /** Reports one error diagnostic at line 2 of its input. */
  @Command(name = "diagnose", description = "Report a diagnostic (test only).")
  static final class Diagnose extends Subcommand {
    @Mixin
    InputFile input;

    @Override
    protected int execute() throws CliException {
      SourceText src = input.read(stdin());
      return report(List.of(Diagnostic.error(new Entity.FunctionEntity("f"),
          Optional.of(new SourcePos(src.name(), 2, 3)), "something is wrong")));
    }
  }

  /** Fails with an unexpected exception. */
  @Command(name = "crash", description = "Throw (test only).")
  static final class Crash extends Subcommand {
    @Override
    protected int execute() {
      throw new IllegalStateException("boom");
    }
  }

  /** Fails with a JVM error, which picocli does not catch. */
  @Command(name = "overflow", description = "Overflow the stack (test only).")
  static final class Overflow extends Subcommand {
    @Override
    protected int execute() {
      throw new StackOverflowError();
    }
  }
}
