package dev.cvg.oracle;

import static dev.cvg.oracle.TestIr.bool;
import static dev.cvg.oracle.TestIr.i32;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.GpuTarget;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OracleSmokeTest {

  static Execution run(Module m, String fn, int threads) {
    CompiledModule cm = CompiledModule.compile(m, GpuTarget.generic(), HierarchyChoice.explicit(Map.of()));
    return Oracle.run(cm, fn, ThreadInputs.of(threads), OracleConfig.defaults());
  }

  @Test
  void ballotOfThreadIdBelowThree() {
    TestIr.Fn f = TestIr.Fn.kernel("k", "entry");
    Value t = f.call("entry", "t", Type.I32, "@llvm.amdgcn.workitem.id.x", null);
    Value c = f.icmp("entry", "c", "ult", t, i32(3));
    Value b = f.call("entry", "b", Type.I64, "@subgroupBallot", null, c);
    f.ret("entry", b);
    Function k = f.build();
    Module m = TestIr.module(List.of(k, TestIr.declare("subgroupBallot", Type.I64, List.of(Type.I1), "convergent"),
        TestIr.declare("llvm.amdgcn.workitem.id.x", Type.I32, List.of())));
    Execution e = run(m, "k", 8);
    assertTrue(e.isOk(), e.toString());
    for (var o : e.outcomes()) {
      assertEquals(0b111, o.value(), "thread " + o.tid());
    }
  }

  @Test
  void reductionInsideDivergentBranchCountsOnlyThatSide() {
    TestIr.Fn f = TestIr.Fn.kernel("k", "entry", "then", "else", "end");
    Value t = f.call("entry", "t", Type.I32, "@llvm.amdgcn.workitem.id.x", null);
    Value c = f.icmp("entry", "c", "ult", t, i32(2));
    f.condBr("entry", c, "then", "else");
    Value g = f.call("then", "g", Type.I32, "@subgroupAdd", null, i32(1));
    f.br("then", "end");
    Value l = f.call("else", "l", Type.I32, "@subgroupAdd", null, i32(1));
    f.br("else", "end");
    Value p = f.phi("end", "p", Type.I32, g, "then", l, "else");
    f.ret("end", p);
    Module m = TestIr.module(List.of(f.build(), TestIr.declare("subgroupAdd", Type.I32, List.of(Type.I32), "convergent"),
        TestIr.declare("llvm.amdgcn.workitem.id.x", Type.I32, List.of())));
    Execution e = run(m, "k", 5);
    assertTrue(e.isOk(), e.toString());
    long[] expected = {2, 2, 3, 3, 3};
    for (var o : e.outcomes()) {
      assertEquals(expected[o.tid()], o.value(), "thread " + o.tid());
    }
  }
}
