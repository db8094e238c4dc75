package dev.cvg.oracle.interp;

import dev.cvg.oracle.instance.CycleNest;
import dev.cvg.oracle.instance.InstanceKey;
import dev.cvg.oracle.instance.LabelTable;

/**
 * Computes converged-with keys of dynamic instances from a frame's state, interning labels in
 * the execution's {@link LabelTable} (see {@link InstanceKey} for the label forms).
 *
 * <p>A block visit's label is computed lazily, at most once per visit, and only when a
 * convergent operation or an observer needs it: unrecorded rounds of code without convergent
 * operations never intern anything.
 */
final class Keys {
  private final LabelTable labels;
  private int[] buf = new int[16];

  Keys(LabelTable labels) {
    this.labels = labels;
  }

  /** Returns the maximal-convergence label of the frame's current block visit. */
  int blockLabel(Frame f) {
    if (f.blockLabel >= 0) {
      return f.blockLabel;
    }
    CycleNest nest = f.fn.nest;
    int[] chain = nest.chain(f.block);
    int len = 4 + chain.length;
    if (buf.length < len) {
      buf = new int[len * 2];
    }
    buf[0] = InstanceKey.BLOCK;
    buf[1] = f.context;
    buf[2] = f.fn.number;
    buf[3] = chain.length == 0 ? -1 : chain[chain.length - 1];
    for (int k = 0; k < chain.length; k++) {
      buf[4 + k] = f.counters[chain[k]];
    }
    f.blockLabel = labels.intern(buf, len);
    return f.blockLabel;
  }

  /**
   * Returns the controlled-maximal label of {@code pc}: its block label, refined by the values
   * of the tokens whose convergence regions contain it.
   */
  int regionLabel(Frame f, int pc) {
    int block = blockLabel(f);
    int[] tokens = f.fn.region[pc];
    if (tokens == null) {
      return block;
    }
    int len = 2 + tokens.length;
    if (buf.length < len) {
      buf = new int[len * 2];
    }
    buf[0] = InstanceKey.REGION;
    buf[1] = block;
    for (int k = 0; k < tokens.length; k++) {
      buf[2 + k] = (int) f.r[tokens[k]];
    }
    return labels.intern(buf, len);
  }

  /** Returns the controlled-maximal key of {@code pc} (non-convergent instructions, anchors). */
  long key(Frame f, int pc) {
    return InstanceKey.of(regionLabel(f, pc), f.fn.base + pc);
  }

  /**
   * Returns the key of a convergent operation: by its token's value if it is controlled
   * ({@code tokenSlot >= 0}), otherwise by controlled maximal convergence.
   */
  long convergent(Frame f, int pc, int tokenSlot) {
    return tokenSlot >= 0 ? InstanceKey.of((int) f.r[tokenSlot], f.fn.base + pc) : key(f, pc);
  }

  /**
   * Returns the key of an anchor instance of thread {@code t} under {@code grouping}, whose
   * controlled maximal key is {@code maximal}.
   */
  long anchor(ThreadState t, dev.cvg.oracle.instance.AnchorGrouping grouping, int inst, long maximal) {
    if (t.anchorCounts == null) {
      t.anchorCounts = new java.util.HashMap<>();
    }
    int occurrence = t.anchorCounts.merge(inst, 1, Integer::sum);
    int[] g = grouping.group(t.tid, inst, occurrence, maximal);
    if (g == null) {
      return maximal;
    }
    return InstanceKey.of(labels.intern(InstanceKey.ANCHOR, g[0], g[1], g[2]), inst);
  }

  /** Returns the key of parameter {@code k} of the frame's invocation (at its entry block). */
  long param(Frame f, int k) {
    return InstanceKey.of(blockLabel(f), f.fn.base + f.fn.code.size + k);
  }

  /** Returns the token value produced by the dynamic instance with {@code key}. */
  int token(long key) {
    return labels.intern(InstanceKey.TOKEN, (int) (key >>> 32), (int) key);
  }

  /** Returns the convergence context of an invocation entered from the call instance {@code key}. */
  int context(long key) {
    return labels.intern(InstanceKey.CALL, (int) (key >>> 32), (int) key);
  }

  /** Returns the label of the {@code n}-th execution of a loop heart with token {@code token}. */
  int heart(int token, int n) {
    return labels.intern(InstanceKey.HEART, token, n);
  }

  /** Returns the root context label (all threads of the launch). */
  int root() {
    return labels.intern(new int[] {InstanceKey.ROOT}, 1);
  }
}
