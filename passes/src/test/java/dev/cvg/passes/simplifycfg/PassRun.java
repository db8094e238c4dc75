package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a function pass over one function round after round, as the pass manager will (until it
 * lands on main): a context per round with analyses cached for the round's snapshot, guards on
 * or off, and the provenance of the rounds composed so the result corresponds to the input.
 *
 * @param before the input function
 * @param after the result, its provenance relative to {@code before}
 * @param module the input module with {@code after} in place of {@code before}
 * @param performed "site: what" per performed site
 * @param refused "site: reason" per refusal (overridden ones too, with guards off)
 * @param rounds the rounds run
 */
record PassRun(Function before, Function after, Module module, List<String> performed,
    List<String> refused, int rounds) {

  /** Runs {@code pass} on {@code fn} of {@code m} with guards on or off. */
  static PassRun of(FunctionPass pass, Module m, String fn, boolean guards) {
    Function before = m.function(fn).orElseThrow();
    TargetModel target = Targets.forModule(m, Optional.empty());
    List<String> performed = new ArrayList<>();
    List<String> refused = new ArrayList<>();
    Function cur = before;
    Provenance total = Provenance.NONE;
    Set<InstId> original = new HashSet<>();
    before.blocks().forEach(b -> b.insts().forEach(i -> original.add(i.id())));
    int rounds = 0;
    boolean again = true;
    while (again && rounds < pass.maxRounds()) {
      rounds++;
      Module snapshotModule = m.withFunction(cur);
      Context ctx = new Context(snapshotModule, cur, target, guards, performed, refused);
      FunctionEditor e = FunctionEditor.of(cur);
      again = pass.run(e, ctx);
      Function next = e.finish();
      total = compose(total, next.provenance(), original);
      cur = next;
    }
    Function after = new Function(cur.name(), cur.header(), cur.isDeclaration(), cur.blocks(),
        cur.valueNames(), cur.attachments(), cur.sourceMap(), total, cur.nextId());
    return new PassRun(before, after, m.withFunction(after), performed, refused, rounds);
  }

  /**
   * Composes the provenance of a later round onto the earlier ones (no clones here): merged
   * lists expand to the originals their members stand for; erasures of original instructions
   * accumulate, those of instructions new in an earlier round drop out.
   */
  private static Provenance compose(Provenance first, Provenance next, Set<InstId> original) {
    Map<InstId, Origin> origins = new HashMap<>();
    first.origins().forEach(t -> origins.put(t._1, t._2));
    Provenance out = new Provenance(io.vavr.collection.LinkedHashMap.empty(), first.erased());
    for (Provenance.Erasure er : next.erased()) {
      origins.remove(er.id());
      if (original.contains(er.id())) {
        out = out.withErasure(er.id(), er.reason());
      }
    }
    for (var t : next.origins()) {
      Origin o = t._2;
      if (o instanceof Origin.Merged mg) {
        List<InstId> roots = new ArrayList<>();
        for (InstId id : mg.from()) {
          Origin prev = origins.get(id);
          if (prev instanceof Origin.Merged pm) {
            roots.addAll(pm.from());
          } else if (original.contains(id)) {
            roots.add(id);
          }
        }
        o = new Origin.Merged(roots);
      }
      origins.put(t._1, o);
    }
    for (var en : origins.entrySet()) {
      out = out.withOrigin(en.getKey(), en.getValue());
    }
    return out;
  }

  /** Time spent computing analyses, for the performance notes. */
  static final java.util.concurrent.atomic.AtomicLong ANALYSIS_NANOS = new java.util.concurrent.atomic.AtomicLong();

  /** The context of one round. */
  private record Context(Module module, Function function, TargetModel target, boolean guards,
      List<String> performedLog, List<String> refusedLog, Map<Analysis<?>, Object> cache)
      implements PassContext {
    Context(Module module, Function function, TargetModel target, boolean guards,
        List<String> performedLog, List<String> refusedLog) {
      this(module, function, target, guards, performedLog, refusedLog, new HashMap<>());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T analysis(Analysis<T> analysis) {
      return (T) cache.computeIfAbsent(analysis, a -> {
        long t0 = System.nanoTime();
        Object r = a.compute(module, function, target);
        ANALYSIS_NANOS.addAndGet(System.nanoTime() - t0);
        return r;
      });
    }

    @Override
    public Optional<String> parameter(String key) {
      return Optional.empty();
    }

    @Override
    public boolean guard(String site, GuardDecision decision) {
      if (decision instanceof GuardDecision.Refuse rf) {
        refusedLog.add(site + ": " + rf.reason());
        return !guards;
      }
      return true;
    }

    @Override
    public void performed(String site, String what) {
      performedLog.add(site + ": " + what);
    }
  }
}
