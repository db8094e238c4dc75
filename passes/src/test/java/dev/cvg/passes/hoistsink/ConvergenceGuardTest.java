package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.target.Targets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The guard's decisions on motions no pass proposes by itself, asked directly: the anchor sunk
 * into a loop (anchor-sink-into-loop: LLVM's sinking never enters a loop, so the pass never
 * proposes it), an anchor leaving uses above, speculation of a reduction above a divergent branch.
 */
class ConvergenceGuardTest {

  static Facts facts(Module m) {
    return Facts.of(m, m.function("src").orElseThrow(), Targets.forModule(m, Optional.empty()));
  }

  static InstId id(Function f, String name) {
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (f.nameOf(i.id().value()).map(name::equals).orElse(false)) {
          return i.id();
        }
      }
    }
    throw new AssertionError("no %" + name);
  }

  static int block(Facts f, String name) {
    for (int b = 0; b < f.index.blockCount(); b++) {
      if (f.index.block(b).name().equals(name)) {
        return b;
      }
    }
    throw new AssertionError("no %" + name);
  }

  static String reason(GuardDecision d) {
    return d instanceof GuardDecision.Refuse r ? r.reason() : "allowed: " + ((GuardDecision.Allow) d).why();
  }

  @Test
  void anchorSunkIntoLoopIsRefusedAndNeverProposed() throws Exception {
    Module m = SpecPairsTest.pair("anchor-sink-into-loop");
    Facts f = facts(m);
    ConvergenceGuard guard = new ConvergenceGuard(f, f::blockOf);
    Function src = m.function("src").orElseThrow();
    GuardDecision d = guard.decide(new Motion.Sink(List.of(id(src, "outer")), block(f, "start"), block(f, "while")));
    assertFalse(d.allowed(), reason(d));
    assertTrue(reason(d).contains("Hoisting and sinking anchors out of and into loops is forbidden"), reason(d));
    PassHarness.Result unguarded = PassHarness.run(HoistSinkPass.sink(), m, "src", Map.of(), false);
    assertFalse(unguarded.performed().stream().anyMatch(p -> p.startsWith("%outer")), unguarded.performed().toString());
  }

  @Test
  void anchorWithAUseAboveTheTargetIsRefused() throws Exception {
    Module m = SpecPairsTest.pair("anchor-sink-with-ops");
    Facts f = facts(m);
    Function src = m.function("src").orElseThrow();
    GuardDecision d = new ConvergenceGuard(f, f::blockOf).decide(new Motion.Sink(
        List.of(id(src, "tok"), id(src, "a")), block(f, "start"), block(f, "then")));
    assertFalse(d.allowed(), reason(d));
    assertTrue(reason(d).contains("must move with all its uses, %b stays above %then"), reason(d));
  }

  @Test
  void speculatingAReductionAboveADivergentBranchIsRefusedButAShuffleIsAllowed() throws Exception {
    Module add = SpecPairsTest.pair("subgroupadd-hoist-divergent");
    Facts fa = facts(add);
    GuardDecision d = new ConvergenceGuard(fa, fa::blockOf).decide(new Motion.Speculate(
        id(add.function("src").orElseThrow(), "total_gains"), block(fa, "then"), block(fa, "start")));
    assertFalse(d.allowed(), reason(d));
    Module shuffle = SpecPairsTest.pair("shuffle-speculate");
    Facts fs = facts(shuffle);
    GuardDecision s = new ConvergenceGuard(fs, fs::blockOf).decide(new Motion.Speculate(
        id(shuffle.function("src").orElseThrow(), "shuffled"), block(fs, "then"), block(fs, "start")));
    assertTrue(s.allowed(), reason(s));
  }
}
