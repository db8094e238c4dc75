package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import dev.cvg.legality.Legality;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.MapFile;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.reduce.ModuleSize;
import dev.cvg.reduce.Reducer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns the first occurrence of a finding into its reproducer: the seed's kernel shrunk by the IR
 * reducer while re-running the transform still gives the same key (ILLEGAL with the same property
 * and operation kind in the same function, or a failure of the same kind), then re-checked from
 * the printed text as {@code cvg check --map} would read it.
 *
 * @param source the campaign's kernels
 * @param transforms the campaign's transforms
 * @param checker the campaign's legality check
 * @param maxTests the reducer's budget of candidate tests
 */
public record Reproduction(KernelSource source, List<Transform> transforms, Checker checker, int maxTests) {
  /** Copies the list. */
  public Reproduction {
    transforms = List.copyOf(transforms);
  }

  /**
   * Returns the reproducer of {@code d}: its first occurrence reduced, the reducer stopping at
   * {@code deadline} if one is given (a finding whose turn comes after it is written unreduced).
   */
  public Finding reproduce(Detection d, Optional<Instant> deadline) {
    Transform t = transforms.get(d.key().transform());
    Module original = source.kernel(d.seed());
    List<String> notes = new ArrayList<>();
    Module reduced = original;
    if (deadline.isPresent() && !Instant.now().isBefore(deadline.get())) {
      notes.add("not reduced: the reduction time (--reduce-time) was up before its turn");
    } else {
      reduced = reduce(t, d, original, deadline, notes);
    }
    Outcome o = Trial.apply(t, reduced);
    String before = IrPrinter.print(reduced);
    return switch (o) {
      case Outcome.Failed f -> new Finding(d, before, Optional.empty(), Optional.empty(),
          f.reason() + "\n\n" + f.detail(), notes);
      case Outcome.Transformed tr -> illegal(d, t, reduced, tr, notes);
    };
  }

  private Module reduce(Transform t, Detection d, Module original, Optional<Instant> deadline, List<String> notes) {
    Reducer.Options options = Reducer.Options.defaults().withMaxTests(maxTests);
    if (deadline.isPresent()) {
      options = options.withDeadline(deadline.get());
    }
    try {
      Reducer.Result r = Reducer.reduce(original, m -> holds(t, d.key(), d.function(), m), options);
      notes.add("reduced: " + ModuleSize.of(original) + " -> " + ModuleSize.of(r.module()) + " in " + r.tests() + " tests"
          + (r.timeUp() ? " (stopped by --reduce-time)" : ""));
      return r.module();
    } catch (IllegalArgumentException e) {
      notes.add("not reduced: " + e.getMessage());
      return original;
    }
  }

  private Finding illegal(Detection d, Transform t, Module reduced, Outcome.Transformed tr, List<String> notes) {
    FindingKey key = d.key();
    String function = d.function();
    String before = IrPrinter.print(reduced);
    String after = IrPrinter.print(tr.after());
    if (!tr.changes().containsKey(function)) {
      return new Finding(d, before, Optional.of(after), Optional.empty(), "the transform no longer changes @" + function,
          notes);
    }
    Verdict v = checker.check(reduced, tr, function);
    int overridden = tr.changes().get(function).overriddenRefusals();
    if (overridden > 0) {
      notes.add("overridden guard refusals in @" + function + ": " + overridden);
    }
    Optional<String> map = Optional.empty();
    try {
      Module bp = IrParser.parse(before, "before.ll");
      Module ap = IrParser.parse(after, "after.ll");
      String text = CorrespondenceMap.write(tr.changes().get(function).correspondence(), reduced, tr.after(), bp, ap,
          function);
      map = Optional.of(text);
      Correspondence names = NameCorrespondence.infer(bp, function, ap, function);
      notes.add("cvg check --map correspondence.map: " + summary(Legality.check(bp, function, ap, function,
          MapFile.apply(text, "correspondence.map", names, bp, ap), checker.options()), key, bp));
      notes.add("cvg check (names only): " + summary(Legality.check(bp, function, ap, function, names,
          checker.options()), key, bp));
    } catch (ParseException | RuntimeException e) {
      notes.add("the printed reproducer does not re-check: " + e.getMessage());
    }
    return new Finding(d, before, Optional.of(after), map, VerdictPrinter.print(v), notes);
  }

  private static String summary(Verdict v, FindingKey key, Module before) {
    if (v instanceof Verdict.Illegal i) {
      boolean same = Checker.key(key.transform(), i, before).equals(key);
      return "ILLEGAL (" + i.property().label() + ")" + (same ? "" : ", a different finding");
    }
    return v.word();
  }

  private boolean holds(Transform t, FindingKey key, String function, Module m) {
    Outcome o = Trial.apply(t, m);
    if (key.failure()) {
      return o instanceof Outcome.Failed f && f.kind().equals(key.kind());
    }
    if (!(o instanceof Outcome.Transformed tr) || !tr.changes().containsKey(function)) {
      return false;
    }
    return checker.check(m, tr, function) instanceof Verdict.Illegal i && Checker.key(key.transform(), i, m).equals(key);
  }
}
