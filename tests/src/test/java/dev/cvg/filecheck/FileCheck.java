package dev.cvg.filecheck;

import java.util.List;
import java.util.Map;

/**
 * A Java implementation of the subset of LLVM's FileCheck that cvg's tests use, with
 * FileCheck's exit codes and message wording.
 *
 * <p>Supported: check prefixes and comment prefixes; {@code CHECK}, {@code -NEXT},
 * {@code -SAME}, {@code -NOT}, {@code -DAG}, {@code -LABEL}, {@code -EMPTY},
 * {@code -COUNT-n} and the {@code {LITERAL}} modifier; {@code {{regex}}} (POSIX ERE, as
 * LLVM's regex library reads it); string variables {@code [[NAME:regex]]}/{@code [[NAME]]},
 * global {@code $NAME}s and {@code -DNAME=value}; {@code --implicit-check-not},
 * {@code --allow-unused-prefixes}, {@code --match-full-lines}, {@code --strict-whitespace},
 * {@code --allow-empty}, {@code --enable-var-scope}, {@code --ignore-case}. Not supported
 * (rejected with exit code 2 and a message naming the feature): numeric substitution blocks
 * {@code [[#...]]}, {@code @LINE}, {@code -D#}. Not produced: the input dump and the fuzzy
 * "possible intended match" note. See {@code package-info} for the differential test that
 * compares this class with the real {@code FileCheck-22}.
 */
public final class FileCheck {
  private FileCheck() {}

  /**
   * Checks {@code input} against the directives in {@code checkFileText}.
   *
   * @param checkFileText the check file (e.g. a {@code .ll} test with CHECK lines)
   * @param input the text under test (e.g. {@code opt}'s output)
   * @param options the FileCheck options
   * @return the exit code FileCheck would return and its messages
   */
  public static FileCheckResult check(String checkFileText, String input,
      FileCheckOptions options) {
    SourceBuffer checkBuffer = SourceBuffer.of(options.checkFileName(),
        canonicalize(checkFileText, options.strictWhitespace()));
    Variables vars = new Variables();
    List<CheckString> strings;
    try {
      defineGlobals(options, vars);
      strings = new CheckFileReader(checkBuffer, options).read();
    } catch (CheckFileException e) {
      return new FileCheckResult(e.exitCode(), e.diagnostics());
    }
    if (input.isEmpty() && !options.allowEmpty()) {
      return new FileCheckResult(FileCheckResult.ERROR, List.of(new FileCheckDiagnostic("", 0,
          0, FileCheckDiagnostic.Kind.FATAL, "'" + options.inputName() + "' is empty.", "")));
    }
    SourceBuffer in = SourceBuffer.of(options.inputName(),
        canonicalize(input, options.strictWhitespace()));
    CheckRunner runner = new CheckRunner(in, strings, options, vars);
    boolean ok = runner.run();
    return new FileCheckResult(ok ? FileCheckResult.PASS : FileCheckResult.FAIL,
        runner.diagnostics());
  }

  /**
   * Returns {@code text} as FileCheck sees it: {@code \r\n} becomes {@code \n} and, unless
   * {@code strictWhitespace}, every run of spaces and tabs becomes one space.
   */
  public static String canonicalize(String text, boolean strictWhitespace) {
    StringBuilder sb = new StringBuilder(text.length());
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
        continue;
      }
      if (strictWhitespace || (c != ' ' && c != '\t')) {
        sb.append(c);
        continue;
      }
      sb.append(' ');
      while (i + 1 < n && (text.charAt(i + 1) == ' ' || text.charAt(i + 1) == '\t')) {
        i++;
      }
    }
    return sb.toString();
  }

  private static void defineGlobals(FileCheckOptions options, Variables vars)
      throws CheckFileException {
    for (Map.Entry<String, String> def : options.defines().entrySet()) {
      String name = def.getKey();
      if (!name.matches("\\$?[A-Za-z_][A-Za-z0-9_]*")) {
        throw new CheckFileException(FileCheckDiagnostic.global(
            "invalid name in string variable definition '" + name + "'"));
      }
      vars.define(name, def.getValue());
    }
  }
}
