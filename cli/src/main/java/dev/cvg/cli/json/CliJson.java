package dev.cvg.cli.json;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one Jackson 3 mapper of the command line's JSON outputs ({@code cvg run --json}, the fuzz
 * summaries): build a tree with {@link #object()}, print it with {@link #write}. The output is
 * Jackson's default indented form, as {@code cvg check --json} and {@code cvg opt --json} print
 * theirs; docs/json.md documents every command's schema.
 */
public final class CliJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private CliJson() {}

  /** Returns a new empty object node to fill. */
  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** Returns the indented text of {@code node}, ending in a newline. */
  public static String write(JsonNode node) {
    return MAPPER.writeValueAsString(node) + "\n";
  }

  /**
   * Parses JSON text.
   *
   * @throws IllegalArgumentException if {@code text} is not JSON, with Jackson's message
   */
  public static JsonNode read(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JacksonException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
    }
  }
}
