package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.interp.Round;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.target.GpuTarget;
import dev.cvg.testkit.Llvm22;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The oracle's intrinsic semantics against LLVM 22's own: LLVM's constant folder evaluates an
 * intrinsic call with constant operands ({@code opt-22 -passes=instsimplify}), an
 * implementation independent of the oracle's. One module holds a function
 * {@code ret T call @llvm.X(C...)} per case (a seeded table of edge and random operands for
 * every integer intrinsic at widths 8/16/32/64 and every floating-point one on float and
 * double); one opt-22 run folds them all, and each function the folder reduced to
 * {@code ret C} must return in the oracle what the folded function returns (both run in the
 * oracle, so LLVM's constant printing is read by cvg's parser): the same bits, poison where
 * LLVM folds to poison, any NaN where LLVM gives a NaN (LLVM does not fix NaN payloads).
 * Calls the folder leaves alone are not compared, but most must fold.
 *
 * <p>Skipped without {@code opt-22}, a failure then under {@code -Dcvg.requireLlvm=true}
 * ({@link Llvm22}).
 */
class IntrinsicFoldingDifferentialTest {
  private static final long SEED = 22;
  private static final int RANDOM_CASES = 24;
  private static final List<Integer> WIDTHS = List.of(8, 16, 32, 64);
  private static final List<String> INT_BINARY = List.of("uadd.sat", "usub.sat", "sadd.sat", "ssub.sat",
      "ushl.sat", "sshl.sat", "umin", "umax", "smin", "smax", "ucmp", "scmp");
  private static final List<String> INT_UNARY = List.of("bswap", "bitreverse", "ctpop", "ctlz", "cttz", "abs");
  private static final List<String> FLOAT_UNARY = List.of("fabs", "sqrt", "floor", "ceil", "trunc", "rint",
      "nearbyint", "round", "roundeven");
  private static final List<String> FLOAT_BINARY = List.of("copysign", "minnum", "maxnum", "minimum", "maximum");
  private static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(100);

  /** One case: the function's name, its result type and the call it makes. */
  private record Case(String fn, String type, String call) {}

