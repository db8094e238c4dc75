package dev.cvg.oracle;

import static dev.cvg.oracle.Runs.eval;
import static dev.cvg.oracle.Runs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Single-thread semantics of the interpreter: integers, casts, memory, calls, control flow. */
class InterpreterSemanticsTest {

  static String binop(String op, String type) {
    return "define " + type + " @f(" + type + " %a, " + type + " %b) {\nentry:\n  %r = " + op + " " + type
        + " %a, %b\n  ret " + type + " %r\n}\n";
  }

  @Test
  void integerArithmeticWrapsAtItsWidth() {
    assertEquals(-128, eval(binop("add", "i8"), "f", 127, 1));
    assertEquals(0, eval(binop("mul", "i8"), "f", 16, 16));
    assertEquals(-1, eval(binop("sub", "i32"), "f", 0, 1));
    assertEquals(Long.MIN_VALUE, eval(binop("add", "i64"), "f", Long.MAX_VALUE, 1));
    assertEquals(-1, eval(binop("add", "i1"), "f", -1, 0), "i1 true is held as -1");
  }

  @Test
  void signedAndUnsignedDivisionAndShifts() {
    assertEquals(127, eval(binop("udiv", "i8"), "f", -2, 2), "0xFE / 2 unsigned");
    assertEquals(-1, eval(binop("sdiv", "i8"), "f", -2, 2));
    assertEquals(1, eval(binop("urem", "i8"), "f", -1, 2));
    assertEquals(-1, eval(binop("srem", "i8"), "f", -3, 2));
    assertEquals(127, eval(binop("lshr", "i8"), "f", -1, 1));
    assertEquals(-1, eval(binop("ashr", "i8"), "f", -1, 1));
    assertEquals(-128, eval(binop("shl", "i8"), "f", 1, 7));
  }

  @Test
  void comparisonsDistinguishSignedness() {
    String ir = """
        define i32 @f(i8 %a, i8 %b) {
        entry:
          %u = icmp ult i8 %a, %b
          %s = icmp slt i8 %a, %b
          %uz = zext i1 %u to i32
          %sz = zext i1 %s to i32
          %sh = shl i32 %uz, 1
          %r = or i32 %sh, %sz
          ret i32 %r
        }
        """;
    assertEquals(0b01, eval(ir, "f", -1, 1), "-1 < 1 signed, 0xFF > 1 unsigned");
    assertEquals(0b10, eval(ir, "f", 1, -1));
  }

  @Test
  void castsTruncateAndExtend() {
    String ir = """
        define i64 @f(i32 %a) {
        entry:
          %t = trunc i32 %a to i8
          %z = zext i8 %t to i64
          %s = sext i8 %t to i64
          %r = add i64 %z, %s
          ret i64 %r
        }
        """;
    assertEquals(255 - 1, eval(ir, "f", 0x1FF), "zext 0xFF = 255, sext 0xFF = -1");
  }

  @Test
  void nswOverflowIsPoisonAndFreezeMakesItDefined() {
    String ir = """
        define i8 @f(i8 %a) {
        entry:
          %p = add nsw i8 %a, 1
          %q = freeze i8 %p
          ret i8 %q
        }
        """;
    Execution e = run(ir, "f", 1, 127);
    assertTrue(e.isOk());
    assertEquals(0, e.outcomes().get(0).value(), "frozen poison becomes 0");
    String noFreeze = ir.replace("%q = freeze i8 %p", "%q = add i8 %p, 0");
    assertTrue(run(noFreeze, "f", 1, 127).outcomes().get(0).undefined(), "poison propagates");
    assertTrue(!run(noFreeze, "f", 1, 5).outcomes().get(0).undefined());
  }

  @Test
  void selectAndSwitch() {
    String ir = """
        define i32 @f(i32 %a) {
        entry:
          switch i32 %a, label %other [ i32 1, label %one
                                        i32 2, label %two ]
        one:
          br label %done
        two:
          br label %done
        other:
          %neg = icmp slt i32 %a, 0
          %s = select i1 %neg, i32 -1, i32 99
          br label %done
        done:
          %r = phi i32 [ 10, %one ], [ 20, %two ], [ %s, %other ]
          ret i32 %r
        }
        """;
    assertEquals(10, eval(ir, "f", 1));
    assertEquals(20, eval(ir, "f", 2));
    assertEquals(99, eval(ir, "f", 7));
    assertEquals(-1, eval(ir, "f", -7));
  }

  @Test
  void phisMoveInParallel() {
    String ir = """
        define i32 @f(i32 %n) {
        entry:
          br label %loop
        loop:
          %a = phi i32 [ 1, %entry ], [ %b, %loop ]
          %b = phi i32 [ 2, %entry ], [ %a, %loop ]
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %more = icmp slt i32 %i.next, %n
          br i1 %more, label %loop, label %exit
        exit:
          %r = mul i32 %a, 10
          %s = add i32 %r, %b
          ret i32 %s
        }
        """;
    assertEquals(12, eval(ir, "f", 1));
    assertEquals(21, eval(ir, "f", 2), "the swap reads both old values");
    assertEquals(12, eval(ir, "f", 3));
  }

