package dev.cvg.convergence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.AllInstKinds;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.Intrinsic;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The convergence rules' decisions are total: every {@link Intrinsic} either defines a token
 * kind or none, in agreement with {@link Intrinsic#isConvergenceControl}; each token kind's
 * intrinsic name means that kind again; and a function holding every instruction kind passes
 * the convergence verifier on every target.
 */
class TokenKindTest {
  @Test
  void exactlyTheControlIntrinsicsDefineTokens() {
    for (Intrinsic i : Intrinsic.values()) {
      assertEquals(i.isConvergenceControl(), TokenKind.of(i).isPresent(), i.name());
    }
  }

  @Test
  void eachKindsIntrinsicNameMeansThatKind() {
    for (TokenKind k : TokenKind.values()) {
      assertEquals(Optional.of(k),
          GpuTarget.generic().intrinsic("@" + k.intrinsicName()).flatMap(TokenKind::of), k.name());
    }
  }

  @Test
  void everyInstructionKindPassesTheConvergenceRules() throws Exception {
    for (GpuTarget t : List.of(GpuTarget.generic(), GpuTarget.amdgpu(), GpuTarget.nvptx())) {
      assertEquals(List.of(), ConvergenceVerifier.verify(AllInstKinds.module(), t), t.name());
    }
  }
}