  @Test
  void everyFoldedCallAgreesWithTheOracle() {
    Llvm22.assume("opt-22");
    SplittableRandom rnd = new SplittableRandom(SEED);
    List<Case> cases = new ArrayList<>();
    Set<String> decls = new LinkedHashSet<>();
    for (int w : WIDTHS) {
      String t = "i" + w;
      List<Long> vals = intValues(rnd, w);
      for (String name : INT_BINARY) {
        boolean cmp = name.endsWith("cmp");
        String rt = cmp ? "i8" : t;
        String callee = "@llvm." + name + (cmp ? ".i8" : "") + "." + t;
        decls.add("declare " + rt + " " + callee + "(" + t + ", " + t + ")");
        for (int k = 0; k < vals.size(); k++) {
          long a = vals.get(k);
          long b = name.contains("shl") && k % 2 == 0 ? rnd.nextInt(w + 2) : vals.get(rnd.nextInt(vals.size()));
          cases.add(new Case("c" + cases.size(), rt, callee + "(" + t + " " + a + ", " + t + " " + b + ")"));
        }
      }
      for (String name : INT_UNARY) {
        if (name.equals("bswap") && w == 8) {
          continue;
        }
        boolean flagged = name.equals("ctlz") || name.equals("cttz") || name.equals("abs");
        String callee = "@llvm." + name + "." + t;
        decls.add("declare " + t + " " + callee + "(" + t + (flagged ? ", i1" : "") + ")");
        for (long a : vals) {
          for (String flag : flagged ? List.of(", i1 false", ", i1 true") : List.of("")) {
            cases.add(new Case("c" + cases.size(), t, callee + "(" + t + " " + a + flag + ")"));
          }
        }
      }
      for (String name : List.of("fshl", "fshr")) {
        String callee = "@llvm." + name + "." + t;
        decls.add("declare " + t + " " + callee + "(" + t + ", " + t + ", " + t + ")");
        for (long a : vals) {
          long b = vals.get(rnd.nextInt(vals.size()));
          long c = rnd.nextBoolean() ? rnd.nextInt(2 * w + 1) : vals.get(rnd.nextInt(vals.size()));
          cases.add(new Case("c" + cases.size(), t, callee + "(" + t + " " + a + ", " + t + " " + b + ", " + t + " " + c + ")"));
        }
      }
    }
    for (String t : List.of("float", "double")) {
      String sfx = t.equals("float") ? "f32" : "f64";
      List<String> vals = floatValues(rnd, t);
      for (String name : FLOAT_UNARY) {
        String callee = "@llvm." + name + "." + sfx;
        decls.add("declare " + t + " " + callee + "(" + t + ")");
        for (String a : vals) {
          cases.add(new Case("c" + cases.size(), t, callee + "(" + t + " " + a + ")"));
        }
      }
      for (String name : FLOAT_BINARY) {
        String callee = "@llvm." + name + "." + sfx;
        decls.add("declare " + t + " " + callee + "(" + t + ", " + t + ")");
        for (String a : vals) {
          String b = vals.get(rnd.nextInt(vals.size()));
          cases.add(new Case("c" + cases.size(), t, callee + "(" + t + " " + a + ", " + t + " " + b + ")"));
        }
      }
      for (String name : List.of("fma", "fmuladd")) {
        String callee = "@llvm." + name + "." + sfx;
        decls.add("declare " + t + " " + callee + "(" + t + ", " + t + ", " + t + ")");
        for (String a : vals) {
          String b = vals.get(rnd.nextInt(vals.size()));
          String c = vals.get(rnd.nextInt(vals.size()));
          cases.add(new Case("c" + cases.size(), t, callee + "(" + t + " " + a + ", " + t + " " + b + ", " + t + " " + c + ")"));
        }
      }
      for (String name : List.of("fptosi.sat", "fptoui.sat")) {
        for (int w : WIDTHS) {
          String callee = "@llvm." + name + ".i" + w + "." + sfx;
          decls.add("declare i" + w + " " + callee + "(" + t + ")");
          for (String a : vals) {
            cases.add(new Case("c" + cases.size(), "i" + w, callee + "(" + t + " " + a + ")"));
          }
        }
      }
    }
    StringBuilder module = new StringBuilder();
    for (Case c : cases) {
      module.append("define ").append(c.type()).append(" @").append(c.fn()).append("() {\n  %r = call ")
          .append(c.type()).append(' ').append(c.call()).append("\n  ret ").append(c.type()).append(" %r\n}\n");
    }
    decls.forEach(d -> module.append(d).append('\n'));
    Llvm22.Run folded = Llvm22.run(List.of("opt-22", "-passes=instsimplify", "-S", "-"), module.toString());
    assertTrue(folded.ok(), () -> "opt-22 failed: " + folded.stderr());
    Map<String, Long> ours = returns(parse(module.toString(), "cases.ll"));
    Module llvm = parse(folded.stdout(), "folded.ll");
    Map<String, Long> theirs = returns(llvm);
    int compared = 0;
    List<String> disagreements = new ArrayList<>();
    for (Case c : cases) {
      Function f = llvm.function(c.fn()).orElseThrow();
      boolean stillCalls = f.blocks().toJavaStream().flatMap(b -> b.insts().stream()).anyMatch(i -> i instanceof Call);
      if (stillCalls) {
        continue;
      }
      compared++;
      Long mine = ours.get(c.fn());
      Long llvms = theirs.get(c.fn());
      if (!agree(mine, llvms, c.type())) {
        disagreements.add(c.call() + ": oracle " + show(mine, c.type()) + ", LLVM " + show(llvms, c.type()));
      }
    }
    int total = cases.size();
    int cmp = compared;
    assertEquals(List.of(), disagreements, "seed " + SEED + ", " + disagreements.size() + " of " + compared
        + " folded calls disagree");
    assertTrue(compared * 10 >= total * 9, () -> "opt-22 folded only " + cmp + " of " + total + " calls (seed " + SEED + ")");
  }

