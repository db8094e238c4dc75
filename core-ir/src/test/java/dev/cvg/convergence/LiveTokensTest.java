package dev.cvg.convergence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.InstId;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The live-token stack, in particular its reproduction of {@code std::partition}'s order. */
class LiveTokensTest {

  private static LiveTokens stack(int... ids) {
    LiveTokens t = new LiveTokens();
    for (int id : ids) {
      t.push(new InstId(id));
    }
    return t;
  }

  private static List<Integer> ids(LiveTokens t) {
    return t.asList().stream().map(InstId::index).toList();
  }

  @Test
  void popAboveRemovesInnerRegions() {
    LiveTokens t = stack(1, 2, 3);
    t.popAbove(new InstId(1));
    assertEquals(List.of(1), ids(t));
  }

  @Test
  void prefixStopsAtFirstRejectedToken() {
    assertEquals(List.of(1, 2), ids(stack(1, 2, 3, 4).prefixWhile(i -> i.index() != 3)));
  }

  /** libstdc++ moves the kept 4 from the back into the hole left by 2: [1, 4, 3]. */
  @Test
  void retainAllReordersLikeStdPartition() {
    LiveTokens t = stack(1, 2, 3, 4);
    t.retainAll(List.of(new InstId(1), new InstId(3), new InstId(4)));
    assertEquals(List.of(1, 4, 3), ids(t));
  }

  /**
   * Property: the result holds exactly the kept elements, in the order of a reference
   * transcription of libstdc++'s bidirectional {@code __partition}.
   */
  @TestFactory
  List<DynamicTest> retainAllMatchesReferencePartition() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 200; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> {
        Random r = new Random(s);
        int n = r.nextInt(9);
        int[] content = IntStream.range(0, n).map(i -> 10 + i).toArray();
        Set<Integer> keep = IntStream.of(content).filter(i -> r.nextBoolean()).boxed().collect(Collectors.toSet());
        LiveTokens t = stack(content);
        t.retainAll(keep.stream().map(InstId::new).toList());
        assertEquals(reference(content, keep), ids(t), "seed " + s);
      }));
    }
    return tests;
  }

  /** A direct transcription of the two-pointer swap loop, on an int array. */
  private static List<Integer> reference(int[] a, Set<Integer> keep) {
    int[] v = a.clone();
    int first = 0;
    int last = v.length;
    outer:
    while (true) {
      while (true) {
        if (first == last) {
          break outer;
        } else if (keep.contains(v[first])) {
          first++;
        } else {
          break;
        }
      }
      last--;
      while (true) {
        if (first == last) {
          break outer;
        } else if (!keep.contains(v[last])) {
          last--;
        } else {
          break;
        }
      }
      int tmp = v[first];
      v[first] = v[last];
      v[last] = tmp;
      first++;
    }
    return IntStream.of(v).limit(first).boxed().toList();
  }
}
