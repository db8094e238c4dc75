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
import picocli.CommandLine;

/**
 * Runs {@code cvg} in-process ({@link Main}) on a worker thread with a hard time limit, so a
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

  /**
   * A worker thread's command line, built once by {@link Main#commandLine} and executed for every
   * run (picocli resets every option before it parses a command line), with its output buffers.
   */
  private static final class Session {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    final PrintWriter outWriter = new PrintWriter(out);
    final PrintWriter errWriter = new PrintWriter(err);
    final CommandLine commandLine = Main.commandLine(new ByteArrayInputStream(new byte[0]), outWriter, errWriter);
  }

  private final ThreadLocal<Session> session = ThreadLocal.withInitial(Session::new);
  private final boolean fresh;
  private final long limitMillis;
  private ExecutorService worker = newWorker();
  private int abandoned;

  /**
   * Creates a runner that gives up on a run after {@code limitMillis}; {@code fresh}: each run
   * through {@link Main#run} with a new command line (as a process runs it), else through one
   * command line per worker, built by {@link Main#commandLine} (building it is most of the cost of
   * a small input).
   */
  CliRun(long limitMillis, boolean fresh) {
    this.limitMillis = limitMillis;
    this.fresh = fresh;
  }

  /** Runs {@code cvg args} with empty standard input. */
  Outcome run(List<String> args) {
    long start = System.nanoTime();
    long cpu = OS.getProcessCpuTime();
    Future<Outcome> f = worker.submit(() -> {
      Session s = session.get();
      s.out.getBuffer().setLength(0);
      s.err.getBuffer().setLength(0);
      int code;
      if (fresh) {
        code = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]), s.outWriter, s.errWriter);
      } else {
        try {
          code = s.commandLine.execute(args.toArray(String[]::new));
        } catch (Throwable t) {
          // Main.run would print this as an internal error: the contract is broken either way
          s.errWriter.println("error: internal: (escaped the command line) " + t);
          code = 2;
        }
        s.outWriter.flush();
        s.errWriter.flush();
      }
      return new Outcome(code, s.out.toString(), s.err.toString(), System.nanoTime() - start,
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
