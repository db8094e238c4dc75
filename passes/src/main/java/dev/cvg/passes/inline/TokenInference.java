package dev.cvg.passes.inline;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.Cursor;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reinterprets a function's implicit convergence control with explicit tokens, following the
 * procedure of ConvergentOperations.rst, "Inferring Tokens": an {@code entry} at the start of the
 * entry block, a {@code loop} heart at the start of every loop header (its token the parent
 * loop's heart, or the entry for an outermost loop), and on each uncontrolled convergent
 * operation a {@code convergencectrl} bundle naming the token of its sibling definition (the
 * heart of its innermost cycle, else the entry).
 *
 * <p>Hearts are placed only in the cycles that hold a convergent operation (and their parents):
 * an operation outside a cycle is not affected by that cycle's heart. Step 1 of the procedure
 * (making irreducible cycles reducible) is not done; a convergent operation in an irreducible
 * cycle is an {@linkplain #obstacle obstacle}.
 */
final class TokenInference {
  static final String ENTRY = "@llvm.experimental.convergence.entry";
  static final String LOOP = "@llvm.experimental.convergence.loop";
  static final String ANCHOR = "@llvm.experimental.convergence.anchor";
  private static final Origin INFERRED = new Origin.Synthesized("inferred token (ConvergentOperations.rst, Inferring Tokens)");

  private TokenInference() {}

  /** Returns the uncontrolled convergent operations of {@code f}, in layout order. */
  static List<InstId> uncontrolled(ConvergenceControl cc) {
    return cc.convergentOps().stream().filter(op -> !cc.isControlled(op)).toList();
  }

  /**
   * Returns why the procedure cannot give {@code f} tokens, or empty when it can (also when
   * {@code f} has no uncontrolled operation: then there is nothing to do).
   */
  static Optional<String> obstacle(Module m, Function f, TargetModel t) {
    ConvergenceControl cc = ConvergenceControl.of(m, f, t);
    List<InstId> ops = uncontrolled(cc);
    if (ops.isEmpty()) {
      return Optional.empty();
    }
    String fn = "@" + f.name();
    if (cc.mode() == ConvergenceControl.Mode.MIXED) {
      return Optional.of(fn + " mixes controlled and uncontrolled convergent operations");
    }
    if (!m.attributesOf(f).contains("convergent")) {
      return Optional.of(fn + " is not convergent, and an inferred token must originate from"
          + " llvm.experimental.convergence.entry, which \"is an error\" in a non-convergent function");
    }
    if (!declared(m, ENTRY)) {
      return Optional.of("the module does not declare " + ENTRY + " (a function pass cannot add it)");
    }
    FunctionIndex index = f.index();
    CycleHierarchy cycles = CycleHierarchy.of(index.cfg());
    for (InstId op : ops) {
      Inst inst = index.inst(op).orElseThrow();
      if (!(inst instanceof Call)) {
        return Optional.of(Names.inst(f, inst) + " is not a call: no bundle can be added");
      }
      for (Cycle c : cycles.cyclesContaining(index.blockOf(op))) {
        if (!c.isReducible()) {
          return Optional.of(Names.inst(f, inst) + " is in the irreducible cycle headed by "
              + Names.block(f, index.block(c.header()).id()) + " (Inferring Tokens first converts"
              + " irreducible cycles into reducible ones, which cvg does not do)");
        }
        if (!declared(m, LOOP)) {
          return Optional.of("the module does not declare " + LOOP + " (a function pass cannot add it)");
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Gives the uncontrolled convergent operations of {@code f} tokens through {@code e}, which
   * edits {@code f}; {@link #obstacle} must be empty.
   *
   * @return a description of what was added
   */
  static String apply(FunctionEditor e, Module m, Function f, TargetModel t) {
    ConvergenceControl cc = ConvergenceControl.of(m, f, t);
    List<InstId> ops = uncontrolled(cc);
    if (ops.isEmpty()) {
      return "nothing to infer";
    }
    FunctionIndex index = f.index();
    CycleHierarchy cycles = CycleHierarchy.of(index.cfg());
    Value entry = define(e.before(e.insts(f.entry().id()).getFirst().id()), ENTRY, List.of(), "entry.tok", INFERRED);
    Set<Cycle> needed = new LinkedHashSet<>();
    for (InstId op : ops) {
      needed.addAll(cycles.cyclesContaining(index.blockOf(op)));
    }
    List<Cycle> ordered = new ArrayList<>(needed);
    ordered.sort(Comparator.comparingInt(Cycle::depth));
    Map<Cycle, Value> hearts = new HashMap<>();
    for (Cycle c : ordered) {
      Value parent = c.parent().map(hearts::get).orElse(entry);
      BlockId header = index.block(c.header()).id();
      Inst firstNonPhi = e.insts(header).stream().filter(i -> i.opcode() != Opcode.PHI).findFirst().orElseThrow();
      hearts.put(c, define(e.before(firstNonPhi.id()), LOOP, List.of(parent), "loop.tok", INFERRED));
    }
    for (InstId op : ops) {
      Value token = cycles.innermost(index.blockOf(op)).map(hearts::get).orElse(entry);
      Call call = (Call) e.inst(op);
      List<CallSite.Bundle> bundles = new ArrayList<>(call.site().bundles());
      bundles.add(new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, List.of(token)));
      e.replace(new Call(call.id(), call.site().withBundles(bundles)));
    }
    return "inferred tokens in @" + f.name() + ": an entry, " + hearts.size() + " loop heart(s), "
        + ops.size() + " operation(s) given tokens";
  }

  /** Inserts, at {@code at}, a call of the control intrinsic {@code callee} with {@code token} (none if empty). */
  static Value define(Cursor at, String callee, List<Value> token, String name, Origin origin) {
    List<CallSite.Bundle> bundles = token.isEmpty() ? List.of()
        : List.of(new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, token));
    return at.named(name).origin(origin).call(Type.TOKEN, callee, List.of(), bundles).asValue();
  }

  /** Returns whether {@code m} declares or defines {@code callee} (with {@code @}). */
  static boolean declared(Module m, String callee) {
    return m.function(callee.substring(1)).isPresent();
  }
}
