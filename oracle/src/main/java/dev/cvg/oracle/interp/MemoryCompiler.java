package dev.cvg.oracle.interp;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Load;
import dev.cvg.ir.Store;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles memory instructions: {@code load}, {@code store}, {@code alloca},
 * {@code getelementptr} (into a constant offset plus scaled indices), {@code atomicrmw},
 * {@code cmpxchg} and {@code extractvalue} of a {@code cmpxchg} result. {@link FunctionCompiler}
 * picks the method by instruction kind.
 */
final class MemoryCompiler {
  private MemoryCompiler() {}

  /** {@code atomicrmw} operations, in {@link #atomicKind} order. */
  static final List<String> ATOMIC_OPS = List.of("xchg", "add", "sub", "and", "nand", "or", "xor",
      "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap", "fadd", "fsub");

  static void load(FunctionCompiler fc, Load l) {
    int p = fc.slot(l.pointer());
    int w = FunctionCompiler.width(l.type());
    int size = TypeLayout.storeSize(l.type());
    if (p < 0 || w < 0 || size < 0) {
      fc.unsupported(l, "load of " + l.type());
      return;
    }
    fc.code.add(l, Op.LOAD, fc.slot(l), p, 0, size, w, 0, null, fc.uses(l));
  }

  static void store(FunctionCompiler fc, Store s) {
    int v = fc.slot(s.value());
    int p = fc.slot(s.pointer());
    int size = TypeLayout.storeSize(s.value().type());
    if (v < 0 || p < 0 || size < 0) {
      fc.unsupported(s, "store of " + s.value().type());
      return;
    }
    fc.code.add(s, Op.STORE, -1, v, p, size, 0, 0, null, fc.uses(s));
  }

  static void alloca(FunctionCompiler fc, Alloca a) {
    long size = fc.mod.layout().size(a.allocated());
    int count = a.count().map(fc::slot).orElse(-1);
    if (size < 0 || size > Integer.MAX_VALUE || (a.count().isPresent() && count < 0)) {
      fc.unsupported(a, "alloca of " + a.allocated());
      return;
    }
    fc.code.add(a, Op.ALLOCA, fc.slot(a), 0, count, (int) size, 64, 0, null, fc.uses(a));
  }

  static void atomicRmw(FunctionCompiler fc, AtomicRmw a) {
    int p = fc.slot(a.pointer());
    int v = fc.slot(a.value());
    int w = FunctionCompiler.width(a.value().type());
    int size = TypeLayout.storeSize(a.value().type());
    int kind = ATOMIC_OPS.indexOf(a.operation());
    boolean floatOp = a.operation().startsWith("f");
    if (p < 0 || v < 0 || w < 0 || size < 0 || kind < 0
        || floatOp != (a.value().type() instanceof Type.Float)) {
      fc.unsupported(a, "atomicrmw " + a.operation() + " on " + a.value().type());
      return;
    }
    fc.code.add(a, Op.ATOMICRMW, fc.slot(a), p, v, size, w, kind, null, fc.uses(a));
  }

  static void cmpXchg(FunctionCompiler fc, CmpXchg c) {
    int[] ops = InstCompiler.slots(fc, c.pointer(), c.expected(), c.replacement());
    int size = TypeLayout.storeSize(c.expected().type());
    if (ops == null || size < 0) {
      fc.unsupported(c, "cmpxchg on " + c.expected().type());
      return;
    }
    fc.code.add(c, Op.CMPXCHG, fc.slot(c), ops[0], ops[1], fc.successSlot(c.id().index()),
        FunctionCompiler.width(c.expected().type()), ops[2], size, fc.uses(c));
  }

  static void extract(FunctionCompiler fc, ExtractValue e) {
    if (e.aggregate() instanceof Value.Local l && e.indices().size() == 1
        && fc.index.definingInst(l.id()).orElse(null) instanceof CmpXchg c) {
      int idx = e.indices().get(0);
      int src = idx == 0 ? fc.slot(c) : fc.successSlot(c.id().index());
      if (idx <= 1 && src >= 0) {
        fc.code.add(e, Op.COPY, fc.slot(e), src, 0, 0, FunctionCompiler.width(e.resultType()), 0, null,
            fc.uses(e));
        return;
      }
    }
    fc.unsupported(e, "extractvalue from anything but a cmpxchg result");
  }

  /** Folds constant indices into one offset; keeps variable ones as (slot, scale) pairs. */
  static void gep(FunctionCompiler fc, GetElementPtr g) {
    int base = fc.slot(g.base());
    if (base < 0 || !(g.base().type() instanceof Type.Ptr)) {
      fc.unsupported(g, "getelementptr on " + g.base().type());
      return;
    }
    TypeLayout layout = fc.mod.layout();
    long constant = 0;
    List<Integer> slots = new ArrayList<>();
    List<Long> scales = new ArrayList<>();
    Type current = g.sourceType();
    for (int k = 0; k < g.indices().size(); k++) {
      Value idx = g.indices().get(k);
      if (!(idx.type() instanceof Type.Int)) {
        fc.unsupported(g, "vector index");
        return;
      }
      Type.Struct st = k == 0 ? null : layout.struct(current);
      if (st != null) {
        if (!(idx instanceof Value.ConstInt ci)) {
          fc.unsupported(g, "variable struct index");
          return;
        }
        long off = layout.fieldOffset(st, (int) ci.value());
        if (off < 0) {
          fc.unsupported(g, "struct index " + ci.value());
          return;
        }
        constant += off;
        current = st.fields().get((int) ci.value());
        continue;
      }
      Type element = k == 0 ? current : elementOf(current);
      long scale = element == null ? -1 : layout.size(element);
      if (scale < 0) {
        fc.unsupported(g, "indexing into " + current);
        return;
      }
      if (idx instanceof Value.ConstInt ci) {
        constant += ci.value() * scale;
      } else {
        int s = fc.slot(idx);
        if (s < 0) {
          fc.unsupported(g, "index " + idx);
          return;
        }
        slots.add(s);
        scales.add(scale);
      }
      current = element;
    }
    Plans.GepPlan plan = new Plans.GepPlan(base, constant,
        slots.stream().mapToInt(Integer::intValue).toArray(),
        scales.stream().mapToLong(Long::longValue).toArray());
    fc.code.add(g, Op.GEP, fc.slot(g), base, 0, 0, 64, 0, plan, fc.uses(g));
  }

  private static Type elementOf(Type t) {
    return switch (t) {
      case Type.Array a -> a.element();
      case Type.Vector v -> v.element();
      case Type.Void v -> null;
      case Type.Label l -> null;
      case Type.Token tok -> null;
      case Type.Metadata md -> null;
      case Type.Int i -> null;
      case Type.Float f -> null;
      case Type.Ptr p -> null;
      case Type.Struct s -> null;
      case Type.Named n -> null;
      case Type.Function fn -> null;
    };
  }
}
