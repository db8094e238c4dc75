package dev.cvg.convergence;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The convergence control structure of one function: its token definitions, which operation
 * uses which token, which convergent operations are controlled, and the convergence region of
 * every definition. The uniformity analysis and the oracle read tokens and regions from here;
 * the {@link ConvergenceVerifier} decides whether the structure is valid.
 *
 * <p>Built for any function, valid or not: malformed bundles simply count as using no token.
 * Immutable; lists are in layout order.
 */
public final class ConvergenceControl {
  /** How a function's convergent operations are controlled. */
  public enum Mode {
    /** No convergent operation and no token. */
    NONE,
    /** Every convergent operation uses a token or is a control intrinsic. */
    CONTROLLED,
    /** No token anywhere; convergent operations rely on the {@code convergent} attribute. */
    UNCONTROLLED,
    /** Both kinds occur (invalid IR). */
    MIXED
  }

  private final Function function;
  private final FunctionIndex index;
  private final Map<InstId, TokenDefinition> definitions;
  private final Map<InstId, InstId> tokenOf;
  private final List<InstId> convergentOps;
  private final Map<InstId, ConvergenceRegion> regions;

  private ConvergenceControl(Function function, Map<InstId, TokenDefinition> definitions,
      Map<InstId, InstId> tokenOf, List<InstId> convergentOps, Map<InstId, ConvergenceRegion> regions) {
    this.function = function;
    this.index = function.index();
    this.definitions = definitions;
    this.tokenOf = tokenOf;
    this.convergentOps = List.copyOf(convergentOps);
    this.regions = regions;
  }

  /**
   * Computes the structure of {@code function}, a definition of {@code module}.
   *
   * @param module the module defining {@code function}
   * @param function a function with a body
   * @param target the target model, which names the control intrinsics
   * @return the tokens, regions and hearts of {@code function}
   */
  public static ConvergenceControl of(Module module, Function function, TargetModel target) {
    Calls calls = new Calls(module, target);
    FunctionIndex index = function.index();
    Map<InstId, TokenDefinition> defs = new LinkedHashMap<>();
    Map<InstId, InstId> tokenOf = new LinkedHashMap<>();
    Map<InstId, List<InstId>> uses = new LinkedHashMap<>();
    List<InstId> convergent = new ArrayList<>();
    for (int b = 0; b < index.blockCount(); b++) {
      for (Inst inst : index.block(b).insts()) {
        Optional<InstId> token = BundleRules.classify(calls, index, inst) instanceof BundleRules.Use.Valid v
            ? Optional.of(v.definition().id()) : Optional.empty();
        token.ifPresent(t -> {
          tokenOf.put(inst.id(), t);
          uses.computeIfAbsent(t, k -> new ArrayList<>()).add(inst.id());
        });
        int block = b;
        calls.tokenKind(inst).ifPresent(k -> defs.put(inst.id(), new TokenDefinition(inst.id(), k, block, token)));
        if (calls.isConvergent(inst)) {
          convergent.add(inst.id());
        }
      }
    }
    Map<InstId, ConvergenceRegion> regions = new LinkedHashMap<>();
    if (!defs.isEmpty()) {
      DominatorTree dom = DominatorTree.of(index.cfg());
      for (TokenDefinition d : defs.values()) {
        regions.put(d.inst(), RegionBuilder.build(index, dom, d, uses.getOrDefault(d.inst(), List.of())));
      }
    }
    return new ConvergenceControl(function, defs, tokenOf, convergent, regions);
  }

  /**
   * Returns the function.
   *
   * @return the function
   */
  public Function function() {
    return function;
  }

  /**
   * Returns the token definitions in layout order.
   *
   * @return the token definitions
   */
  public List<TokenDefinition> definitions() {
    return List.copyOf(definitions.values());
  }

  /**
   * Returns the definition made by {@code inst}, if it calls a control intrinsic.
   *
   * @param inst an instruction of the function
   * @return its token definition, or empty
   */
  public Optional<TokenDefinition> definition(InstId inst) {
    return Optional.ofNullable(definitions.get(inst));
  }

