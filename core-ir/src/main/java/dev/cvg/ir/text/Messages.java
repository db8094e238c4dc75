package dev.cvg.ir.text;

/**
 * The parser's diagnostic texts for naming, numbering, typing and unsupported constructs. Where
 * LLVM 22's {@code LLParser}/{@code LLLexer} has a message for the same error, the text is
 * LLVM's, character for character (so {@code llvm-as} expectations match cvg's output); texts
 * LLVM does not have are marked "cvg". The "expected X" messages of the grammar itself stay at
 * the call sites that consume X, as in LLVM's parser, since they document what is parsed there.
 */
final class Messages {
  private Messages() {}

  // ---- names and numbering -----------------------------------------------------------------

  static String undefinedValue(String sigil, Object name) {
    return "use of undefined value '" + sigil + name + "'";
  }

  static String typeMismatch(String name, Object defined, Object expected) {
    return "'" + name + "' defined with type '" + defined + "' but expected '" + expected + "'";
  }

  static String notABasicBlock(String name) {
    return "'" + name + "' is not a basic block";
  }

  static String multipleDefinition(Object name) {
    return "multiple definition of local value named '" + name + "'";
  }

  static String redefinitionOfArgument(Object name) {
    return "redefinition of argument '%" + name + "'";
  }

  /** {@code kind} is {@code instruction} or {@code argument}. */
  static String forwardReferencedWithType(String kind, Object type) {
    return kind + " forward referenced with type '" + type + "'";
  }

  /** {@code kind} is {@code instruction}, {@code argument} or {@code label}; labels have no {@code %}. */
  static String numbering(String kind, String prefix, long next) {
    return kind + " expected to be numbered '" + prefix + next + "' or greater";
  }

  static final String VOID_NAMED = "instructions returning void cannot have a name";

  static String redefinitionOfGlobal(String name) {
    return "redefinition of global '@" + name + "'";
  }

  static String redefinitionOfFunction(String name) {
    return "redefinition of function '@" + name + "'";
  }

  static String invalidRedefinitionOfFunction(String name) {
    return "invalid redefinition of function '" + name + "'";
  }

  static String undefinedType(String name) {
    return "use of undefined type named '" + name + "'";
  }

  /** cvg (LLVM accepts a second definition of a named type only as a different type). */
  static String redefinitionOfType(String name) {
    return "redefinition of type named '" + name + "'";
  }

  /** cvg. */
  static String attributeGroupTwice(int number) {
    return "attribute group #" + number + " defined more than once";
  }

  // ---- types and constants -----------------------------------------------------------------

  static final String VOID_POINTER = "pointers to void are invalid - use i8* instead";
  static final String VOID_ARGUMENT = "argument can not have void type";
  static final String INTEGER_CONSTANT = "integer constant must have integer type";
  static final String FLOAT_CONSTANT = "floating point constant invalid for type";
  static final String GLOBAL_REFERENCE = "global variable reference must have pointer type";
  static final String FUNCTION_LOCAL = "invalid use of function-local name";
  static final String NULL_TYPE = "invalid type for null constant";
  static final String ALIGNMENT = "alignment is not a power of two";
  static final String ARGUMENT_TYPE = "invalid type for function argument";
  static final String VECTOR_ELEMENT = "invalid vector element type";
  static final String STRUCT_ELEMENTS = "initializer with struct type has wrong # elements";

  static String invalidCast(Object from, Object to) {
    return "invalid cast opcode for cast from '" + from + "' to '" + to + "'";
  }

  /** LLVM's text lacks the closing quote; cvg adds it. */
  static String elementType(String aggregate, int index, Object type) {
    return aggregate + " element #" + index + " is not of type '" + type + "'";
  }

  static String structElement(int index) {
    return "element " + index + " of struct initializer doesn't match struct element type";
  }
  static final String NONE_TYPE = "invalid type for none constant";
  /** cvg. */
  static final String VOID_OPERAND = "void type only allowed for function results";

