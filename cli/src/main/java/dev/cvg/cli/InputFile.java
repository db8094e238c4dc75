package dev.cvg.cli;

import java.io.InputStream;
import picocli.CommandLine.Parameters;

/**
 * A picocli mixin for the one positional input file most subcommands take:
 * {@code cvg <subcommand> FILE}, where {@code FILE} may be {@code -} for standard input.
 */
public final class InputFile {
  @Parameters(index = "0", paramLabel = "FILE",
      description = "Input .ll file, or - to read standard input.")
  private String path;

  /** Returns the argument as given. */
  public String path() {
    return path;
  }

  /**
   * Reads the file (or {@code stdin} for {@code -}).
   *
   * @throws CliException if it cannot be read; see {@link InputReader#read}
   */
  public SourceText read(InputStream stdin) throws CliException {
    return InputReader.read(path, stdin);
  }
}
