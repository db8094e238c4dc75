package dev.cvg.passes.framework;

import dev.cvg.passes.hoistsink.HoistSinkPass;
import dev.cvg.passes.hoistsink.LicmPass;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The passes {@code cvg opt -passes=} knows, by the name {@code opt} gives them. Each run of a
 * pipeline gets fresh pass objects from the factories, so a pass may keep state per run.
 *
 * <p>Adding a pass is one line in {@link #BUILTIN}, in alphabetical order:
 * <pre>{@code entry("loop-unroll", UnrollPass::new),}</pre>
 */
public final class PassRegistry {

  /**
   * One registered pass.
   *
   * @param name the pass name as {@code -passes=} spells it
   * @param factory makes a fresh pass object
   */
  public record Entry(String name, Supplier<? extends FunctionPass> factory) {
    /** Checks both are present. */
    public Entry {
      Objects.requireNonNull(name);
      Objects.requireNonNull(factory);
    }
  }

  /** The built-in passes: one line per pass, alphabetical by name (a trailing comma is fine). */
  private static final Entry[] BUILTIN = {
      entry("hoist-sink", HoistSinkPass::hoistSink),
      entry("inline", dev.cvg.passes.inline.InlinePass::new),
      entry("jump-threading", dev.cvg.passes.jumpthreading.JumpThreading::new),
      entry("licm", LicmPass::new),
      entry("loop-unroll", dev.cvg.passes.unroll.LoopUnroll::new),
      entry("simplifycfg", dev.cvg.passes.simplifycfg.SimplifyCfg::new),
      entry("sink", HoistSinkPass::sink),
  };

  private final Map<String, Entry> entries;

  private PassRegistry(List<Entry> list) {
    Map<String, Entry> m = new LinkedHashMap<>();
    for (Entry e : list) {
      if (m.putIfAbsent(e.name(), e) != null) {
        throw new IllegalArgumentException("pass '" + e.name() + "' is registered twice");
      }
    }
    this.entries = Collections.unmodifiableMap(m);
  }

  /**
   * Returns an entry (the form of one line of {@link #BUILTIN}).
   *
   * @param name the pass name in pipeline text
   * @param factory creates a fresh pass per pipeline step
   * @return the entry
   */
  public static Entry entry(String name, Supplier<? extends FunctionPass> factory) {
    return new Entry(name, factory);
  }

  /**
   * Returns the registry of cvg's own passes.
   *
   * @return the registry of the built-in passes
   */
  public static PassRegistry builtin() {
    return new PassRegistry(List.of(BUILTIN));
  }

  /**
   * Returns a registry of exactly {@code entries} (tests register their own passes).
   *
   * @param entries the passes
   * @return the registry
   */
  public static PassRegistry of(List<Entry> entries) {
    return new PassRegistry(entries);
  }

  /**
   * Returns a registry with {@code more} added to these passes.
   *
   * @param more further passes
   * @return the larger registry
   */
  public PassRegistry with(List<Entry> more) {
    List<Entry> all = new ArrayList<>(entries.values());
    all.addAll(more);
    return new PassRegistry(all);
  }

  /**
   * Returns the registered names, sorted.
   *
   * @return the names
   */
  public List<String> names() {
    return entries.keySet().stream().sorted().toList();
  }

  /**
   * Returns a fresh pass for {@code spec}.
   *
   * @param spec the pass as the pipeline names it, with its parameters
   * @param pipeline the whole pipeline text (for the error message)
   * @return the pass
   * @throws PipelineException if no pass has the spec's name: the message lists the known
   *     passes and the nearest name
   */
  public FunctionPass create(PassSpec spec, String pipeline) {
    Entry e = entries.get(spec.name());
    if (e == null) {
      StringBuilder sb = new StringBuilder("unknown pass '").append(spec.name()).append("'");
      NearestName.of(spec.name(), names()).ifPresent(n -> sb.append("; did you mean '").append(n).append("'?"));
      sb.append(names().isEmpty() ? " (no passes are registered)" : " (known passes: " + String.join(", ", names()) + ")");
      throw new PipelineException(pipeline, spec.column(), sb.toString());
    }
    FunctionPass pass = Objects.requireNonNull(e.factory().get(), spec.name());
    if (!pass.name().equals(spec.name())) {
      throw new IllegalStateException("the factory of '" + spec.name() + "' made a pass named '" + pass.name() + "'");
    }
    pass.parameters().ifPresent(declared -> checkParameters(spec, declared, pipeline));
    return pass;
  }

  /**
   * Rejects a parameter the pass does not declare, naming the nearest declared one, and a value
   * the declaration does not take.
   */
  private static void checkParameters(PassSpec spec, List<PassParameter> declared, String pipeline) {
    Map<String, PassParameter> byName = new LinkedHashMap<>();
    declared.forEach(p -> byName.put(p.name(), p));
    List<String> sorted = byName.keySet().stream().sorted().toList();
    for (Map.Entry<String, String> given : spec.parameters().entrySet()) {
      String key = given.getKey();
      PassParameter p = byName.get(key);
      if (p == null) {
        StringBuilder sb = new StringBuilder(spec.name()).append(" has no parameter '").append(key).append("'");
        NearestName.of(key, sorted).ifPresent(n -> sb.append("; did you mean '").append(n).append("'?"));
        sb.append(sorted.isEmpty() ? " (it takes none)" : " (parameters: " + String.join(", ", sorted) + ")");
        throw new PipelineException(pipeline, spec.columnOf(key), sb.toString());
      }
      p.problem(given.getValue()).ifPresent(problem ->  {
        throw new PipelineException(pipeline, spec.columnOf(key), spec.name() + "<" + key
            + (given.getValue().isEmpty() ? "" : "=" + given.getValue()) + ">: " + problem);
      });
    }
  }

  /**
   * Parses {@code pipeline} and returns its steps with fresh passes.
   *
   * @param pipeline the pipeline text
   * @return the steps, in order
   * @throws PipelineException for a syntax error or an unknown pass
   */
  public List<PipelineStep> resolve(String pipeline) {
    List<PipelineStep> out = new ArrayList<>();
    for (PassSpec spec : PipelineParser.parse(pipeline)) {
      out.add(new PipelineStep(spec, create(spec, pipeline)));
    }
    return List.copyOf(out);
  }
}
