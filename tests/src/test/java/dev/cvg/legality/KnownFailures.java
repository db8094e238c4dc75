package dev.cvg.legality;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The pairs whose expected verdict the checker does not give yet, read from a
 * {@code known-failures.txt} next to them: one line per pair, {@code FILE OBSERVED REASON},
 * where {@code FILE} is the pair's path relative to the list's folder, {@code OBSERVED} the
 * verdict word the checker gives now (LEGAL, ILLEGAL or UNKNOWN) and {@code REASON} why it
 * differs from the expected one. Blank lines and lines starting with {@code #} are ignored.
 *
 * @param entries the listed pairs, by relative path
 */
record KnownFailures(Map<String, Entry> entries) {

  /**
   * One listed pair.
   *
   * @param observed the verdict word the checker gives now
   * @param reason why it differs from the expected verdict
   */
  record Entry(String observed, String reason) {}

  /**
   * Reads {@code dir/known-failures.txt}; an absent file lists nothing.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if a line has no reason or an unknown verdict word
   */
  static KnownFailures read(Path dir) throws IOException {
    Path file = dir.resolve("known-failures.txt");
    Map<String, Entry> entries = new LinkedHashMap<>();
    if (!Files.exists(file)) {
      return new KnownFailures(entries);
    }
    for (String line : Files.readAllLines(file)) {
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        continue;
      }
      String[] parts = t.split("\\s+", 3);
      if (parts.length < 3 || !parts[1].matches("LEGAL|ILLEGAL|UNKNOWN")) {
        throw new IllegalArgumentException(file + ": expected 'FILE LEGAL|ILLEGAL|UNKNOWN REASON', got: " + line);
      }
      entries.put(parts[0], new Entry(parts[1], parts[2]));
    }
    return new KnownFailures(entries);
  }

  /** Returns the entry of the pair at {@code relative} (a path under the list's folder). */
  Optional<Entry> lookup(String relative) {
    return Optional.ofNullable(entries.get(relative.replace('\\', '/')));
  }
}
