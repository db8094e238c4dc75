package dev.cvg.oracle.semantics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link GroupSemantics#compute} on hand-made groups, with every result written out: the
 * end-to-end oracle tests reach these operations through programs whose results rarely pin each
 * bit (PIT left mask edges, flag propagation, unsigned order, the texture's quad partners and the
 * mix function alive; docs/testing.md, "Mutation testing"). Also {@link Resolution#of} on a
 * hand-made {@link RoundLog}.
 */
class GroupSemanticsUnitTest {
  /** The results and flags of one computation. */
  record Out(long[] v, byte[] f) {}

  static Out run(GroupOp op, int[] tids, long[] x, byte[] xf, long[] y, byte[] yf, int w, long salt) {
    int n = tids.length;
    long[] v = new long[n];
    byte[] f = new byte[n];
    GroupSemantics.compute(op, n, tids, x, xf, y, yf, w, salt, v, f);
    return new Out(v, f);
  }

  static Out run(GroupOp op, int[] tids, long[] x, byte[] xf, int w) {
    return run(op, tids, x, xf, new long[tids.length], new byte[tids.length], w, 0);
  }

  static long[] all(int n, long v) {
    long[] a = new long[n];
    java.util.Arrays.fill(a, v);
    return a;
  }

  static byte[] flags(int n, int f) {
    byte[] a = new byte[n];
    java.util.Arrays.fill(a, (byte) f);
    return a;
  }

  @Test
  void mixIsSplitMix64() {
    assertEquals(0xE220A8397B1DCDAFL, GroupSemantics.mix(0, 0)); // SplitMix64's first output for seed 0
    assertEquals(0x910A2DEC89025CC1L, GroupSemantics.mix(1, 2));
  }

  @Test
  void ballotSetsTheBitsOfThreadsBelow64WithATrueArgument() {
    Out o = run(GroupOp.BALLOT, new int[] {64, 1, 3, 63}, new long[] {-1, -1, 0, -1}, flags(4, 0), 64);
    assertArrayEquals(all(4, (1L << 63) | 2L), o.v(), "thread 64 has no bit, thread 3 voted false");
    assertArrayEquals(flags(4, 0), o.f());
    Out narrow = run(GroupOp.BALLOT, new int[] {0, 31}, new long[] {1, 1}, new byte[] {0, 2}, 32);
    assertArrayEquals(all(2, (int) 0x80000001), narrow.v(), "sign-extended from bit 31");
    assertArrayEquals(flags(2, 2), narrow.f(), "an undefined argument makes the mask undefined");
  }

  @Test
  void reductionsWrapAndCompareUnsigned() {
    int[] t = {0, 1, 2};
    assertArrayEquals(all(3, -56), run(GroupOp.REDUCE_ADD, t, new long[] {100, 100, 0}, flags(3, 0), 8).v(),
        "200 wraps to -56 in i8");
    assertArrayEquals(all(3, -1), run(GroupOp.REDUCE_UMAX, t, new long[] {5, -1, 3}, flags(3, 0), 32).v());
    assertArrayEquals(all(3, 3), run(GroupOp.REDUCE_UMIN, t, new long[] {5, -1, 3}, flags(3, 0), 32).v());
    assertArrayEquals(all(3, 5), run(GroupOp.REDUCE_UMAX, t, new long[] {5, 0, 3}, flags(3, 0), 32).v());
    assertArrayEquals(all(3, 0), run(GroupOp.REDUCE_UMIN, t, new long[] {5, 0, 3}, flags(3, 0), 32).v());
    Out f = run(GroupOp.REDUCE_ADD, t, new long[] {1, 2, 3}, new byte[] {0, 1, 0}, 32);
    assertArrayEquals(all(3, 6), f.v());
    assertArrayEquals(flags(3, 1), f.f(), "one undefined input makes the sum undefined");
    assertArrayEquals(flags(3, 2), run(GroupOp.REDUCE_ADD, t, new long[3], new byte[] {2, 0, 0}, 32).f());
  }

  @Test
  void broadcastTakesTheLowestThreadsValueAndFlag() {
    Out o = run(GroupOp.BROADCAST_FIRST, new int[] {5, 2, 7}, new long[] {50, 20, 70}, new byte[] {0, 1, 0}, 32);
    assertArrayEquals(all(3, 20), o.v());
    assertArrayEquals(flags(3, 1), o.f());
    Out last = run(GroupOp.BROADCAST_FIRST, new int[] {5, 7, 2}, new long[] {50, 70, 20}, flags(3, 0), 32);
    assertArrayEquals(all(3, 20), last.v());
  }

  @Test
  void readLaneReadsTheNamedMemberOrIsUndefined() {
    int[] t = {4, 6, 9};
    long[] x = {40, 60, 90};
    byte[] xf = {0, 2, 0};
    Out o = run(GroupOp.READ_LANE, t, x, xf, new long[] {9, 6, 5}, new byte[] {0, 0, 0}, 32, 0);
    assertArrayEquals(new long[] {90, 60, 0}, o.v());
    assertArrayEquals(new byte[] {0, 2, 1}, o.f(), "thread 5 is not a member: undefined");
    Out u = run(GroupOp.SHUFFLE, t, x, xf, new long[] {4, 4, 4}, new byte[] {0, 1, 0}, 32, 0);
    assertArrayEquals(new long[] {40, 0, 40}, u.v());
    assertArrayEquals(new byte[] {0, 1, 0}, u.f(), "an undefined lane index reads nothing");
  }

  @Test
  void bytePermuteReadsTheDataOfTheLaneAtAddressOverFour() {
    int[] t = {0, 1, 2};
    long[] addr = {8, 0, 4 * 64 + 4};
    long[] data = {10, 11, 12};
    Out o = run(GroupOp.BYTE_PERMUTE, t, addr, new byte[] {0, 0, 0}, data, new byte[] {0, 0, 2}, 32, 0);
    assertArrayEquals(new long[] {12, 10, 11}, o.v(), "lane = (addr >> 2) mod 64");
    assertArrayEquals(new byte[] {2, 0, 0}, o.f(), "the source lane's flag comes along");
    Out absent = run(GroupOp.BYTE_PERMUTE, t, new long[] {12, 0, 0}, new byte[] {0, 0, 1}, data,
        new byte[] {0, 0, 0}, 32, 0);
    assertArrayEquals(new byte[] {1, 0, 1}, absent.f(), "lane 3 is not a member; an undefined address reads nothing");
  }

  @Test
  void votes() {
    int[] t = {0, 1};
    assertArrayEquals(all(2, 0), run(GroupOp.VOTE_ALL, t, new long[] {1, 0}, flags(2, 0), 1).v());
    assertArrayEquals(all(2, -1), run(GroupOp.VOTE_ALL, t, new long[] {1, 2}, flags(2, 0), 1).v());
    assertArrayEquals(all(2, 0), run(GroupOp.VOTE_ANY, t, new long[] {0, 0}, flags(2, 0), 1).v());
    assertArrayEquals(all(2, -1), run(GroupOp.VOTE_ANY, t, new long[] {0, 3}, flags(2, 0), 1).v());
    assertArrayEquals(all(2, -1), run(GroupOp.VOTE_ANY, t, new long[] {3, 0}, flags(2, 0), 1).v());
    assertArrayEquals(flags(2, 1), run(GroupOp.VOTE_ALL, t, new long[] {1, 1}, new byte[] {0, 1}, 1).f());
    assertArrayEquals(all(2, 0), run(GroupOp.BARRIER, t, new long[] {1, 1}, new byte[] {1, 1}, 32).v());
    assertArrayEquals(flags(2, 0), run(GroupOp.BARRIER, t, new long[] {1, 1}, new byte[] {1, 1}, 32).f());
  }

  @Test
  void opaqueMixesMembersInThreadOrder() {
    long salt = 77;
    long h = GroupSemantics.mix(GroupSemantics.mix(salt, 2), 20);
    h = GroupSemantics.mix(GroupSemantics.mix(h, 5), 50);
    long expected = (int) h; // i32
    Out o = run(GroupOp.OPAQUE, new int[] {5, 2}, new long[] {50, 20}, new byte[] {0, 1}, new long[2], new byte[2],
        32, salt);
    assertArrayEquals(all(2, expected), o.v());
    assertArrayEquals(flags(2, 1), o.f());
    Out swapped = run(GroupOp.OPAQUE, new int[] {2, 5}, new long[] {20, 50}, flags(2, 0), new long[2], new byte[2],
        32, salt);
    assertArrayEquals(all(2, expected), swapped.v(), "the member order does not matter");
  }

  @Test
  void textureDifferencesWithTheQuadPartners() {
    int[] t = {0, 1, 2, 3};
    long[] x = {7, 7, 7, 7};
    long[] y = {10, 13, 20, 29};
    Out o = run(GroupOp.TEXTURE_SAMPLE, t, x, flags(4, 0), y, new byte[] {0, 0, 0, 2}, 64, 0);
    for (int k = 0; k < 4; k++) {
      long h = y[k ^ 1] - y[k];
      long v = y[k ^ 2] - y[k];
      long r = GroupSemantics.mix(GroupSemantics.mix(GroupSemantics.mix(x[k], y[k]), h), v);
      assertEquals(r, o.v()[k], "member " + k);
      assertEquals(2, o.f()[k], "member " + k + ": thread 3's coordinate is undefined");
    }
    Out narrow = run(GroupOp.TEXTURE_SAMPLE, t, x, flags(4, 0), y, flags(4, 0), 16, 0);
    long r0 = GroupSemantics.mix(GroupSemantics.mix(GroupSemantics.mix(7, 10), 3), 10);
    assertEquals((short) r0, narrow.v()[0]);
    assertArrayEquals(flags(4, 0), narrow.f());
    Out partial = run(GroupOp.TEXTURE_SAMPLE, new int[] {4, 5, 6}, new long[] {1, 1, 1}, flags(3, 0),
        new long[] {1, 2, 3}, flags(3, 0), 32, 0);
    assertArrayEquals(new long[3], partial.v());
    assertArrayEquals(flags(3, 1), partial.f(), "thread 7 is missing from the quad");
  }

  @Test
  void resolutionGroupsByKeyAndCountsMismatches() {
    RoundLog log = new RoundLog();
    int ballot = GroupOp.BALLOT.ordinal();
    // Key 10: threads 0 and 1 converged; thread 0 used the right mask, thread 1 a stale one.
    log.add(10, 0, ballot, 3, 32, 0, 1, (byte) 0, 0, (byte) 0, 3, (byte) 0);
    log.add(20, 2, ballot, 3, 32, 0, 1, (byte) 0, 0, (byte) 0, 4, (byte) 0);
    log.add(10, 1, ballot, 3, 32, 0, 1, (byte) 0, 0, (byte) 0, 2, (byte) 0);
    Resolution r = Resolution.of(log);
    assertEquals(1, r.mismatches());
    assertEquals(2, r.firstMismatch());
    assertFalse(r.isFixedPoint());
    assertTrue(r.violation().isEmpty());
    ResultTable t = r.table();
    assertEquals(2, t.groupCount());
    int p1 = t.find(10, 1);
    assertEquals(3, t.value(p1));
    assertEquals(0, t.flag(p1));
    assertEquals(2, t.record(p1));
    assertEquals(4, t.value(t.find(20, 2)));
    assertEquals(-1, t.find(10, 2));
    assertEquals(-1, t.find(30, 0));
    assertArrayEquals(new int[] {0, 1}, t.members(t.group(10)));
    assertArrayEquals(new int[] {2}, t.members(t.group(20)));
    assertEquals(-1, t.group(30));
    assertEquals(3, log.size());
    assertEquals(1, log.thread(2));
    assertEquals(10, log.key(2));
    assertEquals(3, log.staticInst(2));
  }

  /** The earliest wrong record is found even when a later-processed group holds it. */
  @Test
  void firstMismatchIsTheEarliestRecord() {
    RoundLog log = new RoundLog();
    int add = GroupOp.REDUCE_ADD.ordinal();
    log.add(10, 0, add, 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 2, (byte) 0); // group 10: sum 2, right
    log.add(20, 1, add, 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 9, (byte) 0); // group 20: sum 1, wrong
    log.add(20, 2, add, 1, 32, 0, 0, (byte) 0, 0, (byte) 0, 1, (byte) 1); // right value, wrong flag
    log.add(10, 3, add, 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 7, (byte) 0); // group 10: wrong
    Resolution r = Resolution.of(log);
    assertEquals(3, r.mismatches());
    assertEquals(1, r.firstMismatch());
    RoundLog fromZero = new RoundLog();
    fromZero.add(10, 0, add, 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 5, (byte) 0); // wrong: record 0
    fromZero.add(10, 1, add, 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 6, (byte) 0); // wrong as well
    assertEquals(0, Resolution.of(fromZero).firstMismatch());
  }

  @Test
  void resolutionOfAConsistentRoundIsAFixedPoint() {
    RoundLog log = new RoundLog();
    for (int t = 0; t < 100; t++) { // past the initial capacity of 64
      log.add(t % 2, t, GroupOp.REDUCE_ADD.ordinal(), 1, 32, 0, 1, (byte) 0, 0, (byte) 0, 50, (byte) 0);
    }
    Resolution r = Resolution.of(log);
    assertTrue(r.isFixedPoint());
    assertEquals(0, r.mismatches());
    assertEquals(-1, r.firstMismatch());
    assertEquals(2, r.table().groupCount());
    assertEquals(50, r.table().value(r.table().find(1, 99)));
    log.clear();
    assertEquals(0, log.size());
  }

  @Test
  void resolutionReportsAThreadTwiceInOneGroup() {
    RoundLog log = new RoundLog();
    log.add(5, 0, GroupOp.BALLOT.ordinal(), 9, 32, 0, 1, (byte) 0, 0, (byte) 0, 1, (byte) 0);
    log.add(5, 0, GroupOp.BALLOT.ordinal(), 9, 32, 0, 1, (byte) 0, 0, (byte) 0, 1, (byte) 0);
    Resolution r = Resolution.of(log);
    assertTrue(r.violation().orElseThrow().startsWith("thread 0 executes two converged dynamic instances of"
        + " static instance #9"), r.violation().toString());
  }
}
