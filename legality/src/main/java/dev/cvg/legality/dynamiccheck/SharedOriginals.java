package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.Arg;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The original's first run of a launch — the maximal anchor grouping, before any forcing — shared
 * by the planned trials that differ only in the transformed program's anchor grouping: that run
 * does not depend on the grouping, and the oracle is deterministic, so one run serves them all.
 *
 * <p>A launch is the thread count, the argument list (the same objects for the trials of one
 * argument set: arrays compare by identity, so equal launches are the same inputs) and the
 * hierarchy. Only launches that two or more trials of the plan share are kept, each until its
 * last planned trial took it (or the check ends: a trial whose transformed run is inconclusive
 * never asks), so about the launches of the batches in flight are held. Trials
 * outside the plan (shrinking) compute their own run. Safe for the check's parallel trials: the
 * first trial of a launch runs it, the others wait for its result.
 */
final class SharedOriginals {
  /** The original's execution and its recording (read-only once the run is over). */
  record Run(Execution execution, Recorder recorder) {}

  private record Launch(int threads, List<Arg> args, String hierarchy) {
    static Launch of(Trial t) {
      return new Launch(t.threads(), t.args(), t.hierarchy());
    }
  }

  private static final class Entry {
    final AtomicReference<FutureTask<Run>> task = new AtomicReference<>();
    final AtomicInteger users;

    Entry(int users) {
      this.users = new AtomicInteger(users);
    }
  }

  private final Map<Launch, Entry> entries = new ConcurrentHashMap<>();

  /** Prepares sharing for the launches that two or more trials of {@code plan} have in common. */
  SharedOriginals(List<Trial> plan) {
    Map<Launch, Integer> counts = new HashMap<>();
    for (Trial t : plan) {
      counts.merge(Launch.of(t), 1, Integer::sum);
    }
    counts.forEach((l, n) -> {
      if (n > 1) {
        entries.put(l, new Entry(n));
      }
    });
  }

  /**
   * Returns the original's run for {@code trial}'s launch: the shared one if the launch is
   * shared (computed by {@code run} in the first trial that asks), otherwise {@code run}'s.
   */
  Run get(Trial trial, Supplier<Run> run) {
    Launch l = Launch.of(trial);
    Entry e = entries.get(l);
    if (e == null) {
      return run.get();
    }
    FutureTask<Run> mine = new FutureTask<>(run::get);
    FutureTask<Run> task = e.task.compareAndExchange(null, mine);
    task = task == null ? mine : task;
    task.run();
    try {
      return task.get();
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", ex);
    } catch (ExecutionException ex) {
      if (ex.getCause() instanceof RuntimeException re) {
        throw re;
      }
      if (ex.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(ex.getCause());
    } finally {
      if (e.users.decrementAndGet() == 0) {
        entries.remove(l);
      }
    }
  }
}
