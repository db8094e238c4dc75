package dev.cvg.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.ir.text.IrParser;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** {@link Function#derived}: one value per snapshot and key, shared by all callers and threads. */
class FunctionDerivedTest {
  private static Function parse() throws Exception {
    return IrParser.parse("define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n", "f.ll")
        .function("f").orElseThrow();
  }

  @Test
  void computesOncePerSnapshot() throws Exception {
    Derived<List<String>> blockNames = Derived.of("block names", f -> f.blocks().map(Block::name).toJavaList());
    Function f = parse();
    List<String> first = f.derived(blockNames);
    assertSame(first, f.derived(blockNames));
    assertEquals(List.of("entry"), first);
    assertEquals(1, blockNames.computations());
    Function renamed = f.withName("g");
    assertEquals(first, renamed.derived(blockNames));
    assertEquals(2, blockNames.computations(), "a new snapshot computes its own value");
    assertEquals("block names", blockNames.toString());
  }

  @Test
  void aComputationMayRequestAnotherDerivedValue() throws Exception {
    Derived<Integer> size = Derived.of("size", f -> f.blocks().size());
    Derived<String> text = Derived.of("text", f -> f.name() + ":" + f.derived(size));
    Function f = parse();
    assertEquals("f:1", f.derived(text));
    assertEquals(1, size.computations());
    assertEquals(1, text.computations());
  }

  @Test
  void threadsShareOneValue() throws Exception {
    Derived<Object> token = Derived.of("token", f -> new Object());
    Function f = parse();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Object>> results = new ArrayList<>();
      for (int k = 0; k < 64; k++) {
        results.add(pool.submit(() -> f.derived(token)));
      }
      Object winner = f.derived(token);
      for (Future<Object> r : results) {
        assertSame(winner, r.get());
      }
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void aNullValueIsRejected() throws Exception {
    Derived<Object> nothing = Derived.of("nothing", f -> null);
    NullPointerException e = assertThrows(NullPointerException.class, () -> parse().derived(nothing));
    assertEquals("nothing of @f computed as null", e.getMessage());
  }
}
