package dev.cvg.oracle.interp;

import dev.cvg.ir.Inst;
import java.util.Arrays;

/**
 * The dense, precomputed form of one function's instructions: parallel arrays indexed by
 * program counter (pc), so that the interpreter's dispatch reads ints and never looks at a
 * record. Filled by the compiler through {@link #add}, then never changed.
 *
 * <p>Field meaning depends on {@link #op}; see {@link Op}. Unused fields are 0 (or -1 for
 * slots).
 */
final class Code {
  /** The opcode of each pc. */
  int[] op = new int[64];
  /** Destination slot, -1 for none. */
  int[] dst = new int[64];
  /** First operand (slot, edge or immediate). */
  int[] a = new int[64];
  /** Second operand. */
  int[] b = new int[64];
  /** Third operand. */
  int[] c = new int[64];
  /** Result width in bits (1..64) for integer results; 32/64 for float. */
  int[] w = new int[64];
  /** Sub-kind: binary operation, predicate, builtin kind. */
  int[] sub = new int[64];
  /** Extra data for complex instructions (switch tables, call plans, GEP plans, reasons). */
  Object[] aux = new Object[64];
  /** The source instruction. */
  Inst[] inst = new Inst[64];
  /** Slots of the value operands that are SSA values (for recording uses), per pc. */
  int[][] uses = new int[64][];
  int size;

  /** Appends an instruction and returns its pc. */
  int add(Inst source, int opcode, int dest, int x, int y, int z, int width, int kind, Object extra,
      int[] useSlots) {
    if (size == op.length) {
      int n = size * 2;
      op = Arrays.copyOf(op, n);
      dst = Arrays.copyOf(dst, n);
      a = Arrays.copyOf(a, n);
      b = Arrays.copyOf(b, n);
      c = Arrays.copyOf(c, n);
      w = Arrays.copyOf(w, n);
      sub = Arrays.copyOf(sub, n);
      aux = Arrays.copyOf(aux, n);
      inst = Arrays.copyOf(inst, n);
      uses = Arrays.copyOf(uses, n);
    }
    int pc = size++;
    op[pc] = opcode;
    dst[pc] = dest;
    a[pc] = x;
    b[pc] = y;
    c[pc] = z;
    w[pc] = width;
    sub[pc] = kind;
    aux[pc] = extra;
    inst[pc] = source;
    uses[pc] = useSlots;
    return pc;
  }

  /** Replaces the compiled form of {@code pc} (used to patch edges after all blocks are laid out). */
  void patch(int pc, int x, int y, int z) {
    a[pc] = x;
    b[pc] = y;
    c[pc] = z;
  }

  /** Trims the arrays to the code size. */
  void trim() {
    op = Arrays.copyOf(op, size);
    dst = Arrays.copyOf(dst, size);
    a = Arrays.copyOf(a, size);
    b = Arrays.copyOf(b, size);
    c = Arrays.copyOf(c, size);
    w = Arrays.copyOf(w, size);
    sub = Arrays.copyOf(sub, size);
    aux = Arrays.copyOf(aux, size);
    inst = Arrays.copyOf(inst, size);
    uses = Arrays.copyOf(uses, size);
  }
}
