package dev.cvg.oracle;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.Ret;
import dev.cvg.ir.SourceMap;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import io.vavr.collection.HashMap;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A small builder of IR functions for oracle unit tests (the text parser lives on another branch). */
final class TestIr {
  private TestIr() {}

  static Value.ConstInt i32(long v) {
    return new Value.ConstInt(Type.I32, v);
  }

  static Value.ConstInt i64(long v) {
    return new Value.ConstInt(Type.I64, v);
  }

  static Value.ConstInt bool(boolean b) {
    return Value.ConstInt.bool(b);
  }

  /** Returns a module of the given definitions plus declarations. */
  static Module module(List<Function> functions) {
    return new Module("test.ll", List.of(), List.of(), List.of(), functions, List.of(), List.of());
  }

  /** Returns a declaration {@code declare ret @name(params) attrs}. */
  static Function declare(String name, Type ret, List<Type> params, String... attrs) {
    List<Param> ps = new ArrayList<>();
    for (int k = 0; k < params.size(); k++) {
      ps.add(new Param(new ValueId(k), params.get(k), List.of()));
    }
    return Function.declaration(name, new FunctionHeader(List.of(), "", List.of(), ret, ps, false,
        List.of(attrs)), ps.size());
  }

  /** Builds one function block by block. */
  static final class Fn {
    private final FunctionEditor editor;
    private final Map<String, BlockId> blocks = new LinkedHashMap<>();
    private final List<Param> params;

    Fn(String name, String callingConv, Type ret, List<Type> paramTypes, List<String> paramNames,
        String... attrs) {
      List<Param> ps = new ArrayList<>();
      dev.cvg.ir.ValueNames.Builder names = dev.cvg.ir.ValueNames.builder();
      for (int k = 0; k < paramTypes.size(); k++) {
        ps.add(new Param(new ValueId(k), paramTypes.get(k), List.of()));
        names.set(k, paramNames.get(k));
      }
      this.params = ps;
      Function empty = new Function(name, new FunctionHeader(List.of(), callingConv, List.of(), ret, ps,
          false, List.of(attrs)), false, Vector.empty(), names.build(), HashMap.empty(), SourceMap.EMPTY,
          Provenance.NONE, ps.size());
      this.editor = FunctionEditor.of(empty);
    }

    static Fn kernel(String name, String... blockNames) {
      Fn f = new Fn(name, "amdgpu_kernel", Type.VOID, List.of(), List.of(), "convergent");
      f.blocks(blockNames);
      return f;
    }

    Fn blocks(String... names) {
      for (String n : names) {
        blocks.put(n, editor.addBlock(n, null));
      }
      return this;
    }

    Value.Local param(int k) {
      return params.get(k).asValue();
    }

    private <T extends Inst> T add(String block, T inst, String name) {
      editor.append(blocks.get(block), inst, new Origin.Synthesized("test"));
      if (name != null) {
        editor.setName(inst.id().value(), name);
      }
      return inst;
    }

    private InstId id() {
      return editor.newInstId();
    }

    Value.Local bin(String block, String name, Opcode op, Value a, Value b, String... flags) {
      return add(block, new dev.cvg.ir.Binary(id(), op, a.type(), a, b, List.of(flags)), name).asValue();
    }

    Value.Local icmp(String block, String name, String pred, Value a, Value b) {
      return add(block, new Compare(id(), Opcode.ICMP, pred, a, b, List.of()), name).asValue();
    }

    Value.Local cast(String block, String name, Opcode op, Value a, Type to) {
      return add(block, new dev.cvg.ir.Cast(id(), op, a, to, List.of()), name).asValue();
    }

    Value.Local select(String block, String name, Value c, Value t, Value f) {
      return add(block, new dev.cvg.ir.Select(id(), c, t, f, List.of()), name).asValue();
    }

    /** Adds a call; {@code token} may be null (uncontrolled). Returns the result (null for void). */
    Value.Local call(String block, String name, Type ret, String callee, Value token, Value... args) {
      List<CallSite.Arg> as = new ArrayList<>();
      for (Value a : args) {
        as.add(new CallSite.Arg(a, List.of()));
      }
      List<Type> types = new ArrayList<>();
      for (Value a : args) {
        types.add(a.type());
      }
      List<CallSite.Bundle> bundles = token == null ? List.of()
          : List.of(new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, List.of(token)));
      CallSite site = new CallSite(List.of(), List.of(), ret,
          new Value.GlobalRef(callee, Type.PTR), as, List.of(), bundles);
      Call c = add(block, new Call(id(), site), ret.isVoid() ? null : name);
      return ret.isVoid() ? null : c.asValue();
    }

    Value.Local phi(String block, String name, Type type, Object... valueBlockPairs) {
      List<Phi.Incoming> in = new ArrayList<>();
      for (int k = 0; k < valueBlockPairs.length; k += 2) {
        in.add(new Phi.Incoming((Value) valueBlockPairs[k], blocks.get((String) valueBlockPairs[k + 1])));
      }
      return add(block, new Phi(id(), type, in, List.of()), name).asValue();
    }

    Value.Local alloca(String block, String name, Type t) {
      return add(block, new dev.cvg.ir.Alloca(id(), t, Optional.empty(), List.of(), 0), name).asValue();
    }

    Value.Local load(String block, String name, Type t, Value p) {
      return add(block, new dev.cvg.ir.Load(id(), t, p, false, "", List.of()), name).asValue();
    }

    void store(String block, Value v, Value p) {
      add(block, new dev.cvg.ir.Store(id(), v, p, false, "", List.of()), null);
    }

    Value.Local gep(String block, String name, Type source, Value base, Value... indices) {
      return add(block, new dev.cvg.ir.GetElementPtr(id(), List.of(), source, base, List.of(indices)), name)
          .asValue();
    }

    Value.Local atomicAdd(String block, String name, Value p, Value v) {
      return add(block, new dev.cvg.ir.AtomicRmw(id(), false, "add", p, v, "monotonic", List.of()), name)
          .asValue();
    }

    void br(String block, String target) {
      add(block, new Br(id(), blocks.get(target)), null);
    }

    void condBr(String block, Value c, String t, String f) {
      add(block, new CondBr(id(), c, blocks.get(t), blocks.get(f)), null);
    }

    /** A switch on {@code v}: {@code cases} alternates case values and target names. */
    void sw(String block, Value v, String dflt, Object... cases) {
      List<Switch.Case> cs = new ArrayList<>();
      for (int k = 0; k < cases.length; k += 2) {
        cs.add(new Switch.Case(new Value.ConstInt((Type.Int) v.type(), ((Number) cases[k]).longValue()),
            blocks.get((String) cases[k + 1])));
      }
      add(block, new Switch(id(), v, blocks.get(dflt), cs), null);
    }

    void ret(String block) {
      add(block, new Ret(id(), Optional.empty()), null);
    }

    void ret(String block, Value v) {
      add(block, new Ret(id(), Optional.of(v)), null);
    }

    Function build() {
      return editor.finishUnchecked();
    }
  }
}