  @Test
  void memoryThroughAllocaGepAndStructs() {
    String ir = """
        %pair = type { i8, i32 }
        define i32 @f(i32 %x) {
        entry:
          %arr = alloca [4 x %pair]
          %p = getelementptr [4 x %pair], ptr %arr, i32 0, i32 2, i32 1
          store i32 %x, ptr %p
          %q = getelementptr %pair, ptr %arr, i64 2
          %r = getelementptr i8, ptr %q, i64 4
          %v = load i32, ptr %r
          %c = getelementptr i8, ptr %arr, i64 16
          store i8 7, ptr %c
          %w = load i8, ptr %c
          %wz = zext i8 %w to i32
          %s = add i32 %v, %wz
          ret i32 %s
        }
        """;
    assertEquals(42 + 7, eval(ir, "f", 42));
  }

  @Test
  void loadingUninitialisedStackMemoryIsUndefined() {
    String ir = """
        define i32 @f() {
        entry:
          %a = alloca i32
          %v = load i32, ptr %a
          ret i32 %v
        }
        """;
    assertTrue(run(ir, "f", 1).outcomes().get(0).undefined());
  }

  @Test
  void atomicsAndCmpxchgOnGlobals() {
    String ir = """
        @g = global i32 5
        define i32 @f() {
        entry:
          %old = atomicrmw add ptr @g, i32 3 monotonic
          %pair = cmpxchg ptr @g, i32 8, i32 100 seq_cst seq_cst
          %seen = extractvalue { i32, i1 } %pair, 0
          %ok = extractvalue { i32, i1 } %pair, 1
          %okz = zext i1 %ok to i32
          %now = load i32, ptr @g
          %a = add i32 %old, %seen
          %b = add i32 %a, %okz
          %c = add i32 %b, %now
          ret i32 %c
        }
        """;
    assertEquals(5 + 8 + 1 + 100, eval(ir, "f"));
    assertEquals(100, run(ir, "f", 1).globals().get("@g")[0], "the final value of @g");
  }

  @Test
  void recursiveCallsAreInvocationsWithTheirOwnFrames() {
    String ir = """
        define i32 @fact(i32 %n) {
        entry:
          %base = icmp sle i32 %n, 1
          br i1 %base, label %one, label %rec
        one:
          ret i32 1
        rec:
          %m = sub i32 %n, 1
          %r = call i32 @fact(i32 %m)
          %p = mul i32 %n, %r
          ret i32 %p
        }
        """;
    assertEquals(720, eval(ir, "fact", 6));
  }

  @Test
  void floatingPointArithmeticAndConversions() {
    String ir = """
        define i32 @f(i32 %a) {
        entry:
          %x = sitofp i32 %a to double
          %y = fmul double %x, 1.500000e+00
          %z = fptrunc double %y to float
          %w = fadd float %z, 2.500000e-01
          %c = fcmp ogt float %w, 0.000000e+00
          %r = fptosi float %w to i32
          %s = select i1 %c, i32 %r, i32 -1
          ret i32 %s
        }
        """;
    assertEquals(15, eval(ir, "f", 10), "10 * 1.5 + 0.25 = 15.25");
    assertEquals(-1, eval(ir, "f", -10));
  }

  @Test
  void perThreadArgumentsAndBuffers() {
    String ir = """
        define void @f(i32 %v, ptr %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %p = getelementptr i32, ptr %out, i32 %tid
          store i32 %v, ptr %p
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        """;
    Execution e = run(ir, "f", new ThreadInputs(3, List.of(new Arg.Scalar(new long[] {7, 8, 9}),
        Arg.Buffer.zeroed(12, true)), Optional.empty()));
    byte[] out = e.buffers().get(0);
    assertEquals(List.of(7, 8, 9), List.of((int) out[0], (int) out[4], (int) out[8]));
  }

  @Test
  void aPointerCastOfAGlobalIsTheGlobal() {
    // clang's __shared__ arrays: a constant-expression addrspacecast of the addrspace(3) global.
    String ir = """
        @buf = addrspace(3) global [4 x i32] undef
        define i32 @f(i32 %i) {
        entry:
          %p = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i32 0, i32 %i
          store i32 42, ptr %p
          %q = getelementptr inbounds i32, ptr addrspace(3) @buf, i32 %i
          %v = load i32, ptr addrspace(3) %q
          ret i32 %v
        }
        """;
    Execution e = run(ir, "f", 1, 2);
    assertEquals(Execution.Status.OK, e.status(), e::toString);
    assertEquals(42, e.outcomes().get(0).value(), "the cast and the global address the same object");
  }

  @Test
  void samesignComparisonsOfOperandsWithDifferentSignsArePoison() {
    String ir = "define i1 @f(i8 %a, i8 %b) {\nentry:\n  %c = icmp samesign ult i8 %a, %b\n  ret i1 %c\n}\n";
    assertEquals(List.of(-1L), Runs.returns(run(ir, "f", 1, 1, 2)));
    assertEquals(List.of(0L), Runs.returns(run(ir, "f", 1, -1, -2)), "both negative: 0xFF < 0xFE is false");
    assertTrue(run(ir, "f", 1, -1, 2).outcomes().getFirst().undefined(), "-1 and 2: poison");
    assertTrue(!run(ir.replace("samesign ", ""), "f", 1, -1, 2).outcomes().getFirst().undefined());
  }
}
