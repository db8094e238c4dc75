package dev.cvg.legality;

import dev.cvg.cli.fuzz.LlvmPasses;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.testkit.Llvm22;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * LLVM as a trusted producer: runs an {@code opt-22} pass pipeline on a module and checks every
 * function it changed with the legality checker. Shared by the campaign test and by one-off
 * larger campaigns.
 */
final class LlvmPassCampaign {
  /** The passes of the issue, as {@code opt -passes=} pipelines. */
  static final List<String> PASSES = List.of("simplifycfg", "licm", "loop-unroll", "jump-threading", "sink",
      "gvn-hoist", "gvn", "instcombine", "loop-rotate", "simple-loop-unswitch", "cgscc(inline)", "default<O2>");

  private LlvmPassCampaign() {}

  /**
   * One checked pair.
   *
   * @param pass the pipeline
   * @param function the function compared
   * @param before the original module's text
   * @param after the transformed module's text
   * @param verdict the checker's verdict
   */
  record Pair(String pass, String function, String before, String after, Verdict verdict) {
    String describe() {
      return pass + " on @" + function + ": " + VerdictPrinter.print(verdict);
    }
  }

  /** Returns the opt command line of a pipeline (runtime unrolling for loop-unroll), as the fuzz campaigns run it. */
  static List<String> optArgs(String pass) {
    return LlvmPasses.optWords(pass);
  }

  /**
   * Runs {@code pass} on {@code text} and checks each defined function of the original whose
   * printed form changed; empty when opt fails or changes nothing.
   */
  static List<Pair> run(String pass, String text, String name, LegalityOptions options) throws ParseException {
    return run(pass, optArgs(pass), text, name, options);
  }

  /** Runs {@code opt} with {@code command} on {@code text} and checks each changed function. */
  static List<Pair> run(String pass, List<String> command, String text, String name, LegalityOptions options)
      throws ParseException {
    Llvm22.Run r = Llvm22.run(command, text);
    if (!r.ok()) {
      return List.of();
    }
    Module before = IrParser.parse(text, name);
    Module after = IrParser.parse(r.stdout(), name + " after " + pass);
    List<Pair> out = new ArrayList<>();
    for (Function f : before.definitions()) {
      // a function whose signature the pass changed is compared through its callers (UncheckablePair)
      Optional<Function> g = after.function(f.name()).filter(x -> !x.isDeclaration())
          .filter(x -> x.header().type().equals(f.header().type()));
      if (g.isEmpty() || body(before, f).equals(body(after, g.get()))) {
        continue;
      }
      Verdict v = Legality.check(before, f.name(), after, f.name(),
          NameCorrespondence.infer(before, f.name(), after, f.name()), options);
      out.add(new Pair(pass, f.name(), text, r.stdout(), v));
    }
    return out;
  }

  private static String body(Module m, Function f) {
    return IrPrinter.print(m, f);
  }

  /**
   * Returns the {@code opt-22} commands of a lit file's {@code RUN:} lines (continuations joined,
   * the input read from standard input, FileCheck and output redirections dropped).
   */
  static List<List<String>> runLines(String text) {
    List<List<String>> out = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String l : text.lines().toList()) {
      int at = l.indexOf("RUN:");
      if (!l.startsWith(";") || at < 0) {
        continue;
      }
      line.append(' ').append(l.substring(at + 4).trim());
      if (line.toString().endsWith("\\")) {
        line.setLength(line.length() - 1);
        continue;
      }
      String cmd = line.toString().trim();
      line.setLength(0);
      int pipe = cmd.indexOf('|');
      cmd = (pipe < 0 ? cmd : cmd.substring(0, pipe)).trim();
      if (!cmd.startsWith("opt ")) {
        continue;
      }
      List<String> args = new ArrayList<>(List.of("opt-22"));
      String[] words = cmd.substring(4).trim().split("\\s+");
      for (int k = 0; k < words.length; k++) {
        String w = words[k].replace("'", "");
        if (w.equals("%s") || w.equals("<") || w.equals("-S")) {
          continue;
        }
        if (w.equals("-o")) {
          k++;
          continue;
        }
        args.add(w);
      }
      args.add("-S");
      out.add(args);
    }
    return out;
  }

  /** Returns a generated kernel's text: a mixed shape, terminating, with or without tokens. */
  static String kernel(long seed, boolean tokens) {
    FlowGraph cfg = RandomCfg.mixed(seed, 10);
    KernelGenerator.Options o = KernelGenerator.Options.defaults();
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(12);
    }
    if (tokens) {
      o = o.withTokens(KernelGenerator.Tokens.careful());
    }
    return IrPrinter.print(KernelGenerator.generate(cfg, seed, o));
  }
}
