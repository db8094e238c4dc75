package dev.cvg.cli.fuzz;

import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code --json} summary of a campaign (Jackson, as {@code cvg opt --json}):
 * {@code {"seeds": {"first", "last", "run", "rejected"}, "kernels", "source", "timeUp",
 * "transforms": [{"transform", "kernels", "changed", "legal", "unknown", "illegal", "failures",
 * "findings", "overridden", "injected", "caught", "verifierCaught", "transformSeconds", "checkSeconds"}],
 * "findings": [{"directory", "transform", "property", "kind", "seed", "function", "occurrences",
 * "reduced" (false in the summary written when the scan ends, before the reductions),
 * "occurrenceSites": [{"seed", "function"}]}],
 * "wallSeconds", "kernelsPerSecond"}}. The times are the only part that varies between runs.
 */
public final class SummaryJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private SummaryJson() {}

  /** Returns the JSON text of {@code r}. */
  public static String of(CampaignResult r) {
    ObjectNode root = MAPPER.createObjectNode();
    ObjectNode seeds = root.putObject("seeds");
    seeds.put("first", r.settings().firstSeed());
    seeds.put("last", r.lastSeed());
    seeds.put("run", r.seeds());
    seeds.put("rejected", r.rejected());
    root.put("kernels", r.kernels());
    root.put("source", r.settings().source().describe());
    root.put("timeUp", r.timeUp());
    ArrayNode transforms = root.putArray("transforms");
    for (Tally t : r.tallies()) {
      ObjectNode o = transforms.addObject();
      o.put("transform", t.transform());
      o.put("kernels", t.kernels());
      o.put("changed", t.changed());
      o.put("legal", t.legal());
      o.put("unknown", t.unknown());
      o.put("illegal", t.illegal());
      o.put("failures", t.failures());
      o.put("findings", t.findings());
      o.put("overridden", t.overridden());
      o.put("injected", t.injected());
      o.put("caught", t.caught());
      o.put("verifierCaught", t.verifierCaught());
      o.put("transformSeconds", t.transformNanos() / 1e9);
      o.put("checkSeconds", t.checkNanos() / 1e9);
    }
    root.put("reduced", r.reduced());
    ArrayNode findings = root.putArray("findings");
    for (Detection f : r.detections()) {
      ObjectNode o = findings.addObject();
      o.put("directory", f.directory()).put("transform", f.transform())
          .put("property", f.key().property()).put("kind", f.key().kind()).put("seed", f.seed())
          .put("function", f.function()).put("occurrences", f.count());
      ArrayNode sites = o.putArray("occurrenceSites");
      f.occurrences().forEach(s -> sites.addObject().put("seed", s.seed()).put("function", s.function()));
    }
    double wall = r.wallNanos() / 1e9;
    root.put("wallSeconds", wall);
    root.put("kernelsPerSecond", wall > 0 ? r.seeds() / wall : 0);
    return MAPPER.writeValueAsString(root) + "\n";
  }
}
