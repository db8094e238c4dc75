package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The FileCheck options cvg supports, with LLVM's defaults.
 *
 * @param checkPrefixes {@code --check-prefix(es)}; empty means the default {@code CHECK}
 * @param commentPrefixes {@code --comment-prefixes}; empty means {@code COM} and {@code RUN}
 * @param implicitCheckNot {@code --implicit-check-not} patterns, in order
 * @param defines {@code -DVAR=value} string variables, in order
 * @param allowUnusedPrefixes {@code --allow-unused-prefixes}
 * @param matchFullLines {@code --match-full-lines}
 * @param strictWhitespace {@code --strict-whitespace}: no horizontal-whitespace canonicalisation
 * @param allowEmpty {@code --allow-empty}: an empty input is not an error
 * @param enableVarScope {@code --enable-var-scope}: variables not starting with {@code $} are
 *     forgotten at each {@code CHECK-LABEL}
 * @param ignoreCase {@code --ignore-case}
 * @param checkFileName the check file's name in diagnostics
 * @param inputName the input's name in diagnostics
 */
public record FileCheckOptions(
    List<String> checkPrefixes,
    List<String> commentPrefixes,
    List<String> implicitCheckNot,
    Map<String, String> defines,
    boolean allowUnusedPrefixes,
    boolean matchFullLines,
    boolean strictWhitespace,
    boolean allowEmpty,
    boolean enableVarScope,
    boolean ignoreCase,
    String checkFileName,
    String inputName) {

  /** Copies the collections so the record is immutable. */
  public FileCheckOptions {
    checkPrefixes = List.copyOf(checkPrefixes);
    commentPrefixes = List.copyOf(commentPrefixes);
    implicitCheckNot = List.copyOf(implicitCheckNot);
    defines = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(defines));
  }

  /** Returns LLVM's defaults: prefix {@code CHECK}, input {@code <stdin>}. */
  public static FileCheckOptions defaults() {
    return builder().build();
  }

  /** Returns a builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** Returns a builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.checkPrefixes.addAll(checkPrefixes);
    b.commentPrefixes.addAll(commentPrefixes);
    b.implicitCheckNot.addAll(implicitCheckNot);
    b.defines.putAll(defines);
    b.allowUnusedPrefixes = allowUnusedPrefixes;
    b.matchFullLines = matchFullLines;
    b.strictWhitespace = strictWhitespace;
    b.allowEmpty = allowEmpty;
    b.enableVarScope = enableVarScope;
    b.ignoreCase = ignoreCase;
    b.checkFileName = checkFileName;
    b.inputName = inputName;
    return b;
  }

  /** Returns the check prefixes in effect (the given ones, or {@code CHECK}). */
  public List<String> effectiveCheckPrefixes() {
    return checkPrefixes.isEmpty() ? List.of("CHECK") : checkPrefixes;
  }

  /** Returns the comment prefixes in effect (the given ones, or {@code COM} and {@code RUN}). */
  public List<String> effectiveCommentPrefixes() {
    return commentPrefixes.isEmpty() ? List.of("COM", "RUN") : commentPrefixes;
  }

  /** A mutable builder for {@link FileCheckOptions}. */
  public static final class Builder {
    private final List<String> checkPrefixes = new ArrayList<>();
    private final List<String> commentPrefixes = new ArrayList<>();
    private final List<String> implicitCheckNot = new ArrayList<>();
    private final Map<String, String> defines = new LinkedHashMap<>();
    private boolean allowUnusedPrefixes;
    private boolean matchFullLines;
    private boolean strictWhitespace;
    private boolean allowEmpty;
    private boolean enableVarScope;
    private boolean ignoreCase;
    private String checkFileName = "check";
    private String inputName = "<stdin>";

    private Builder() {}

    /** Adds check prefixes ({@code --check-prefix}, {@code --check-prefixes}). */
    public Builder prefixes(String... prefixes) {
      checkPrefixes.addAll(List.of(prefixes));
      return this;
    }

    /** Adds comment prefixes ({@code --comment-prefixes}). */
    public Builder commentPrefixes(String... prefixes) {
      commentPrefixes.addAll(List.of(prefixes));
      return this;
    }

    /** Adds an {@code --implicit-check-not} pattern. */
    public Builder implicitCheckNot(String pattern) {
      implicitCheckNot.add(pattern);
      return this;
    }

    /** Defines a string variable ({@code -DNAME=VALUE}). */
    public Builder define(String name, String value) {
      defines.put(name, value);
      return this;
    }

    /** Sets {@code --allow-unused-prefixes}. */
    public Builder allowUnusedPrefixes(boolean value) {
      allowUnusedPrefixes = value;
      return this;
    }

    /** Sets {@code --match-full-lines}. */
    public Builder matchFullLines(boolean value) {
      matchFullLines = value;
      return this;
    }

    /** Sets {@code --strict-whitespace}. */
    public Builder strictWhitespace(boolean value) {
      strictWhitespace = value;
      return this;
    }

    /** Sets {@code --allow-empty}. */
    public Builder allowEmpty(boolean value) {
      allowEmpty = value;
      return this;
    }

    /** Sets {@code --enable-var-scope}. */
    public Builder enableVarScope(boolean value) {
      enableVarScope = value;
      return this;
    }

    /** Sets {@code --ignore-case}. */
    public Builder ignoreCase(boolean value) {
      ignoreCase = value;
      return this;
    }

    /** Sets the check file's name used in diagnostics. */
    public Builder checkFileName(String value) {
      checkFileName = value;
      return this;
    }

    /** Sets the input's name used in diagnostics. */
    public Builder inputName(String value) {
      inputName = value;
      return this;
    }

    /** Returns the options. */
    public FileCheckOptions build() {
      return new FileCheckOptions(checkPrefixes, commentPrefixes, implicitCheckNot, defines,
          allowUnusedPrefixes, matchFullLines, strictWhitespace, allowEmpty, enableVarScope,
          ignoreCase, checkFileName, inputName);
    }
  }
}
