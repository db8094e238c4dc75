package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The raw-id queries {@link DenseInsts} adds to the {@link dev.cvg.ir.FunctionIndex}, checked
 * against the function's layout walked in the test (blocks in order, instructions in order):
 * {@code terminator(r)} holds exactly for the last instruction of a block when it is a
 * terminator, for every raw id of the function (the bitmap covers ids up to any multiple of 64);
 * {@code forwardUsersEnd(r)} ends the users placed before {@code r}'s definition (the forward
 * references, which lead the layout-ordered user row); {@code before(u, v)} is the layout order,
 * asked as its Javadoc intends: {@code v} a value and {@code u} one of its users (the only
 * same-block pairs SSA allows are a non-phi after its operand and a phi reading anything of its
 * block), plus any two instructions of different blocks.
 */
class DenseInstsTest {
  private static final String PRELUDE = """
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  /**
   * Forward references of every kind: {@code %use} is laid out before {@code %def}, which
   * dominates it (non-phi users in an earlier block); the phis of {@code %loop} read a phi placed
   * after them ({@code %a} reads {@code %b}), one placed before ({@code %b} reads {@code %a}),
   * themselves ({@code %b}), a non-phi of their own block placed after them ({@code %c}) and a
   * value defined in a later block ({@code %x}); {@code %x} also has users after it, in its own
   * block and in {@code %exit}, laid out after {@code %def}.
   */
  @Test
  void forwardReferencesAndLayoutOrder() {
    Function f = TwinCheck.parse(PRELUDE + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %def
        use:
          %u1 = add i32 %x, %z
          %u2 = mul i32 %u1, %x
          br label %loop
        loop:
          %a = phi i32 [ %x, %use ], [ %b, %loop ], [ %c, %latch ]
          %b = phi i32 [ 1, %use ], [ %a, %loop ], [ %b, %latch ]
          %c = add i32 %a, %b
          %d = icmp slt i32 %c, %n
          br i1 %d, label %loop, label %latch
        latch:
          %e = add i32 %c, %x
          %f = icmp eq i32 %e, %u2
          br i1 %f, label %loop, label %exit
        def:
          %x = add i32 %tid, 1
          %z = mul i32 %x, %x
          br label %use
        exit:
          %g = add i32 %x, %e
          store i32 %g, ptr addrspace(1) %out
          ret void
        }
        """).definitions().get(0);
    DenseInsts dense = new DenseInsts(f.index());
    checkAll(f, dense);
    // By hand: %x is read before its definition by %u1, %u2 (in %use), %a (in %loop) and %e (in
    // %latch); after it by %z and %g.
    int x = TwinCheck.inst(f, "x").rawId();
    assertEquals(4, dense.forwardUsersEnd(x) - dense.userStart(x), "forward users of %x");
    assertEquals(6, dense.userStart(x + 1) - dense.userStart(x), "users of %x");
    int b = TwinCheck.inst(f, "b").rawId();
    assertTrue(dense.before(TwinCheck.inst(f, "a").rawId(), b), "%a reads %b, placed after it");
    assertTrue(!dense.before(b, b), "%b reads itself: not before itself");
  }

  /**
   * Terminator flags at every alignment of the raw ids: {@code pad} extra instructions shift the
   * last terminator (and the id bound) across a multiple of 64, where a bitmap sized too small
   * would fail.
   */
  @Test
  void terminatorsAtEveryAlignment() {
    for (int pad = 0; pad < 70; pad++) {
      StringBuilder ir = new StringBuilder(PRELUDE + "define void @f(i32 %n) {\nentry:\n");
      String last = "%n";
      for (int k = 0; k < pad; k++) {
        ir.append("  %v").append(k).append(" = add i32 ").append(last).append(", 1\n");
        last = "%v" + k;
      }
      ir.append("  %c = icmp eq i32 ").append(last).append(", 0\n")
          .append("  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n");
      Function f = TwinCheck.parse(ir.toString()).definitions().get(0);
      checkAll(f, new DenseInsts(f.index()));
    }
  }

  /**
   * A block without instructions (an unfinished block, which {@link Block} allows so that invalid
   * input can be diagnosed) has no terminator, first in the layout or between others, and the
   * other blocks keep theirs.
   */
  @Test
  void emptyBlocksHaveNoTerminator() {
    Function f = TwinCheck.parse(PRELUDE + """
        define void @f(i32 %n) {
        entry:
          %c = icmp eq i32 %n, 0
          br i1 %c, label %a, label %b
        a:
          br label %b
        b:
          ret void
        }
        """).definitions().get(0);
    int id = f.nextId();
    Vector<Block> blocks = f.blocks()
        .insert(2, new Block(new BlockId(id + 1), "middle", List.of()))
        .prepend(new Block(new BlockId(id), "first", List.of()));
    Function g = new Function(f.name(), f.header(), false, blocks, f.valueNames(), f.attachments(),
        f.sourceMap(), f.provenance(), id + 2);
    checkAll(g, new DenseInsts(g.index()));
  }

  /** Checks the three queries for every raw id (and pair) against the walked layout. */
  private static void checkAll(Function f, DenseInsts dense) {
    Map<Integer, Integer> position = new HashMap<>(); // raw id -> place in the whole layout
    Map<Integer, Integer> blockOf = new HashMap<>();
    Set<Integer> terminators = new LinkedHashSet<>();
    List<Inst> all = new ArrayList<>();
    int b = 0;
    for (Block block : f.blocks()) {
      List<Inst> insts = block.insts();
      for (Inst inst : insts) {
        position.put(inst.rawId(), position.size());
        blockOf.put(inst.rawId(), b);
        all.add(inst);
      }
      if (!insts.isEmpty() && insts.getLast().opcode().isTerminator()) {
        terminators.add(insts.getLast().rawId());
      }
      b++;
    }
    // Users of each value, each once, from the operands.
    Map<Integer, Set<Integer>> users = new HashMap<>();
    for (Inst inst : all) {
      for (int o = 0; o < inst.operandCount(); o++) {
        if (inst.operand(o) instanceof Value.Local l) {
          users.computeIfAbsent(l.rawId(), k -> new LinkedHashSet<>()).add(inst.rawId());
        }
      }
    }
    int bound = f.nextId();
    for (int r = 0; r < bound; r++) {
      String where = "@" + f.name() + " raw id " + r;
      assertEquals(terminators.contains(r), dense.terminator(r), where + ": terminator");
      Set<Integer> row = users.getOrDefault(r, Set.of());
      Integer def = position.get(r);
      long forward = def == null ? 0 : row.stream().filter(u -> position.get(u) < def).count();
      assertEquals(row.size(), dense.userStart(r + 1) - dense.userStart(r), where + ": user count");
      assertEquals(dense.userStart(r) + forward, dense.forwardUsersEnd(r), where + ": forward users");
      if (def == null) {
        continue;
      }
      for (Inst u : all) {
        int ur = u.rawId();
        if (row.contains(ur) || !blockOf.get(ur).equals(blockOf.get(r))) {
          assertEquals(position.get(ur) < def, dense.before(ur, r),
              where + ": before(" + ur + ", " + r + ")");
        }
      }
    }
  }
}
