package dev.cvg.cli;

import dev.cvg.cli.fuzz.GeneratedKernels;
import dev.cvg.cli.fuzz.KernelKind;
import dev.cvg.cli.fuzz.SizeClass;
import dev.cvg.cli.fuzz.TokenMode;
import picocli.CommandLine.Option;

/** The kernels of a {@code cvg fuzz} campaign: {@code --kernels}, {@code --size} and {@code --tokens}. */
final class FuzzKernelOptions {
  @Option(names = "--size", paramLabel = "CLASS", defaultValue = "small", converter = SizeConverter.class,
      description = "Kernel size: tiny (3-8 blocks), small (10-40), medium (100-400), large (2000-8000), "
          + "huge (100000) or mixed (default small).")
  SizeClass size;

  @Option(names = "--tokens", paramLabel = "MODE", defaultValue = "mixed", converter = TokensConverter.class,
      description = "Convergence control tokens: none, careful, noisy or mixed (default mixed).")
  TokenMode tokens;

  @Option(names = "--kernels", paramLabel = "KIND", defaultValue = "random", converter = KindConverter.class,
      description = "Kernel generator: random (random shapes, the default), sites (planted sites of cvg's passes, "
          + "where their guards refuse on divergent branches and trip counts) or mixed (per seed).")
  KernelKind kind;

  /** Returns the campaign's kernel source. */
  GeneratedKernels source() {
    return new GeneratedKernels(size, tokens, kind);
  }

  /** Parses a size class by its lower-case word. */
  static final class SizeConverter implements picocli.CommandLine.ITypeConverter<SizeClass> {
    @Override
    public SizeClass convert(String value) {
      for (SizeClass c : SizeClass.values()) {
        if (c.word().equals(value)) {
          return c;
        }
      }
      throw new picocli.CommandLine.TypeConversionException("expected tiny, small, medium, large, huge or mixed, not '"
          + value + "'");
    }
  }

  /** Parses a kernel kind by its lower-case word. */
  static final class KindConverter implements picocli.CommandLine.ITypeConverter<KernelKind> {
    @Override
    public KernelKind convert(String value) {
      for (KernelKind k : KernelKind.values()) {
        if (k.word().equals(value)) {
          return k;
        }
      }
      throw new picocli.CommandLine.TypeConversionException("expected random, sites or mixed, not '" + value + "'");
    }
  }

  /** Parses a token mode by its lower-case word. */
  static final class TokensConverter implements picocli.CommandLine.ITypeConverter<TokenMode> {
    @Override
    public TokenMode convert(String value) {
      for (TokenMode m : TokenMode.values()) {
        if (m.word().equals(value)) {
          return m;
        }
      }
      throw new picocli.CommandLine.TypeConversionException("expected none, careful, noisy or mixed, not '" + value + "'");
    }
  }
}