  private static Module parse(String text, String name) {
    try {
      return IrParser.parse(text, name);
    } catch (dev.cvg.ir.text.ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }

  /** Runs every function of {@code m} on one thread: its return value, or null when poison or undefined. */
  private static Map<String, Long> returns(Module m) {
    CompiledModule cm = CompiledModule.compile(m, GpuTarget.generic(), HierarchyChoice.llvm());
    Map<String, Long> out = new LinkedHashMap<>();
    for (Function f : m.functions()) {
      if (f.isDeclaration()) {
        continue;
      }
      Execution e = Oracle.run(cm, f.name(), ThreadInputs.of(1), CONFIG);
      if (!e.isOk()) {
        throw new AssertionError("@" + f.name() + " (seed " + SEED + "): " + e);
      }
      Round.Outcome o = e.outcomes().getFirst();
      out.put(f.name(), o.undefined() ? null : o.value());
    }
    return out;
  }

  private static boolean agree(Long mine, Long llvms, String type) {
    if (mine == null || llvms == null) {
      return mine == llvms;
    }
    if (type.equals("float")) {
      float p = Float.intBitsToFloat((int) (long) mine);
      float q = Float.intBitsToFloat((int) (long) llvms);
      return Float.isNaN(p) && Float.isNaN(q) || mine.equals(llvms);
    }
    if (type.equals("double")) {
      return Double.isNaN(Double.longBitsToDouble(mine)) && Double.isNaN(Double.longBitsToDouble(llvms))
          || mine.equals(llvms);
    }
    return mine.equals(llvms);
  }

  private static String show(Long v, String type) {
    if (v == null) {
      return "poison";
    }
    return switch (type) {
      case "float" -> Float.intBitsToFloat((int) (long) v) + " (0x" + Integer.toHexString((int) (long) v) + ")";
      case "double" -> Double.longBitsToDouble(v) + " (0x" + Long.toHexString(v) + ")";
      default -> Long.toString(v);
    };
  }

  /** Edge values of width {@code w} (0, 1, -1, minimum, maximum, w-1, w, bytes), then random ones, canonical. */
  private static List<Long> intValues(SplittableRandom rnd, int w) {
    long min = w == 64 ? Long.MIN_VALUE : -(1L << (w - 1));
    List<Long> out = new ArrayList<>(List.of(0L, 1L, -1L, min, ~min, min + 1, (long) w - 1, (long) w, 0x5AL, 0x0100L));
    for (int k = 0; k < RANDOM_CASES; k++) {
      out.add(rnd.nextLong());
    }
    return out.stream().map(v -> (v << (64 - w)) >> (64 - w)).distinct().toList();
  }

  /** Edge values (signed zeros, halves, infinities, NaN, extremes) then random ones, as LLVM hex constants. */
  private static List<String> floatValues(SplittableRandom rnd, String t) {
    List<Double> ds = new ArrayList<>(List.of(0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.5, 0.49999997,
        1e20, -1e20, 1e-40, 255.5, 256.0, -129.0, 4294967296.0, 9.3e18, -9.3e18, 2e19,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN));
    for (int k = 0; k < RANDOM_CASES; k++) {
      ds.add(switch (k % 3) {
        case 0 -> (rnd.nextDouble() - 0.5) * 1000;
        case 1 -> (double) (rnd.nextInt(2001) - 1000) / 4;
        default -> Double.longBitsToDouble(rnd.nextLong());
      });
    }
    List<String> out = new ArrayList<>();
    for (double d : ds) {
      // A float constant is written as the double of the same value (LLVM's hex form for float).
      double v = t.equals("float") ? (double) (float) d : d;
      if (!Double.isNaN(v) || Double.isNaN(d) && out.stream().noneMatch(s -> s.equals("0x7FF8000000000000"))) {
        out.add(Double.isNaN(v) ? "0x7FF8000000000000" : String.format("0x%016X", Double.doubleToRawLongBits(v)));
      }
    }
    return out.stream().distinct().toList();
  }
}
