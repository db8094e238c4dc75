package dev.cvg.conformance.uniformity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code ; RUN:} line of an LLVM test that runs {@code opt -passes='print<uniformity>'} into
 * {@code FileCheck}, reduced to what our emulation needs: the triple and CPU options, whether
 * opt prints the module ({@code -S} without {@code -disable-output}), whether the analysis text
 * (which opt writes to stderr) reaches FileCheck ({@code 2>&1}), and FileCheck's arguments.
 *
 * @param text the RUN line after {@code RUN:}, continuations joined
 * @param triple the {@code -mtriple} value, if given
 * @param cpu the {@code -mcpu} value, or empty
 * @param printsModule whether opt writes the module to stdout
 * @param stderrToFileCheck whether stderr is redirected into the pipe
 * @param fileCheckArgs FileCheck's arguments with {@code %s} still in place
 */
record OptRunLine(String text, Optional<String> triple, String cpu, boolean printsModule,
    boolean stderrToFileCheck, List<String> fileCheckArgs) {

  private static final Pattern RUN = Pattern.compile("^\\s*;\\s*RUN:\\s?(.*)$");
  private static final Pattern TRIPLE = Pattern.compile("-mtriple[ =]([^ ]+)");
  private static final Pattern CPU = Pattern.compile("-mcpu[ =]([^ ]+)");

  /** Returns the {@code print<uniformity>} RUN lines of {@code file}, in order. */
  static List<OptRunLine> of(Path file) throws IOException {
    List<String> joined = new ArrayList<>();
    StringBuilder cur = null;
    for (String line : Files.readAllLines(file)) {
      Matcher m = RUN.matcher(line);
      if (!m.matches()) {
        continue;
      }
      String s = m.group(1);
      cur = cur == null ? new StringBuilder(s) : cur.append(' ').append(s.trim());
      if (cur.toString().stripTrailing().endsWith("\\")) {
        String t = cur.toString().stripTrailing();
        cur = new StringBuilder(t.substring(0, t.length() - 1));
        continue;
      }
      joined.add(cur.toString().trim());
      cur = null;
    }
    List<OptRunLine> out = new ArrayList<>();
    for (String run : joined) {
      if (run.contains("print<uniformity>") && run.contains("FileCheck")) {
        out.add(parse(run));
      }
    }
    return out;
  }

  /** Parses one joined RUN line. */
  static OptRunLine parse(String run) {
    int pipe = run.lastIndexOf('|');
    String opt = run.substring(0, pipe);
    String check = run.substring(pipe + 1).trim();
    Matcher t = TRIPLE.matcher(opt);
    Matcher c = CPU.matcher(opt);
    List<String> args = new ArrayList<>();
    for (String word : check.split("\\s+")) {
      if (!word.equals("FileCheck") && !word.isEmpty()) {
        args.add(word);
      }
    }
    return new OptRunLine(run, t.find() ? Optional.of(t.group(1)) : Optional.empty(),
        c.find() ? c.group(1) : "", opt.contains(" -S") && !opt.contains("-disable-output"),
        opt.contains("2>&1"), List.copyOf(args));
  }
}
