package dev.cvg.cli.inputs;

import dev.cvg.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs {@code cvg} in-process ({@link Main#run}) on a worker thread with a hard time limit, so a
 * hanging input is reported instead of stopping the campaign. A worker that does not stop when
 * interrupted is abandoned (it is a daemon thread) and a fresh one takes its place.
 */
final class CliRun implements AutoCloseable {
  /**
   * What one run did: exit code, standard output and error, its wall time and the CPU time the
   * process spent meanwhile ({@code cpuNanos}: on a shared, loaded machine the wall time measures
   * the other processes as much as cvg; the campaign runs one input at a time, so the process's
   * CPU time is the run's, plus the garbage collector's and the compiler's share).
   */
  record Outcome(int code, String out, String err, long nanos, long cpuNanos, boolean timedOut) {}

  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

  private final long limitMillis;
  private ExecutorService worker = newWorker();
  private int abandoned;

  /** Creates a runner that gives up on a run after {@code limitMillis}. */
  CliRun(long limitMillis) {
    this.limitMillis = limitMillis;
  }

  /** Runs {@code cvg args} with empty standard input. */
  Outcome run(List<String> args) {
    long start = System.nanoTime();
    long cpu = OS.getProcessCpuTime();
    Future<Outcome> f = worker.submit(() -> {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int code = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
          new PrintWriter(out), new PrintWriter(err));
      return new Outcome(code, out.toString(), err.toString(), System.nanoTime() - start,
          OS.getProcessCpuTime() - cpu, false);
    });
    try {
      return f.get(limitMillis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      worker.shutdownNow();
      abandoned++;
      worker = newWorker();
      return new Outcome(-1, "", "", System.nanoTime() - start, OS.getProcessCpuTime() - cpu, true);
    } catch (ExecutionException e) {
      // Main.run catches every Throwable; reaching this means the contract broke outright.
      return new Outcome(-1, "", "escaped Main.run: " + e.getCause(), System.nanoTime() - start,
          OS.getProcessCpuTime() - cpu, false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /** Returns how many workers were abandoned because a run did not stop. */
  int abandoned() {
    return abandoned;
  }

  @Override
  public void close() {
    worker.shutdownNow();
  }

  private static ExecutorService newWorker() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "cvg-input-fuzz");
      t.setDaemon(true);
      return t;
    });
  }
}
