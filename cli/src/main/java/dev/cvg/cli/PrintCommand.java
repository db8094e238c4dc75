package dev.cvg.cli;

import dev.cvg.ir.text.IrPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code cvg print FILE}: parses the module and prints it back in canonical LLVM syntax. */
@Command(name = "print", description = "Parse the module and print it back in canonical form.")
final class PrintCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Override
  protected int execute() throws CliException {
    out().print(IrPrinter.print(ModuleInput.parse(input.read(stdin()))));
    return ExitCodes.OK;
  }
}
