package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.Main;
import dev.cvg.ir.text.IrParser;
import dev.cvg.passes.BuiltinPasses;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.cvg.passes.framework.PassRegistry;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Campaigns end to end on tiny kernels: guarded passes give no ILLEGAL, a broken transform is
 * found, reduced and deduplicated, and a time limit stops a campaign on a contiguous seed range.
 */
class CampaignTest {
  @Test
  void guardedPassesGiveNoIllegalOnThirtyKernels() {
    PassRegistry registry = BuiltinPasses.registry();
    CampaignResult r = Campaigns.run(Campaigns.settings(0, 30, 2, new CvgPipelineTransform(registry, "licm", true),
        new CvgPipelineTransform(registry, "sink", true), new CvgPipelineTransform(registry, "simplifycfg", true)));
    assertEquals(30, r.seeds());
    assertEquals(30, r.kernels() + r.rejected());
    long changed = 0;
    for (Tally t : r.tallies()) {
      assertEquals(r.kernels(), t.kernels(), t.transform());
      assertEquals(0, t.illegal(), t.transform() + " (seeds 0..29): " + r.findings());
      assertEquals(0, t.failures(), t.transform() + " (seeds 0..29): " + r.findings());
      assertTrue(t.legal() + t.unknown() + t.illegal() >= t.changed(), t.transform() + ": a verdict per changed function");
      changed += t.changed();
    }
    assertTrue(changed > 0, "the campaign checked something: " + SummaryTable.of(r));
    assertTrue(r.findings().isEmpty(), SummaryTable.of(r));
  }

