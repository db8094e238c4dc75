package dev.cvg.oracle;

import dev.cvg.oracle.instance.AnchorGrouping;

/**
 * Bounds and recording options of an oracle execution.
 *
 * @param stepBound instructions one thread may execute per round before the run is UNKNOWN
 * @param depthBound how deeply calls may nest
 * @param maxRounds rounds allowed to reach a fixed point of the convergent results
 * @param recording what to record in the final round
 * @param anchors how anchor instances are grouped (implementation-defined; default maximal)
 */
public record OracleConfig(long stepBound, int depthBound, int maxRounds, Recording recording,
    AnchorGrouping anchors) {

  /** What an execution records. */
  public enum Recording {
    /** Nothing: outcomes and convergent groups only (fastest). */
    NONE,
    /** Dynamic uniformity per static instance and per use, aggregated per group. */
    UNIFORMITY,
    /** Every dynamic instance of every thread, plus dynamic uniformity. */
    FULL
  }

  /** Validates the bounds. */
  public OracleConfig {
    if (stepBound < 1 || depthBound < 1 || maxRounds < 1) {
      throw new IllegalArgumentException("bounds must be positive");
    }
    java.util.Objects.requireNonNull(anchors, "anchors");
  }

  /**
   * Returns the defaults: 1,000,000 steps per thread, depth 256, 64 rounds, and dynamic
   * uniformity recorded (memory grows with the number of converged groups; ask for
   * {@link Recording#FULL} only for runs small enough to keep every dynamic instance).
   *
   * @return the defaults
   */
  public static OracleConfig defaults() {
    return new OracleConfig(1_000_000, 256, 64, Recording.UNIFORMITY, AnchorGrouping.maximal());
  }

  /**
   * Returns a copy with another step bound.
   *
   * @param bound the most instructions a thread may execute
   * @return the copy
   */
  public OracleConfig withStepBound(long bound) {
    return new OracleConfig(bound, depthBound, maxRounds, recording, anchors);
  }

  /**
   * Returns a copy with another round bound.
   *
   * @param rounds the most rounds before the run is UNKNOWN
   * @return the copy
   */
  public OracleConfig withMaxRounds(int rounds) {
    return new OracleConfig(stepBound, depthBound, rounds, recording, anchors);
  }

  /**
   * Returns a copy with another recording mode.
   *
   * @param r the recording mode
   * @return the copy
   */
  public OracleConfig withRecording(Recording r) {
    return new OracleConfig(stepBound, depthBound, maxRounds, r, anchors);
  }

  /**
   * Returns a copy grouping anchor instances by {@code grouping}.
   *
   * @param grouping the anchor grouping
   * @return the copy
   */
  public OracleConfig withAnchors(AnchorGrouping grouping) {
    return new OracleConfig(stepBound, depthBound, maxRounds, recording, grouping);
  }
}
