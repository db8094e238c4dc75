package dev.cvg.ir;

import dev.cvg.ir.text.IrParser;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One parsed function holding every {@link Inst} record kind, for tests that must see each kind
 * once: the flat-id layout and the decision tables (target model, convergence rules) that list
 * every kind.
 */
public final class AllInstKinds {
  private AllInstKinds() {}

  /** The module text: {@code @t}, whose named lines are one record kind each, and {@code @g}. */
  public static final String TEXT = """
      define i32 @t(i32 %a, i32 %b, float %f, ptr %p, <4 x i32> %v, { i32, i1 } %s, i1 %c) {
      entry:
        %bin = add nsw i32 %a, %b
        %un = fneg float %f
        %cmp = icmp ult i32 %a, %bin
        %cast = zext i32 %a to i64
        %sel = select i1 %c, i32 %a, i32 %bin
        %frz = freeze i32 %sel
        %call = call i32 @g(i32 %frz)
        %ld = load i32, ptr %p, align 4
        store i32 %ld, ptr %p, align 4
        %mem = alloca i32, align 4
        %gep = getelementptr inbounds i32, ptr %p, i64 1
        %rmw = atomicrmw add ptr %p, i32 %a monotonic, align 4
        %cx = cmpxchg ptr %p, i32 %a, i32 %b seq_cst acquire, align 4
        fence acq_rel
        %ev = extractvalue { i32, i1 } %s, 0
        %iv = insertvalue { i32, i1 } %s, i32 %ev, 0
        %ee = extractelement <4 x i32> %v, i32 1
        %ie = insertelement <4 x i32> %v, i32 %ee, i32 0
        %sv = shufflevector <4 x i32> %ie, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
        br i1 %cmp, label %sw, label %dead
      sw:
        switch i32 %a, label %done [ i32 0, label %cb
                                     i32 1, label %jump ]
      cb:
        callbr void asm "", "r,!i"(i32 %a) to label %done [label %dead]
      jump:
        br label %done
      dead:
        unreachable
      done:
        %phi = phi i32 [ %bin, %sw ], [ %call, %cb ], [ %ld, %jump ]
        ret i32 %phi
      }
      declare i32 @g(i32)
      """;

  /** Returns the parsed module. */
  public static Module module() throws Exception {
    return IrParser.parse(TEXT, "all-kinds.ll");
  }

  /** Returns {@code @t}. */
  public static Function function() throws Exception {
    return module().function("t").orElseThrow();
  }

  /** Returns the first instance of each record type in layout order, keyed by type. */
  public static Map<Class<?>, Inst> oneOfEach(Function f) {
    Map<Class<?>, Inst> out = new LinkedHashMap<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        out.putIfAbsent(i.getClass(), i);
      }
    }
    return out;
  }

  /** Returns the record types {@link Inst} permits. */
  public static Set<Class<?>> permitted() {
    return Set.of(Inst.class.getPermittedSubclasses());
  }
}
