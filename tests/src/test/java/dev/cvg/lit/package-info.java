/**
 * lit RUN-line support: parsing {@code ; RUN:} lines into pipelines of commands
 * ({@link dev.cvg.lit.RunLines}), taking {@code opt} command lines apart
 * ({@link dev.cvg.lit.OptInvocation}), and mapping them to cvg subcommands as data
 * ({@link dev.cvg.lit.CvgMapping}).
 *
 * <p>Invariants: parsing never substitutes — commands keep {@code %s}/{@code %t} until a
 * runner applies {@link dev.cvg.lit.Substitutions}; every RUN line of the vendored LLVM
 * corpus parses (tested); unsupported shell syntax is an exception naming the construct,
 * never a silently wrong command.
 */
package dev.cvg.lit;
