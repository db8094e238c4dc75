package dev.cvg.passes.unroll;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unroll hints of a loop's {@code !llvm.loop} metadata on its latch's branch
 * ({@code llvm.loop.unroll.count N}, {@code llvm.loop.unroll.full}, {@code llvm.loop.unroll.disable}),
 * read from the module's metadata lines as LLVM's {@code #pragma unroll} lowering writes them.
 *
 * @param count {@code llvm.loop.unroll.count}, if given
 * @param full {@code llvm.loop.unroll.full}
 * @param disable {@code llvm.loop.unroll.disable}
 */
record LoopPragma(Optional<Integer> count, boolean full, boolean disable) {
  private static final Pattern LOOP_REF = Pattern.compile("!llvm\\.loop\\s+!(\\d+)");
  private static final Pattern NODE = Pattern.compile("^!(\\d+)\\s*=\\s*(?:distinct\\s+)?(.*)$");
  private static final Pattern REF = Pattern.compile("!(\\d+)");
  private static final Pattern COUNT =
      Pattern.compile("\"llvm\\.loop\\.unroll\\.count\"\\s*,\\s*i32\\s+(\\d+)");

  /** No hint. */
  static final LoopPragma NONE = new LoopPragma(Optional.empty(), false, false);

  /** Returns the hints on {@code latch}'s terminator in {@code f}. */
  static LoopPragma of(Module m, Function f, dev.cvg.ir.BlockId latch) {
    var term = f.index().block(latch).terminator();
    if (term.isEmpty()) {
      return NONE;
    }
    String attachment = f.attachments().get(term.get().id()).getOrElse("");
    Matcher ref = LOOP_REF.matcher(attachment);
    if (!ref.find()) {
      return NONE;
    }
    Map<String, String> nodes = new HashMap<>();
    for (String line : m.trailer()) {
      Matcher n = NODE.matcher(line.strip());
      if (n.matches()) {
        nodes.put(n.group(1), n.group(2));
      }
    }
    StringBuilder text = new StringBuilder();
    Deque<String> work = new ArrayDeque<>(List.of(ref.group(1)));
    Set<String> seen = new HashSet<>();
    while (!work.isEmpty()) {
      String id = work.poll();
      if (!seen.add(id) || !nodes.containsKey(id)) {
        continue;
      }
      String body = nodes.get(id);
      text.append(body).append('\n');
      Matcher r = REF.matcher(body);
      while (r.find()) {
        work.add(r.group(1));
      }
    }
    Matcher c = COUNT.matcher(text);
    Optional<Integer> count = c.find() ? Optional.of(Integer.parseInt(c.group(1))) : Optional.empty();
    return new LoopPragma(count, text.indexOf("\"llvm.loop.unroll.full\"") >= 0,
        text.indexOf("\"llvm.loop.unroll.disable\"") >= 0);
  }

  /** Returns {@code options} with this loop's hints applied (a count implies partial unrolling). */
  UnrollOptions apply(UnrollOptions options) {
    if (count.isEmpty() && !full) {
      return options;
    }
    return new UnrollOptions(options.forceFull() || full, options.partial() || count.isPresent(),
        options.runtime(), count.isPresent() ? count : options.count(), options.threshold(),
        options.fullMax());
  }
}
