package dev.cvg.reduce;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;

/**
 * The size of a module as the {@link Reducer} measures it: every accepted reduction step makes
 * {@link #total()} strictly smaller, which bounds the number of steps and means the reducer
 * never grows its input.
 *
 * @param functions definitions and declarations
 * @param params parameters of all functions
 * @param blocks blocks of all definitions
 * @param instructions instructions of all definitions, terminators and phis included
 * @param operands value operands of all instructions (constants and callees included)
 * @param edges successor entries of all terminators (a {@code br i1} has two)
 */
public record ModuleSize(int functions, int params, int blocks, int instructions, int operands, int edges) {

  /** Returns the size of {@code m}; O(size of m). */
  public static ModuleSize of(Module m) {
    int functions = 0;
    int params = 0;
    int blocks = 0;
    int instructions = 0;
    int operands = 0;
    int edges = 0;
    for (Function f : m.functions()) {
      functions++;
      params += f.params().size();
      for (Block b : f.blocks()) {
        blocks++;
        for (Inst i : b.insts()) {
          instructions++;
          operands += i.operands().size();
          edges += i.successors().size();
        }
      }
    }
    return new ModuleSize(functions, params, blocks, instructions, operands, edges);
  }

  /** Returns the sum of all counts: the measure that every reduction step decreases. */
  public int total() {
    return functions + params + blocks + instructions + operands + edges;
  }

  @Override
  public String toString() {
    return count(instructions, "instruction") + " in " + count(blocks, "block") + ", " + count(functions, "function");
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
