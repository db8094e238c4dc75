package dev.cvg.passes.inline;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Param;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a call is worth inlining, independent of convergence (that is {@link InlineGuard}'s
 * question): LLVM's attributes ({@code alwaysinline} always, {@code noinline} never), a size
 * limit in the spirit of LLVM's inline cost ({@value #INSTRUCTION_COST} per instruction against
 * a threshold, default {@value #DEFAULT_THRESHOLD}, with LLVM's bonus for the last call of a
 * local function), and no inlining of functions in call-graph cycles.
 */
public final class InlinePolicy {
  /** LLVM's default inline threshold ({@code -inline-threshold}). */
  public static final int DEFAULT_THRESHOLD = 225;
  /** The cost of one instruction, as LLVM's {@code InlineConstants::InstrCost}. */
  public static final int INSTRUCTION_COST = 5;
  /** LLVM's bonus for inlining the only call of a local function (it is deleted afterwards). */
  public static final int LAST_CALL_TO_LOCAL_BONUS = 15000;

  private final Module module;
  private final int threshold;
  private final Set<String> recursive;
  private final Map<String, Integer> callCounts;

  private InlinePolicy(Module module, int threshold) {
    this.module = module;
    this.threshold = threshold;
    Map<String, Set<String>> graph = new HashMap<>();
    this.callCounts = new HashMap<>();
    for (Function f : module.definitions()) {
      Set<String> out = new LinkedHashSet<>();
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          CallSite.of(i).flatMap(CallSite::calleeName).ifPresent(n -> {
            out.add(n);
            callCounts.merge(n, 1, Integer::sum);
          });
        }
      }
      graph.put("@" + f.name(), out);
    }
    this.recursive = recursiveFunctions(graph);
  }

  /**
   * Returns the policy for {@code module} with the cost limit {@code threshold}.
   *
   * @param module the module whose calls are considered
   * @param threshold the greatest cost inlined
   * @return the policy
   */
  public static InlinePolicy of(Module module, int threshold) {
    return new InlinePolicy(module, threshold);
  }

  /**
   * Returns the default threshold for {@code module}'s target: {@value #DEFAULT_THRESHOLD} times
   * LLVM's target multiplier (11 for {@code amdgcn}, whose calls are expensive; 1 otherwise).
   *
   * @param module the module, for its target
   * @return the threshold
   */
  public static int defaultThreshold(Module module) {
    return DEFAULT_THRESHOLD * (module.triple().filter(t -> t.startsWith("amdgcn")).isPresent() ? 11 : 1);
  }

  /**
   * Returns the callee of {@code inst} if it is a direct {@code call} of a function defined in the module.
   *
   * @param inst an instruction
   * @return the defined callee, or empty
   */
  public Optional<Function> definedCallee(Inst inst) {
    if (!(inst instanceof Call c)) {
      return Optional.empty();
    }
    return c.site().calleeName().flatMap(n -> module.function(n.substring(1))).filter(f -> !f.isDeclaration());
  }

  /**
   * Returns why {@code call} of {@code callee} from {@code caller} is not inlined, or empty when
   * it is worth inlining.
   *
   * @param caller the function holding {@code call}
   * @param call the call
   * @param callee the called function
   * @return the reason not to inline, or empty
   */
  public Optional<String> refusal(Function caller, Call call, Function callee) {
    String name = "@" + callee.name();
    if (callee.name().equals(caller.name()) || recursive.contains(name)) {
      return Optional.of(name + " is recursive (a call-graph cycle)");
    }
    Set<String> calleeAttrs = module.attributesOf(callee);
    Set<String> siteAttrs = module.effectiveAttributes(call.site().fnAttrs());
    if (calleeAttrs.contains("noinline") || siteAttrs.contains("noinline")) {
      return Optional.of(name + " is noinline");
    }
    Optional<String> mismatch = signatureMismatch(call.site(), callee);
    if (mismatch.isPresent()) {
      return mismatch;
    }
    if (calleeAttrs.contains("alwaysinline") || siteAttrs.contains("alwaysinline")) {
      return Optional.empty();
    }
    int cost = cost(callee);
    if (cost > threshold) {
      return Optional.of(name + " costs " + cost + " > threshold " + threshold);
    }
    return Optional.empty();
  }

  /**
   * Returns the inline cost of {@code callee}: its instructions, less the last-call bonus.
   *
   * @param callee a defined function
   * @return the cost
   */
  public int cost(Function callee) {
    int cost = 0;
    for (Block b : callee.blocks()) {
      for (Inst i : b.insts()) {
        if (i.opcode() != Opcode.PHI && !i.isTerminator()) {
          cost += INSTRUCTION_COST;
        }
      }
    }
    boolean local = callee.header().linkage().stream().anyMatch(l -> l.equals("internal") || l.equals("private"));
    if (local && callCounts.getOrDefault("@" + callee.name(), 0) == 1) {
      cost -= LAST_CALL_TO_LOCAL_BONUS;
    }
    return cost;
  }

  private static Optional<String> signatureMismatch(CallSite site, Function callee) {
    List<Param> params = callee.params();
    String name = "@" + callee.name();
    if (callee.header().varArgs()) {
      return Optional.of(name + " takes variable arguments");
    }
    if (params.size() != site.args().size() || !site.returnType().equals(callee.header().returnType())) {
      return Optional.of("the call does not match the signature of " + name);
    }
    for (int k = 0; k < params.size(); k++) {
      if (!params.get(k).type().equals(site.args().get(k).value().type())) {
        return Optional.of("argument " + k + " does not match the signature of " + name);
      }
    }
    return Optional.empty();
  }

  /** Returns the functions that reach themselves in the call graph (iterative DFS per node). */
  private static Set<String> recursiveFunctions(Map<String, Set<String>> graph) {
    Set<String> out = new HashSet<>();
    for (String f : graph.keySet()) {
      Deque<String> work = new ArrayDeque<>(graph.get(f));
      Set<String> seen = new HashSet<>();
      while (!work.isEmpty()) {
        String g = work.pop();
        if (g.equals(f)) {
          out.add(f);
          break;
        }
        if (seen.add(g)) {
          work.addAll(graph.getOrDefault(g, Set.of()));
        }
      }
    }
    return out;
  }
}
