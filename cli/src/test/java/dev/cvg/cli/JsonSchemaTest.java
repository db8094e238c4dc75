package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.cvg.cli.json.CliJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every command's {@code --json} output validates against its schema in {@code docs/json/}
 * (JSON Schema 2020-12, checked by networknt's validator on Jackson 3), for each shape the
 * output takes: an ok and an unknown run, the three verdicts, a pipeline with a rollback and one
 * with end-to-end verdicts. The schemas are strict ({@code additionalProperties: false}), so a
 * key added to or dropped from an output without its schema fails here.
 */
class JsonSchemaTest {
  private static final Path DOCS = Path.of("..", "docs", "json");
  private static final String BASE = "https://cvg.dev/schemas/";
  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
      b -> b.schemas(schemaTexts()));

  private static Map<String, String> schemaTexts() {
    Map<String, String> byId = new HashMap<>();
    for (String command : List.of("run", "check", "opt", "fuzz")) {
      String file = command + ".schema.json";
      try {
        byId.put(BASE + file, Files.readString(DOCS.resolve(file)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return byId;
  }

  /** Returns the schema violations of {@code json} against {@code docs/json/COMMAND.schema.json}. */
  static List<Error> violations(String command, JsonNode json) {
    Schema schema = REGISTRY.getSchema(SchemaLocation.of(BASE + command + ".schema.json"));
    return schema.validate(json);
  }

  private static JsonNode valid(String command, CommandsTest.Run r) {
    JsonNode json = CliJson.read(r.out());
    List<Error> errors = violations(command, json);
    assertTrue(errors.isEmpty(), () -> "cvg " + command + " --json breaks docs/json/" + command + ".schema.json: "
        + errors + "\n" + r.out() + r.err());
    return json;
  }

  @Test
  void runOutputsMatchTheRunSchema() {
    JsonNode ok = valid("run", CommandsTest.run(CommandsTest.KERNEL, "run", "--threads", "3", "--args", "10,buf:16",
        "--json", "-"));
    assertEquals("ok", ok.get("status").asString());
    String loop = "define void @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n";
    JsonNode unknown = valid("run", CommandsTest.run(loop, "run", "--threads", "2", "--steps", "100", "--json", "-"));
    assertEquals("unknown", unknown.get("status").asString());
  }

  @Test
  void checkOutputsMatchTheCheckSchema() {
    String decls = CheckCommandTest.DECLS;
    JsonNode illegal = valid("check", CommandsTest.run(decls + CheckCommandTest.kernel("src", false)
        + CheckCommandTest.kernel("tgt", true), "check", "-", "--threads", "2", "--json"));
    assertEquals("ILLEGAL", illegal.get("verdict").asString());
    JsonNode legal = valid("check", CommandsTest.run(decls + CheckCommandTest.kernel("src", false)
        + CheckCommandTest.kernel("tgt", false), "check", "-", "--threads", "2", "--json", "--always-run"));
    assertEquals("LEGAL", legal.get("verdict").asString());
    String spin = "  br label %l\nl:\n  %x = add i32 1, 2\n  br label %l\n}\n";
    JsonNode unknown = valid("check", CommandsTest.run("define void @src() {\nentry:\n" + spin
        + "define void @tgt() {\nentry:\n" + spin, "check", "-", "--threads", "2", "--steps", "100",
        "--always-run", "--json"));
    assertEquals("UNKNOWN", unknown.get("verdict").asString());
  }

  @Test
  void optOutputsMatchTheOptSchema() {
    JsonNode rolledBack = valid("opt", OptCommandTest.opt(OptCommandTest.KERNEL,
        "-passes=test-hoist-convergent,test-throw", "-", "--json", "--disable-output"));
    assertEquals("PASS_THREW", rolledBack.get("passes").get(1).get("steps").get(0).get("rollback").get("why")
        .asString());
    JsonNode endToEnd = valid("opt", OptCommandTest.opt(OptCommandTest.KERNEL, "-passes=test-hoist-convergent", "-",
        "--verify-legality", "--threads", "1,2", "--json", "--disable-output"));
    assertFalse(endToEnd.get("endToEnd").isEmpty(), endToEnd.toString());
  }

  /** A campaign's summary, with and without findings, fits docs/json/fuzz.schema.json. */
  @Test
  void fuzzSummariesFitTheirSchema(@org.junit.jupiter.api.io.TempDir Path dir) {
    JsonNode clean = valid("fuzz", FuzzCommandTest.fuzz("--passes=licm", "--seeds", "0:4", "--size", "tiny",
        "--tokens", "none", "--jobs", "1", "--json"));
    assertTrue(clean.get("findings").isEmpty());
    JsonNode found = valid("fuzz", FuzzCommandTest.fuzzTest("--passes=test-hoist-convergent", "--no-guard", "--count",
        "40", "--size", "small", "--tokens", "none", "--jobs", "1", "--out", dir.toString(), "--json"));
    assertFalse(found.get("findings").isEmpty(), "the unguarded test hoist has findings");
  }

  /** The schemas are not vacuous: a document missing a key, or with a key of its own, fails. */
  @Test
  void theSchemasRejectWhatTheyDoNotDescribe() {
    ObjectNode run = (ObjectNode) CliJson.read(CommandsTest.run(CommandsTest.KERNEL, "run", "--threads", "2",
        "--json", "-").out());
    assertTrue(violations("run", run).isEmpty());
    run.remove("uniform");
    assertFalse(violations("run", run).isEmpty(), "a run without uniform");
    run.put("reason", "ok runs have no reason");
    assertTrue(violations("run", run).size() >= 2, "a reason on an ok run");
    ObjectNode verdict = CliJson.object().put("verdict", "MAYBE");
    verdict.putArray("notes");
    assertFalse(violations("check", verdict).isEmpty(), "an unknown verdict word");
  }
}