  static String constantTypeMismatch(Object got, Object expected) {
    return "constant expression type mismatch: got type '" + got + "' but expected '" + expected + "'";
  }

  /** cvg. */
  static String aggregateMismatch(Object type) {
    return "constant expression type mismatch: aggregate constant does not match type '" + type + "'";
  }

  /** cvg. */
  static String tooDeep(int limit) {
    return "types or constants nested more than " + limit + " levels deep (cvg's limit)";
  }

  /** cvg. */
  static String wideInteger(String type) {
    return "integer type '" + type + "' is not supported (cvg models at most 64 bits)";
  }

  /** cvg. */
  static String outOfRange(String what) {
    return what + " out of range";
  }

  // ---- instructions ------------------------------------------------------------------------

  static final String CASE_VALUE = "case value is not a constant integer";
  static final String EOF_IN_BODY = "found end of file when expecting more instructions";
  static final String EMPTY_BODY = "function body requires at least one basic block";
  static final String ORDERING = "expected ordering on atomic instruction";
  /** cvg. */
  static final String BRANCH_CONDITION = "branch condition must have 'i1' type";
  /** cvg. */
  static final String SWITCH_CONDITION = "switch condition must have integer type";
  /** cvg. */
  static final String SELECT_TYPES = "select values must have the same type";
  /** cvg. */
  static final String SHUFFLE_OPERANDS = "invalid shufflevector operands";
  /** cvg. */
  static final String GEP_BASE = "base of getelementptr must be a pointer";
  static final String GEP_INDICES = "invalid getelementptr indices";
  /** cvg. */
  static final String GEP_INDEX = "getelementptr index must be an integer";
  /** cvg. */
  static final String ELEMENT_COUNT = "element count must have integer type";
  /** cvg. */
  static final String CMPXCHG_TYPES = "compare value and new value type do not match";

  static String returnType(Object type) {
    return "value doesn't match function result type '" + type + "'";
  }

  static String invalidIndices(String opcode) {
    return "invalid indices for " + opcode;
  }

  static String invalidOperandType(String opcode) {
    return "invalid operand type for instruction '" + opcode + "'";
  }

  /** cvg. */
  static String pointerOperand(String opcode) {
    return opcode + " operand must be a pointer";
  }

  /** cvg. */
  static String requiresVector(String opcode) {
    return opcode + " requires a vector operand";
  }

  static String insertValueDisagree(Object operand, Object field) {
    return "insertvalue operand and field disagree in type: '" + operand + "' instead of '" + field + "'";
  }

  // ---- outside the subset (all cvg) --------------------------------------------------------

  static String unsupportedInstruction(String opcode) {
    return "instruction '" + opcode + "' is not supported by cvg's IR subset";
  }

  static String unsupported(String construct) {
    return "'" + construct + "' is not supported by cvg's IR subset";
  }

  static String unsupportedType(String type) {
    return "type '" + type + "' is not supported by cvg";
  }

  static final String GLOBAL_ATTRIBUTES = "attributes on global variables are not supported by cvg's IR subset";
  static final String VARARGS_FORWARDING =
      "varargs forwarding ('...') in a call is not supported by cvg's IR subset";

  // ---- lexical -----------------------------------------------------------------------------

  static final String EOF_IN_STRING = "end of file in string constant";
  static final String TOP_LEVEL = "expected top-level entity";
  static final String UNTERMINATED_GROUP = "unterminated attribute group";

  /** cvg. */
  static String invalidCharacter(char c) {
    return "invalid character '" + c + "'";
  }

  /** cvg. */
  static String unbalanced(String open) {
    return "unbalanced '" + open + "'";
  }

  static final String TARGET_PROPERTY = "unknown target property";

  /** cvg: a parser bug surfaced as a diagnostic instead of a stack trace. */
  static String internalError(Throwable t) {
    return t instanceof StackOverflowError ? "input nested too deeply" : "internal parser error: " + t;
  }
}
