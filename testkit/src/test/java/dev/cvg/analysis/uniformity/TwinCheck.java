package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import java.util.ArrayList;
import java.util.List;

/**
 * The check of a named example under one option set: the reference twin's verdict on the named
 * values is the spec's (stated by the test), the fast analysis gives the twin's whole answer, and
 * that answer passes {@link UniformityInfo#verify()}.
 */
final class TwinCheck {
  private TwinCheck() {}

  /** Parses the kernel {@code ir} and requires the IR and convergence verifiers to accept it. */
  static Module parse(String ir) {
    Module m;
    try {
      m = IrParser.parse(ir, "example.ll");
    } catch (dev.cvg.ir.text.ParseException e) {
      throw new AssertionError(e);
    }
    assertEquals(List.of(), IrVerifier.verify(m), "the example is valid IR");
    assertEquals(List.of(), ConvergenceVerifier.verify(m, GpuTarget.amdgpu()),
        "the example's convergence control obeys the static rules");
    return m;
  }

  /**
   * Checks function {@code name} of {@code m} under {@code o}: the twin marks exactly {@code
   * divergent} among {@code divergent} and {@code uniform}, the fast answer equals the twin's, and
   * it verifies.
   */
  static void check(Module m, String name, UniformityOptions o, List<String> divergent,
      List<String> uniform) {
    Function f = m.definitions().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    NaiveUniformity twin = NaiveUniformity.of(m, f, GpuTarget.amdgpu(), o);
    String where = "@" + name + " " + o;
    assertEquals(divergent, named(f, divergent, twin, true), where + ": divergent per the spec");
    assertEquals(uniform, named(f, uniform, twin, false), where + ": uniform per the spec");
    UniformityInfo fast = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o);
    assertEquals(TwinAnswer.of(twin, f), TwinAnswer.of(fast, f), where);
    // The fast answer passes its own checker (UniformityInfo.verify): on the named kernels this
    // reaches rules the generated ones rarely do (custom uniformity, arguments, token chains).
    assertEquals(List.of(), fast.verify().stream().map(d -> d.render()).toList(), where + ": verify()");
  }

  /** Returns those of {@code names} whose value the twin marks as {@code divergent}. */
  static List<String> named(Function f, List<String> names, NaiveUniformity twin, boolean divergent) {
    List<String> out = new ArrayList<>();
    for (String name : names) {
      if (twin.divergent.get(inst(f, name).id().index()) == divergent) {
        out.add(name);
      }
    }
    return out;
  }

  /** Returns the instruction of {@code f} named {@code %name}, or fails the test. */
  static Inst inst(Function f, String name) {
    for (var block : f.blocks()) {
      for (Inst x : block.insts()) {
        if (f.nameOf(x.id().value()).orElse("").equals(name)) {
          return x;
        }
      }
    }
    throw new AssertionError("no value %" + name + " in @" + f.name());
  }
}