  @Test
  void aBrokenHoistIsFoundReducedAndDeduplicated() throws Exception {
    CampaignResult r = Campaigns.run(Campaigns.settings(Campaigns.SOURCE_SMALL, 0, 30, 2, new BrokenHoist()));
    Tally t = r.tallies().getFirst();
    assertTrue(t.illegal() > 1, "the broken hoist is ILLEGAL on several of seeds 0..29: " + SummaryTable.of(r));
    assertFalse(r.findings().isEmpty());
    Set<FindingKey> keys = new HashSet<>();
    int occurrences = 0;
    for (Finding f : r.findings()) {
      assertTrue(keys.add(f.key()), "one finding per key: " + f.directory());
      occurrences += f.count();
      assertEquals("converged-with", f.key().property(), f.directory());
      assertTrue(f.report().startsWith("ILLEGAL: converged-with"), f.directory() + ":\n" + f.report());
      assertTrue(f.notes().stream().anyMatch(n -> n.equals("cvg check --map correspondence.map: ILLEGAL (converged-with)")),
          f.directory() + ": " + f.notes());
      int reduced = IrParser.parse(f.before(), "before.ll").function(f.function()).orElseThrow().blocks().size();
      int original = Campaigns.SOURCE_SMALL.kernel(f.seed()).function(f.function()).orElseThrow().blocks().size();
      assertTrue(reduced <= original, f.directory() + " seed " + f.seed());
    }
    assertEquals(t.illegal(), occurrences, "every ILLEGAL counts against exactly one finding");
    assertTrue(r.findings().size() < t.illegal(), "later occurrences of a key are counted, not written again");
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9).subList(0, r.findings().size()),
        r.findings().stream().map(Finding::number).toList());
  }

  @Test
  void theWrittenReproducerOfTheBrokenHoistIsIllegalUnderCvgCheck(@TempDir Path dir) throws Exception {
    CampaignResult r = Campaigns.run(Campaigns.settings(Campaigns.SOURCE_SMALL, 0, 30, 2, new BrokenHoist()));
    new FindingWriter(dir, List.of(new BrokenHoist()), seed -> "cvg fuzz --seeds " + seed + ":" + seed).write(r);
    for (Finding f : r.findings()) {
      Path d = dir.resolve(f.directory());
      String verdict = Files.readString(d.resolve("verdict.txt"));
      assertTrue(verdict.contains("seed: " + f.seed() + ", function @" + f.function()), verdict);
      assertTrue(verdict.contains("  cvg fuzz --seeds " + f.seed() + ":" + f.seed() + "\n"), verdict);
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int code = Main.run(new String[] {"check", d.resolve("before.ll").toString(), d.resolve("after.ll").toString()},
          new ByteArrayInputStream(new byte[0]), new PrintWriter(out), new PrintWriter(err));
      assertEquals(1, code, f.directory() + ": cvg check exits 1 (ILLEGAL)\n" + out + err);
      assertTrue(out.toString().startsWith("ILLEGAL: converged-with"), out.toString());
    }
    assertEquals(SummaryTable.of(r), Files.readString(dir.resolve("summary.txt")));
  }

  @Test
  void theFirstOccurrenceOfAKeyIsTheFinding() {
    CampaignResult r = Campaigns.run(Campaigns.settings(Campaigns.SOURCE_SMALL, 0, 30, 2, new BrokenHoist()));
    Finding f = r.findings().getFirst();
    long rest = 30 - (f.seed() + 1);
    CampaignResult later = Campaigns.run(Campaigns.settings(Campaigns.SOURCE_SMALL, f.seed() + 1, rest, 2, new BrokenHoist()));
    Finding g = later.findings().stream().filter(x -> x.key().equals(f.key())).findFirst().orElseThrow();
    assertTrue(g.seed() > f.seed(), "without seed " + f.seed() + " the key is first met later: " + g.seed());
    assertTrue(g.count() < f.count(), f.count() + " occurrences from seed 0, " + g.count()
        + " after seed " + f.seed());
  }

  @Test
  void aTimeLimitStopsTheCampaignOnAContiguousRange() {
    CampaignResult r = Campaigns.run(Campaigns.timed(Duration.ofMillis(1500),
        new CvgPipelineTransform(BuiltinPasses.registry(), "sink", true)));
    assertTrue(r.timeUp());
    assertTrue(r.seeds() > 0, "some seeds ran");
    assertEquals(r.seeds(), r.kernels() + r.rejected());
    assertEquals(r.kernels(), r.tallies().getFirst().kernels());
    assertTrue(r.wallNanos() < Duration.ofSeconds(60).toNanos(), "stopped soon after the limit");
  }

  /** The listener hears of the scan (tallies, detections, nothing reduced) before any reduction. */
  @Test
  void theScanIsReportedBeforeTheReductionsAndEachFindingAsItIsReduced() {
    List<String> events = new java.util.ArrayList<>();
    CampaignResult[] scan = new CampaignResult[1];
    CampaignResult r = new Campaign(Campaigns.settings(Campaigns.SOURCE_SMALL, 0, 30, 2, new BrokenHoist())).run(s -> { },
        new Campaign.Listener() {
          @Override
          public void scanned(CampaignResult result) {
            scan[0] = result;
            events.add("scanned");
          }

          @Override
          public void reduced(Finding f) {
            events.add("reduced " + f.number());
          }
        });
    assertEquals("scanned", events.getFirst());
    assertEquals(r.findings().size() + 1, events.size(), events.toString());
    assertTrue(scan[0].findings().isEmpty() && !scan[0].reduced());
    assertEquals(r.detections(), scan[0].detections());
    assertEquals(SummaryTable.of(r), SummaryTable.of(scan[0]).replace(" (not reduced yet)", ""),
        "the scan's summary is the final one before reduction");
    assertTrue(SummaryTable.of(scan[0]).contains("(not reduced yet)"));
    assertTrue(r.reduced());
  }

  /** With a reduction time that is up at once, every finding is written unreduced, and says so. */
  @Test
  void aSpentReductionTimeWritesTheFindingsUnreduced() {
    CampaignSettings settings = Campaigns.settings(Campaigns.SOURCE_SMALL, 0, 30, 2, new BrokenHoist());
    CampaignResult reduced = Campaigns.run(settings);
    CampaignResult r = Campaigns.run(settings.withReduceTime(Duration.ofNanos(1)));
    assertEquals(reduced.detections(), r.detections(), "the scan does not depend on the reduction time");
    assertFalse(r.findings().isEmpty());
    for (Finding f : r.findings()) {
      assertTrue(f.notes().stream().anyMatch(n -> n.contains("--reduce-time")), f.notes().toString());
      assertTrue(f.report().contains("ILLEGAL"), f.report());
    }
    Finding first = reduced.findings().getFirst();
    assertTrue(first.before().length() < r.findings().getFirst().before().length(),
        "the unbounded campaign reduces what the spent one leaves whole");
  }
}
