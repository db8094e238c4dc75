package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.legality.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One seed of a campaign: generates its kernel, skips it if the verifiers reject it (or the
 * generator throws: counted as rejected, never a lost seed), applies every
 * transform and checks every changed function. Stateless; thread-safe when the transforms are.
 *
 * @param source where kernels come from
 * @param transforms the transforms under test, in the campaign's order
 * @param checker the legality check
 */
public record Trial(KernelSource source, List<Transform> transforms, Checker checker) {
  /** Copies the list. */
  public Trial {
    transforms = List.copyOf(transforms);
  }

  /** Runs seed {@code seed}. */
  public SeedResult run(long seed) {
    return run(List.of(seed)).getFirst();
  }

  /**
   * Runs {@code seeds} as one batch: each transform receives the accepted kernels of the batch in
   * one {@link Transform#applyAll} call (an external tool starts once per batch). The result at
   * index {@code i} belongs to {@code seeds[i]}.
   */
  public List<SeedResult> run(List<Long> seeds) {
    List<Module> accepted = new ArrayList<>();
    List<Integer> where = new ArrayList<>();
    for (int k = 0; k < seeds.size(); k++) {
      Optional<Module> m = generate(seeds.get(k));
      if (m.isPresent() && Validity.valid(m.get())) {
        where.add(k);
        accepted.add(m.get());
      }
    }
    List<List<TransformResult>> perKernel = new ArrayList<>();
    accepted.forEach(m -> perKernel.add(new ArrayList<>()));
    for (int t = 0; t < transforms.size(); t++) {
      long start = System.nanoTime();
      List<Outcome> outcomes = applyAll(transforms.get(t), accepted);
      long each = accepted.isEmpty() ? 0 : (System.nanoTime() - start) / accepted.size();
      for (int k = 0; k < accepted.size(); k++) {
        perKernel.get(k).add(result(t, accepted.get(k), outcomes.get(k), each));
      }
    }
    List<SeedResult> out = new ArrayList<>();
    for (int k = 0, a = 0; k < seeds.size(); k++) {
      boolean ok = a < where.size() && where.get(a) == k;
      out.add(ok ? new SeedResult(seeds.get(k), false, perKernel.get(a++)) : new SeedResult(seeds.get(k), true, List.of()));
    }
    return out;
  }

  /** Returns the kernel of {@code seed}, or empty if the generator throws (counted as rejected). */
  private Optional<Module> generate(long seed) {
    try {
      return Optional.of(source.kernel(seed));
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.empty();
    }
  }

  private TransformResult result(int t, Module before, Outcome outcome, long transformNanos) {
    return switch (outcome) {
      case Outcome.Failed f -> new TransformResult(false, 0, 0, 0, true, 0, 0, 0, 0,
          List.of(new TransformResult.Candidate(new FindingKey(t, FindingKey.FAILURE, f.kind()), "")),
          transformNanos, 0);
      case Outcome.Transformed tr -> checked(t, before, tr, transformNanos);
    };
  }

  private TransformResult checked(int t, Module before, Outcome.Transformed tr, long transformNanos) {
    long start = System.nanoTime();
    int legal = 0;
    int unknown = 0;
    int illegal = 0;
    int overridden = 0;
    int injected = 0;
    int caught = 0;
    List<TransformResult.Candidate> candidates = new ArrayList<>();
    for (var e : tr.changes().entrySet()) {
      Verdict v = checker.check(before, tr, e.getKey());
      int refusals = e.getValue().overriddenRefusals();
      overridden += refusals;
      injected += refusals > 0 ? 1 : 0;
      switch (v) {
        case Verdict.Legal l -> legal++;
        case Verdict.Unknown u -> unknown++;
        case Verdict.Illegal i -> {
          illegal++;
          caught += refusals > 0 ? 1 : 0;
          candidates.add(new TransformResult.Candidate(Checker.key(t, i, before), e.getKey()));
        }
      }
    }
    return new TransformResult(!tr.changes().isEmpty(), legal, unknown, illegal, false, overridden, injected, caught,
        tr.verifierRejected(), candidates, transformNanos, System.nanoTime() - start);
  }

  /**
   * Applies {@code t} to every module of {@code befores} at once; if the batch throws or answers
   * with the wrong number of outcomes, applies it one by one.
   */
  static List<Outcome> applyAll(Transform t, List<Module> befores) {
    if (befores.size() > 1) {
      try {
        List<Outcome> all = t.applyAll(befores);
        if (all.size() == befores.size()) {
          return all;
        }
      } catch (RuntimeException | StackOverflowError e) {
        // fall through: one by one, so the failure lands on the kernel that causes it
      }
    }
    return befores.stream().map(m -> apply(t, m)).toList();
  }

  /** Applies {@code t}, turning an exception that escapes it into a failure. */
  static Outcome apply(Transform t, Module before) {
    try {
      return t.apply(before);
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome.Failed("crash", t.name() + " threw " + e.getClass().getSimpleName(),
          String.valueOf(e.getMessage()));
    }
  }
}
