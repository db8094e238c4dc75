/**
 * {@code cvg fuzz}: differential campaigns over generated kernels. A campaign draws kernels from
 * the seeded generator ({@link dev.cvg.cli.fuzz.KernelSource}), applies each
 * {@link dev.cvg.cli.fuzz.Transform} (cvg's passes, guarded or not, or an external tool such as
 * {@code opt-22}), checks every changed function with the legality checker, shrinks each finding
 * with the IR reducer and deduplicates findings by transform, violated property and kind of
 * operation ({@link dev.cvg.cli.fuzz.FindingKey}).
 *
 * <p>Invariants: only kernels both verifiers accept are transformed (the others are counted as
 * rejected); a campaign is a function of its seed range and options (the same seeds give the
 * same findings, numbers, summary and {@code --out} files, byte for byte, whatever the number of
 * jobs; only times vary and they are reported apart); the seeds run always form a contiguous
 * range from the first; every ILLEGAL and every failure counts against exactly one finding; a
 * finding's reproducer is re-checked from its printed text, and {@code verdict.txt} says how.
 */
package dev.cvg.cli.fuzz;
