package dev.cvg.cli.run;

import dev.cvg.cli.json.CliJson;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The result of {@code cvg run} as data: status, the dynamic uniformity of every named SSA value
 * of the entry function, the uses that saw temporal divergence, and (for small runs) the trace
 * table. {@link #toJson()} and {@link #toText()} render it.
 *
 * @param function the entry function's name (with {@code @})
 * @param threads the thread count
 * @param seed the argument seed (meaningful when arguments were generated)
 * @param hierarchy the cycle hierarchy used
 * @param ok whether the status is "ok"
 * @param reason why the status is "unknown"; empty when ok
 * @param rounds rounds run to reach the fixed point (or give up)
 * @param uniform every named value ({@code %x}) in definition order with true (uniform at every
 *     converged group), false (divergent at one), or empty (no two converged threads computed it)
 * @param temporalDivergence uses that read a value uniform at its definition non-uniformly
 * @param traceTable the block-level trace table of the entry function, for runs of at most
 *     {@link RunCommand#TABLE_THREADS} threads
 */
public record RunReport(String function, int threads, long seed, String hierarchy, boolean ok,
    Optional<String> reason, int rounds, List<Uniformity> uniform, List<DivergentUse> temporalDivergence,
    Optional<String> traceTable, List<ThreadResult> results, List<BufferContents> buffers) {

  /** Copies the lists. */
  public RunReport {
    uniform = List.copyOf(uniform);
    temporalDivergence = List.copyOf(temporalDivergence);
    results = List.copyOf(results);
    buffers = List.copyOf(buffers);
  }

  /**
   * What one thread returned.
   *
   * @param tid the thread id
   * @param returned the returned value as text ({@code 7}, {@code undef}); empty for {@code void}
   */
  public record ThreadResult(int tid, Optional<String> returned) {}

  /**
   * The final contents of a pointer argument's buffer, as 32-bit little-endian words.
   *
   * @param param the parameter ({@code %out}); a per-thread buffer is listed once per thread as
   *     {@code %out[t]}
   * @param words the words, at most {@value #MAX_WORDS}
   */
  public record BufferContents(String param, List<Long> words) {
    /** Copies {@code words}. */
    public BufferContents {
      words = List.copyOf(words);
    }
  }

  /** The most words of a buffer a report shows. */
  public static final int MAX_WORDS = 64;

  /**
   * The dynamic uniformity of one named value.
   *
   * @param name {@code %x}
   * @param uniform true, false, or empty when not observed in a converged group of two threads
   */
  public record Uniformity(String name, Optional<Boolean> uniform) {}

  /**
   * A use that saw temporal divergence.
   *
   * @param value the value ({@code %x})
   * @param user the using instruction ({@code %y}, or its opcode and block when unnamed)
   */
  public record DivergentUse(String value, String user) {}

  /**
   * Returns the report as JSON ({@code docs/json/run.schema.json}): {@code status}, {@code reason}
   * (if unknown), {@code function}, {@code threads}, {@code seed}, {@code hierarchy}, {@code rounds},
   * {@code uniform}, {@code temporalDivergence}, {@code results}, {@code buffers}.
   */
  public String toJson() {
    ObjectNode j = CliJson.object();
    j.put("status", ok ? "ok" : "unknown");
    reason.ifPresent(r -> j.put("reason", r));
    j.put("function", function);
    j.put("threads", threads);
    j.put("seed", seed);
    j.put("hierarchy", hierarchy);
    j.put("rounds", rounds);
    ObjectNode values = j.putObject("uniform");
    uniform.forEach(u -> values.put(u.name(), u.uniform().orElse(null)));
    ArrayNode temporal = j.putArray("temporalDivergence");
    temporalDivergence.forEach(d -> temporal.addObject().put("value", d.value()).put("user", d.user()));
    ArrayNode returned = j.putArray("results");
    results.forEach(t -> returned.addObject().put("thread", t.tid()).put("returned", t.returned().orElse(null)));
    ObjectNode contents = j.putObject("buffers");
    for (BufferContents b : buffers) {
      ArrayNode words = contents.putArray(b.param());
      b.words().forEach(words::add);
    }
    return CliJson.write(j);
  }

  /** Returns the report for people: a status line, one line per value, divergent uses, the table. */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    sb.append(function).append(": ").append(ok ? "ok" : "unknown").append(" after ").append(rounds)
        .append(rounds == 1 ? " round" : " rounds").append(" (").append(threads).append(" threads, hierarchy ")
        .append(hierarchy).append(", seed ").append(seed).append(")\n");
    reason.ifPresent(r -> sb.append("reason: ").append(r).append('\n'));
    int width = uniform.stream().mapToInt(u -> u.name().length()).max().orElse(0);
    if (!uniform.isEmpty()) {
      sb.append("uniformity:\n");
    }
    for (Uniformity u : uniform) {
      sb.append("  ").append(u.name()).append(" ".repeat(width - u.name().length() + 2))
          .append(u.uniform().map(b -> b ? "uniform" : "divergent").orElse("not observed")).append('\n');
    }
    if (!temporalDivergence.isEmpty()) {
      sb.append("temporal divergence:\n");
      temporalDivergence.forEach(d -> sb.append("  ").append(d.value()).append(" at ").append(d.user()).append('\n'));
    }
    if (results.stream().anyMatch(t -> t.returned().isPresent())) {
      sb.append("results:\n");
      results.forEach(t -> sb.append("  thread ").append(t.tid()).append(": ")
          .append(t.returned().orElse("void")).append('\n'));
    }
    for (BufferContents b : buffers) {
      int used = b.words().size();
      while (used > 0 && b.words().get(used - 1) == 0) {
        used--;
      }
      sb.append("buffer ").append(b.param()).append(": ").append(b.words().subList(0, used))
          .append(used < b.words().size() ? " and zeros\n" : "\n");
    }
    traceTable.ifPresent(t -> sb.append("trace:\n").append(t));
    return sb.toString();
  }
}
