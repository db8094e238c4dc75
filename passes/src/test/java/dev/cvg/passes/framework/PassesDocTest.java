package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** docs/passes.md's "Parameters" table lists exactly what each built-in pass declares. */
class PassesDocTest {

  @Test
  void theParametersTableMatchesTheDeclarations() throws IOException {
    String doc = Files.readString(Path.of("../docs/passes.md"));
    String table = doc.substring(doc.indexOf("## Parameters"), doc.indexOf("## Beyond LLVM"));
    PassRegistry registry = PassRegistry.builtin();
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    for (String name : registry.names()) {
      FunctionPass pass = registry.resolve(name).getFirst().pass();
      String row = pass.parameters().map(ps -> ps.stream().map(p -> "`" + p.toString().replaceFirst(": ", "`: "))
          .collect(Collectors.joining("; "))).orElse(null);
      String line = table.lines().filter(l -> l.startsWith("| `" + name + "` |")).findFirst().orElse("(no row)");
      actual.add(line);
      expected.add(row == null ? line : "| `" + name + "` | " + row + " |");
    }
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }
}
