package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Error messages with exact {@code file:line:col}. Every expected line below was produced by
 * {@code llvm-as-22} on the same input unless marked "cvg" (constructs LLVM accepts or words
 * differently, where cvg's own message is checked).
 */
class ParseErrorTest {
  private record Case(String name, String source, String expected) {}

  private static Case c(String name, String expected, String... lines) {
    return new Case(name, String.join("\n", lines) + "\n", expected);
  }

  private static Stream<Case> cases() {
    return Stream.of(
        c("argument numbering", "e.ll:1:23: error: argument expected to be numbered '%4' or greater",
            "define i32 @f(i32 %3, i32 %1) {", "  ret i32 %1", "}"),
        c("argument numbering in a declaration", "e.ll:1:25: error: argument expected to be numbered '%6' or greater",
            "declare void @f(i32 %5, i32 %1)"),
        c("argument redefinition", "e.ll:1:24: error: redefinition of argument '%x'",
            "define void @f(i32 %x, i32 %x) {", "  ret void", "}"),
        c("label numbering", "e.ll:5:1: error: label expected to be numbered '2' or greater",
            "define i32 @f(i32 %a) {", "  br label %1", "1:", "  br label %1", "0:", "  ret i32 %a", "}"),
        c("instruction numbering", "e.ll:3:3: error: instruction expected to be numbered '%11' or greater",
            "define i32 @test() {", "  %10 = add i32 1, 2", "  %5 = add i32 %10, 3", "  ret i32 %5", "}"),
        c("undefined value", "e.ll:2:11: error: use of undefined value '%x'",
            "define i32 @f(i32 %a) {", "  ret i32 %x", "}"),
        c("type mismatch at use", "e.ll:2:16: error: '%a' defined with type 'i32' but expected 'i64'",
            "define i32 @f(i32 %a) {", "  %x = add i64 %a, 1", "  ret i32 %x", "}"),
        c("undefined block", "e.ll:2:12: error: use of undefined value '%nowhere'",
            "define i32 @f(i32 %a) {", "  br label %nowhere", "}"),
        c("redefinition", "e.ll:3:3: error: multiple definition of local value named 'x'",
            "define i32 @f(i32 %a) {", "  %x = add i32 %a, 1", "  %x = add i32 %a, 1", "  ret i32 %x", "}"),
        c("forward reference type", "e.ll:3:3: error: instruction forward referenced with type 'i32'",
            "define i32 @f(i32 %a) {", "  %x = add i32 %y, 1", "  %y = add i64 1, 1", "  ret i32 %x", "}"),
        c("unknown opcode", "e.ll:2:8: error: expected instruction opcode",
            "define i32 @f(i32 %a) {", "  %x = frob i32 %a, 1", "  ret i32 %x", "}"),
        c("missing operand", "e.ll:3:1: error: expected value token",
            "define i32 @f(i32 %a) {", "  %x = add i32 %a, ", "}"),
        c("expected type", "e.ll:2:12: error: expected type",
            "define i32 @f(i32 %a) {", "  %x = add foo %a, 1", "}"),
        c("unknown attribute after declare", "e.ll:1:19: error: expected top-level entity",
            "declare void @f() alwaysuniform"),
        c("unknown attribute after define", "e.ll:1:18: error: expected '{' in function body",
            "define void @f() alwaysuniform {", "  ret void", "}"),
        c("unknown parameter attribute", "e.ll:1:20: error: expected ')' at end of argument list",
            "define void @f(i32 alwaysuniform %x) {", "  ret void", "}"),
        c("unknown attribute in group", "e.ll:1:28: error: unterminated attribute group",
            "attributes #0 = { nounwind frob }"),
        c("void result named", "e.ll:2:3: error: instructions returning void cannot have a name",
            "define void @f() {", "  %x = call void @f()", "  ret void", "}"),
        c("undefined global", "e.ll:2:13: error: use of undefined value '@g'",
            "define void @f() {", "  call void @g()", "  ret void", "}"),
        c("end of file in body", "e.ll:3:1: error: found end of file when expecting more instructions",
            "define void @f() {", "  ret void"),
        c("value used as label", "e.ll:3:12: error: '%x' is not a basic block",
            "define void @f() {", "  %x = add i32 1, 2", "  br label %x", "}"),
        c("forward value used as label", "e.ll:3:12: error: '%bb' is not a basic block",
            "define i32 @f(i32 %a) {", "  %x = add i32 %bb, 1", "  br label %bb", "bb:", "  ret i32 %x", "}"),
        c("void pointer", "e.ll:1:20: error: pointers to void are invalid - use i8* instead",
            "define void @f(void* %p) {", "  ret void", "}"),
        c("integer constant for float", "e.ll:2:23: error: integer constant must have integer type",
            "define float @f(float %a) {", "  %x = fadd float %a, 1", "  ret float %x", "}"),
        c("bool for i32", "e.ll:2:20: error: constant expression type mismatch: got type 'i1' but expected 'i32'",
            "define i32 @f(i32 %a) {", "  %x = add i32 %a, true", "  ret i32 %x", "}"),
        c("block without terminator", "e.ll:3:1: error: expected instruction opcode",
            "define void @f() {", "  %x = add i32 1, 2", "}"),
        c("icmp predicate", "e.ll:3:13: error: expected icmp predicate (e.g. 'eq')",
            "define i32 @f(i32 %a) {", "  %x = add i32 %a, 1", "  %y = icmp foo i32 %x, 1", "  ret i32 %x", "}"),
        c("load suffix", "e.ll:2:35: error: expected metadata or 'align'",
            "define void @f(ptr %p) {", "  %x = load i32, ptr %p, align 4, frob", "  ret void", "}"),
        c("function redefinition (llvm-as: same text)", "e.ll:4:13: error: invalid redefinition of function 'f'",
            "define void @f(ptr %p) {", "  ret void", "}", "define void @f() {", "  ret void", "}"),
        c("global redefinition", "e.ll:2:1: error: redefinition of global '@g'",
            "@g = global i32 0", "@g = global i32 1"),
        c("function over global", "e.ll:2:14: error: redefinition of function '@g'",
            "@g = global i32 0", "declare void @g()"),
        c("instruction after terminator", "e.ll:4:1: error: expected instruction opcode",
            "define void @f() {", "  ret void", "  %x = add i32 1, 2", "}"),
        c("switch case", "e.ll:2:29: error: case value is not a constant integer",
            "define void @f(i32 %a) {", "  switch i32 %a, label %d [ i32 %a, label %d ]", "d:", "  ret void", "}"),
        c("extractvalue index", "e.ll:2:21: error: invalid indices for extractvalue",
            "define void @f(i32 %a) {", "  %x = extractvalue {i32, i32} undef, 2", "  ret void", "}"),
        c("string as global initializer", "e.ll:4:17: error: expected value token",
            "define void @f() {", "  ret void", "}", "@g = global i32 \"x\""),
        // cvg's own messages
        c("cvg: unsupported instruction", "e.ll:2:3: error: instruction 'invoke' is not supported by cvg's IR subset",
            "define void @f() {", "  invoke void @f() to label %a unwind label %b", "}"),
        c("cvg: wide integer", "e.ll:1:16: error: integer type 'i128' is not supported (cvg models at most 64 bits)",
            "define void @f(i128 %x) {", "  ret void", "}"),
        c("cvg: undefined named type", "e.ll:2:15: error: use of undefined type named 'T'",
            "define void @f() {", "  %x = alloca %T", "  ret void", "}"),
        c("unterminated string", "e.ll:2:21: error: end of file in string constant",
            "target triple = \"x\"", "target datalayout = \"e"),
        c("stray character", "e.ll:2:3: error: expected instruction opcode",
            "define void @f() {", "  ^", "}"),
        c("cvg: alias", "e.ll:1:6: error: 'alias' is not supported by cvg's IR subset",
            "@a = alias i32, ptr @g"),
        c("lexical error after a syntax error: the syntax error is first, as in LLVM",
            "e.ll:2:8: error: expected instruction opcode",
            "define void @f() {", "  %x = frob", "}", "@s = global [1 x i8] c\"unterminated"),
        c("instruction name without '='", "e.ll:2:6: error: expected '=' after instruction name",
            "define void @f() {", "  %x add i32 1, 2", "  ret void", "}"),
        c("instruction id without '='", "e.ll:2:6: error: expected '=' after instruction id",
            "define void @f() {", "  %5 add i32 1, 2", "  ret void", "}"),
        c("global without '='", "e.ll:1:4: error: expected '=' in global variable", "@g global i32 0"),
        c("type without '='", "e.ll:1:4: error: expected '=' after name", "%T type {}"),
        c("invalid cast", "e.ll:2:14: error: invalid cast opcode for cast from 'i32' to 'i64'",
            "define void @f(i32 %a) {", "  %x = trunc i32 %a to i64", "  ret void", "}"),
        c("alignment", "e.ll:2:32: error: alignment is not a power of two",
            "define void @f(ptr %p) {", "  %x = load i32, ptr %p, align 3", "  ret void", "}"),
        c("inexact float", "e.ll:1:19: error: floating point constant invalid for type", "@g = global float 0.1"),
        c("array length", "e.ll:1:23: error: constant expression type mismatch: got type '[3 x i32]' but expected '[2 x i32]'",
            "@g = global [2 x i32] [i32 1, i32 2, i32 3]"),
        c("struct arity", "e.ll:1:25: error: initializer with struct type has wrong # elements",
            "@g = global { i32, i8 } { i32 1 }"),
        c("return type", "e.ll:2:7: error: value doesn't match function result type 'i32'",
            "define i32 @f() {", "  ret void", "}"),
        c("shuffle mask", "e.ll:2:22: error: invalid shufflevector operands",
            "define void @f(<2 x i32> %v) {",
            "  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 4>", "  ret void", "}"),
        c("gep indices", "e.ll:2:27: error: invalid getelementptr indices",
            "define void @f(ptr %p, i64 %i) {", "  %g = getelementptr i32, ptr %p, i64 0, i64 %i", "  ret void", "}"),
        c("label starting with a digit is a name", "e.ll:2:12: error: use of undefined value '%1'",
            "define void @f() {", "  br label %1", "1a:", "  ret void", "}"),
        c("cvg: attachment expected", "e.ll:2:13: error: expected metadata attachment after ','",
            "define void @f() {", "  ret void, foo", "}"));
  }

  @TestFactory
  Stream<DynamicTest> errorsNameFileLineColumn() {
    return cases().map(k -> DynamicTest.dynamicTest(k.name(), () -> {
      ParseException e = assertThrows(ParseException.class, () -> IrParser.parse(k.source(), "e.ll"), k.source());
      assertEquals(k.expected(), e.render());
      assertEquals(k.expected().substring(k.expected().indexOf("error: ") + 7), e.getMessage());
    }));
  }
}
