/**
 * Inputs that cannot break {@code cvg}: a seeded mutator over a corpus of {@code .ll} files
 * ({@link dev.cvg.cli.inputs.Mutation}, {@link dev.cvg.cli.inputs.SeedCorpus}), the contract every
 * command keeps on every input ({@link dev.cvg.cli.inputs.InputContract}: exit code 0..3, no internal
 * error, a parse error at {@code file:line:col}, at most one second under 100 KB) and the campaign
 * that drives mutated inputs through every subcommand in-process ({@link dev.cvg.cli.inputs.InputCampaign}).
 *
 * <p>Invariants: a campaign is a pure function of its seed and corpus (the same seed mutates the
 * same inputs and sends them to the same commands); a failure carries the seed, the input's index,
 * the command line and the reduced input, so it can be replayed and turned into a golden.
 */
package dev.cvg.cli.inputs;
