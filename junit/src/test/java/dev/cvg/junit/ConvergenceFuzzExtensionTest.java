package dev.cvg.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;

/**
 * {@link ConvergenceFuzzTest} as JUnit runs it: the example classes below are executed through
 * the Jupiter engine (EngineTestKit), and their results asserted. They run only there (the
 * broken one fails by design): a run of its own, such as {@code -Dtest='ConvergenceFuzz*'},
 * skips them.
 */
class ConvergenceFuzzExtensionTest {
  private static final String BY_THE_KIT = "cvg.test.exampleClasses";
  private static final String ONLY_BY_THE_KIT = "dev.cvg.junit.ConvergenceFuzzExtensionTest#runByTheKit";

  /** Returns whether the example classes run inside {@link #run}, not on their own. */
  static boolean runByTheKit(ExtensionContext context) {
    return context.getConfigurationParameter(BY_THE_KIT).isPresent();
  }

  /** A correct transform: passes, and the campaign is published as a report entry. */
  @EnabledIf(ONLY_BY_THE_KIT)
  static class CorrectPass {
    @ConvergenceFuzzTest(kernels = 10, seed = 0)
    void identityKeepsConvergence(ConvergenceFuzzer fuzz) {
      fuzz.check(ConvergenceFuzzCheckTest::identity);
    }
  }

  /** A broken transform: fails with the reduced reproducer. */
  @EnabledIf(ONLY_BY_THE_KIT)
  static class BrokenPass {
    @ConvergenceFuzzTest(kernels = 300, seed = 0)
    void recklessHoistKeepsConvergence(ConvergenceFuzzer fuzz) {
      fuzz.check(ConvergenceFuzzCheckTest::reckless);
    }
  }

  /** Fuzz tests that check nothing, or are given a kernel count below one. */
  @EnabledIf(ONLY_BY_THE_KIT)
  static class Vacuous {
    @ConvergenceFuzzTest
    void forgetsToCallCheck(ConvergenceFuzzer fuzz) {}

    @ConvergenceFuzzTest(kernels = 0)
    void noKernels(ConvergenceFuzzer fuzz) {
      fuzz.check(ConvergenceFuzzCheckTest::identity);
    }
  }

  private static Events run(Class<?> testClass, String... parameters) {
    var kit = EngineTestKit.engine("junit-jupiter").selectors(selectClass(testClass))
        .configurationParameter(BY_THE_KIT, "true");
    for (int k = 0; k + 1 < parameters.length; k += 2) {
      kit = kit.configurationParameter(parameters[k], parameters[k + 1]);
    }
    return kit.execute().testEvents();
  }

  /** Returns the campaigns the tests published ({@code cvg.fuzz} report entries). */
  private static List<String> campaigns(Events events) {
    return events.reportingEntryPublished().stream()
        .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs().get("cvg.fuzz")).toList();
  }

  private static Throwable failure(Events events) {
    Event finished = events.failed().stream().findFirst().orElseThrow();
    return finished.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }

  @Test
  void aCorrectTransformPassesAndNamesItsCampaign() {
    Events events = run(CorrectPass.class);
    events.assertStatistics(s -> s.started(1).succeeded(1).failed(0));
    assertEquals(List.of("10 kernels from seed 0"), campaigns(events));
  }

  @Test
  void aBrokenTransformFailsWithTheReducedReproducer() {
    Events events = run(BrokenPass.class);
    events.assertStatistics(s -> s.started(1).failed(1));
    Throwable t = failure(events);
    assertInstanceOf(AssertionFailedError.class, t);
    String m = t.getMessage();
    assertTrue(m.startsWith("@ConvergenceFuzzTest(kernels = 300, seed = 0): seed "), m);
    assertTrue(m.contains("ILLEGAL"), m);
    assertTrue(m.contains("reduced original:") && m.contains("define "), m);
    assertTrue(m.contains("transformed:"), m);
    String seed = m.substring(m.indexOf(": seed ") + 7).split(":", 2)[0];
    assertTrue(m.endsWith("this kernel alone: -Dcvg.fuzz.kernels=1 -Dcvg.fuzz.seed=" + seed), m);
  }

  /** The hint in the failure is right: the failing seed alone fails again, as the first kernel. */
  @Test
  void theFailingSeedAloneReproduces() {
    String m = failure(run(BrokenPass.class)).getMessage();
    String seed = m.substring(m.indexOf(": seed ") + 7).split(":", 2)[0];
    Events alone = run(BrokenPass.class, ConvergenceFuzzer.KERNELS_PARAMETER, "1", ConvergenceFuzzer.SEED_PARAMETER, seed);
    alone.assertStatistics(s -> s.failed(1));
    assertTrue(failure(alone).getMessage().startsWith("@ConvergenceFuzzTest(kernels = 1, seed = " + seed + "): seed "
        + seed + ":"), failure(alone).getMessage());
  }

  @Test
  void aFuzzTestThatChecksNothingFails() {
    Events events = run(Vacuous.class);
    events.assertStatistics(s -> s.started(2).failed(2));
    List<String> messages = events.failed().stream().map(e -> e.getRequiredPayload(TestExecutionResult.class)
        .getThrowable().orElseThrow().getMessage()).sorted().toList();
    assertTrue(messages.get(0).contains("forgetsToCallCheck(ConvergenceFuzzer) is a @ConvergenceFuzzTest but never "
        + "called ConvergenceFuzzer.check: it checked no kernel"), messages.toString());
    assertTrue(messages.get(1).contains("kernels = 0: a fuzz test checks at least one kernel"), messages.toString());
  }

  @Test
  void aConfigurationParameterOverridesTheKernelCount() {
    Events events = run(CorrectPass.class, ConvergenceFuzzer.KERNELS_PARAMETER, "3");
    events.assertStatistics(s -> s.succeeded(1));
    assertEquals(List.of("3 kernels from seed 0"), campaigns(events));
  }
}
