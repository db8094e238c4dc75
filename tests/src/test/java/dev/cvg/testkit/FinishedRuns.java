package dev.cvg.testkit;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The finished-run tally of one oracle-backed test: how many kernels it checked and how many of
 * their oracle runs finished. A run that hits a bound (steps, rounds) proves nothing, so a
 * kernel none of whose runs finished has checked nothing; {@link #record} fails it, naming it,
 * instead of letting it pass. {@link #summary} is the line the test prints after its run.
 */
public final class FinishedRuns {
  private final String test;
  private final String unit;
  private final AtomicInteger kernels = new AtomicInteger();
  private final AtomicInteger exempt = new AtomicInteger();
  private final AtomicInteger kernelsWithoutFinishedRun = new AtomicInteger();
  private final AtomicInteger runs = new AtomicInteger();
  private final AtomicInteger finished = new AtomicInteger();

  /** Starts the tally of the test named {@code test}, whose checked items are {@code unit} ("kernels"). */
  public FinishedRuns(String test, String unit) {
    this.test = test;
    this.unit = unit;
  }

  /**
   * Records that {@code finishedRuns} of the {@code totalRuns} oracle runs of {@code kernel}
   * finished.
   *
   * @throws AssertionError if none finished, naming {@code kernel} (its seed or file)
   */
  public void record(String kernel, int finishedRuns, int totalRuns) {
    count(finishedRuns, totalRuns);
    if (finishedRuns == 0) {
      throw new AssertionError(kernel + ": none of its " + totalRuns
          + " oracle runs finished, so the check proved nothing");
    }
  }

  /**
   * Records the runs of a kernel that is allowed to have none finished (listed with a reason by
   * the caller), so the rate still counts it.
   */
  public void recordExempt(int finishedRuns, int totalRuns) {
    count(finishedRuns, totalRuns);
    if (finishedRuns == 0) {
      exempt.incrementAndGet();
    }
  }

  private void count(int finishedRuns, int totalRuns) {
    kernels.incrementAndGet();
    runs.addAndGet(totalRuns);
    finished.addAndGet(finishedRuns);
    if (finishedRuns == 0) {
      kernelsWithoutFinishedRun.incrementAndGet();
    }
  }

  /**
   * Returns {@code "<test>: F of R oracle runs finished (P%); K of N <unit> without a finished
   * run (E listed with a reason)"}.
   */
  public String summary() {
    int r = runs.get();
    return String.format("%s: %d of %d oracle runs finished (%.1f%%); %d of %d %s without a finished run"
        + " (%d listed with a reason)", test, finished.get(), r, r == 0 ? 0.0 : 100.0 * finished.get() / r,
        kernelsWithoutFinishedRun.get(), kernels.get(), unit, exempt.get());
  }
}
