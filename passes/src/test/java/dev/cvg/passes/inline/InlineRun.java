package dev.cvg.passes.inline;

import dev.cvg.ir.Block;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a function pass over a module the way the pass manager will (until it lands on main):
 * functions bottom-up in the call graph (callees first, as LLVM's CGSCC inliner), each round of
 * each function its own step, recorded with the snapshots before and after so every step can be
 * given to the legality checker with the provenance of that step.
 */
final class InlineRun {
  /** A guard decision at a site; {@code overridden} when guards were off and it refused. */
  record Decision(String function, String site, GuardDecision decision, boolean overridden) {}

  /** A performed change. */
  record Performed(String function, String site, String what) {}

  /** One round of the pass over one function. */
  record Step(Module before, Function fBefore, Module after, Function fAfter) {}

  final List<Decision> decisions = new ArrayList<>();
  final List<Performed> performed = new ArrayList<>();
  final List<Step> steps = new ArrayList<>();
  Module result;

  private InlineRun() {}

  /** Runs {@code pass} over every definition of {@code module} with guards on or off. */
  static InlineRun run(FunctionPass pass, Module module, boolean guards, Map<String, String> params) {
    InlineRun r = new InlineRun();
    TargetModel target = Targets.forModule(module, Optional.empty());
    Module m = module;
    for (String name : bottomUp(module)) {
      for (int round = 0; round < pass.maxRounds(); round++) {
        Function f = m.function(name).orElseThrow();
        FunctionEditor e = FunctionEditor.of(f);
        int done = r.performed.size();
        boolean again = pass.run(e, r.context(m, f, target, guards, params));
        Function g = e.finish();
        Module after = m.withFunction(g);
        if (r.performed.size() > done) {
          r.steps.add(new Step(m, f, after, g));
        }
        m = after;
        if (!again) {
          break;
        }
      }
    }
    r.result = m;
    return r;
  }

  /** Returns the performed changes as "function: what" lines. */
  List<String> performedLines() {
    return performed.stream().map(p -> p.function() + ": " + p.what()).toList();
  }

  private PassContext context(Module m, Function f, TargetModel target, boolean guards, Map<String, String> params) {
    return new PassContext() {
      @Override
      public Module module() {
        return m;
      }

      @Override
      public Function function() {
        return f;
      }

      @Override
      public TargetModel target() {
        return target;
      }

      @Override
      public <T> T analysis(Analysis<T> analysis) {
        return analysis.compute(m, f, target);
      }

      @Override
      public Optional<String> parameter(String key) {
        return Optional.ofNullable(params.get(key));
      }

      @Override
      public boolean guard(String site, GuardDecision decision) {
        decisions.add(new Decision(f.name(), site, decision, !guards && !decision.allowed()));
        return decision.allowed() || !guards;
      }

      @Override
      public void performed(String site, String what) {
        performed.add(new Performed(f.name(), site, what));
      }
    };
  }

  /** Returns the definitions callees first (post-order of the call graph, module order otherwise). */
  static List<String> bottomUp(Module module) {
    Map<String, List<String>> calls = new HashMap<>();
    for (Function f : module.definitions()) {
      Set<String> out = new LinkedHashSet<>();
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          CallSite.of(i).flatMap(CallSite::calleeName).map(n -> n.substring(1))
              .filter(n -> module.function(n).filter(g -> !g.isDeclaration()).isPresent()).ifPresent(out::add);
        }
      }
      calls.put(f.name(), List.copyOf(out));
    }
    List<String> order = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Function f : module.definitions()) {
      visit(f.name(), calls, seen, order);
    }
    return order;
  }

  private static void visit(String f, Map<String, List<String>> calls, Set<String> seen, List<String> order) {
    if (!seen.add(f)) {
      return;
    }
    for (String g : calls.getOrDefault(f, List.of())) {
      visit(g, calls, seen, order);
    }
    order.add(f);
  }

}
