package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CloneSuffixesTest {
  @Test
  void numericAndLlvmCloneSuffixesStrip() {
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.1"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.unr"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.epil"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.prol"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.peel"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.postloop"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.preloop"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.i"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.i12"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.us"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.thread"));
    assertEquals(Optional.of("x"), CloneSuffixes.stripOne("x.le"));
  }

  @Test
  void newCodeSuffixesDoNotStrip() {
    for (String n : List.of("x.lcssa", "x.sink", "x.not", "x.preheader", "x.loopexit", "x.crit_edge", "x", ".1", "x.")) {
      assertEquals(Optional.empty(), CloneSuffixes.stripOne(n), n);
    }
  }

  @Test
  void candidatesStopAtTheFirstNonCloneSuffix() {
    assertEquals(List.of("a.i", "a"), CloneSuffixes.candidates("a.i.1"));
    assertEquals(List.of(), CloneSuffixes.candidates("a.lcssa"));
    assertEquals(List.of("a.lcssa"), CloneSuffixes.candidates("a.lcssa.1"));
  }

  @Test
  void basesAddTheDigitsOfLlvmUniquingLongestFirst() {
    assertEquals(List.of(new CloneSuffixes.Base("go5", true), new CloneSuffixes.Base("go", true)),
        CloneSuffixes.bases("go57"));
    assertEquals(List.of(new CloneSuffixes.Base("k5.next", true)), CloneSuffixes.bases("k5.next4"));
    // the suffix chain first: %tok.11 is unrolling's %tok.1 uniqued as often as a copy of %tok.1
    assertEquals(List.of(new CloneSuffixes.Base("x", false), new CloneSuffixes.Base("x.i1", true),
        new CloneSuffixes.Base("x.i", true)), CloneSuffixes.bases("x.i12"));
    assertEquals(List.of(new CloneSuffixes.Base("tok", false), new CloneSuffixes.Base("tok.1", true)),
        CloneSuffixes.bases("tok.11"));
    assertEquals(List.of(new CloneSuffixes.Base("a", false)), CloneSuffixes.bases("a.1"));
    assertEquals(List.of(), CloneSuffixes.bases("a.lcssa"));
    assertEquals(List.of(), CloneSuffixes.bases("42"));
    assertTrue(CloneSuffixes.crossesInline("x.i57", "x"));
    assertFalse(CloneSuffixes.crossesInline("go57", "go5"));
  }

  @Test
  void inlineSuffixesAreRecognisedInChains() {
    assertTrue(CloneSuffixes.crossesInline("x.i.1", "x"));
    assertTrue(CloneSuffixes.crossesInline("x.i3", "x"));
    assertFalse(CloneSuffixes.crossesInline("x.1", "x"));
    assertFalse(CloneSuffixes.crossesInline("x.us", "x"));
  }
}
