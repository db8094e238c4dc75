package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.testkit.Llvm22;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * LLVM 22's passes as trusted producers on generated convergent kernels (with and without
 * tokens): every pair they change must be LEGAL or UNKNOWN; an ILLEGAL verdict is either a false
 * positive of the checker or a real LLVM miscompile, which would be reduced and listed in
 * docs/findings.md. {@code -Dcvg.campaign.kernels=N} raises the kernel count (default 12 per
 * token mode); a failing pair is written under {@code target/campaign/}.
 */
class LlvmPassCampaignTest {
  private static final int KERNELS = Integer.getInteger("cvg.campaign.kernels", 12);
  private static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));

  @TestFactory
  Stream<DynamicTest> llvmPassOutputsAreLegal() {
    return LlvmPassCampaign.PASSES.stream().map(pass -> DynamicTest.dynamicTest(pass, () -> campaign(pass)));
  }

  /**
   * The same passes on LLVM's own uniformity-analysis test kernels (AMDGPU and NVPTX: real
   * intrinsics, irreducible cycles, tokens, memory); every changed function is checked.
   */
  @TestFactory
  Stream<DynamicTest> llvmPassOutputsOnTheCorpusKernelsAreLegal() {
    return LlvmPassCampaign.PASSES.stream().map(pass -> DynamicTest.dynamicTest(pass, () -> {
      Llvm22.assume("opt-22");
      Map<String, Integer> counts = new TreeMap<>();
      List<String> illegal = new ArrayList<>();
      Path root = Path.of("src/test/resources/conformance/llvm/Analysis");
      for (Path file : dev.cvg.golden.GoldenFiles.discover(root)) {
        List<LlvmPassCampaign.Pair> pairs;
        try {
          pairs = LlvmPassCampaign.run(pass, Files.readString(file), file.getFileName().toString(), OPTIONS);
        } catch (dev.cvg.ir.text.ParseException | IllegalArgumentException e) {
          continue; // cvg rejects the file or its output, or it is not valid (CorpusTextTest covers which)
        }
        for (LlvmPassCampaign.Pair p : pairs) {
          counts.merge(p.verdict().word(), 1, Integer::sum);
          if (p.verdict() instanceof Verdict.Illegal) {
            illegal.add(file.getFileName() + ": " + p.describe());
          }
        }
      }
      System.out.println("corpus kernels " + pass + ": " + counts);
      if (!illegal.isEmpty()) {
        fail(illegal.size() + " ILLEGAL verdict(s) on " + pass + " outputs:\n" + String.join("\n", illegal));
      }
    }));
  }

  /**
   * Checker false positives on LLVM's outputs of the pair kernels, by pass: file and function as
   * the failure line starts. Each must stay ILLEGAL (a fix removes it here). None is left: the
   * three {@code default<O2>} entries of open class 4 (the fully unrolled loop of the bug pair
   * {@code simplifycfg-thread-uncontrolled-cycle}, whose unused {@code readfirstlane} copies
   * dead-code elimination deleted) are LEGAL since the surviving copy of a side-effect-free
   * operation stands for the last original instance (docs/findings.md).
   */
  private static final Map<String, List<String>> KNOWN_FALSE_POSITIVES = Map.of();

  /**
   * Real LLVM 22 miscompiles on the pair kernels, by pass (docs/findings.md): each must stay
   * ILLEGAL. With {@code -mtriple=amdgcn--}, {@code default<O2>}'s SpeculativeExecution hoists the
   * {@code convergent speculatable} {@code @subgroupAdd} of the spec pair
   * {@code speculate-speculatable-divergent} out of its divergent branch, which
   * ConvergentOperations.rst ("Other Interactions") says {@code convergent} prevents.
   */
  private static final Map<String, List<String>> KNOWN_MISCOMPILES = Map.of(
      "default<O2>", List.of("speculate-speculatable-divergent.ll: default<O2> on @src"));

  /**
   * The same passes on the hand-written kernels of the legality pairs (both functions of every
   * pair file: tokens, anchors, loop hearts, divergent exits, the spec's intrinsics).
   */
  @TestFactory
  Stream<DynamicTest> llvmPassOutputsOnTheSpecKernelsAreLegal() {
    return LlvmPassCampaign.PASSES.stream().map(pass -> DynamicTest.dynamicTest(pass, () -> {
      Llvm22.assume("opt-22");
      Map<String, Integer> counts = new TreeMap<>();
      List<String> illegal = new ArrayList<>();
      Path root = dev.cvg.golden.GoldenFiles.resource("golden/legality");
      for (Path file : dev.cvg.golden.GoldenFiles.discover(root)) {
        for (LlvmPassCampaign.Pair p : LlvmPassCampaign.run(pass, Files.readString(file),
            file.getFileName().toString(), OPTIONS)) {
          counts.merge(p.verdict().word(), 1, Integer::sum);
          if (p.verdict() instanceof Verdict.Illegal) {
            illegal.add(file.getFileName() + ": " + p.describe());
          }
        }
      }
      System.out.println("spec kernels " + pass + ": " + counts);
      List<String> known = new ArrayList<>(KNOWN_FALSE_POSITIVES.getOrDefault(pass, List.of()));
      known.addAll(KNOWN_MISCOMPILES.getOrDefault(pass, List.of()));
      List<String> unexpected = illegal.stream().filter(l -> known.stream().noneMatch(l::startsWith)).toList();
      List<String> gone = known.stream().filter(k -> illegal.stream().noneMatch(l -> l.startsWith(k))).toList();
      if (!unexpected.isEmpty()) {
        fail(unexpected.size() + " ILLEGAL verdict(s) on " + pass + " outputs:\n" + String.join("\n", unexpected));
      }
      if (!gone.isEmpty()) {
        fail("known false positives or miscompiles of " + pass + " no longer ILLEGAL (remove them from KNOWN_FALSE_POSITIVES or KNOWN_MISCOMPILES): " + gone);
      }
    }));
  }

  private static void campaign(String pass) throws Exception {
    Llvm22.assume("opt-22");
    LegalityOptions options = OPTIONS;
    Map<String, Integer> counts = new TreeMap<>();
    List<String> illegal = new ArrayList<>();
    for (int k = 0; k < 2 * KERNELS; k++) {
      boolean tokens = k % 2 == 1;
      long seed = k / 2;
      String text = LlvmPassCampaign.kernel(seed, tokens);
      for (LlvmPassCampaign.Pair p : LlvmPassCampaign.run(pass, text, "seed-" + seed + (tokens ? "-tokens" : ""),
          options)) {
        counts.merge(p.verdict().word(), 1, Integer::sum);
        if (p.verdict() instanceof Verdict.Illegal) {
          Path dir = Path.of("target", "campaign", pass.replaceAll("[^a-z0-9-]", "_") + "-" + seed
              + (tokens ? "-tokens" : ""));
          Files.createDirectories(dir);
          Files.writeString(dir.resolve("before.ll"), p.before());
          Files.writeString(dir.resolve("after.ll"), p.after());
          illegal.add("seed " + seed + (tokens ? " (tokens)" : "") + ": " + p.describe() + "(written to " + dir + ")");
        }
      }
    }
    System.out.println("campaign " + pass + ": " + counts);
    if (!illegal.isEmpty()) {
      fail(illegal.size() + " ILLEGAL verdict(s) on " + pass + " outputs:\n" + String.join("\n", illegal));
    }
  }
}
