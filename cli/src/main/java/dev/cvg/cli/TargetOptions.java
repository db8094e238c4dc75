package dev.cvg.cli;

import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * A picocli mixin for the target options, spelled as {@code opt} spells them so RUN lines
 * carry over: {@code --mtriple=amdgcn--} (also {@code -mtriple}) overrides the module's
 * {@code target triple}; {@code --mcpu=gfx900} (also {@code -mcpu}) names the processor.
 */
public final class TargetOptions {
  @Option(names = {"--mtriple", "-mtriple"}, paramLabel = "TRIPLE",
      description = "Target triple, overriding the module's (e.g. amdgcn-amd-amdhsa).")
  private String triple;

  @Option(names = {"--mcpu", "-mcpu"}, paramLabel = "CPU",
      description = "Target processor (e.g. gfx900, sm_70).")
  private String cpu;

  /** Returns {@code --mtriple}, if given. */
  public Optional<String> triple() {
    return Optional.ofNullable(triple);
  }

  /** Returns {@code --mcpu}, if given. */
  public Optional<String> cpu() {
    return Optional.ofNullable(cpu);
  }

  /** Returns the target model for {@code m}: {@code --mtriple} if given, else its triple; {@code --mcpu}. */
  public TargetModel model(Module m) {
    return model(m, dev.cvg.target.TargetRules.UPSTREAM);
  }

  /** Returns the target model for {@code m} following {@code rules} (LLVM 22's or upstream's). */
  public TargetModel model(Module m, dev.cvg.target.TargetRules rules) {
    return Targets.forModule(m, triple(), cpu().orElse(""), rules);
  }
}
