package dev.cvg.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The parts shared by {@link Call} and {@link CallBr}: callee, arguments, attributes and
 * operand bundles, in LLVM's textual order
 * {@code [tail] call [fmf] [cc] [ret attrs] [addrspace(N)] <ty> <callee>(<args>) [fn attrs] [bundles]}.
 *
 * @param prefix words before {@code call} ({@code tail}, {@code musttail}, {@code notail})
 * @param modifiers fast-math flags, calling convention, return attributes and {@code addrspace(N)}
 *     between {@code call} and the type, as written
 * @param typeAsWritten the return type, or the whole function type when the call writes it
 *     (varargs callees)
 * @param callee the called value: a {@link Value.GlobalRef}, {@link Value.InlineAsm} or local
 * @param args the arguments
 * @param fnAttrs attributes after the argument list as written, including {@code #N} group refs
 * @param bundles operand bundles such as {@code "convergencectrl"(token %t)}
 */
public record CallSite(
    List<String> prefix,
    List<String> modifiers,
    Type typeAsWritten,
    Value callee,
    List<Arg> args,
    List<String> fnAttrs,
    List<Bundle> bundles) {

  /** The bundle tag of convergence control tokens. */
  public static final String CONVERGENCE_CTRL = "convergencectrl";

  /**
   * One argument.
   *
   * @param value the value passed (carries its type)
   * @param attrs parameter attributes as written ({@code noundef}, {@code inreg}, {@code align 4})
   */
  public record Arg(Value value, List<String> attrs) {
    /** Copies {@code attrs}. */
    public Arg {
      attrs = List.copyOf(attrs);
    }
  }

  /**
   * An operand bundle {@code "tag"(T v, ...)}.
   *
   * @param tag the tag without quotes
   * @param inputs the bundle operands
   */
  public record Bundle(String tag, List<Value> inputs) {
    /** Copies {@code inputs}. */
    public Bundle {
      inputs = List.copyOf(inputs);
    }
  }

  /** Copies the lists. */
  public CallSite {
    prefix = List.copyOf(prefix);
    modifiers = List.copyOf(modifiers);
    args = List.copyOf(args);
    fnAttrs = List.copyOf(fnAttrs);
    bundles = List.copyOf(bundles);
  }

  /**
   * Returns the call site of {@code inst} if it is a {@code call} or {@code callbr}, empty for
   * every other instruction. Every kind is listed, so a new instruction kind does not compile
   * until someone decides whether it calls (the convergence rules, the verifier's call rules
   * and the target model's call classification all ask here).
   *
   * @param inst any instruction
   * @return its call site, or empty
   */
  public static Optional<CallSite> of(Inst inst) {
    return switch (inst) {
      case Call c -> Optional.of(c.site());
      case CallBr c -> Optional.of(c.site());
      case Binary b -> Optional.empty();
      case Unary u -> Optional.empty();
      case Compare c -> Optional.empty();
      case Cast c -> Optional.empty();
      case Select s -> Optional.empty();
      case Phi p -> Optional.empty();
      case Freeze z -> Optional.empty();
      case Load l -> Optional.empty();
      case Store s -> Optional.empty();
      case Alloca a -> Optional.empty();
      case GetElementPtr g -> Optional.empty();
      case AtomicRmw r -> Optional.empty();
      case CmpXchg x -> Optional.empty();
      case Fence fe -> Optional.empty();
      case ExtractValue e -> Optional.empty();
      case InsertValue v -> Optional.empty();
      case ExtractElement e -> Optional.empty();
      case InsertElement e -> Optional.empty();
      case ShuffleVector s -> Optional.empty();
      case Br b -> Optional.empty();
      case CondBr b -> Optional.empty();
      case Switch s -> Optional.empty();
      case Ret r -> Optional.empty();
      case Unreachable u -> Optional.empty();
    };
  }

  /**
   * Returns the return type of the call.
   *
   * @return the return type
   */
  public Type returnType() {
    return typeAsWritten instanceof Type.Function f ? f.returnType() : typeAsWritten;
  }

  /**
   * Returns the name of a direct callee including {@code @}, or empty for indirect calls and asm.
   *
   * @return the callee name, such as {@code @llvm.amdgcn.ballot}, or empty
   */
  public Optional<String> calleeName() {
    return callee instanceof Value.GlobalRef g ? Optional.of(g.name()) : Optional.empty();
  }

  /**
   * Returns the token of the {@code "convergencectrl"} bundle, if the call has one with one input.
   *
   * @return the bundle's token operand, or empty
   */
  public Optional<Value> convergenceToken() {
    for (Bundle b : bundles) { // a loop, not a stream: asked for every call of large functions
      if (b.tag().equals(CONVERGENCE_CTRL) && b.inputs().size() == 1) {
        return Optional.of(b.inputs().get(0));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns callee, arguments and bundle inputs, in textual order.
   *
   * @return the operands
   */
  public List<Value> operands() {
    List<Value> out = new ArrayList<>();
    out.add(callee);
    args.forEach(a -> out.add(a.value()));
    bundles.forEach(b -> out.addAll(b.inputs()));
    return List.copyOf(out);
  }
  /**
   * Returns the number of {@link #operands()}, without building the list.
   *
   * @return the operand count
   */
  public int operandCount() {
    int count = 1 + args.size();
    for (int k = 0; k < bundles.size(); k++) { // no iterator: asked once per operand loop
      count += bundles.get(k).inputs().size();
    }
    return count;
  }

  /**
   * Returns {@code operands().get(k)}, without building the list.
   *
   * @param k the operand index, from 0
   * @return the operand
   */
  public Value operand(int k) {
    if (k == 0) {
      return callee;
    }
    int rest = k - 1;
    if (rest < args.size()) {
      return args.get(rest).value();
    }
    rest -= args.size();
    for (Bundle b : bundles) {
      if (rest < b.inputs().size()) {
        return b.inputs().get(rest);
      }
      rest -= b.inputs().size();
    }
    throw new IndexOutOfBoundsException(k);
  }


  /**
   * Returns a copy with every value operand mapped by {@code f}.
   *
   * @param f the replacement of each operand
   * @return the copy
   */
  public CallSite mapOperands(UnaryOperator<Value> f) {
    return new CallSite(
        prefix,
        modifiers,
        typeAsWritten,
        f.apply(callee),
        args.stream().map(a -> new Arg(f.apply(a.value()), a.attrs())).toList(),
        fnAttrs,
        bundles.stream().map(b -> new Bundle(b.tag(), Inst.map(b.inputs(), f))).toList());
  }

  /**
   * Returns a copy with the given bundles.
   *
   * @param newBundles the bundles of the copy
   * @return the copy
   */
  public CallSite withBundles(List<Bundle> newBundles) {
    return new CallSite(prefix, modifiers, typeAsWritten, callee, args, fnAttrs, newBundles);
  }
}