  /**
   * Returns the definition of the token {@code user} uses in a well-formed bundle, if any.
   *
   * @param user an instruction of the function
   * @return the definition of its bundle's token, or empty
   */
  public Optional<TokenDefinition> tokenUsedBy(InstId user) {
    return Optional.ofNullable(tokenOf.get(user)).map(definitions::get);
  }

  /**
   * Returns the convergent operations (control intrinsics included), in layout order.
   *
   * @return the convergent operations
   */
  public List<InstId> convergentOps() {
    return convergentOps;
  }

  /**
   * Returns whether {@code op} is controlled: it uses a token or is a control intrinsic.
   *
   * @param op a convergent operation
   * @return whether it is controlled
   */
  public boolean isControlled(InstId op) {
    return tokenOf.containsKey(op) || definitions.containsKey(op);
  }

  /**
   * Returns how the function's convergent operations are controlled.
   *
   * @return the mode
   */
  public Mode mode() {
    boolean controlled = !definitions.isEmpty() || !tokenOf.isEmpty();
    boolean uncontrolled = convergentOps.stream().anyMatch(op -> !isControlled(op));
    if (controlled) {
      return uncontrolled ? Mode.MIXED : Mode.CONTROLLED;
    }
    return uncontrolled ? Mode.UNCONTROLLED : Mode.NONE;
  }

  /**
   * Returns the convergence region of {@code def}.
   *
   * @param def a definition of this function
   * @return its region
   * @throws IllegalArgumentException if unknown
   */
  public ConvergenceRegion region(TokenDefinition def) {
    ConvergenceRegion r = regions.get(def.inst());
    if (r == null) {
      throw new IllegalArgumentException(def + " is not a definition of @" + function.name());
    }
    return r;
  }

  /**
   * Returns the regions containing the point just before {@code inst}, in definition layout order.
   *
   * @param inst an instruction of the function
   * @return the regions containing it
   */
  public List<ConvergenceRegion> regionsContaining(InstId inst) {
    return regions.values().stream().filter(r -> r.contains(inst)).toList();
  }

  /**
   * Returns the heart of {@code cycle} (a cycle of this function's CFG): a {@code loop}
   * intrinsic in the cycle whose token is defined outside it, the first in layout order if the
   * (invalid) function has several.
   *
   * @param cycle a cycle of the function's CFG
   * @return its heart, or empty if it has none
   */
  public Optional<TokenDefinition> heart(Cycle cycle) {
    return definitions.values().stream()
        .filter(d -> d.kind() == TokenKind.LOOP && cycle.contains(d.block()))
        .filter(d -> d.parent().map(p -> !cycle.contains(index.blockOf(p))).orElse(false))
        .findFirst();
  }

  /**
   * Returns the violations of the spec's nesting rule ("if the region of {@code T1} contains a
   * use of {@code T2}, it also contains the definition of {@code T2}"), each as the pair (region
   * definition, offending use), in layout order.
   *
   * @return the violations, empty when there are none
   */
  public List<NestingViolation> nestingViolations() {
    List<NestingViolation> out = new ArrayList<>();
    for (ConvergenceRegion r : regions.values()) {
      for (Map.Entry<InstId, InstId> use : tokenOf.entrySet()) {
        InstId usedDef = use.getValue();
        if (!usedDef.equals(r.definition().inst()) && r.contains(use.getKey()) && !r.contains(usedDef)) {
          out.add(new NestingViolation(r.definition(), use.getKey(), definitions.get(usedDef)));
        }
      }
    }
    return List.copyOf(out);
  }

  /**
   * A violation of region nesting.
   *
   * @param region the definition whose region contains the use
   * @param use the instruction using another token
   * @param used the definition of that other token, outside the region
   */
  public record NestingViolation(TokenDefinition region, InstId use, TokenDefinition used) {}
}
