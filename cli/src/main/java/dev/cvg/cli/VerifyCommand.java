package dev.cvg.cli;

import dev.cvg.ir.Module;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code cvg verify FILE}: the IR verifier and the convergence-token static rules; every
 * finding on standard error, exit code 1 if there is any, silent and 0 when valid (as
 * {@code opt -passes=verify}).
 */
@Command(name = "verify", description = "Check the IR and the convergence-token static rules.")
final class VerifyCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Override
  protected int execute() throws CliException {
    Module m = ModuleInput.parse(input.read(stdin()));
    return report(ModuleInput.verify(m, target.model(m)));
  }
}
