package dev.cvg.cli.fuzz;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.cli.llvm.CycleText;
import dev.cvg.cli.llvm.UniformityComparison;
import dev.cvg.cli.llvm.UniformityMarks;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * LLVM 22 as a second opinion on cvg's analyses of each kernel: {@code opt-22
 * -passes='print<uniformity>'} and {@code print<cycles>} (AMDGPU target) against cvg's
 * uniformity and cycle hierarchy of the same functions. Per function, three findings are
 * possible ({@link Disagreement#kind()}):
 * <ul>
 *   <li>{@value #CYCLES}: cvg's cycle hierarchy prints differently from opt's (LLVM's DFS order);
 *   <li>{@value #UNIFORMITY_22}: cvg with LLVM 22's rules and options ({@code --llvm22}) marks
 *       an argument, instruction, cycle or temporal use differently from opt; this mode exists
 *       to reproduce LLVM 22 exactly, so any difference is a finding, except temporal uses listed
 *       under a cycle inside an assumed-divergent one, which LLVM 22 lists or not by its worklist
 *       order ({@link UniformityComparison#withoutOrderDependentTemporal});
 *   <li>{@value #UNIFORMITY_REFINED}: cvg's post-22 refinement (equal-incoming phis, upstream
 *       LLVM after 22) reports divergence opt does not: a refinement may only remove divergence. Values cvg keeps uniform where opt says divergent are the documented
 *       refinements and counted ({@link Result#refined()}), not findings; cvg's soundness rules and
 *       token regions, which add divergence LLVM 22 misses, are left out of this comparison.
 * </ul>
 * Kernels are analysed in batches ({@link ModuleBatch}), one opt run per analysis and batch; a
 * batch opt rejects is analysed kernel by kernel, and a kernel opt rejects gets a {@value #OPT}
 * finding with opt's message. Thread-safe.
 */
public final class LlvmSecondOpinion {
  /** Kind of a cycle hierarchy difference. */
  public static final String CYCLES = "cycles";
  /** Kind of a difference under LLVM 22's rules. */
  public static final String UNIFORMITY_22 = "uniformity (LLVM 22 rules)";
  /** Kind of a refinement that adds divergence. */
  public static final String UNIFORMITY_REFINED = "uniformity (post-22 refinements)";
  /** Kind of an opt failure on a valid kernel. */
  public static final String OPT = "opt-22 failed";

  private final Duration timeout;
  private final int batchSize;

  /**
   * One disagreement.
   *
   * @param function the kernel's function
   * @param kind one of the kinds above
   * @param detail what differs: opt's and cvg's text, or opt's message
   */
  public record Disagreement(String function, String kind, String detail) {}

  /**
   * The second opinion on one kernel.
   *
   * @param disagreements the findings, empty if cvg and LLVM agree
   * @param refined the functions where cvg's refinements keep uniform what opt calls divergent
   */
  public record Result(List<Disagreement> disagreements, List<String> refined) {
    /** Copies the lists. */
    public Result {
      disagreements = List.copyOf(disagreements);
      refined = List.copyOf(refined);
    }
  }

  /**
   * Creates the second opinion.
   *
   * @param timeout the time limit of one opt run
   * @param batchSize the most kernels analysed by one opt run
   */
  public LlvmSecondOpinion(Duration timeout, int batchSize) {
    this.timeout = timeout;
    this.batchSize = batchSize;
  }

  /** Returns the second opinion on {@code kernel}. */
  public Result check(Module kernel) {
    return checkAll(List.of(kernel)).getFirst();
  }

  /** Returns the second opinion on each of {@code kernels}, in order. */
  public List<Result> checkAll(List<Module> kernels) {
    List<Result> out = new ArrayList<>(Collections.nCopies(kernels.size(), null));
    for (List<Integer> batch : ModuleBatch.plan(kernels, batchSize)) {
      List<Module> part = batch.stream().map(kernels::get).toList();
      boolean merged = part.size() > 1;
      Module module = merged ? ModuleBatch.merge(part) : part.getFirst();
      String uniformity;
      String cycles;
      try {
        uniformity = opt(module, "print<uniformity>");
        cycles = opt(module, "print<cycles>");
      } catch (OptFailure e) {
        for (int k = 0; k < part.size(); k++) {
          out.set(batch.get(k), merged ? check(part.get(k))
              : new Result(List.of(new Disagreement("", OPT, e.getMessage())), List.of()));
        }
        continue;
      }
      Map<String, UniformityMarks> marks = UniformityMarks.parse(uniformity);
      Map<String, String> cycleTexts = CycleText.split(cycles);
      for (int k = 0; k < part.size(); k++) {
        out.set(batch.get(k), compare(part.get(k), k, merged, marks, cycleTexts));
      }
    }
    return out;
  }

  /** Compares cvg's analyses of the single kernel {@code m} with opt's texts of it. */
  static Result compare(Module m, String optUniformity, String optCycles) {
    return compare(m, 0, false, UniformityMarks.parse(optUniformity), CycleText.split(optCycles));
  }

  private static Result compare(Module m, int k, boolean merged, Map<String, UniformityMarks> marks,
      Map<String, String> cycleTexts) {
    List<Disagreement> found = new ArrayList<>();
    List<String> refined = new ArrayList<>();
    TargetModel t22 = Targets.forTriple(LlvmPasses.TRIPLE, "", TargetRules.LLVM_22);
    TargetModel upstream = Targets.forTriple(LlvmPasses.TRIPLE, "", TargetRules.UPSTREAM);
    for (Function f : m.definitions()) {
      String name = merged ? ModuleBatch.batchName(k, f.name()) : f.name();
      String theirCycles = cycleTexts.getOrDefault(name, "").replace(name, f.name());
      String ourCycles = CyclePrinter.print(f.name(), CycleHierarchy.of(f.index().cfg(), SuccessorOrder.llvm()));
      if (!ourCycles.equals(theirCycles)) {
        found.add(new Disagreement(f.name(), CYCLES, "opt-22:\n" + theirCycles + "cvg:\n" + ourCycles));
      }
      UniformityMarks llvm = marks.get(name);
      UniformityMarks as22 = marks(m, f, UniformityInfo.of(m, f, t22, SuccessorOrder.llvm(),
          UniformityOptions.llvm22()), CyclePrinter.BlockOrder.LLVM_22);
      if (llvm == null || !UniformityComparison.withoutOrderDependentTemporal(as22)
          .equals(UniformityComparison.withoutOrderDependentTemporal(llvm))) {
        found.add(new Disagreement(f.name(), UNIFORMITY_22, "opt-22: " + llvm + "\ncvg --llvm22: " + as22));
        continue;
      }
      UniformityMarks precise = marks(m, f, UniformityInfo.of(m, f, upstream, SuccessorOrder.llvm(),
          refinementsOnly()), CyclePrinter.BlockOrder.LLVM_22);
      String why = UniformityComparison.moreOrEquallyPrecise(precise, llvm);
      if (!why.isEmpty()) {
        found.add(new Disagreement(f.name(), UNIFORMITY_REFINED, why + "\nopt-22: " + llvm + "\ncvg: " + precise));
      } else if (!precise.equals(llvm)) {
        refined.add(f.name());
      }
    }
    return new Result(found, refined);
  }

  /**
   * LLVM 22's algorithm plus the equal-incoming-phi refinement, without cvg's soundness rules and
   * without its token regions (they add divergence sources LLVM 22, having no token logic, lacks).
   */
  private static UniformityOptions refinementsOnly() {
    return new UniformityOptions(true, true, false, false, Integer.MAX_VALUE, false, false, false, false);
  }

  private static UniformityMarks marks(Module m, Function f, UniformityInfo u, CyclePrinter.BlockOrder order) {
    return UniformityMarks.parse(UniformityPrinter.print(m, f, u, order)).get(f.name());
  }

  /** An opt run that failed, with its message. */
  private static final class OptFailure extends Exception {
    OptFailure(String message) {
      super(message);
    }
  }

  private String opt(Module m, String analysis) throws OptFailure {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("cvg-llvm-");
      Path in = dir.resolve("input.ll");
      Files.writeString(in, IrPrinter.print(m));
      ToolRun r = ToolRun.run(List.of(LlvmPasses.OPT, "-mtriple=" + LlvmPasses.TRIPLE, "-passes=" + analysis,
          "-disable-output", in.toString()), dir, timeout);
      if (!r.ok()) {
        throw new OptFailure(analysis + ": " + r.failure(timeout) + "\n" + r.stderr());
      }
      // opt prints analyses on standard error
      return r.stdout() + r.stderr();
    } catch (IOException e) {
      throw new OptFailure("cannot run " + LlvmPasses.OPT + ": " + e.getMessage());
    } finally {
      ToolRun.deleteTree(dir);
    }
  }
}
