package dev.cvg.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
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
 * API stays. One parsed instance of each of the 26 record kinds ({@link AllInstKinds}) is built
 * again through both constructors; the two forms must agree on the raw id, equality, hash code
 * and text.
 */
class FlatIdsTest {
  @Test
  void theExampleHoldsEveryPermittedRecordAndEachStoresAFlatIntId() throws Exception {
    Set<Class<?>> permitted = AllInstKinds.permitted();
    assertEquals(26, permitted.size(), "Inst permits " + permitted);
    assertEquals(permitted, AllInstKinds.oneOfEach(AllInstKinds.function()).keySet(),
        "the example lacks a kind");
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
    Function f = AllInstKinds.function();
    FunctionIndex index = f.index();
    return AllInstKinds.oneOfEach(f).values().stream().map(inst -> DynamicTest.dynamicTest(
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
    Function f = AllInstKinds.function();
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
