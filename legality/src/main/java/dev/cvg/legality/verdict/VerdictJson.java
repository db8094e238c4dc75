package dev.cvg.legality.verdict;

import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a verdict as JSON (Jackson): {@code {"verdict": "ILLEGAL", "property": ..., ...}}, the
 * same fields as the text form, for tools.
 */
public final class VerdictJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private VerdictJson() {}

  /**
   * Returns the JSON text of {@code v} ({@code docs/json/check.schema.json}), ending in a newline.
   *
   * @param v a verdict
   * @return the indented JSON text
   */
  public static String toJson(Verdict v) {
    return MAPPER.writeValueAsString(toTree(v)) + "\n";
  }

  /**
   * Returns {@code v} as a Jackson tree, for documents that embed verdicts ({@code cvg opt --json}).
   *
   * @param v a verdict
   * @return a new object node
   */
  public static ObjectNode toTree(Verdict v) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("verdict", v.word());
    switch (v) {
      case Verdict.Legal l -> {
        root.put("proven", l.proven());
        strings(root.putArray("facts"), l.facts());
        coverage(root.putObject("coverage"), l.coverage());
      }
      case Verdict.Illegal i -> {
        Counterexample c = i.counterexample();
        root.put("property", c.property().label());
        root.put("original", c.before());
        root.put("transformed", c.after());
        root.put("message", c.message());
        ObjectNode in = root.putObject("inputs");
        in.put("threads", c.inputs().threads());
        strings(in.putArray("arguments"), c.inputs().arguments());
        in.put("hierarchy", c.inputs().hierarchy());
        in.put("anchors", c.inputs().anchors());
        ArrayNode threads = root.putArray("threads");
        c.threads().forEach(threads::add);
        groups(root.putArray("groupsBefore"), c.groupsBefore());
        groups(root.putArray("groupsAfter"), c.groupsAfter());
        ObjectNode vb = root.putObject("valuesBefore");
        c.valuesBefore().forEach((k, x) -> vb.put(Integer.toString(k), x));
        ObjectNode va = root.putObject("valuesAfter");
        c.valuesAfter().forEach((k, x) -> va.put(Integer.toString(k), x));
        c.trace().ifPresent(t -> root.put("trace", t.text()));
        strings(root.putArray("others"), i.others());
      }
      case Verdict.Unknown u -> {
        root.put("reason", u.reason());
        coverage(root.putObject("coverage"), u.coverage());
      }
    }
    strings(root.putArray("notes"), v.notes());
    return root;
  }

  private static void coverage(ObjectNode o, Coverage c) {
    o.put("executions", c.executions());
    ArrayNode tc = o.putArray("threadCounts");
    c.threadCounts().forEach(tc::add);
    o.put("argumentSets", c.argumentSets());
    strings(o.putArray("hierarchies"), c.hierarchies());
    strings(o.putArray("anchorGroupings"), c.anchorGroupings());
    o.put("inconclusive", c.inconclusive());
  }

  private static void groups(ArrayNode a, java.util.List<java.util.List<Integer>> groups) {
    for (java.util.List<Integer> g : groups) {
      ArrayNode x = a.addArray();
      g.forEach(x::add);
    }
  }

  private static void strings(ArrayNode a, java.util.List<String> items) {
    items.forEach(a::add);
  }
}
