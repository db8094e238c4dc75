package dev.cvg.junit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/pass-authors.md in sync with the example project it quotes: every code block
 * preceded by {@code <!-- quoted from PATH -->} must appear, line for line, in that file of the
 * repository (the invoker build of examples/ compiles and tests those files).
 */
class PassAuthorsDocTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern QUOTE =
      Pattern.compile("<!-- quoted from (\\S+) -->\\n```java\\n(.*?)```", Pattern.DOTALL);

  @Test
  void everyQuoteIsTheCodeOfItsFile() throws IOException {
    String doc = Files.readString(ROOT.resolve("docs/pass-authors.md"));
    Matcher m = QUOTE.matcher(doc);
    int quotes = 0;
    while (m.find()) {
      quotes++;
      Path file = ROOT.resolve(m.group(1));
      assertTrue(Files.isRegularFile(file), "docs/pass-authors.md quotes " + file + ", which does not exist");
      String code = Files.readString(file);
      assertTrue(code.contains(m.group(2)), "docs/pass-authors.md quote " + quotes + " is no longer in " + m.group(1)
          + ":\n" + m.group(2));
    }
    assertTrue(quotes >= 9, "expected the doc's 9 quotes, found " + quotes);
  }

  @Test
  void theDocIsLinkedFromTheReadmeAndTheLibraryPage() throws IOException {
    for (String page : List.of("README.md", "docs/library.md")) {
      assertTrue(Files.readString(ROOT.resolve(page)).contains("pass-authors.md"), page + " does not link it");
    }
  }
}
