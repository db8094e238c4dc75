package dev.cvg.passes.unroll;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.SplittableRandom;

/**
 * A seeded generator of AMDGPU kernels with one counted loop of the shapes loop-unroll handles:
 * header-exiting or rotated (exiting latch), counting up or down by 1 or 2, bounds constant,
 * uniform (kernel argument), uniform multiples, divergent (thread id) or divergent multiples,
 * and a body with no convergent operation, an uncontrolled one, one under an anchor in the loop,
 * or one under the loop's heart (whose token is an anchor or the entry token outside the loop),
 * optionally behind a divergent branch, with an inner loop on odd shapes. Every loop runs at most
 * 33 iterations, so the oracle runs them quickly. A volatile store per iteration marks the
 * copies of the body for counting.
 */
final class CountedLoopKernels {
  /** The convergence control of the loop body. */
  enum Control { NONE, UNCONTROLLED, ANCHOR, HEART_ANCHOR, HEART_ENTRY }

  private CountedLoopKernels() {}

  /** Returns the kernel of {@code seed} with the body's convergence control {@code control}. */
  static Module kernel(long seed, Control control) {
    String text = text(seed, control);
    try {
      return IrParser.parse(text, "counted-" + seed + ".ll");
    } catch (Exception e) {
      throw new AssertionError("seed " + seed + ": generated kernel does not parse\n" + text, e);
    }
  }

  /** Returns the kernel's LLVM text. */
  static String text(long seed, Control control) {
    SplittableRandom r = new SplittableRandom(seed);
    boolean rotated = r.nextBoolean();
    boolean up = r.nextBoolean();
    int step = r.nextInt(4) == 0 ? 2 : 1;
    int boundKind = r.nextInt(5);
    boolean divergentIf = r.nextInt(3) == 0;
    String pred;
    if (step == 1 && r.nextInt(3) == 0) {
      pred = "ne";
    } else {
      pred = up ? (r.nextBoolean() ? "slt" : "ult") : (step == 1 && r.nextBoolean() ? "ugt" : "sgt");
    }
    StringBuilder b = new StringBuilder();
    b.append("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    b.append("define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) #0 {\nstart:\n");
    b.append("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
    if (control == Control.HEART_ENTRY) {
      b.append("  %outer = call token @llvm.experimental.convergence.entry()\n");
    } else if (control == Control.HEART_ANCHOR) {
      b.append("  %outer = call token @llvm.experimental.convergence.anchor()\n");
    }
    int c = 2 + r.nextInt(14);
    String lim = switch (boundKind) {
      case 0 -> String.valueOf(c);
      case 1 -> def(b, "%nlow = and i32 %n, 15", "%lim = add i32 %nlow, 1");
      case 2 -> def(b, "%nlow = and i32 %n, 7", "%nup = add i32 %nlow, 1", "%lim = shl i32 %nup, 1");
      case 3 -> def(b, "%tlow = and i32 %tid, 7", "%lim = add i32 %tlow, 1");
      default -> def(b, "%tlow = and i32 %tid, 3", "%tup = add i32 %tlow, 1", "%lim = shl i32 %tup, 2");
    };
    // up: i from 0 while i P lim; down: i from lim while i P 0
    String start = up ? "0" : lim;
    String bound = up ? lim : "0";
    String stepText = up ? "add nsw i32 %i, " + step : "sub nsw i32 %i, " + step;
    b.append("  br label %head\n\nhead:\n");
    b.append("  %i = phi i32 [ ").append(start).append(", %start ], [ %i.next, %latch ]\n");
    b.append("  %acc = phi i32 [ 0, %start ], [ %acc.next, %latch ]\n");
    String bundle = "";
    if (control == Control.HEART_ANCHOR || control == Control.HEART_ENTRY) {
      b.append("  %inner = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %outer) ]\n");
      bundle = " [ \"convergencectrl\"(token %inner) ]";
    }
    if (!rotated) {
      b.append("  %c = icmp ").append(pred).append(" i32 %i, ").append(bound).append('\n');
      b.append("  br i1 %c, label %body, label %exit\n\n");
    } else {
      b.append("  br label %body\n\n");
    }
    b.append("body:\n");
    if (control == Control.ANCHOR) {
      b.append("  %tok = call token @llvm.experimental.convergence.anchor()\n");
      bundle = " [ \"convergencectrl\"(token %tok) ]";
    }
    b.append("  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n");
    b.append("  store volatile i32 %i, ptr addrspace(1) %slot, align 4\n");
    String val = "%i";
    if (control != Control.NONE) {
      b.append("  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)").append(bundle).append('\n');
      val = "%r";
    }
    if (divergentIf) {
      b.append("  %d = icmp ult i32 %tid, ").append(1 + r.nextInt(5)).append('\n');
      b.append("  br i1 %d, label %then, label %latch\n\nthen:\n");
      if (control == Control.NONE) {
        b.append("  %r2 = mul i32 %i, 3\n");
      } else {
        b.append("  %r2 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0)").append(bundle).append('\n');
      }
      b.append("  br label %latch\n\nlatch:\n");
      b.append("  %x = phi i32 [ ").append(val).append(", %body ], [ %r2, %then ]\n");
      val = "%x";
    } else {
      b.append("  br label %latch\n\nlatch:\n");
    }
    b.append("  %scaled = mul i32 %acc, 3\n");
    b.append("  %acc.next = add i32 %scaled, ").append(val).append('\n');
    b.append("  %i.next = ").append(stepText).append('\n');
    if (rotated) {
      b.append("  %c = icmp ").append(pred).append(" i32 %i.next, ").append(bound).append('\n');
      b.append("  br i1 %c, label %head, label %exit\n\n");
    } else {
      b.append("  br label %head\n\n");
    }
    b.append("exit:\n");
    b.append("  %res = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n");
    b.append("  store i32 %acc").append(rotated ? ".next" : "").append(", ptr addrspace(1) %res, align 4\n");
    b.append("  ret void\n}\n\n");
    b.append("declare i32 @llvm.amdgcn.workitem.id.x() #1\n");
    b.append("declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #2\n");
    b.append("declare token @llvm.experimental.convergence.entry() #2\n");
    b.append("declare token @llvm.experimental.convergence.anchor() #2\n");
    b.append("declare token @llvm.experimental.convergence.loop() #2\n\n");
    b.append("attributes #0 = { convergent nounwind }\n");
    b.append("attributes #1 = { nounwind readnone willreturn }\n");
    b.append("attributes #2 = { convergent nounwind willreturn memory(none) }\n");
    return b.toString();
  }

  private static String def(StringBuilder b, String... lines) {
    String last = null;
    for (String l : lines) {
      b.append("  ").append(l).append('\n');
      last = l.substring(0, l.indexOf(' '));
    }
    return last;
  }
}
