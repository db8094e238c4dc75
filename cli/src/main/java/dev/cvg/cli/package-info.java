/**
 * The {@code cvg} command line (picocli): {@link dev.cvg.cli.Main} and the framework its
 * subcommands share.
 *
 * <p>Invariants: results go to standard output and nothing else does, so output can be piped
 * into FileCheck or diff; diagnostics go to standard error as {@code file:line:col: error:
 * message}; exit codes follow {@link dev.cvg.cli.ExitCodes} (0 ok, 1 invalid/illegal, 2
 * usage/input/internal error, 3 unknown); no stack trace reaches the user. A subcommand
 * extends {@link dev.cvg.cli.Subcommand}, reads its input through
 * {@link dev.cvg.cli.InputFile} (a path or {@code -}), takes target options through
 * {@link dev.cvg.cli.TargetOptions}, writes a module it produces through
 * {@link dev.cvg.cli.OutputFile} ({@code -o}, atomically), and is listed in {@code Main}'s
 * {@code subcommands}.
 *
 * <p>The fat jar {@code cli/target/cvg.jar} is built by the shade plugin in the package phase;
 * {@code ./cvg} at the repository root builds it on demand and runs it.
 */
package dev.cvg.cli;
