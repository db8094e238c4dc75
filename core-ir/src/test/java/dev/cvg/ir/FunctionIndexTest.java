package dev.cvg.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dense view's user rows: each user once per value, in layout order, narrow or wide. */
class FunctionIndexTest {
  @Test
  void repeatedOperandsCountOnceForNarrowAndWideInstructions() throws Exception {
    StringBuilder ir = new StringBuilder("define i32 @f(i32 %a, i32 %b, i32 %s) {\nentry:\n");
    ir.append("  %x = add i32 %a, %a\n");
    ir.append("  switch i32 %s, label %j [");
    for (int k = 1; k <= 11; k++) {
      ir.append(" i32 ").append(k).append(", label %c").append(k);
    }
    ir.append(" ]\n");
    StringBuilder incoming = new StringBuilder("[ %x, %entry ]");
    for (int k = 1; k <= 11; k++) {
      ir.append("c").append(k).append(":\n  br label %j\n");
      incoming.append(", [ ").append(k % 2 == 0 ? "%a" : "%b").append(", %c").append(k).append(" ]");
    }
    ir.append("j:\n  %p = phi i32 ").append(incoming).append("\n  %y = add i32 %p, %a\n  ret i32 %y\n}\n");
    Module m = IrParser.parse(ir.toString(), "wide.ll");
    Function f = m.function("f").orElseThrow();
    FunctionIndex index = f.index();
    InstId x = named(f, "x");
    InstId p = named(f, "p");
    InstId y = named(f, "y");
    // %p has 12 incoming edges (wide): %a and %b appear five and six times, yet once each.
    assertEquals(List.of(x, p, y), index.users(f.params().get(0).id()));
    assertEquals(List.of(p), index.users(f.params().get(1).id()));
    assertEquals(List.of(p), index.users(x.value()));
    assertEquals(List.of(y), index.users(p.value()));
  }

  private static InstId named(Function f, String name) {
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (f.nameOf(i.id().value()).orElse("").equals(name)) {
          return i.id();
        }
      }
    }
    throw new AssertionError("no %" + name);
  }
}
