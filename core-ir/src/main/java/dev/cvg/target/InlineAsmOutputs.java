package dev.cvg.target;

import java.util.ArrayList;
import java.util.List;

/**
 * The register classes of the outputs of an AMDGPU inline-asm constraint string, which decide
 * whether the asm's results can differ between lanes: scalar registers ({@code s},
 * {@code {s7}}, {@code {s[0:1]}}) hold one value per wave, vector and accumulator registers
 * ({@code v}, {@code a}, {@code {v0}}, {@code {a3}}) one per lane; anything else is treated as
 * per lane.
 *
 * <p>Example: {@code "=s,=v,v"} has outputs {@code [scalar, vector]} and one input.
 */
final class InlineAsmOutputs {
  private InlineAsmOutputs() {}

  /**
   * Returns, per output in order, whether it may differ between lanes. Constraint strings are
   * comma-separated; outputs start with {@code =} (optionally {@code =&}); indirect outputs
   * ({@code =*m}) and clobbers ({@code ~{...}}) are not results.
   */
  static List<Boolean> divergentOutputs(String constraints) {
    List<Boolean> out = new ArrayList<>();
    for (String raw : constraints.split(",", -1)) {
      String c = raw.trim();
      if (!c.startsWith("=")) {
        continue;
      }
      c = c.substring(1);
      if (c.startsWith("&")) {
        c = c.substring(1);
      }
      if (c.startsWith("*")) {
        continue;
      }
      out.add(!isScalar(c));
    }
    return out;
  }

  /** Returns whether any output may differ between lanes. */
  static boolean anyDivergent(String constraints) {
    return divergentOutputs(constraints).contains(true);
  }

  private static boolean isScalar(String code) {
    if (code.equals("s")) {
      return true;
    }
    if (code.startsWith("{") && code.endsWith("}")) {
      String reg = code.substring(1, code.length() - 1);
      return reg.startsWith("s") || reg.startsWith("ttmp") || reg.equals("vcc") || reg.equals("exec")
          || reg.equals("m0") || reg.startsWith("vcc_") || reg.startsWith("exec_");
    }
    return false;
  }
}
