package dev.cvg.cli.fuzz;

/**
 * The counts of one transform over a campaign, added up in seed order (not thread-safe).
 * {@code kernels} counts the accepted kernels the transform received.
 */
public final class Tally {
  private final String transform;
  long kernels;
  long changed;
  long legal;
  long unknown;
  long illegal;
  long failures;
  long overridden;
  long injected;
  long caught;
  long verifierCaught;
  long transformNanos;
  long checkNanos;
  int findings;

  /** Returns an empty tally of {@code transform}. */
  public Tally(String transform) {
    this.transform = transform;
  }

  /** Adds the result of one kernel. */
  void add(TransformResult r) {
    kernels++;
    changed += r.changed() ? 1 : 0;
    legal += r.legal();
    unknown += r.unknown();
    illegal += r.illegal();
    failures += r.failed() ? 1 : 0;
    overridden += r.overridden();
    injected += r.injected();
    caught += r.caught();
    verifierCaught += r.verifierCaught();
    transformNanos += r.transformNanos();
    checkNanos += r.checkNanos();
  }

  /** Returns the transform's name. */
  public String transform() {
    return transform;
  }

  /** Returns the accepted kernels the transform received. */
  public long kernels() {
    return kernels;
  }

  /** Returns the kernels it changed. */
  public long changed() {
    return changed;
  }

  /** Returns the changed functions found LEGAL. */
  public long legal() {
    return legal;
  }

  /** Returns the changed functions the checker could not decide. */
  public long unknown() {
    return unknown;
  }

  /** Returns the changed functions found ILLEGAL. */
  public long illegal() {
    return illegal;
  }

  /** Returns the kernels on which the transform failed. */
  public long failures() {
    return failures;
  }

  /** Returns the guard refusals overridden ({@code --no-guard}). */
  public long overridden() {
    return overridden;
  }

  /** Returns the changed functions with at least one overridden refusal. */
  public long injected() {
    return injected;
  }

  /** Returns of {@link #injected()} those the checker found ILLEGAL. */
  public long caught() {
    return caught;
  }

  /** Returns the overridden refusals whose steps the verifiers rejected (rolled back). */
  public long verifierCaught() {
    return verifierCaught;
  }

  /** Returns the distinct findings (deduplicated keys) of this transform, each reduced and written. */
  public int findings() {
    return findings;
  }

  /** Returns the elapsed time spent in the transform, in nanoseconds (summed over workers). */
  public long transformNanos() {
    return transformNanos;
  }

  /** Returns the elapsed time spent checking, in nanoseconds (summed over workers). */
  public long checkNanos() {
    return checkNanos;
  }
}
