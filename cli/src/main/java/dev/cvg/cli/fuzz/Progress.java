package dev.cvg.cli.fuzz;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The progress line of a running campaign on a terminal: seeds done (of how many), kernels per
 * second, distinct findings so far and the estimated time left, then the findings reduced so far,
 * rewritten in place with a carriage return and cleared before the summary. Only for a terminal: piped output gets none.
 */
public final class Progress implements Consumer<Campaign.Snapshot> {
  private final PrintWriter err;
  private int width;

  /** Returns a progress line writing to {@code err}. */
  public Progress(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void accept(Campaign.Snapshot s) {
    show(line(s));
  }

  private void show(String line) {
    err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
    width = line.length();
    err.flush();
  }

  /** Shows how many of the scan's findings are reduced. */
  public void reducing(int done, int total) {
    show(String.format(Locale.ROOT, "cvg fuzz: scan done, %d/%d findings reduced", done, total));
  }

  /** Clears the line (the summary follows). */
  public void clear() {
    err.print("\r" + " ".repeat(width) + "\r");
    err.flush();
  }

  /** Returns the text of the progress line for {@code s}. */
  static String line(Campaign.Snapshot s) {
    double seconds = s.elapsedNanos() / 1e9;
    double rate = seconds > 0 ? s.done() / seconds : 0;
    String total = s.count() == Long.MAX_VALUE ? "" : "/" + s.count();
    double byCount = s.count() == Long.MAX_VALUE || rate == 0 ? Double.MAX_VALUE : (s.count() - s.done()) / rate;
    double byTime = s.timeNanos() == 0 ? Double.MAX_VALUE : Math.max(0, (s.timeNanos() - s.elapsedNanos()) / 1e9);
    double eta = Math.min(byCount, byTime);
    return String.format(Locale.ROOT, "cvg fuzz: %d%s kernels, %.1f kernels/s, %d finding%s, ETA %s", s.done(), total,
        rate, s.findings(), s.findings() == 1 ? "" : "s", eta == Double.MAX_VALUE ? "?" : duration((long) eta));
  }

  private static String duration(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds / 60 % 60)
        : String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
  }
}
