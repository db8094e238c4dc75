package dev.cvg.architecture;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The package a Java source file declares and the cvg packages it refers to, by import
 * (single-type, on-demand or static) or by a qualified name in the code.
 *
 * @param pkg the declared package, empty for the unnamed package
 * @param referenced the {@code dev.cvg} packages named in the code, without {@code pkg} itself
 */
record SourceReferences(Optional<String> pkg, Set<String> referenced) {

  private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  /** A package prefix (lower-case segments) followed by a type name or {@code *}. */
  private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.cvg(?:\\.[a-z_][a-z0-9_]*)*(?=\\s*\\.\\s*[A-Z*])");

  /** Copies. */
  SourceReferences {
    referenced = Set.copyOf(referenced);
  }

  /** Reads {@code source}, ignoring comments, string, text block and character literals. */
  static SourceReferences of(String source) {
    String code = CodeText.withoutCommentsAndLiterals(source);
    Matcher p = PACKAGE.matcher(code);
    Optional<String> pkg = p.find() ? Optional.of(p.group(1)) : Optional.empty();
    Set<String> refs = new TreeSet<>();
    Matcher m = REFERENCE.matcher(code);
    while (m.find()) {
      String ref = m.group();
      if (!pkg.map(ref::equals).orElse(false)) {
        refs.add(ref);
      }
    }
    return new SourceReferences(pkg, refs);
  }
}
