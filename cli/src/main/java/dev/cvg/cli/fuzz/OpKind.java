package dev.cvg.cli.fuzz;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.legality.verdict.Counterexample;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kind of operation a counterexample is about, the second half of a finding's
 * deduplication key: the callee of a call without its {@code llvm.amdgcn.} or
 * {@code llvm.experimental.convergence.} prefix ({@code ballot.i32}, {@code op}, {@code loop}),
 * the opcode mnemonic of any other instruction ({@code add}, {@code phi}), or for a use the kind
 * of its user. Results and memory are {@code ret} and {@code memory}, a function that broke the
 * static rules {@code function}, a changed anchor grouping {@code anchor}.
 */
public final class OpKind {
  private static final Pattern USE = Pattern.compile("^the use of .* by (.*) in @([^ ]+)$");
  private static final Pattern UNNAMED = Pattern.compile("^'([^']*)' \\(%[^#]*#\\d+\\) in @([^ ]+)$");
  private static final Pattern NAMED = Pattern.compile("^%(\\S+) in @([^ ]+)$");

  private OpKind() {}

  /** Returns the kind of the original operation of {@code cx}, looked up in {@code before}. */
  public static String of(Counterexample cx, Module before) {
    String what = cx.before();
    if (what.startsWith("the return value")) {
      return "ret";
    }
    if (what.startsWith("the anchors of")) {
      return "anchor";
    }
    Matcher use = USE.matcher(what);
    if (use.matches()) {
      return "use-by-" + of(use.group(1) + " in @" + use.group(2), before);
    }
    return switch (cx.property()) {
      case STATIC_RULES -> "function";
      case OBSERVABLE -> "memory";
      case CONVERGED_WITH, VT3, UNIFORMITY_AT_USE -> of(what, before);
    };
  }

  private static String of(String what, Module before) {
    Matcher unnamed = UNNAMED.matcher(what);
    if (unnamed.matches()) {
      String text = unnamed.group(1);
      return text.startsWith("call @") ? callee(text.substring("call @".length())) : text;
    }
    Matcher named = NAMED.matcher(what);
    if (named.matches()) {
      return find(before, named.group(2), named.group(1)).map(OpKind::of).orElse("other");
    }
    return "other";
  }

  /** Returns the kind of one instruction. */
  public static String of(Inst i) {
    if (i instanceof Call c) {
      return callee(c.site().calleeName().orElse("indirect"));
    }
    return i.opcode().mnemonic();
  }

  private static String callee(String callee) {
    String name = callee.startsWith("@") ? callee.substring(1) : callee;
    for (String prefix : new String[] {"llvm.amdgcn.", "llvm.experimental.convergence.", "llvm."}) {
      if (name.startsWith(prefix)) {
        return name.substring(prefix.length());
      }
    }
    return name;
  }

  private static Optional<Inst> find(Module m, String function, String value) {
    Optional<Function> f = m.function(function).filter(x -> !x.isDeclaration());
    if (f.isEmpty()) {
      return Optional.empty();
    }
    for (Block b : f.get().blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult() && f.get().nameOf(i.id().value()).filter(value::equals).isPresent()) {
          return Optional.of(i);
        }
      }
    }
    return Optional.empty();
  }
}
