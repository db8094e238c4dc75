package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Instructions the target classifies only when an operand is a call's result (upstream LLVM's
 * wave-uniform thread-id expressions on AMDGPU, wave size 64): {@code tid.x >> k} with
 * {@code k >= 6}, {@code tid.x & m} with six trailing zero bits in {@code m}, and
 * {@code tid.x | m} with six trailing one bits are the same in every lane of a wave, so they are
 * uniform; the same shapes over a value that is not the thread-id call, or with too small a
 * shift or mask, follow their divergent operand. The analysis reads only such candidates
 * ({@link SeedFilter}); the twin asks the target about every instruction. A chain of adds puts
 * the shapes past raw id 64, in the second word of the filter's bitmap.
 */
class WaveUniformSeedTest {
  private static String kernel(int padding) {
    StringBuilder pad = new StringBuilder();
    String prev = "%n";
    for (int k = 0; k < padding; k++) {
      pad.append("  %pad").append(k).append(" = add i32 ").append(prev).append(", 1\n");
      prev = "%pad" + k;
    }
    return """
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
        """ + pad + """
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %wave = lshr i32 %tid, 6
          %wave.a = ashr i32 %tid, 7
          %lane4 = lshr i32 %tid, 2
          %copy = add i32 %tid, 0
          %not.tid = lshr i32 %copy, 6
          %base = and i32 %tid, -64
          %low = and i32 %tid, 63
          %ones = or i32 %tid, 63
          %some = or i32 %tid, 1
          %c = icmp eq i32 %wave, 0
          br i1 %c, label %a, label %b
        a:
          br label %b
        b:
          %p = phi i32 [ 1, %entry ], [ 2, %a ]
          ret void
        }
        """;
  }

  @Test
  void waveUniformThreadIdShapesAreUniform() {
    for (int padding : List.of(0, 80)) {
      Module m = TwinCheck.parse(kernel(padding));
      for (UniformityOptions o : List.of(UniformityOptions.defaults(), UniformityOptions.llvm22())) {
        TwinCheck.check(m, "k", o, List.of("tid", "lane4", "copy", "not.tid", "low", "some"),
            List.of("wave", "wave.a", "base", "ones", "c", "p"));
      }
    }
  }
}
