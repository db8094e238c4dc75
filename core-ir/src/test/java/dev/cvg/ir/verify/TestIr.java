package dev.cvg.ir.verify;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A terse builder for test functions, over {@link FunctionEditor}, for IR the text parser cannot
 * express (missing terminators, dangling references, ill-typed operands).
 */
public final class TestIr {
  private static final Origin TEST = new Origin.Synthesized("test");
  private final FunctionEditor editor;
  private final List<Type> paramTypes;

  private TestIr(FunctionEditor editor, List<Type> paramTypes) {
    this.editor = editor;
    this.paramTypes = paramTypes;
  }

  /** Starts a function; {@code params} alternate type and name. */
  public static TestIr function(String name, Type returnType, List<String> attrs, Object... params) {
    List<Type> types = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int k = 0; k < params.length; k += 2) {
      types.add((Type) params[k]);
      names.add((String) params[k + 1]);
    }
    return new TestIr(FunctionEditor.newFunction(name, "", returnType, types, names, attrs), types);
  }

  /** Returns the editor, for edits the helpers do not cover. */
  public FunctionEditor editor() {
    return editor;
  }

  /** Returns parameter {@code k} as an operand. */
  public Value.Local param(int k) {
    return new Value.Local(new ValueId(k), paramTypes.get(k));
  }

  /** Appends a new block. */
  public BlockId block(String name) {
    List<BlockId> layout = editor.layout();
    return editor.addBlock(name, layout.isEmpty() ? null : layout.getLast());
  }

  /** Appends {@code inst} to {@code block}, naming its result {@code name} unless null. */
  public <T extends Inst> T add(BlockId block, String name, T inst) {
    editor.append(block, inst, TEST);
    if (name != null) {
      editor.setName(inst.id().value(), name);
    }
    return inst;
  }

  /** Appends {@code %name = add i32 lhs, rhs}. */
  public Value.Local add(BlockId block, String name, Value lhs, Value rhs) {
    return add(block, name, new Binary(editor.newInstId(), Opcode.ADD, lhs.type(), lhs, rhs, List.of())).asValue();
  }

  /** Appends {@code br label %target}. */
  public Br br(BlockId block, BlockId target) {
    return add(block, null, new Br(editor.newInstId(), target));
  }

  /** Appends {@code br i1 cond, label %t, label %f}. */
  public CondBr condBr(BlockId block, Value cond, BlockId ifTrue, BlockId ifFalse) {
    return add(block, null, new CondBr(editor.newInstId(), cond, ifTrue, ifFalse));
  }

  /** Appends {@code ret void} or {@code ret v}. */
  public Ret ret(BlockId block, Value value) {
    return add(block, null, new Ret(editor.newInstId(), Optional.ofNullable(value)));
  }

  /** Appends a phi of {@code type} with (value, block) pairs. */
  public Phi phi(BlockId block, String name, Type type, Object... pairs) {
    List<Phi.Incoming> in = new ArrayList<>();
    for (int k = 0; k < pairs.length; k += 2) {
      in.add(new Phi.Incoming((Value) pairs[k], (BlockId) pairs[k + 1]));
    }
    return add(block, name, new Phi(editor.newInstId(), type, in, List.of()));
  }

  /** Appends a direct call of {@code callee} (with {@code @}) with the given bundles. */
  public Call call(BlockId block, String name, Type returnType, String callee, List<Value> args,
      List<CallSite.Bundle> bundles) {
    CallSite site = new CallSite(List.of(), List.of(), returnType, new Value.GlobalRef(callee, Type.PTR),
        args.stream().map(a -> new CallSite.Arg(a, List.of())).toList(), List.of(), bundles);
    return add(block, name, new Call(editor.newInstId(), site));
  }

  /** Returns a {@code "convergencectrl"(token %t)} bundle list. */
  public static List<CallSite.Bundle> ctrl(Value... tokens) {
    return List.of(new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, List.of(tokens)));
  }

  /** Returns the finished function. */
  public Function finish() {
    return editor.finishUnchecked(); // test IR may be invalid on purpose: the verifier is under test
  }

  /** Returns a declaration {@code declare ret @name(params) attrs}. */
  public static Function declare(String name, Type returnType, List<String> attrs, Type... params) {
    List<Param> ps = new ArrayList<>();
    for (int k = 0; k < params.length; k++) {
      ps.add(new Param(new ValueId(k), params[k], List.of()));
    }
    return Function.declaration(name, new FunctionHeader(List.of(), "", List.of(), returnType, ps, false, attrs),
        params.length);
  }

  /** Returns a module of {@code functions}. */
  public static Module module(Function... functions) {
    return new Module("test.ll", List.of(), List.of(), List.of(), List.of(functions),
        List.<AttributeGroup>of(), List.of());
  }
}
