package dev.cvg.passes.inline;

import dev.cvg.passes.testing.LlvmTools;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs {@code opt-22 -passes='cgscc(inline)'} with inline remarks (through {@link LlvmTools}, so a
 * missing opt-22 skips, or fails under {@code -Dcvg.requireLlvm=true}) and reads which callees
 * LLVM inlined, for the comparison with LLVM.
 */
final class OptInline {
  private static final Pattern INLINED = Pattern.compile("'([^']+)' inlined into '([^']+)'");

  /**
   * What opt did with one module.
   *
   * @param inlined the callee of every inlined call site, in remark order
   * @param verifies whether LLVM's verifier accepted the result (opt exits 0)
   */
  record Result(List<String> inlined, boolean verifies) {}

  private OptInline() {}

  /** Runs LLVM's inliner on {@code text}. */
  static Result run(String text) throws Exception {
    LlvmTools.Run r = LlvmTools.run(LlvmTools.OPT,
        List.of("-passes=cgscc(inline)", "-pass-remarks=inline", "-o", "/dev/null"), text);
    if (r.exit() == -1) {
      throw new AssertionError("opt-22 timed out");
    }
    List<String> inlined = new ArrayList<>();
    Matcher m = INLINED.matcher(r.stderr());
    while (m.find()) {
      inlined.add(m.group(1));
    }
    return new Result(inlined, r.ok());
  }
}
