package dev.cvg.cli.fuzz;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ResolvedText;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A transform run by an external tool that reads and writes {@code .ll} ({@code --opt=CMD}, the
 * convention of {@link ToolCommand}), as a process with a time limit.
 *
 * <p>A non-zero exit, a crash, a timeout, output that does not parse, or output the IR or
 * convergence verifier rejects is {@link Outcome.Failed} with the tool's standard error. A
 * defined function whose printed text (cvg's printer, on both sides) changed is reported with the
 * correspondence {@link NameCorrespondence#infer} draws from the names; a function the tool
 * deleted is not compared.
 *
 * <p>{@link #applyAll} puts up to {@code batchSize} kernels into one module ({@link ModuleBatch})
 * so the tool starts once per batch; if the batched run fails, its halves are run on their own, down
 * to single kernels, so a failure is reported for the kernel that causes it.
 */
public final class ExternalTransform implements Transform {
  private final String name;
  private final ToolCommand command;
  private final Duration timeout;
  private final int batchSize;

  /**
   * Creates the transform.
   *
   * @param name the label in progress lines and the summary
   * @param command the tool's command line
   * @param timeout the time limit of one run (one batch)
   * @param batchSize the most kernels put into one run (1: no batching)
   */
  public ExternalTransform(String name, ToolCommand command, Duration timeout, int batchSize) {
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch size must be at least 1, not " + batchSize);
    }
    this.name = name;
    this.command = command;
    this.timeout = timeout;
    this.batchSize = batchSize;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Outcome apply(Module before) {
    Run r = run(before);
    if (r.output.isPresent()) {
      r = verified(r.output.get(), r.stderr);
    }
    return r.output.isPresent() ? transformed(before, r.output.get()) : r.failure;
  }

  @Override
  public List<Outcome> applyAll(List<Module> befores) {
    List<Outcome> out = new ArrayList<>(java.util.Collections.nCopies(befores.size(), null));
    for (List<Integer> batch : ModuleBatch.plan(befores, batchSize)) {
      runBatch(befores, batch, out);
    }
    return out;
  }

  /**
   * Runs the kernels {@code batch} of {@code befores} in one module and stores their outcomes in
   * {@code out}; if the run fails (the tool fails, times out or writes what does not parse), runs
   * each half on its own, down to single kernels, so a failing kernel costs a few runs rather than
   * one per kernel of its batch. Output that parses is split per kernel and each part verified on
   * its own: a kernel whose output the verifiers reject fails alone, without rerunning the others.
   */
  private void runBatch(List<Module> befores, List<Integer> batch, List<Outcome> out) {
    if (batch.size() == 1) {
      out.set(batch.getFirst(), apply(befores.get(batch.getFirst())));
      return;
    }
    List<Module> kernels = batch.stream().map(befores::get).toList();
    Run r = run(ModuleBatch.merge(kernels));
    if (r.output.isEmpty()) {
      int half = batch.size() / 2;
      runBatch(befores, batch.subList(0, half), out);
      runBatch(befores, batch.subList(half, batch.size()), out);
      return;
    }
    for (int k = 0; k < batch.size(); k++) {
      Module before = kernels.get(k);
      Optional<Module> after = ModuleBatch.split(r.output.get(), k, before.sourceName());
      if (after.isEmpty()) {
        out.set(batch.get(k), apply(before));
        continue;
      }
      Run v = verified(after.get(), r.stderr);
      out.set(batch.get(k), v.output.isPresent() ? transformed(before, v.output.get()) : v.failure);
    }
  }

  /**
   * Returns the defined functions of {@code before} whose text differs in {@code after} once
   * attribute groups are resolved ({@link ResolvedText}: opt's moving {@code convergent} into a
   * group is no change), each with the correspondence inferred from the names.
   */
  public static Map<String, Outcome.FunctionChange> changes(Module before, Module after) {
    Map<String, Outcome.FunctionChange> out = new LinkedHashMap<>();
    for (Function f : before.definitions()) {
      Optional<Function> g = after.function(f.name()).filter(x -> !x.isDeclaration());
      if (g.isPresent() && !ResolvedText.same(before, f, after, g.get())) {
        out.put(f.name(), new Outcome.FunctionChange(
            NameCorrespondence.infer(before, f.name(), after, f.name()), 0));
      }
    }
    return out;
  }

  private static Outcome transformed(Module before, Module after) {
    return new Outcome.Transformed(after, changes(before, after));
  }

  /** The tool's output (parsed, or verified after {@link #verified}), or why there is none. */
  private record Run(Optional<Module> output, Outcome.Failed failure, String stderr) {}

  private Run run(Module input) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("cvg-fuzz-");
      Path in = dir.resolve("input.ll");
      Path outFile = dir.resolve("output.ll");
      Files.writeString(in, IrPrinter.print(input), StandardCharsets.UTF_8);
      ToolRun r = ToolRun.run(command.argv(in, outFile), dir, timeout);
      if (!r.ok()) {
        return failed(r.timedOut() ? "timeout" : "tool-failed", r.failure(timeout), r.stderr());
      }
      String text = command.writesFile()
          ? (Files.exists(outFile) ? new String(Files.readAllBytes(outFile), StandardCharsets.UTF_8) : "")
          : r.stdout();
      Module after;
      try {
        after = IrParser.parse(text, input.sourceName() + " after " + name);
      } catch (ParseException e) {
        return failed("unparsable-output", "output does not parse: " + e.render().lines().findFirst().orElse(""),
            r.stderr() + text);
      } catch (RuntimeException e) {
        return failed("unparsable-output", "output does not parse: " + e, r.stderr() + text);
      }
      return new Run(Optional.of(after), null, r.stderr());
    } catch (IOException e) {
      return failed("cannot-run", "cannot run " + command.words().getFirst() + ": " + e.getMessage(), e.toString());
    } finally {
      ToolRun.deleteTree(dir);
    }
  }

  /** Returns {@code after} if the IR and convergence verifiers accept it, else the failure. */
  private static Run verified(Module after, String stderr) {
    List<Diagnostic> found = new ArrayList<>(IrVerifier.verify(after));
    String verifier = "ir-verifier";
    if (found.isEmpty()) {
      found.addAll(ConvergenceVerifier.verify(after, Targets.forModule(after, Optional.empty())));
      verifier = "convergence-verifier";
    }
    if (!found.isEmpty()) {
      StringBuilder sb = new StringBuilder();
      found.forEach(d -> sb.append(d.render()).append('\n'));
      return failed(verifier, "output rejected by the verifier: " + found.getFirst().message(), sb + stderr);
    }
    return new Run(Optional.of(after), null, stderr);
  }

  private static Run failed(String kind, String reason, String detail) {
    return new Run(Optional.empty(), new Outcome.Failed(kind, reason, detail), "");
  }
}
