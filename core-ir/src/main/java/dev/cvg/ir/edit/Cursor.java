package dev.cvg.ir.edit;

import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Cast;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * An insertion point of a {@link FunctionEditor} with builder helpers, in the style of LLVM's
 * {@code IRBuilder} and Cranelift's {@code FuncCursor}:
 * {@code e.at(b).named("x").add(i, one)} builds {@code %x = add i32 %i, 1} at the end of
 * {@code b} and returns {@code %x}.
 *
 * <p>A cursor inserts before a fixed anchor instruction (successive insertions keep their
 * order), or at the end of its block. Phis always go into the block's leading phi group,
 * terminators only at the end of a block that has none; anything else may not go after a
 * terminator or before a phi. Every helper checks its operands ({@link OperandChecks}) and
 * records the cursor's {@link #origin} for the new instruction
 * ({@code Synthesized("built")} by default). A name set with {@link #named} applies to the next
 * result only and is made unique.
 */
public final class Cursor {
  private static final Origin BUILT = new Origin.Synthesized("built");
  private final FunctionEditor e;
  private final BlockId block;
  private final InstId anchor;
  private String name;
  private Origin origin = BUILT;

  Cursor(FunctionEditor e, BlockId block, InstId anchor) {
    this.e = e;
    this.block = block;
    this.anchor = anchor;
  }

  /**
   * Names the next result {@code base} (made unique: {@code x}, {@code x.1}, …); returns this
   * cursor.
   *
   * @param base the wanted name, without {@code %}
   * @return this cursor
   */
  public Cursor named(String base) {
    this.name = Objects.requireNonNull(base);
    return this;
  }

  /**
   * Sets the origin recorded for the instructions this cursor inserts from now on; returns this
   * cursor.
   *
   * @param o the origin of the instructions inserted next
   * @return this cursor
   */
  public Cursor origin(Origin o) {
    this.origin = Objects.requireNonNull(o);
    return this;
  }

  /**
   * Returns the block this cursor inserts into.
   *
   * @return the block
   */
  public BlockId block() {
    return block;
  }

  /**
   * Inserts the instruction {@code make} builds from a fresh raw id (the generic form every helper
   * uses); its local operands must be defined in the function with their declared types.
   *
   * @param <T> the instruction's record type
   * @param make builds the instruction from its raw id
   * @return the inserted instruction
   */
  public <T extends Inst> T insert(IntFunction<T> make) {
    InstId id = e.newInstId();
    T inst = make.apply(id.index());
    if (inst.rawId() != id.index()) {
      throw new IllegalArgumentException("the instruction must carry the fresh id it was given");
    }
    for (int k = 0, n = inst.operandCount(); k < n; k++) {
      e.checks().defined(inst.operand(k));
    }
    inst.successors().forEach(e.checks()::block);
    e.insertNew(block, position(inst), inst, origin);
    if (name != null && inst.hasResult()) {
      e.setName(inst.id().value(), e.uniqueName(name));
    }
    name = null;
    return inst;
  }

  /**
   * Builds {@code add a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local add(Value a, Value b) {
    return binary(Opcode.ADD, a, b);
  }

  /**
   * Builds {@code sub a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local sub(Value a, Value b) {
    return binary(Opcode.SUB, a, b);
  }

  /**
   * Builds {@code mul a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local mul(Value a, Value b) {
    return binary(Opcode.MUL, a, b);
  }

  /**
   * Builds {@code and a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local and(Value a, Value b) {
    return binary(Opcode.AND, a, b);
  }

  /**
   * Builds {@code or a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local or(Value a, Value b) {
    return binary(Opcode.OR, a, b);
  }

  /**
   * Builds {@code xor a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local xor(Value a, Value b) {
    return binary(Opcode.XOR, a, b);
  }

  /**
   * Builds {@code shl a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local shl(Value a, Value b) {
    return binary(Opcode.SHL, a, b);
  }

  /**
   * Builds {@code lshr a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local lshr(Value a, Value b) {
    return binary(Opcode.LSHR, a, b);
  }

  /**
   * Builds {@code ashr a, b}.
   *
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   */
  public Value.Local ashr(Value a, Value b) {
    return binary(Opcode.ASHR, a, b);
  }

  /**
   * Builds the binary operator {@code op a, b}.
   *
   * @param op a binary opcode
   * @param a the first operand
   * @param b the second operand, of {@code a}'s type
   * @return the new instruction's result
   * @throws IllegalArgumentException on mismatched or unsuitable types
   */
  public Value.Local binary(Opcode op, Value a, Value b) {
    e.checks().binary(op, a, b);
    return insert(id -> new Binary(id, op, a.type(), a, b, List.of())).asValue();
  }

  /**
   * Builds {@code icmp predicate a, b} (predicate as LLVM spells it: {@code eq}, {@code slt}, …).
   *
   * @param predicate the comparison
   * @param a the first operand, an integer, pointer or vector of them
   * @param b the second operand, of {@code a}'s type
   * @return the {@code i1} (or vector of {@code i1}) result
   */
  public Value.Local icmp(String predicate, Value a, Value b) {
    e.checks().compare(Opcode.ICMP, a, b);
    return insert(id -> new Compare(id, Opcode.ICMP, predicate, a, b, List.of())).asValue();
  }

  /**
   * Builds {@code fcmp predicate a, b} ({@code olt}, {@code une}, …).
   *
   * @param predicate the comparison
   * @param a the first operand, a floating-point value or vector
   * @param b the second operand, of {@code a}'s type
   * @return the {@code i1} (or vector of {@code i1}) result
   */
  public Value.Local fcmp(String predicate, Value a, Value b) {
    e.checks().compare(Opcode.FCMP, a, b);
    return insert(id -> new Compare(id, Opcode.FCMP, predicate, a, b, List.of())).asValue();
  }

  /**
   * Builds {@code select c, t, f}.
   *
   * @param c the condition
   * @param t the value when {@code c} is true
   * @param f the value when {@code c} is false, of {@code t}'s type
   * @return the new instruction's result
   */
  public Value.Local select(Value c, Value t, Value f) {
    e.checks().select(c, t, f);
    return insert(id -> new Select(id, c, t, f, List.of())).asValue();
  }

  /**
   * Builds {@code freeze v}.
   *
   * @param v the value to freeze
   * @return the new instruction's result
   */
  public Value.Local freeze(Value v) {
    return insert(id -> new Freeze(id, v)).asValue();
  }

  /**
   * Builds the cast {@code op v to type}.
   *
   * @param op a cast opcode ({@code zext}, {@code bitcast}, …)
   * @param v the value to convert
   * @param type the result type
   * @return the new instruction's result
   */
  public Value.Local cast(Opcode op, Value v, Type type) {
    if (op.family() != Opcode.Family.CAST) {
      throw new IllegalArgumentException(op.mnemonic() + " is not a cast");
    }
    return insert(id -> new Cast(id, op, v, type, List.of())).asValue();
  }

  /**
   * Builds an empty {@code phi type} in the block's phi group; give it entries with {@code
   * addIncoming}.
   *
   * @param type the phi's type
   * @return the phi
   */
  public Phi phi(Type type) {
    return phi(type, List.of());
  }

  /**
   * Builds {@code phi type} with the given entries (each value's type checked).
   *
   * @param type the phi's type
   * @param incoming the entries, one per predecessor edge
   * @return the phi
   */
  public Phi phi(Type type, List<Phi.Incoming> incoming) {
    for (Phi.Incoming in : incoming) {
      e.checks().hasType(() -> "phi entry", in.value(), type);
      e.checks().block(in.block());
    }
    return insert(id -> new Phi(id, type, incoming, List.of()));
  }

  /**
   * Builds {@code call returnType @callee(args) [bundles]}.
   *
   * @param callee the callee's name, with or without the leading {@code @}
   * @param bundles operand bundles, e.g. {@code convergencectrl(token %t)} as a {@link CallSite.Bundle}
   * @param returnType the callee's return type
   * @param args the arguments
   * @return the call
   */
  public Call call(Type returnType, String callee, List<Value> args, List<CallSite.Bundle> bundles) {
    String ref = callee.startsWith("@") ? callee : "@" + callee;
    CallSite site = new CallSite(List.of(), List.of(), returnType, new Value.GlobalRef(ref, Type.PTR),
        args.stream().map(a -> new CallSite.Arg(a, List.of())).toList(), List.of(), bundles);
    bundles.forEach(bundle -> bundle.inputs().forEach(e.checks()::defined));
    return insert(id -> new Call(id, site));
  }

  /**
   * Builds {@code br label %target}.
   *
   * @param target the successor
   * @return the branch
   */
  public Br br(BlockId target) {
    return insert(id -> new Br(id, target));
  }

  /**
   * Builds {@code br i1 c, label %ifTrue, label %ifFalse}.
   *
   * @param c the {@code i1} condition
   * @param ifTrue the successor when {@code c} is true
   * @param ifFalse the successor when {@code c} is false
   * @return the branch
   */
  public CondBr condBr(Value c, BlockId ifTrue, BlockId ifFalse) {
    e.checks().condition(c);
    return insert(id -> new CondBr(id, c, ifTrue, ifFalse));
  }

  /**
   * Builds {@code ret void}.
   *
   * @return the return
   * @throws IllegalArgumentException if the function returns a value
   */
  public Ret ret() {
    if (!e.header().returnType().isVoid()) {
      throw new IllegalArgumentException("@" + e.original().name() + " returns " + e.header().returnType());
    }
    return insert(id -> new Ret(id, Optional.empty()));
  }

  /**
   * Builds {@code ret v}, checking {@code v} against the return type.
   *
   * @param v the returned value
   * @return the return
   */
  public Ret ret(Value v) {
    e.checks().hasType(() -> "ret of @" + e.original().name(), v, e.header().returnType());
    return insert(id -> new Ret(id, Optional.of(v)));
  }

  /**
   * Builds {@code unreachable}.
   *
   * @return the instruction
   */
  public Unreachable unreachable() {
    return insert(Unreachable::new);
  }

  @Override
  public String toString() {
    return "Cursor[" + (anchor == null ? "end of " + e.describe(block)
        : "before " + e.describe(anchor) + " in " + e.describe(block)) + "]";
  }

  /** Returns where {@code inst} goes, enforcing phis first and the terminator last. */
  private int position(Inst inst) {
    List<Inst> list = e.body().insts(block);
    int phis = 0;
    while (phis < list.size() && list.get(phis) instanceof Phi) {
      phis++;
    }
    int at = anchor == null ? list.size() : e.body().indexOf(anchor);
    if (inst instanceof Phi) {
      return Math.min(at, phis);
    }
    boolean hasTerminator = !list.isEmpty() && list.getLast().isTerminator();
    if (inst.isTerminator() && anchor != null) {
      throw new IllegalStateException("a terminator goes only at the end of " + e.describe(block) + "; use at(block)");
    }
    if (hasTerminator && anchor == null) {
      throw new IllegalStateException("cannot put " + inst.opcode().mnemonic() + " after the terminator of "
          + e.describe(block) + (inst.isTerminator() ? "; use replaceTerminator" : "; use beforeTerminator"));
    }
    if (at < phis) {
      throw new IllegalStateException("cannot put " + inst.opcode().mnemonic() + " before the phis of " + e.describe(block));
    }
    return at;
  }
}
