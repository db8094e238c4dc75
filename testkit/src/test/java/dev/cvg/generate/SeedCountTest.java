package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link SeedCount}: unscaled by default, scaled down by a percentage, never below one seed. */
class SeedCountTest {
  @Test
  void unsetPropertyKeepsTheFullCount() {
    assertEquals(300, SeedCount.scaled(300, null));
    assertEquals(300, SeedCount.scaled(300, "100"));
  }

  @Test
  void percentageScalesDownAndKeepsAtLeastOneSeed() {
    assertEquals(15, SeedCount.scaled(300, "5"));
    assertEquals(6, SeedCount.scaled(300, " 2 "));
    assertEquals(1, SeedCount.scaled(20, "2"));
    assertEquals(1, SeedCount.scaled(1, "1"));
  }

  @Test
  void badPercentageIsRejectedWithTheProperty() {
    for (String bad : new String[] {"0", "101", "-5", "five", ""}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> SeedCount.scaled(300, bad), bad);
      assertTrue(e.getMessage().contains(SeedCount.PERCENT_PROPERTY), e.getMessage());
    }
  }
}
