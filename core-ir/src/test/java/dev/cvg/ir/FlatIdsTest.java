package dev.cvg.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrParser;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The flat id layout: every {@link Inst} record stores its id as an {@code int rawId} component
 * and {@link Value.Local} stores its value id as an int, while the {@link InstId}/{@link ValueId}
 * API stays. One parsed instance of each of the 26 record kinds is built again through both
 * constructors; the two forms must agree on the raw id, equality, hash code and text.
 */
class FlatIdsTest {
  /** One function holding every instruction kind (each named line is one record type). */
  private static final String ALL_KINDS = """
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

  private static Function function() throws Exception {
    return IrParser.parse(ALL_KINDS, "all-kinds.ll").function("t").orElseThrow();
  }

  /** Returns the first instance of each record type in layout order, keyed by type. */
  private static Map<Class<?>, Inst> oneOfEach(Function f) {
    Map<Class<?>, Inst> out = new LinkedHashMap<>();
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        out.putIfAbsent(i.getClass(), i);
      }
    }
    return out;
  }

  @Test
  void theExampleHoldsEveryPermittedRecordAndEachStoresAFlatIntId() throws Exception {
    Set<Class<?>> permitted = Set.of(Inst.class.getPermittedSubclasses());
    assertEquals(26, permitted.size(), "Inst permits " + permitted);
    assertEquals(permitted, oneOfEach(function()).keySet(), "the example lacks a kind");
    for (Class<?> c : permitted) {
      RecordComponent[] rc = c.getRecordComponents();
      assertEquals("rawId", rc[0].getName(), c.getSimpleName());
      assertEquals(int.class, rc[0].getType(), c.getSimpleName());
      assertTrue(Arrays.stream(rc).noneMatch(k -> k.getType() == InstId.class),
          c.getSimpleName() + " stores an InstId again");
    }
  }

  @TestFactory
  Stream<DynamicTest> bothConstructorsAgreeAndIdsStayInStep() throws Exception {
    Function f = function();
    FunctionIndex index = f.index();
    return oneOfEach(f).values().stream().map(inst -> DynamicTest.dynamicTest(
        inst.getClass().getSimpleName(), () -> checkRecord(inst, index)));
  }

  private static void checkRecord(Inst inst, FunctionIndex index) throws Exception {
    String what = inst.getClass().getSimpleName() + " " + inst;
    int raw = inst.rawId();
    assertEquals(raw, inst.id().index(), what);
    assertEquals(new InstId(raw), inst.id(), what);
    assertSame(inst, index.instAt(raw), what);

    Inst viaId = rebuild(inst, new InstId(raw));
    Inst viaInt = rebuild(inst, raw);
    for (Inst copy : List.of(viaId, viaInt)) {
      assertEquals(inst, copy, what);
      assertEquals(inst.hashCode(), copy.hashCode(), what);
      assertEquals(inst.toString(), copy.toString(), what);
      assertEquals(raw, copy.rawId(), what);
    }
    assertNotEquals(inst, rebuild(inst, raw + 1), what + ": the raw id takes part in equality");

    Inst moved = inst.withId(new InstId(raw + 1000));
    assertEquals(raw + 1000, moved.rawId(), what);
    assertEquals(new InstId(raw + 1000), moved.id(), what);
    assertEquals(rebuild(inst, raw + 1000), moved, what + ": withId keeps every other component");
    assertEquals(inst, moved.withId(inst.id()), what);

    assertEquals(inst, inst.mapOperands(UnaryOperator.identity()), what);
    assertEquals(inst, inst.mapBlocks(UnaryOperator.identity()), what);
    if (inst.hasResult()) {
      assertEquals(Optional.of(new ValueId(raw)), inst.result(), what);
      assertEquals(new Value.Local(inst.id().value(), inst.resultType()), inst.asValue(), what);
    }
  }

  /** Builds {@code inst} again with another first argument: an {@link InstId} or an int. */
  private static Inst rebuild(Inst inst, Object id) throws Exception {
    RecordComponent[] rc = inst.getClass().getRecordComponents();
    Class<?>[] types = new Class<?>[rc.length];
    Object[] args = new Object[rc.length];
    for (int k = 0; k < rc.length; k++) {
      types[k] = rc[k].getType();
      args[k] = rc[k].getAccessor().invoke(inst);
    }
    types[0] = id instanceof InstId ? InstId.class : int.class;
    args[0] = id;
    Constructor<?> ctor = inst.getClass().getConstructor(types);
    return (Inst) ctor.newInstance(args);
  }

  @Test
  void localsBuiltFromAValueIdOrAnIntAreEqual() {
    Value.Local viaId = new Value.Local(new ValueId(5), Type.I32);
    Value.Local viaInt = new Value.Local(5, Type.I32);
    assertEquals(viaInt, viaId);
    assertEquals(viaInt.hashCode(), viaId.hashCode());
    assertEquals(new ValueId(5), viaId.id());
    assertEquals(viaId.id(), viaInt.id());
    assertEquals(5, viaId.rawId());
    assertEquals("Local[id=v5, type=i32]", viaId.toString());
    assertNotEquals(new Value.Local(6, Type.I32), viaId);
    assertNotEquals(new Value.Local(5, Type.I64), viaId);
  }

  @Test
  void everyLocalOperandListsItsUserUnderItsRawId() throws Exception {
    Function f = function();
    FunctionIndex index = f.index();
    int locals = 0;
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        for (int k = 0; k < i.operandCount(); k++) {
          if (i.operand(k) instanceof Value.Local l) {
            locals++;
            assertEquals(l.id().index(), l.rawId());
            assertTrue(index.users(new ValueId(l.rawId())).contains(i.id()), i + " uses " + l);
          }
        }
      }
    }
    assertTrue(locals > 20, "the example uses few locals: " + locals);
  }
}
