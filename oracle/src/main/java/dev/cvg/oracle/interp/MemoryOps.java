package dev.cvg.oracle.interp;

/**
 * Executes the memory instructions on a {@link Memory}: loads and stores of scalars
 * (little-endian, undefined-ness carried byte by byte), per-thread {@code alloca}s (fresh
 * objects whose bytes start undefined), address arithmetic, and atomics (a read-modify-write
 * that is atomic because threads run one at a time).
 *
 * <p>An access through an undefined pointer, and an undefined {@code alloca} count, are
 * undefined behaviour.
 */
final class MemoryOps {
  private MemoryOps() {}

  static void execute(Memory mem, CompiledFunction fn, Code code, int pc, long[] r, byte[] u) {
    int d = code.dst[pc];
    switch (code.op[pc]) {
      case Op.LOAD -> {
        long p = pointer(fn, pc, code.a[pc], r, u);
        int size = code.c[pc];
        long raw = mem.load(p, size);
        r[d] = IntOps.norm(raw, code.w[pc]);
        u[d] = mem.loadFlag(p, size);
      }
      case Op.STORE -> {
        long p = pointer(fn, pc, code.b[pc], r, u);
        int v = code.a[pc];
        mem.store(p, r[v], code.c[pc], u[v]);
      }
      case Op.ALLOCA -> {
        long count = 1;
        int cs = code.b[pc];
        if (cs >= 0) {
          if (u[cs] != 0) {
            throw new Trap("alloca with an undefined count at " + ThreadRunner.where(fn, pc));
          }
          count = r[cs];
        }
        r[d] = mem.allocate(code.c[pc] * count, (byte) 1, false);
        u[d] = 0;
      }
      case Op.GEP -> {
        Plans.GepPlan plan = (Plans.GepPlan) code.aux[pc];
        long base = r[plan.base()];
        byte fl = u[plan.base()];
        long off = plan.constant();
        int[] slots = plan.slots();
        for (int k = 0; k < slots.length; k++) {
          off += r[slots[k]] * plan.scales()[k];
          fl |= u[slots[k]];
        }
        r[d] = (base & 0xFFFFFFFF00000000L) | (((int) base + off) & 0xFFFFFFFFL);
        u[d] = fl;
      }
      case Op.ATOMICRMW -> {
        long p = pointer(fn, pc, code.a[pc], r, u);
        int size = code.c[pc];
        int w = code.w[pc];
        long old = IntOps.norm(mem.load(p, size), w);
        byte oldFlag = mem.loadFlag(p, size);
        int v = code.b[pc];
        mem.store(p, atomic(code.sub[pc], old, r[v], w), size, (byte) (oldFlag | u[v]));
        r[d] = old;
        u[d] = oldFlag;
      }
      case Op.CMPXCHG -> {
        long p = pointer(fn, pc, code.a[pc], r, u);
        int size = (Integer) code.aux[pc];
        int w = code.w[pc];
        long old = IntOps.norm(mem.load(p, size), w);
        byte oldFlag = mem.loadFlag(p, size);
        int expected = code.b[pc];
        boolean success = oldFlag == 0 && u[expected] == 0 && old == r[expected];
        if (success) {
          int repl = code.sub[pc];
          mem.store(p, r[repl], size, u[repl]);
        }
        r[d] = old;
        u[d] = oldFlag;
        int s = code.c[pc];
        if (s >= 0) {
          r[s] = success ? -1 : 0;
          u[s] = (byte) (oldFlag | u[expected]);
        }
      }
      default -> throw new IllegalStateException("not a memory opcode: " + code.op[pc]);
    }
  }

  private static long pointer(CompiledFunction fn, int pc, int slot, long[] r, byte[] u) {
    if (u[slot] != 0) {
      throw new Trap("memory access through an undefined pointer at " + ThreadRunner.where(fn, pc));
    }
    return r[slot];
  }

  /** Returns the new memory value of {@code atomicrmw} kind {@code k} (see {@link MemoryCompiler#ATOMIC_OPS}). */
  private static long atomic(int k, long old, long v, int w) {
    return switch (k) {
      case 0 -> v;
      case 1 -> IntOps.norm(old + v, w);
      case 2 -> IntOps.norm(old - v, w);
      case 3 -> old & v;
      case 4 -> IntOps.norm(~(old & v), w);
      case 5 -> old | v;
      case 6 -> old ^ v;
      case 7 -> Math.max(old, v);
      case 8 -> Math.min(old, v);
      case 9 -> Long.compareUnsigned(old, v) >= 0 ? old : v;
      case 10 -> Long.compareUnsigned(old, v) <= 0 ? old : v;
      case 11 -> Long.compareUnsigned(old, v) >= 0 ? 0 : IntOps.norm(old + 1, w);
      case 12 -> old == 0 || Long.compareUnsigned(old, v) > 0 ? v : IntOps.norm(old - 1, w);
      case 13 -> FloatOps.binary(FloatOps.FADD, old, v, w);
      case 14 -> FloatOps.binary(FloatOps.FSUB, old, v, w);
      default -> throw new IllegalStateException("atomicrmw kind " + k);
    };
  }
}
