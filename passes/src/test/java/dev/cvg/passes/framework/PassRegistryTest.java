package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pass names to pass objects, and the message for a name that is not registered. */
class PassRegistryTest {

  @Test
  void resolvesEachPassWithItsParametersAndAFreshObjectPerRun() {
    PassRegistry r = TestPasses.registry();
    List<PipelineStep> steps = r.resolve("test-rename,test-rounds<n=2>");
    assertEquals(List.of("test-rename", "test-rounds<n=2>"), steps.stream().map(s -> s.spec().toString()).toList());
    assertNotSame(steps.get(0).pass(), r.resolve("test-rename").get(0).pass());
  }

  @Test
  void anUnknownPassNamesTheNearestAndTheKnownOnesAtItsColumn() {
    PipelineException e = assertThrows(PipelineException.class, () -> TestPasses.registry().resolve("test-rename,test-rnds"));
    assertEquals(13, e.column());
    assertEquals("unknown pass 'test-rnds'; did you mean 'test-rounds'? (known passes: test-break, test-copy, "
        + "test-drop-bundle, test-hoist-convergent, test-rename, test-rename-keeps-nothing, test-rounds, test-throw, test-wrong-preserved)",
        e.problem());
  }

  @Test
  void aNameFarFromEveryPassGetsNoSuggestion() {
    PipelineException e = assertThrows(PipelineException.class,
        () -> PassRegistry.of(List.of(PassRegistry.entry("licm", () -> new TestPasses.Rename("licm",
            PreservedAnalyses.NONE)))).resolve("gvn"));
    assertEquals("unknown pass 'gvn' (known passes: licm)", e.problem());
  }

  @Test
  void aNameRegisteredTwiceIsAnError() {
    PassRegistry.Entry e = PassRegistry.entry("test-rename", () -> new TestPasses.Rename("test-rename", PreservedAnalyses.NONE));
    IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> PassRegistry.of(List.of(e, e)));
    assertEquals("pass 'test-rename' is registered twice", x.getMessage());
  }

  @Test
  void editDistance() {
    assertEquals(0, NearestName.distance("licm", "licm"));
    assertEquals(1, NearestName.distance("licn", "licm"));
    assertEquals(3, NearestName.distance("", "abc"));
    assertEquals(3, NearestName.distance("kitten", "sitting"));
  }

  @Test
  void aParameterThePassDoesNotDeclareIsAnErrorAtItsColumn() {
    PipelineException e = assertThrows(PipelineException.class,
        () -> TestPasses.registry().resolve("test-rename,test-rounds<n=2;m=3>"));
    assertEquals(29, e.column());
    assertEquals("test-rounds has no parameter 'm'; did you mean 'n'? (parameters: n)", e.problem());
    assertEquals(1, TestPasses.registry().resolve("test-rename<anything>").size(), "undeclared: not checked");
  }
}
