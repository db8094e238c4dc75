package dev.cvg.ir.verify;

import static dev.cvg.ir.verify.TestIr.declare;
import static dev.cvg.ir.verify.TestIr.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.ir.AllInstKinds;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Compare;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Select;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One builder-made function per rule of the IR verifier, each asserting the exact message and
 * the entity it names; for IR the text parser cannot produce (missing or misplaced terminators,
 * dangling references, ill-typed operands) this is the only way to test the rule.
 */
class IrVerifierTest {
  private static final Value.ConstInt ONE = new Value.ConstInt(Type.I32, 1);

  private static List<String> messages(Module m) {
    return IrVerifier.verify(m).stream().map(Diagnostic::message).toList();
  }

  private static List<String> messages(Function f) {
    return messages(module(f));
  }

  /** entry: br i1 %c, a, b / a: %x = add / b: ret. */
  private static TestIr diamondStart() {
    return TestIr.function("f", Type.VOID, List.of(), Type.I1, "c");
  }

  @Test
  void everyInstructionKindPassesEveryRuleFamily() throws Exception {
    assertEquals(List.of(), IrVerifier.verify(AllInstKinds.module()));
  }

  @Test
  void wellFormedFunctionHasNoDiagnostics() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId a = t.block("a");
    BlockId join = t.block("join");
    Value.Local x = t.add(entry, "x", ONE, ONE);
    t.condBr(entry, t.param(0), a, join);
    Value.Local y = t.add(a, "y", x, ONE);
    t.br(a, join);
    t.phi(join, "p", Type.I32, x, entry, y, a);
    t.ret(join, null);
    assertEquals(List.of(), IrVerifier.verify(module(t.finish())));
  }

  @Test
  void blockWithoutTerminatorIsFatalForCfgRules() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId b = t.block("b");
    t.br(entry, b);
    t.phi(b, "p", Type.I32, ONE, entry, ONE, entry); // would break phi rules: skipped
    t.add(b, "x", ONE, ONE);
    List<Diagnostic> d = IrVerifier.verify(module(t.finish()));
    assertEquals(List.of("Basic Block in function 'f' does not have terminator!"),
        d.stream().map(Diagnostic::message).toList());
    assertInstanceOf(Entity.BlockEntity.class, d.get(0).where());
  }

  @Test
  void terminatorInTheMiddle() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    t.ret(entry, null);
    t.add(entry, "x", ONE, ONE);
    t.ret(entry, null);
    assertEquals(List.of("Terminator found in the middle of a basic block!"), messages(t.finish()));
  }

  @Test
  void phiAfterOrdinaryInstruction() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId b = t.block("b");
    t.br(entry, b);
    t.add(b, "x", ONE, ONE);
    t.phi(b, "p", Type.I32, ONE, entry);
    t.ret(b, null);
    assertEquals(List.of("PHI nodes not grouped at top of basic block!"), messages(t.finish()));
  }

  @Test
  void successorOutsideTheFunction() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    t.br(entry, new BlockId(999));
    assertEquals(List.of("Referring to a basic block in another function!"), messages(t.finish()));
  }

  @Test
  void entryBlockWithPredecessor() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    t.br(entry, entry);
    assertEquals(List.of("Entry block to function must not have predecessors!"), messages(t.finish()));
  }

  @Test
  void phiEntryCountMustMatchEdges() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId b = t.block("b");
    t.condBr(entry, t.param(0), b, b); // two edges entry -> b
    t.phi(b, "p", Type.I32, ONE, entry);
    t.ret(b, null);
    assertEquals(List.of("PHINode should have one entry for each predecessor of its parent basic block!"),
        messages(t.finish()));
  }

  @Test
  void phiDuplicateEntriesMustAgree() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId b = t.block("b");
    t.condBr(entry, t.param(0), b, b);
    t.phi(b, "same", Type.I32, ONE, entry, ONE, entry);
    t.phi(b, "p", Type.I32, ONE, entry, new Value.ConstInt(Type.I32, 2), entry);
    t.ret(b, null);
    assertEquals(List.of("PHI node has multiple entries for the same basic block with different incoming values!"),
        messages(t.finish()));
  }

  @Test
  void phiEntriesMustNamePredecessors() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId other = t.block("other");
    BlockId b = t.block("b");
    t.br(entry, b);
    t.ret(other, null);
    t.phi(b, "p", Type.I32, ONE, other);
    t.ret(b, null);
    assertEquals(List.of("PHI node entries do not match predecessors!"), messages(t.finish()));
  }

  @Test
  void phiTypes() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId b = t.block("b");
    t.br(entry, b);
    t.phi(b, "tok", Type.TOKEN, new Value.NoneToken(Type.TOKEN), entry);
    t.phi(b, "p", Type.I64, ONE, entry);
    t.ret(b, null);
    assertEquals(List.of("PHI nodes cannot have token type!",
        "PHI node operands are not the same type as the result!"), messages(t.finish()));
  }

  @Test
  void definitionMustDominateUse() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId a = t.block("a");
    BlockId join = t.block("join");
    t.condBr(entry, t.param(0), a, join);
    Value.Local x = t.add(a, "x", ONE, ONE);
    t.br(a, join);
    t.add(join, "y", x, ONE);
    t.phi(join, "bad", Type.I32, x, entry, x, a); // phi after add: also not grouped
    t.ret(join, null);
    List<String> m = messages(t.finish());
    assertEquals(List.of("PHI nodes not grouped at top of basic block!"), m.subList(0, 1));
    assertEquals(List.of("Instruction does not dominate all uses!", "Instruction does not dominate all uses!"),
        m.subList(1, m.size()), "the add in join, and the phi's entry from %entry (not from %a)");
  }

  @Test
  void useBeforeDefinitionInOneBlockAndSelfReference() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId loop = t.block("loop");
    t.br(entry, loop);
    dev.cvg.ir.InstId lateId = t.editor().newInstId();
    Value.Local late = new Value.Local(lateId.value(), Type.I32);
    Value.Local early = t.add(loop, "early", late, ONE);
    t.add(loop, "late", new Binary(lateId, Opcode.ADD, Type.I32, early, ONE, List.of()));
    dev.cvg.ir.InstId selfId = t.editor().newInstId();
    t.add(loop, "self", new Binary(selfId, Opcode.ADD, Type.I32, new Value.Local(selfId.value(), Type.I32), ONE,
        List.of()));
    t.br(loop, loop);
    assertEquals(List.of("Instruction does not dominate all uses!", "Only PHI nodes may reference their own value!"),
        messages(t.finish()));
  }

  @Test
  void unreachableUsesAreDominatedButUnreachableDefinitionsDominateNothing() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    BlockId dead = t.block("dead");
    BlockId exit = t.block("exit");
    t.br(entry, exit);
    dev.cvg.ir.InstId laterId = t.editor().newInstId();
    Value.Local d = t.add(dead, "d", new Value.Local(laterId.value(), Type.I32), ONE); // later value: fine
    t.add(dead, "d2", new Binary(laterId, Opcode.ADD, Type.I32, d, ONE, List.of()));
    dev.cvg.ir.InstId selfId = t.editor().newInstId();
    t.add(dead, "self", new Binary(selfId, Opcode.ADD, Type.I32, new Value.Local(selfId.value(), Type.I32), ONE,
        List.of())); // self reference in unreachable code: accepted, as LLVM does
    t.br(dead, exit);
    t.phi(exit, "p", Type.I32, ONE, entry, d, dead); // incoming edge from an unreachable block: fine
    t.ret(exit, null);
    Function ok = t.finish();
    assertEquals(List.of(), messages(ok));
    TestIr u = diamondStart();
    BlockId uEntry = u.block("entry");
    BlockId uDead = u.block("dead");
    BlockId uExit = u.block("exit");
    u.br(uEntry, uExit);
    Value.Local v = u.add(uDead, "v", ONE, ONE);
    u.br(uDead, uExit);
    u.add(uExit, "use", v, ONE); // reachable use of an unreachable definition
    u.ret(uExit, null);
    assertEquals(List.of("Instruction does not dominate all uses!"), messages(u.finish()));
  }

  @Test
  void undefinedValuesAndTypeMismatches() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    t.add(entry, "x", new Value.Local(new ValueId(500), Type.I32), ONE);
    t.add(entry, "y", new Value.Local(new ValueId(0), Type.I32), new Value.Local(new ValueId(0), Type.I32));
    t.add(entry, null, new Binary(t.editor().newInstId(), Opcode.ADD, Type.I32, ONE,
        new Value.GlobalRef("@nowhere", Type.PTR), List.of()));
    t.ret(entry, null);
    List<String> m = messages(t.finish());
    assertEquals("use of undefined value '%\"dangling.500\"'", m.get(0));
    assertEquals("'%c' defined with type 'i1' but expected 'i32'", m.get(1));
    assertEquals("'%c' defined with type 'i1' but expected 'i32'", m.get(2));
    assertEquals("use of undefined value '@nowhere'", m.get(3));
  }

  @Test
  void operandTypeRules() {
    TestIr t = TestIr.function("f", Type.I32, List.of(), Type.I32, "a", Type.I64, "b", Type.PTR, "p");
    BlockId entry = t.block("entry");
    BlockId next = t.block("next");
    Value a = t.param(0);
    Value b = t.param(1);
    t.add(entry, "s", new Binary(t.editor().newInstId(), Opcode.ADD, Type.I32, a, b, List.of()));
    t.add(entry, "f", new Binary(t.editor().newInstId(), Opcode.FADD, Type.I32, a, a, List.of()));
    t.add(entry, "r", new Binary(t.editor().newInstId(), Opcode.SHL, Type.I64, a, a, List.of()));
    t.add(entry, "c", new Compare(t.editor().newInstId(), Opcode.ICMP, "eq", a, b, List.of()));
    t.add(entry, "sel", new Select(t.editor().newInstId(), a, a, a, List.of()));
    t.add(entry, null, new Store(t.editor().newInstId(), a, a, false, "", List.of()));
    t.add(entry, null, new Switch(t.editor().newInstId(), a, next,
        List.of(new Switch.Case(new Value.ConstInt(Type.I32, 3), next), new Switch.Case(new Value.ConstInt(Type.I32, 3), next))));
    t.condBr(next, a, entry, entry);
    assertEquals(List.of(
        "Entry block to function must not have predecessors!",
        "Both operands to a binary operator are not of the same type!",
        "Floating-point arithmetic operators only work with floating-point types!",
        "Shift return type must be same as operands!",
        "Both operands to ICmp instruction are not of the same type!",
        "Invalid operands for select instruction!",
        "Store operand must be a pointer.",
        "Duplicate integer as switch case",
        "Branch condition is not 'i1' type!").stream().sorted().toList(),
        messages(t.finish()).stream().sorted().toList());
  }

  @Test
  void returnTypes() {
    TestIr v = TestIr.function("v", Type.VOID, List.of());
    v.ret(v.block("entry"), ONE);
    TestIr i = TestIr.function("i", Type.I32, List.of());
    i.ret(i.block("entry"), null);
    assertEquals(List.of("Found return instr that returns non-void in Function of void return type!",
        "Function return type does not match operand type of return inst!"), messages(module(v.finish(), i.finish())));
  }

  @Test
  void callsAgreeWithTheCalleeDeclaration() {
    Function g = declare("g", Type.VOID, List.of(), Type.I32);
    Function intr = declare("llvm.amdgcn.readfirstlane.i32", Type.I32, List.of(), Type.I32);
    Function takesToken = declare("t", Type.VOID, List.of(), Type.TOKEN);
    TestIr t = TestIr.function("f", Type.VOID, List.of(), Type.I64, "x");
    BlockId entry = t.block("entry");
    t.call(entry, null, Type.VOID, "@g", List.of(), List.of());
    t.call(entry, null, Type.VOID, "@g", List.of(t.param(0)), List.of());
    t.call(entry, "r", Type.I64, "@llvm.amdgcn.readfirstlane.i32", List.of(t.param(0)), List.of());
    t.call(entry, null, Type.VOID, "@t", List.of(new Value.NoneToken(Type.TOKEN)), List.of());
    t.ret(entry, null);
    List<String> m = messages(module(g, intr, takesToken, t.finish()));
    assertEquals(List.of(
        "Function takes token but isn't an intrinsic",
        "Incorrect number of arguments passed to called function!",
        "Call parameter type does not match function signature!",
        "Intrinsic called with incompatible signature",
        "Function has token parameter but isn't an intrinsic"), m);
  }

  @Test
  void namesAreDefinedOnce() {
    TestIr t = TestIr.function("f", Type.VOID, List.of(), Type.I32, "x");
    BlockId entry = t.block("entry");
    BlockId dup = t.block("entry");
    t.add(entry, "x", ONE, ONE);
    t.add(entry, "store", new Store(t.editor().newInstId(), ONE, new Value.NullPtr(Type.PTR), false, "", List.of()));
    t.br(entry, dup);
    t.ret(dup, null);
    assertEquals(List.of("multiple definition of local value named 'x'",
        "Instruction has a name, but provides a void value!",
        "multiple definition of local value named 'entry'"), messages(t.finish()));
  }

  @Test
  void signatures() {
    Function produce = declare("produce", Type.TOKEN, List.of());
    Function again = declare("produce", Type.TOKEN, List.of());
    TestIr intr = TestIr.function("llvm.fake", Type.VOID, List.of());
    intr.ret(intr.block("entry"), null);
    assertEquals(List.of("Function returns a token but isn't an intrinsic",
        "invalid redefinition of function 'produce'", "Function returns a token but isn't an intrinsic",
        "llvm intrinsics cannot be defined!"), messages(module(produce, again, intr.finish())));
  }

  @Test
  void everyErrorIsCollectedWithItsEntity() {
    TestIr t = diamondStart();
    BlockId entry = t.block("entry");
    Value.Local x = t.add(entry, "x", ONE, new Value.ConstInt(Type.I64, 1));
    t.add(entry, "y", x, new Value.ConstInt(Type.I64, 1));
    t.ret(entry, ONE);
    List<Diagnostic> d = IrVerifier.verify(module(t.finish()));
    assertEquals(3, d.size(), d.toString());
    assertTrue(d.stream().allMatch(x1 -> x1.where() instanceof Entity.InstEntity));
  }
}
