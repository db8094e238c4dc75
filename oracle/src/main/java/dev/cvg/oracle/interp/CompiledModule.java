package dev.cvg.oracle.interp;

import dev.cvg.ir.Function;
import dev.cvg.ir.Global;
import dev.cvg.ir.Module;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A module compiled for the interpreter: every defined function compiled once (with the
 * chosen cycle hierarchy), and the initial memory image — one object per global (in module
 * order, initialised from its initialiser) followed by one empty object per function so that
 * {@code @f} has a distinct pointer value. Immutable; many executions may share it.
 */
public final class CompiledModule {
  private final Module module;
  private final TargetModel target;
  private final CompiledFunction[] functions;
  private final Map<String, Integer> byName;
  private final List<byte[]> globalBytes;
  private final List<byte[]> globalUndef;
  private final List<Boolean> globalConstant;
  private final Map<String, Long> pointers;
  private final TypeLayout layout;
  private final int instanceCount;

  private CompiledModule(Module module, TargetModel target, CompiledFunction[] functions,
      Map<String, Integer> byName, List<byte[]> globalBytes, List<byte[]> globalUndef,
      List<Boolean> globalConstant, Map<String, Long> pointers, TypeLayout layout, int instanceCount) {
    this.module = module;
    this.target = target;
    this.functions = functions;
    this.byName = byName;
    this.globalBytes = globalBytes;
    this.globalUndef = globalUndef;
    this.globalConstant = globalConstant;
    this.pointers = pointers;
    this.layout = layout;
    this.instanceCount = instanceCount;
  }

  /**
   * Compiles every defined function of {@code m} for {@code target} with cycle hierarchy {@code
   * hierarchy}.
   *
   * @param m the module
   * @param target the target model
   * @param hierarchy which cycle hierarchy the labels use
   * @return the compiled module
   */
  public static CompiledModule compile(Module m, TargetModel target, HierarchyChoice hierarchy) {
    TypeLayout layout = new TypeLayout(m);
    // Memory image: globals first (object 1..G), then one placeholder object per function.
    Map<String, Long> pointers = new HashMap<>();
    int obj = 1;
    for (Global g : m.globals()) {
      pointers.put("@" + g.name(), (long) obj++ << 32);
    }
    for (Function f : m.functions()) {
      pointers.putIfAbsent("@" + f.name(), (long) obj++ << 32);
    }
    Map<String, Integer> byName = new LinkedHashMap<>();
    List<Function> defined = m.definitions();
    for (int k = 0; k < defined.size(); k++) {
      byName.put("@" + defined.get(k).name(), k);
    }
    ModuleInfo info = new ModuleInfo(m, target, layout, byName, pointers);
    List<byte[]> bytes = new ArrayList<>();
    List<byte[]> undef = new ArrayList<>();
    List<Boolean> constant = new ArrayList<>();
    for (Global g : m.globals()) {
      long size = Math.max(0, layout.size(g.valueType()));
      byte[] b = new byte[(int) size];
      byte[] u = new byte[(int) size];
      if (g.initializer().isPresent() && !Constants.encode(g.initializer().get(), g.valueType(), 0, b, u, info)) {
        java.util.Arrays.fill(u, (byte) 1); // an initialiser the oracle cannot encode reads as undef
      }
      bytes.add(b);
      undef.add(u);
      constant.add(g.isConstant());
    }
    CompiledFunction[] fns = new CompiledFunction[defined.size()];
    int base = 0;
    for (int k = 0; k < fns.length; k++) {
      Function f = defined.get(k);
      fns[k] = new FunctionCompiler(info, f, k, base, hierarchy.nest(f)).compile();
      base += fns[k].instanceCount();
    }
    return new CompiledModule(m, target, fns, byName, bytes, undef, constant, pointers, layout, base);
  }

  /**
   * Returns the source module.
   *
   * @return the module
   */
  public Module module() {
    return module;
  }

  /**
   * Returns the target model.
   *
   * @return the target model
   */
  public TargetModel target() {
    return target;
  }

  /**
   * Returns the compiled function named {@code name} (without {@code @}), if defined.
   *
   * @param name the function name without {@code @}
   * @return the compiled function, or empty
   */
  public Optional<CompiledFunction> function(String name) {
    Integer k = byName.get("@" + name);
    return k == null ? Optional.empty() : Optional.of(functions[k]);
  }

  /**
   * Returns the callees whose values the oracle invents (unknown declared functions,
   * target-specific intrinsics without a meaning, unknown convergent callees, inline assembly)
   * that function {@code name} or a function it can call may call: such a value is a
   * deterministic mix of callee and arguments, comparable only with the same callee's.
   *
   * @param name the function name without {@code @}
   * @return the callee names ({@code @f}, or {@code asm "text"}), sorted; empty if {@code name}
   *     is not defined
   */
  public java.util.Set<String> opaqueCallees(String name) {
    return function(name).map(f -> OpaqueCalls.reachable(this, f)).orElse(java.util.Set.of());
  }

  /**
   * Returns compiled function number {@code k}.
   *
   * @param k a function number, below {@link #functionCount()}
   * @return the compiled function
   */
  public CompiledFunction function(int k) {
    return functions[k];
  }

  /**
   * Returns the number of defined functions.
   *
   * @return the function count
   */
  public int functionCount() {
    return functions.length;
  }

  /**
   * Returns the total number of static instances (all functions).
   *
   * @return the static instance count
   */
  public int instanceCount() {
    return instanceCount;
  }

  /**
   * Returns the function owning static instance {@code staticInst}.
   *
   * @param staticInst a static instance number
   * @return the function it belongs to
   */
  public CompiledFunction owner(int staticInst) {
    for (CompiledFunction f : functions) {
      if (staticInst >= f.base && staticInst < f.base + f.instanceCount()) {
        return f;
      }
    }
    throw new IllegalArgumentException("no static instance " + staticInst);
  }

  /** Returns the byte size of {@code t}'s allocation, or -1. */
  long sizeOf(dev.cvg.ir.Type t) {
    return layout.size(t);
  }

  /** Returns a fresh memory holding the initial image (globals and function placeholders). */
  Memory newMemory() {
    Memory mem = new Memory();
    for (int k = 0; k < globalBytes.size(); k++) {
      long p = mem.allocate(globalBytes.get(k).length, (byte) 0, globalConstant.get(k));
      mem.initialise(p, 0, globalBytes.get(k), globalUndef.get(k));
    }
    for (Function f : module.functions()) {
      mem.allocate(0, (byte) 0, true);
    }
    return mem;
  }

  /**
   * Returns the pointer value of global or function {@code name} (with {@code @}), if any.
   *
   * @param name the global or function name, with {@code @}
   * @return the pointer, or empty
   */
  public Optional<Long> pointer(String name) {
    return Optional.ofNullable(pointers.get(name));
  }
}
