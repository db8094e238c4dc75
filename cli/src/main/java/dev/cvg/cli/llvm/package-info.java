/**
 * Reading what LLVM 22's {@code opt} prints about a module ({@code print<uniformity>},
 * {@code print<cycles>}) into forms that compare with cvg's own analyses of the same IR, for
 * {@code cvg fuzz}'s second opinion and the conformance tests.
 *
 * <p>Invariants: parsing never fails on unexpected lines (they are skipped), so a newer LLVM's
 * extra output cannot turn a comparison into a crash; two texts that differ only in what the IR
 * printers are free to differ in (alignment, operand spelling of users) parse to equal values.
 */
package dev.cvg.cli.llvm;
