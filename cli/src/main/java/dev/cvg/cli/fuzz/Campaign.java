package dev.cvg.cli.fuzz;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs a campaign: worker threads take batches of seeds in increasing order, every seed taken is
 * finished, and none is taken once the time is up, so the seeds run always form a contiguous range
 * from the first. The results are then added up in seed order, the first occurrence of every
 * {@link FindingKey} (in seed, transform, function order) becomes a finding, numbered in that
 * order, and the findings are reduced on the same workers. The result depends on the seeds and
 * settings only, never on the number of workers or their timing (the time limit decides how many
 * seeds run, not what they give), except with a {@linkplain CampaignSettings#reduceTime() reduction
 * time}: then how far each finding is reduced depends on the machine, and the notes of its
 * {@code verdict.txt} say so.
 *
 * <p>A {@link Listener} hears of the scan's result before any reduction starts and of each finding
 * as soon as it is reduced, so a campaign stopped during its reductions has written its table.
 */
public final class Campaign {
  private final CampaignSettings settings;
  private final Trial trial;

  /** Returns a campaign of {@code settings}. */
  public Campaign(CampaignSettings settings) {
    this.settings = settings;
    this.trial = new Trial(settings.source(), settings.transforms(), settings.checker());
  }

  /** Runs the campaign, {@link #run(Consumer, Listener)} with no listener. */
  public CampaignResult run(Consumer<Snapshot> progress) {
    return run(progress, Listener.NONE);
  }

  /**
   * Runs the campaign, handing {@code progress} a snapshot about four times a second while seeds
   * run, and once more when the scan is over; {@code listener} hears of the scan's result and of
   * every reduced finding (from the worker threads, one call at a time).
   */
  public CampaignResult run(Consumer<Snapshot> progress, Listener listener) {
    long start = System.nanoTime();
    long deadline = settings.time().map(d -> start + d.toNanos()).orElse(Long.MAX_VALUE);
    Map<Long, SeedResult> results = new ConcurrentHashMap<>();
    Set<FindingKey> keys = ConcurrentHashMap.newKeySet();
    AtomicLong next = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(settings.jobs(), r -> {
      Thread t = new Thread(r, "cvg-fuzz");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> workers = new ArrayList<>();
      for (int j = 0; j < settings.jobs(); j++) {
        workers.add(pool.submit(() -> work(next, deadline, results, keys)));
      }
      while (!workers.stream().allMatch(Future::isDone)) {
        progress.accept(new Snapshot(results.size(), settings.count(), keys.size(), System.nanoTime() - start,
            settings.time().map(d -> d.toNanos()).orElse(0L)));
        sleep();
      }
      for (Future<?> w : workers) {
        join(w);
      }
      progress.accept(new Snapshot(results.size(), settings.count(), keys.size(), System.nanoTime() - start,
          settings.time().map(d -> d.toNanos()).orElse(0L)));
      return summarize(results, pool, start, listener);
    } finally {
      pool.shutdownNow();
    }
  }

  private void work(AtomicLong next, long deadline, Map<Long, SeedResult> results, Set<FindingKey> keys) {
    while (System.nanoTime() < deadline) {
      long offset = next.getAndAdd(settings.batch());
      if (offset >= settings.count() || offset < 0) {
        return;
      }
      List<Long> seeds = new ArrayList<>();
      for (long k = offset; k < Math.min(settings.count(), offset + settings.batch()); k++) {
        seeds.add(settings.firstSeed() + k);
      }
      for (SeedResult r : trial.run(seeds)) {
        r.results().forEach(t -> t.candidates().forEach(c -> keys.add(c.key())));
        results.put(r.seed(), r);
      }
    }
  }

  private CampaignResult summarize(Map<Long, SeedResult> results, ExecutorService pool, long start, Listener listener) {
    List<Tally> tallies = new ArrayList<>();
    settings.transforms().forEach(t -> tallies.add(new Tally(t.name())));
    Map<FindingKey, List<Occurrence>> firsts = new LinkedHashMap<>();
    long rejected = 0;
    long seeds = results.size();
    for (long k = 0; k < seeds; k++) {
      SeedResult r = results.get(settings.firstSeed() + k);
      rejected += r.rejected() ? 1 : 0;
      for (int t = 0; t < r.results().size(); t++) {
        tallies.get(t).add(r.results().get(t));
        for (TransformResult.Candidate c : r.results().get(t).candidates()) {
          firsts.computeIfAbsent(c.key(), key -> new ArrayList<>()).add(new Occurrence(r.seed(), c.function()));
        }
      }
    }
    List<Detection> detections = new ArrayList<>();
    for (Map.Entry<FindingKey, List<Occurrence>> e : firsts.entrySet()) {
      FindingKey key = e.getKey();
      tallies.get(key.transform()).findings++;
      detections.add(new Detection(detections.size() + 1, key, settings.transforms().get(key.transform()).name(),
          e.getValue()));
    }
    boolean timeUp = seeds < settings.count(); // only the deadline stops the workers short of the count
    listener.scanned(new CampaignResult(settings, seeds, rejected, tallies, detections, List.of(), timeUp,
        System.nanoTime() - start));
    Optional<Instant> deadline = settings.reduceTime().map(d -> Instant.now().plus(d));
    Reproduction reproduction = new Reproduction(settings.source(), settings.transforms(), settings.checker(),
        settings.reduceTests());
    List<Future<Finding>> pending = new ArrayList<>();
    for (Detection d : detections) {
      pending.add(pool.submit(() -> {
        Finding f = reproduction.reproduce(d, deadline);
        synchronized (listener) {
          listener.reduced(f);
        }
        return f;
      }));
    }
    List<Finding> findings = new ArrayList<>();
    for (Future<Finding> f : pending) {
      findings.add(join(f));
    }
    return new CampaignResult(settings, seeds, rejected, tallies, detections, findings, timeUp,
        System.nanoTime() - start);
  }

  private static <T> T join(Future<T> f) {
    try {
      return f.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  private static void sleep() {
    try {
      TimeUnit.MILLISECONDS.sleep(250);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Hears of a campaign's progress past its scan. */
  public interface Listener {
    /** A listener that does nothing. */
    Listener NONE = new Listener() {
      @Override
      public void scanned(CampaignResult scan) {}

      @Override
      public void reduced(Finding f) {}
    };

    /** The scan is over: {@code scan} has the tallies and detections, no reduced finding yet. */
    void scanned(CampaignResult scan);

    /** Finding {@code f} is reduced (in any order of numbers). */
    void reduced(Finding f);
  }

  /**
   * Where a running campaign stands.
   *
   * @param done seeds finished
   * @param count seeds asked for ({@link Long#MAX_VALUE}: until the time is up)
   * @param findings distinct finding keys so far
   * @param elapsedNanos wall time so far
   * @param timeNanos the time limit, 0 if none
   */
  public record Snapshot(long done, long count, int findings, long elapsedNanos, long timeNanos) {}
}
