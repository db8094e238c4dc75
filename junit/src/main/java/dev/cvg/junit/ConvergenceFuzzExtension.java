package dev.cvg.junit;

import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.opentest4j.AssertionFailedError;

/**
 * The JUnit 5 extension behind {@link ConvergenceFuzzTest}: resolves the method's
 * {@link ConvergenceFuzzer} from the annotation (overridden by the configuration parameters
 * {@value ConvergenceFuzzer#KERNELS_PARAMETER} and {@value ConvergenceFuzzer#SEED_PARAMETER}),
 * publishes the campaign as a report entry, and fails a test that never ran a campaign.
 */
public final class ConvergenceFuzzExtension implements ParameterResolver, AfterTestExecutionCallback {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ConvergenceFuzzExtension.class);

  /** Creates the extension (JUnit does, through {@link ConvergenceFuzzTest}). */
  public ConvergenceFuzzExtension() {}

  /**
   * Returns whether the parameter is the method's {@link ConvergenceFuzzer}.
   *
   * @param parameter the parameter JUnit asks about
   * @param context the test's context
   * @return true for a {@code ConvergenceFuzzer} parameter of a {@code @ConvergenceFuzzTest} method
   */
  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == ConvergenceFuzzer.class && annotation(context).isPresent();
  }

  /**
   * Returns the method's campaign, created once per test.
   *
   * @param parameter the parameter JUnit resolves
   * @param context the test's context
   * @return the campaign the annotation (and the configuration parameters) describe
   * @throws ParameterResolutionException if a configuration parameter is not a number, or the
   *     kernel count is below 1
   */
  @Override
  public ConvergenceFuzzer resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(NAMESPACE).getOrComputeIfAbsent(ConvergenceFuzzer.class, k -> create(context),
        ConvergenceFuzzer.class);
  }

  /**
   * Fails a test whose method finished without running a campaign (a fuzz test that checked
   * nothing); a test that already failed keeps its own failure.
   *
   * @param context the test's context
   */
  @Override
  public void afterTestExecution(ExtensionContext context) {
    if (context.getExecutionException().isPresent()) {
      return;
    }
    ConvergenceFuzzer fuzzer = context.getStore(NAMESPACE).get(ConvergenceFuzzer.class, ConvergenceFuzzer.class);
    if (fuzzer == null || fuzzer.campaigns() == 0) {
      throw new AssertionFailedError(context.getDisplayName() + " is a @ConvergenceFuzzTest but "
          + (fuzzer == null ? "takes no ConvergenceFuzzer parameter" : "never called ConvergenceFuzzer.check")
          + ": it checked no kernel");
    }
  }

  private static ConvergenceFuzzer create(ExtensionContext context) {
    ConvergenceFuzzTest a = annotation(context).orElseThrow();
    try {
      int kernels = context.getConfigurationParameter(ConvergenceFuzzer.KERNELS_PARAMETER).map(Integer::parseInt)
          .orElse(a.kernels());
      long seed = context.getConfigurationParameter(ConvergenceFuzzer.SEED_PARAMETER).map(Long::parseLong)
          .orElse(a.seed());
      context.publishReportEntry("cvg.fuzz", kernels + " kernels from seed " + seed);
      return new ConvergenceFuzzer(kernels, seed);
    } catch (IllegalArgumentException e) {
      throw new ParameterResolutionException(context.getDisplayName() + ": " + e.getMessage(), e);
    }
  }

  private static Optional<ConvergenceFuzzTest> annotation(ExtensionContext context) {
    return context.getTestMethod().flatMap((Method m) -> AnnotationSupport.findAnnotation(m, ConvergenceFuzzTest.class));
  }
}
