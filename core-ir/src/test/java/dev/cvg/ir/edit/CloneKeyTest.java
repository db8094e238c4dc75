package dev.cvg.ir.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.ir.CloneKey;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Typed, composable clone keys. */
class CloneKeyTest {

  @Test
  void keysPrintTheirKindAndLabel() {
    assertEquals("unroll2", CloneKey.of("unroll", 2).toString());
    assertEquals("thread.then", CloneKey.of("thread", "then").toString());
    assertEquals("iter1", CloneKey.of("iter1").toString());
  }

  @Test
  void aCopyOfACopyComposesInOrder() {
    CloneKey k = CloneKey.of("unroll", 2).then(CloneKey.of("thread", "then"));
    assertEquals("unroll2/thread.then", k.toString());
    assertEquals(List.of(new CloneKey.Part("unroll", "2"), new CloneKey.Part("thread", "then")), k.parts());
    assertNotEquals(CloneKey.of("thread", "then").then(CloneKey.of("unroll", 2)), k);
    assertEquals(CloneKey.of("a").then(CloneKey.of("b").then(CloneKey.of("c"))),
        CloneKey.of("a").then(CloneKey.of("b")).then(CloneKey.of("c")));
  }

  @Test
  void keysAreValuesAndNeverEmpty() {
    assertEquals(CloneKey.of("unroll", 2), CloneKey.of("unroll", "2"));
    assertThrows(IllegalArgumentException.class, () -> new CloneKey(List.of()));
  }
}
