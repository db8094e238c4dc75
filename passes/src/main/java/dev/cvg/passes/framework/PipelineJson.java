package dev.cvg.passes.framework;

import dev.cvg.legality.verdict.VerdictJson;
import java.util.List;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The statistics of a pipeline run as JSON (Jackson), the same content as {@link PipelineStats}
 * for tools: {@code {"pipeline": ..., "passes": [{"pass", "timeMs", "checkTimeMs", "committed",
 * "unchanged", "rolledBack", "steps": [{"function", "round", "outcome", "timeMs", "checkTimeMs", "performed", "guards",
 * "rollback", "legality"}]}], "analyses": {...}, "endToEnd": {function: verdict}}}; verdicts
 * are written as {@code cvg check --json} writes them.
 */
public final class PipelineJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private PipelineJson() {}

  /**
   * Returns the JSON text of the statistics of {@code r}, the result of running {@code pipeline}
   * ({@code docs/json/opt.schema.json}).
   *
   * @param pipeline the pipeline text
   * @param r the result of running it
   * @return the indented JSON text
   */
  public static String toJson(String pipeline, PipelineResult r) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("pipeline", pipeline);
    ArrayNode passes = root.putArray("passes");
    r.timePerPass().forEach((pass, time) -> {
      List<StepRecord> steps = r.stepsOf(pass);
      ObjectNode p = passes.addObject();
      p.put("pass", pass);
      p.put("timeMs", time.toNanos() / 1e6);
      p.put("checkTimeMs", r.checkTimePerPass().get(pass).toNanos() / 1e6);
      p.put("committed", steps.stream().filter(StepRecord::committed).count());
      p.put("unchanged", steps.stream().filter(s -> s.outcome() instanceof Outcome.Unchanged).count());
      p.put("rolledBack", steps.stream().filter(s -> s.rollback().isPresent()).count());
      ArrayNode a = p.putArray("steps");
      steps.forEach(s -> step(a.addObject(), s));
    });
    ObjectNode analyses = root.putObject("analyses");
    r.analyses().forEach(analyses::put);
    ObjectNode endToEnd = root.putObject("endToEnd");
    r.endToEnd().forEach((f, v) -> endToEnd.set(f, VerdictJson.toTree(v)));
    return MAPPER.writeValueAsString(root) + "\n";
  }

  private static void step(ObjectNode o, StepRecord s) {
    o.put("function", s.function());
    o.put("round", s.round());
    o.put("outcome", s.outcome().word());
    o.put("timeMs", s.time().toNanos() / 1e6);
    o.put("checkTimeMs", s.checkTime().toNanos() / 1e6);
    ArrayNode performed = o.putArray("performed");
    s.performed().forEach(p -> performed.addObject().put("site", p.site()).put("what", p.what()));
    ArrayNode guards = o.putArray("guards");
    for (GuardRecord g : s.guards()) {
      guards.addObject().put("site", g.site()).put("decision", g.decision().allowed() ? "allow" : "refuse")
          .put("reason", g.reason()).put("overridden", g.overridden());
    }
    s.rollback().ifPresent(rb -> {
      ObjectNode x = o.putObject("rollback");
      x.put("why", rb.why().name());
      x.put("message", rb.message());
      ArrayNode d = x.putArray("details");
      rb.details().forEach(d::add);
    });
    s.legality().ifPresent(l -> o.put("legality", l));
  }
}
