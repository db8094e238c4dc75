package dev.cvg.legality.staticcheck;

import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Whether two functions with the same CFG make every branch decision the same way: each
 * conditional branch, switch and callbr is the same text, and so is every instruction its condition
 * depends on (the
 * backward slice through operands, phis included). When the slice reads memory (a load, an
 * atomic, a call of a non-intrinsic function: a transform keeping single-threaded behaviour may
 * change what they read on the way), the whole body must be the same text instead, so that the
 * memory a thread reads is written by the same instructions; a caller comparing several
 * functions asks {@link #sameBodies} of all of them then (a callee may write what is read).
 *
 * <p>Why {@link StaticProof} needs it: a transform that keeps single-threaded behaviour may
 * still change the path a thread takes over an unchanged CFG (IndVarSimplify's exit
 * predication leaves every block and edge in place but makes a thread leave a loop in its first
 * iteration instead of its t-th), and the dynamic instance a thread reaches a convergent
 * operation at is defined by that path. With the same decisions computed from the same inputs,
 * the paths are the same by induction over the execution.
 */
final class SameDecisions {
  private SameDecisions() {}

  /** How the branch decisions of two functions compare. */
  enum Result {
    /** Computed by the same instructions from values that read no memory. */
    SAME,
    /** Computed by the same instructions, some reading memory: needs the same bodies everywhere. */
    SAME_READING_MEMORY,
    /** Computed differently (or not comparable). */
    DIFFERENT
  }

  /**
   * Compares the decisions of every conditional terminator of {@code fa} with those of the
   * same-named blocks of {@code fb}.
   */
  static Result compare(Module after, Function fa, Module before, Function fb) {
    Map<String, Block> blocksB = new HashMap<>();
    fb.blocks().forEach(b -> blocksB.put(b.name(), b));
    Map<String, Inst> defsA = definitions(fa);
    Map<String, Inst> defsB = definitions(fb);
    java.util.function.Function<Inst, String> textA = IrPrinter.instPrinter(after, fa);
    java.util.function.Function<Inst, String> textB = IrPrinter.instPrinter(before, fb);
    Deque<Inst> work = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    boolean memory = false;
    for (Block a : fa.blocks()) {
      Block b = blocksB.get(a.name());
      if (b == null || a.terminator().isEmpty() || b.terminator().isEmpty()) {
        return Result.DIFFERENT;
      }
      Inst ta = a.terminator().get();
      memory |= ta instanceof CallBr; // decided by inline assembly: as opaque as a memory read
      if (ta instanceof CondBr || ta instanceof Switch || ta instanceof CallBr) {
        if (!textA.apply(ta).equals(textB.apply(b.terminator().get()))) {
          return Result.DIFFERENT;
        }
        work.add(ta);
      }
    }
    while (!work.isEmpty()) {
      Inst i = work.pop();
      for (Value v : i.operands()) {
        if (!(v instanceof Value.Local)) {
          continue;
        }
        String name = IrPrinter.operand(fa, v);
        Inst da = defsA.get(name);
        if (da == null || !seen.add(name)) {
          continue; // a parameter (same signature, compared by the terminator's text) or done
        }
        Inst db = defsB.get(name);
        if (db == null || !textA.apply(da).equals(textB.apply(db))) {
          return Result.DIFFERENT;
        }
        memory |= readsMemory(da);
        work.add(da);
      }
    }
    return memory ? Result.SAME_READING_MEMORY : Result.SAME;
  }

  /**
   * Whether every block of {@code fa} holds the same instruction texts as the same-named block
   * of {@code fb}.
   */
  static boolean sameBodies(Module after, Function fa, Module before, Function fb) {
    Map<String, Block> blocksB = new HashMap<>();
    fb.blocks().forEach(b -> blocksB.put(b.name(), b));
    // one printer per function: slot names and attribute numbering computed once, not per line
    java.util.function.Function<Inst, String> textA = IrPrinter.instPrinter(after, fa);
    java.util.function.Function<Inst, String> textB = IrPrinter.instPrinter(before, fb);
    for (Block a : fa.blocks()) {
      Block b = blocksB.get(a.name());
      if (b == null || a.insts().size() != b.insts().size()) {
        return false;
      }
      for (int k = 0; k < a.insts().size(); k++) {
        if (!textA.apply(a.insts().get(k)).equals(textB.apply(b.insts().get(k)))) {
          return false;
        }
      }
    }
    return true;
  }

  private static Map<String, Inst> definitions(Function f) {
    Map<String, Inst> defs = new HashMap<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult()) {
          defs.put(IrPrinter.operand(f, i.asValue()), i);
        }
      }
    }
    return defs;
  }

  private static boolean readsMemory(Inst i) {
    if (i instanceof Load || i instanceof AtomicRmw || i instanceof CmpXchg) {
      return true;
    }
    return i instanceof Call call
        && !(call.site().callee() instanceof Value.GlobalRef g && g.name().startsWith("llvm."));
  }

}
