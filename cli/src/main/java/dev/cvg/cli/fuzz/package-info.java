/**
 * {@code cvg fuzz}: differential campaigns over generated kernels. A campaign draws kernels from
 * the seeded generator, applies a {@link dev.cvg.cli.fuzz.Transform} (cvg's passes, guarded or
 * not, or an external tool such as {@code opt-22}), checks every changed function with the
 * legality checker, shrinks each finding with the IR reducer and deduplicates findings by the
 * violated property and the kind of operation.
 *
 * <p>Invariants: a campaign is a function of its seed range and options (the same seeds give
 * the same findings and summary, byte for byte, whatever the number of jobs); a finding is
 * written only after its reproducer has been re-checked.
 */
package dev.cvg.cli.fuzz;
