package dev.cvg.oracle;

import static dev.cvg.oracle.Runs.eval;
import static dev.cvg.oracle.Runs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.interp.Round;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The target-independent intrinsics the oracle executes exactly: named LangRef examples, and a
 * seeded property test of every integer intrinsic at every width against the unbounded-integer
 * {@link IntrinsicReference}; poison and undefined behaviour as LangRef states them; and the
 * rule that an unknown {@code llvm.*} intrinsic ends the run UNKNOWN instead of computing an
 * opaque stand-in.
 */
class IntrinsicSemanticsTest {
  private static final long SEED = 0x5EED_1A7L;
  private static final int THREADS = 64;
  /** Integer intrinsics with the number of value operands (ctlz/cttz/abs add an i1 flag). */
  private static final List<String> BINARY = List.of("uadd.sat", "usub.sat", "sadd.sat", "ssub.sat",
      "ushl.sat", "sshl.sat", "umin", "umax", "smin", "smax", "ucmp", "scmp");
  private static final List<String> UNARY = List.of("bswap", "bitreverse", "ctpop");
  private static final List<String> FLAGGED = List.of("ctlz", "cttz", "abs");

  /** Returns the function calling {@code name} at width {@code w} on its parameters (and {@code flag}). */
  static String caller(String name, int w, String flag) {
    String t = "i" + w;
    boolean cmp = name.equals("ucmp") || name.equals("scmp");
    String rt = cmp ? "i8" : t;
    int n = BINARY.contains(name) ? 2 : name.startsWith("fsh") ? 3 : 1;
    List<String> params = new ArrayList<>();
    List<String> types = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      params.add(t + " %" + (char) ('a' + k));
      types.add(t);
    }
    List<String> args = new ArrayList<>(params);
    if (flag != null) {
      args.add("i1 " + flag);
      types.add("i1");
    }
    String callee = "@llvm." + name + (cmp ? ".i8" : "") + "." + t;
    return "define " + rt + " @f(" + String.join(", ", params) + ") {\nentry:\n  %r = call " + rt + " "
        + callee + "(" + String.join(", ", args) + ")\n  ret " + rt + " %r\n}\n"
        + "declare " + rt + " " + callee + "(" + String.join(", ", types) + ")\n";
  }

  /** Edge values first (0, 1, -1, minimum, maximum, w-1, w), then seeded random ones. */
  static long[] values(SplittableRandom rnd, int w, int count) {
    long min = w == 64 ? Long.MIN_VALUE : -(1L << (w - 1));
    long[] edges = {0, 1, -1, min, ~min, w - 1, w, w + 1};
    long[] out = new long[count];
    for (int k = 0; k < count; k++) {
      long v = k < edges.length && rnd.nextBoolean() ? edges[k] : rnd.nextInt(4) == 0
          ? edges[rnd.nextInt(edges.length)] : rnd.nextLong();
      out[k] = (v << (64 - w)) >> (64 - w);
    }
    return out;
  }

  @Test
  void everyIntegerIntrinsicAtEveryWidthMatchesTheUnboundedReference() {
    SplittableRandom rnd = new SplittableRandom(SEED);
    List<String> all = new ArrayList<>();
    all.addAll(BINARY);
    all.addAll(UNARY);
    all.addAll(FLAGGED);
    all.add("fshl");
    all.add("fshr");
    int checked = 0;
    for (String name : all) {
      for (int w = 1; w <= 64; w++) {
        if (name.equals("bswap") && w % 16 != 0 || (name.equals("ucmp") || name.equals("scmp")) && w == 1) {
          continue;
        }
        for (String flag : FLAGGED.contains(name) ? List.of("false", "true") : java.util.Collections.<String>singletonList(null)) {
          long[][] ops = {values(rnd, w, THREADS), values(rnd, w, THREADS), values(rnd, w, THREADS)};
          int n = BINARY.contains(name) ? 2 : name.startsWith("fsh") ? 3 : 1;
          List<Arg> args = new ArrayList<>();
          for (int k = 0; k < n; k++) {
            args.add(new Arg.Scalar(ops[k]));
          }
          Execution e = run(caller(name, w, flag), "f", new ThreadInputs(THREADS, args, Optional.empty()));
          String where = "llvm." + name + ".i" + w + (flag == null ? "" : " flag " + flag) + " (seed " + SEED + ")";
          assertTrue(e.isOk(), () -> where + ": " + e);
          for (Round.Outcome o : e.outcomes()) {
            int t = o.tid();
            long b = flag == null ? ops[1][t] : flag.equals("true") ? 1 : 0;
            Long want = IntrinsicReference.apply(name, ops[0][t], b, ops[2][t], w);
            String at = where + " on " + ops[0][t] + ", " + ops[1][t] + ", " + ops[2][t];
            if (want == null) {
              assertTrue(o.undefined(), () -> at + ": expected poison, got " + o.value());
            } else {
              assertEquals(false, o.undefined(), () -> at + ": unexpected poison");
              assertEquals((long) want, o.value(), at);
            }
            checked++;
          }
        }
      }
    }
    assertTrue(checked > 50_000, "checked " + checked);
  }

  @Test
  void langRefExamples() {
    // "llvm.uadd.sat.i4(i4 11, i4 6) ; %res = 15" and friends, canonical (sign-extended) form.
    assertEquals(-1, eval(caller("uadd.sat", 4, null), "f", 11, 6));
    assertEquals(0, eval(caller("usub.sat", 4, null), "f", 2, 6));
    assertEquals(7, eval(caller("sadd.sat", 4, null), "f", 5, 6));
    assertEquals(-8, eval(caller("ssub.sat", 4, null), "f", -4, 5));
    // fshl.i8(255, 0, 15) = 128 ; shift 15 % 8 = 7
    assertEquals(-128, eval(caller("fshl", 8, null), "f", -1, 0, 15));
    // fshr.i8(15, 15, 11) = 225
    assertEquals((byte) 225, eval(caller("fshr", 8, null), "f", 15, 15, 11));
    assertEquals(0x7856_3412L << 32 >> 32, eval(caller("bswap", 32, null), "f", 0x1234_5678));
    assertEquals(-1, eval(caller("ctpop", 1, null), "f", -1), "i1 true holds as -1");
    assertEquals(-1, eval(caller("scmp", 32, null), "f", -5, 3));
    assertEquals(1, eval(caller("ucmp", 32, null), "f", -5, 3));
  }

  @Test
  void theReproducersUsubSatOfTheThreadId() {
    String ir = """
        define i32 @f() {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %r = call i32 @llvm.usub.sat.i32(i32 %tid, i32 1)
          ret i32 %r
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.usub.sat.i32(i32, i32)
        """;
    assertEquals(List.of(0L, 0L, 1L, 2L), Runs.returns(run(ir, "f", 4)));
  }

  @Test
  void floatIntrinsics() {
    String ir = """
        define double @f(double %a, double %b, double %c) {
        entry:
          %m = call double @llvm.minnum.f64(double %a, double %b)
          %s = call double @llvm.sqrt.f64(double %m)
          %r = call double @llvm.round.f64(double %s)
          %k = call double @llvm.copysign.f64(double %r, double %c)
          %x = call double @llvm.fma.f64(double %k, double 2.0, double 0.5)
          ret double %x
        }
        declare double @llvm.minnum.f64(double, double)
        declare double @llvm.sqrt.f64(double)
        declare double @llvm.round.f64(double)
        declare double @llvm.copysign.f64(double, double)
        declare double @llvm.fma.f64(double, double, double)
        """;
    long nan = Double.doubleToRawLongBits(Double.NaN);
    long r = eval(ir, "f", nan, Double.doubleToRawLongBits(6.25), Double.doubleToRawLongBits(-1.0));
    // minnum(NaN, 6.25) = 6.25; sqrt = 2.5; round half away = 3; copysign -> -3; -3 * 2 + 0.5
    assertEquals(-5.5, Double.longBitsToDouble(r));
    String f32 = """
        define float @f(float %a) {
        entry:
          %t = call float @llvm.trunc.f32(float %a)
          %e = call float @llvm.rint.f32(float %a)
          %r = call float @llvm.maximum.f32(float %t, float %e)
          ret float %r
        }
        declare float @llvm.trunc.f32(float)
        declare float @llvm.rint.f32(float)
        declare float @llvm.maximum.f32(float, float)
        """;
    assertEquals(3.0f, Float.intBitsToFloat((int) eval(f32, "f", Float.floatToRawIntBits(2.5f) | 0x1)));
  }

  @Test
  void expectReturnsItsValueAndMarkersDoNothing() {
    String ir = """
        define i64 @f(i64 %a) {
        entry:
          %p = alloca i64
          call void @llvm.lifetime.start.p0(i64 8, ptr %p)
          call void @llvm.experimental.noalias.scope.decl(metadata !0)
          %e = call i64 @llvm.expect.i64(i64 %a, i64 0)
          call void @llvm.lifetime.end.p0(i64 8, ptr %p)
          ret i64 %e
        }
        declare void @llvm.lifetime.start.p0(i64, ptr)
        declare void @llvm.lifetime.end.p0(i64, ptr)
        declare void @llvm.experimental.noalias.scope.decl(metadata)
        declare i64 @llvm.expect.i64(i64, i64)
        !0 = !{!0}
        """;
    assertEquals(42, eval(ir, "f", 42));
  }

  @Test
  void aFalseOrPoisonAssumptionIsUndefinedBehaviour() {
    String ir = """
        define i32 @f(i32 %a) {
        entry:
          %c = icmp ne i32 %a, 0
          call void @llvm.assume(i1 %c)
          ret i32 %a
        }
        declare void @llvm.assume(i1)
        """;
    assertEquals(5, eval(ir, "f", 5));
    UnknownOutcomesTest.assertUnknown(run(ir, "f", 1, 0), "assumes false (llvm.assume)");
    String poison = ir.replace("icmp ne i32 %a, 0", "icmp ne i32 poison, 0");
    UnknownOutcomesTest.assertUnknown(run(poison, "f", 1, 1), "assumes an undefined value");
  }

  @Test
  void anUnknownTargetIndependentIntrinsicIsUnsupportedNotOpaque() {
    String ir = """
        define i32 @f(i32 %a, i32 %b) {
        entry:
          %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 2)
          ret i32 %r
        }
        declare i32 @llvm.smul.fix.i32(i32, i32, i32)
        """;
    UnknownOutcomesTest.assertUnknown(run(ir, "f", 1, 3, 4), "the intrinsic @llvm.smul.fix.i32 (its semantics are not modelled)");
    String overflow = """
        define i32 @f(i32 %a, i32 %b) {
        entry:
          %s = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
          %r = extractvalue { i32, i1 } %s, 0
          ret i32 %r
        }
        declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
        """;
    UnknownOutcomesTest.assertUnknown(run(overflow, "f", 1, 3, 4), "@llvm.uadd.with.overflow.i32 returning { i32, i1 }");
  }

  @Test
  void targetSpecificAndUserExternalsStayOpaqueFunctions() {
    String ir = """
        define i32 @f(i32 %a) {
        entry:
          %x = call i32 @llvm.amdgcn.something.new(i32 %a)
          %y = call i32 @helper(i32 %a)
          %r = add i32 %x, %y
          ret i32 %r
        }
        declare i32 @llvm.amdgcn.something.new(i32)
        declare i32 @helper(i32)
        """;
    assertEquals(eval(ir, "f", 7), eval(ir, "f", 7), "a deterministic function of callee and arguments");
  }

  @Test
  void hexFloatConstantsWhoseFirstDigitIsALetter() {
    // 0xBFF0000000000000 is -1.0: a hex digit, not one of the 0xH/0xK/0xL/0xM/0xR prefixes.
    String ir = "define double @f() {\nentry:\n  %r = call double @llvm.fabs.f64(double 0xBFF0000000000000)\n"
        + "  ret double %r\n}\ndeclare double @llvm.fabs.f64(double)\n";
    assertEquals(1.0, Double.longBitsToDouble(eval(ir, "f")));
  }
}
