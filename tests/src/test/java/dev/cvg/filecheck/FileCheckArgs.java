package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A parsed FileCheck command line, as written on a lit {@code RUN:} line.
 *
 * <p>Follows LLVM's {@code cl::opt} conventions: one or two leading dashes, values as
 * {@code -opt=value} or {@code -opt value}, booleans as {@code -flag} or {@code -flag=false},
 * {@code -DNAME=VALUE} with the value attached. Output-only options ({@code -v}, {@code -vv},
 * {@code --dump-input...}, {@code --color}) are accepted and listed in {@link #ignored()}.
 *
 * @param options the options that affect matching
 * @param checkFile the positional check-file argument (often {@code %s})
 * @param inputFile {@code --input-file}, if given (otherwise the input is stdin)
 * @param ignored the output-only options that were accepted without effect
 */
public record FileCheckArgs(
    FileCheckOptions options, String checkFile, Optional<String> inputFile, List<String> ignored) {

  private static final Set<String> VALUE_OPTIONS = Set.of("check-prefix", "check-prefixes",
      "comment-prefixes", "implicit-check-not", "input-file", "dump-input", "dump-input-filter",
      "dump-input-context");
  private static final Set<String> IGNORED = Set.of("v", "vv", "dump-input", "dump-input-filter",
      "dump-input-context", "color");

  /** Copies the list. */
  public FileCheckArgs {
    ignored = List.copyOf(ignored);
  }

  /**
   * Parses FileCheck's arguments (without the program name).
   *
   * @throws IllegalArgumentException for an unknown or unsupported option, a missing value, or
   *     a missing or repeated check-file argument; the message is FileCheck-like
   */
  public static FileCheckArgs parse(List<String> args) {
    FileCheckOptions.Builder b = FileCheckOptions.builder();
    String checkFile = null;
    String inputFile = null;
    List<String> ignored = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (!arg.startsWith("-") || arg.equals("-")) {
        if (checkFile != null) {
          throw new IllegalArgumentException("FileCheck: too many positional arguments: " + arg);
        }
        checkFile = arg;
        continue;
      }
      String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
      if (body.startsWith("D")) {
        String def = body.length() > 1 ? body.substring(1) : value(args, ++i, "D");
        define(b, def);
        continue;
      }
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String inline = eq < 0 ? null : body.substring(eq + 1);
      String value = inline;
      if (VALUE_OPTIONS.contains(name) && value == null) {
        value = value(args, ++i, name);
      }
      if (IGNORED.contains(name)) {
        ignored.add(value == null ? arg : arg + (inline == null ? " " + value : ""));
        continue;
      }
      switch (name) {
        case "check-prefix" -> b.prefixes(value);
        case "check-prefixes", "comment-prefixes" -> {
          String[] parts = value.split(",", -1);
          if (name.equals("check-prefixes")) {
            b.prefixes(parts);
          } else {
            b.commentPrefixes(parts);
          }
        }
        case "implicit-check-not" -> b.implicitCheckNot(value);
        case "input-file" -> inputFile = value;
        case "allow-unused-prefixes" -> b.allowUnusedPrefixes(bool(name, inline));
        case "match-full-lines" -> b.matchFullLines(bool(name, inline));
        case "strict-whitespace" -> b.strictWhitespace(bool(name, inline));
        case "allow-empty" -> b.allowEmpty(bool(name, inline));
        case "enable-var-scope" -> b.enableVarScope(bool(name, inline));
        case "ignore-case" -> b.ignoreCase(bool(name, inline));
        default -> throw new IllegalArgumentException(
            "FileCheck: unknown or unsupported option '" + arg + "'");
      }
    }
    if (checkFile == null) {
      throw new IllegalArgumentException("FileCheck: missing check file argument");
    }
    b.checkFileName(checkFile);
    if (inputFile != null) {
      b.inputName(inputFile);
    }
    return new FileCheckArgs(b.build(), checkFile, Optional.ofNullable(inputFile), ignored);
  }

  private static String value(List<String> args, int i, String name) {
    if (i >= args.size()) {
      throw new IllegalArgumentException("FileCheck: option '-" + name + "' requires a value");
    }
    return args.get(i);
  }

  private static boolean bool(String name, String value) {
    if (value == null) {
      return true;
    }
    return switch (value) {
      case "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default -> throw new IllegalArgumentException(
          "FileCheck: '" + value + "' is invalid value for boolean argument -" + name);
    };
  }

  private static void define(FileCheckOptions.Builder b, String def) {
    if (def.startsWith("#")) {
      throw new IllegalArgumentException(
          "FileCheck: numeric variable definitions (-D#) are not supported: -D" + def);
    }
    int eq = def.indexOf('=');
    if (eq < 0) {
      throw new IllegalArgumentException("FileCheck: missing equal sign in global definition");
    }
    b.define(def.substring(0, eq), def.substring(eq + 1));
  }
}
