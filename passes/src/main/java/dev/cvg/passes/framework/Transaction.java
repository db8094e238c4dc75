package dev.cvg.passes.framework;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.TargetModel;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One step as a transaction: the pass runs on an editor over the current snapshot, then the IR
 * verifier, the convergence verifier, the preserved-analysis check (verify mode) and the
 * legality checker (when asked) judge the result. Only a result that passes every check is
 * returned to be committed; otherwise the editor's work is dropped, and since snapshots are
 * immutable the module is exactly as before. A pass that throws is a rolled-back step, never a
 * crash of the pipeline.
 */
final class Transaction {
  /** How many stack frames of a pass's exception the rollback keeps. */
  private static final int FRAMES = 8;

  /**
   * The end of one step.
   *
   * @param record what the step did
   * @param result the snapshot to commit, if the step committed
   * @param again whether the pass asked for another round
   */
  record Attempt(StepRecord record, Optional<Function> result, boolean again) {}

  private final PipelineStep step;
  private final Module module;
  private final Function function;
  private final int round;
  private final TargetModel target;
  private final PassOptions options;
  private final AnalysisCache cache;
  private final long start = System.nanoTime();
  private StepContext ctx;

  private Transaction(PipelineStep step, Module module, Function function, int round, TargetModel target,
      PassOptions options, AnalysisCache cache) {
    this.step = step;
    this.module = module;
    this.function = function;
    this.round = round;
    this.target = target;
    this.options = options;
    this.cache = cache;
  }

  /** Runs {@code step} on {@code function}, the current snapshot in {@code module}, as round {@code round}. */
  static Attempt run(PipelineStep step, Module module, Function function, int round, TargetModel target,
      PassOptions options, AnalysisCache cache) {
    return new Transaction(step, module, function, round, target, options, cache).run();
  }

  private Attempt run() {
    ctx = new StepContext(module, function, target, step.spec(), options.guards(), cache);
    FunctionEditor editor = FunctionEditor.of(function);
    boolean again;
    Function result;
    try {
      again = step.pass().run(editor, ctx);
      result = editor.finish();
    } catch (RuntimeException | StackOverflowError | AssertionError e) {
      return rollback(Outcome.Why.PASS_THREW, step.spec().name() + " threw " + describe(e), frames(e));
    }
    if (unchanged(function, result)) {
      return new Attempt(record(new Outcome.Unchanged(), Optional.empty()), Optional.empty(), false);
    }
    Module after = module.withFunction(result);
    Optional<Attempt> broken = verify(after, result);
    if (broken.isPresent()) {
      return broken.get();
    }
    Map<Analysis<?>, Object> carry = cache.carriable(function, result, step.pass().preserved());
    if (options.verifyPreserved()) {
      List<String> wrong = cache.mismatches(module, function, after, result, carry);
      if (!wrong.isEmpty()) {
        return rollback(Outcome.Why.PRESERVED_ANALYSIS, wrong.get(0).lines().findFirst().orElse(""), wrong);
      }
    }
    Optional<String> legality = Optional.empty();
    if (options.legalityPerStep()) {
      Verdict v = check(after, result);
      if (v instanceof Verdict.Illegal i) {
        return rollback(Outcome.Why.ILLEGAL, summary(i), VerdictPrinter.print(v).lines().toList());
      }
      legality = Optional.of(VerdictPrinter.print(v).lines().findFirst().orElse(v.word()));
    }
    cache.commit(function, result, carry);
    return new Attempt(record(new Outcome.Committed(), legality), Optional.of(result), again);
  }

  /** Runs the IR verifier, then the convergence verifier; returns the rollback if either objects. */
  private Optional<Attempt> verify(Module after, Function result) {
    List<Diagnostic> ir;
    try {
      ir = IrVerifier.verifyBody(after, result);
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.of(rollback(Outcome.Why.IR_VERIFIER, "the IR verifier failed on the result: " + describe(e),
          List.of()));
    }
    if (!ir.isEmpty()) {
      return Optional.of(rollback(Outcome.Why.IR_VERIFIER, ir.get(0).message(), rendered(ir)));
    }
    List<Diagnostic> cv;
    try {
      cv = ConvergenceVerifier.verify(after, result, target);
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.of(rollback(Outcome.Why.CONVERGENCE_VERIFIER,
          "the convergence verifier failed on the result: " + describe(e), List.of()));
    }
    if (!cv.isEmpty()) {
      return Optional.of(rollback(Outcome.Why.CONVERGENCE_VERIFIER, cv.get(0).message(), rendered(cv)));
    }
    return Optional.empty();
  }

  /** Checks the step with the legality checker; a checker that cannot decide is UNKNOWN. */
  private Verdict check(Module after, Function result) {
    try {
      return Legality.check(module, function.name(), after, result.name(),
          ProvenanceCorrespondence.of(function, result), options.legality());
    } catch (RuntimeException e) {
      return new Verdict.Unknown("the legality checker could not compare the step: " + describe(e),
          dev.cvg.legality.verdict.Coverage.none(), List.of());
    }
  }

  private Attempt rollback(Outcome.Why why, String message, List<String> details) {
    return new Attempt(record(new Outcome.RolledBack(why, message, details), Optional.empty()), Optional.empty(),
        false);
  }

  private StepRecord record(Outcome outcome, Optional<String> legality) {
    return new StepRecord(step.spec().toString(), function.name(), round, ctx.performed(), ctx.guards(), outcome,
        legality, Duration.ofNanos(System.nanoTime() - start));
  }

  /** Returns whether {@code after} is the same function body as {@code before}. */
  static boolean unchanged(Function before, Function after) {
    return before.blocks().equals(after.blocks()) && before.valueNames().equals(after.valueNames())
        && before.header().equals(after.header()) && before.attachments().equals(after.attachments());
  }

  /** Returns the ILLEGAL verdict in one line: the property, the operation and what happened. */
  static String summary(Verdict.Illegal i) {
    Counterexample c = i.counterexample();
    return c.property().label() + " at " + c.before() + ": " + c.message();
  }

  private static List<String> rendered(List<Diagnostic> ds) {
    return ds.stream().map(Diagnostic::render).toList();
  }

  private static String describe(Throwable t) {
    String type = t.getClass().getSimpleName();
    return t.getMessage() == null ? type : type + ": " + t.getMessage();
  }

  private static List<String> frames(Throwable t) {
    return Arrays.stream(t.getStackTrace()).limit(FRAMES).map(f -> "at " + f).toList();
  }
}
