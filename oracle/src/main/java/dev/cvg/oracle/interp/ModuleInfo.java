package dev.cvg.oracle.interp;

import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.Map;

/**
 * What compiling one function needs to know about its module: the target model, type
 * layout, which callees are defined (and their numbers), and the pointer value of every
 * global and function referenced as {@code @name}.
 */
record ModuleInfo(Module module, TargetModel target, TypeLayout layout,
    Map<String, Integer> definedFunctions, Map<String, Long> pointers) {

  /** Returns the number of the defined function {@code name} (with {@code @}), or -1. */
  int functionNumber(String name) {
    Integer n = definedFunctions.get(name);
    return n == null ? -1 : n;
  }
}
