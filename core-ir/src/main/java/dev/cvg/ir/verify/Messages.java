package dev.cvg.ir.verify;

/**
 * The IR verifier's message texts. Where LLVM 22 has a message for the same rule (in
 * {@code llvm/lib/IR/Verifier.cpp}, or in {@code LLParser.cpp} for rules its parser enforces),
 * the text is LLVM's, character for character, so that FileCheck lines written against LLVM
 * match cvg's output too. Texts that LLVM does not have are marked "cvg".
 */
final class Messages {
  private Messages() {}

  // ---- block shape ----------------------------------------------------------------------

  /** Verifier.cpp prints this with the function name (then {@code label %bb}). */
  static String noTerminator(String function) {
    return "Basic Block in function '" + function + "' does not have terminator!";
  }

  /** cvg: the parser never produces a definition without blocks, but an editor could. */
  static String noBlocks(String function) {
    return "function @" + function + " is a definition without blocks";
  }

  static final String TERMINATOR_IN_MIDDLE = "Terminator found in the middle of a basic block!";
  static final String PHI_NOT_GROUPED = "PHI nodes not grouped at top of basic block!";
  static final String BLOCK_OUTSIDE_FUNCTION = "Referring to a basic block in another function!";
  static final String ENTRY_HAS_PREDS = "Entry block to function must not have predecessors!";

  // ---- phis -----------------------------------------------------------------------------

  static final String PHI_ENTRY_PER_PRED =
      "PHINode should have one entry for each predecessor of its parent basic block!";
  static final String PHI_DUPLICATE_DIFFERENT =
      "PHI node has multiple entries for the same basic block with different incoming values!";
  static final String PHI_ENTRIES_MISMATCH = "PHI node entries do not match predecessors!";
  static final String PHI_TOKEN = "PHI nodes cannot have token type!";
  static final String PHI_OPERAND_TYPE = "PHI node operands are not the same type as the result!";

  // ---- SSA ------------------------------------------------------------------------------

  static final String NOT_DOMINATING = "Instruction does not dominate all uses!";
  static final String SELF_REFERENCE = "Only PHI nodes may reference their own value!";

  /** LLParser's message for a use of a name that nothing defines. */
  static String undefinedValue(String operand) {
    return "use of undefined value '" + operand + "'";
  }

  /** LLParser's message for a use whose type differs from its definition's. */
  static String typeMismatch(String operand, Object defined, Object expected) {
    return "'" + operand + "' defined with type '" + defined + "' but expected '" + expected + "'";
  }

  // ---- names ----------------------------------------------------------------------------

  /** LLParser's message for a name defined twice in one function. */
  static String multipleDefinition(String name) {
    return "multiple definition of local value named '" + name + "'";
  }

  /** LLParser's message for a function defined or declared twice. */
  static String functionRedefinition(String name) {
    return "invalid redefinition of function '" + name + "'";
  }

  static final String VOID_WITH_NAME = "Instruction has a name, but provides a void value!";
  static final String INTRINSIC_DEFINED = "llvm intrinsics cannot be defined!";

  // ---- operand types --------------------------------------------------------------------

  static final String BINARY_OPERANDS = "Both operands to a binary operator are not of the same type!";
  static final String INT_ARITH_TYPE = "Integer arithmetic operators only work with integral types!";
  static final String INT_ARITH_RESULT =
      "Integer arithmetic operators must have same type for operands and result!";
  static final String FP_ARITH_TYPE =
      "Floating-point arithmetic operators only work with floating-point types!";
  static final String FP_ARITH_RESULT =
      "Floating-point arithmetic operators must have same type for operands and result!";
  static final String LOGICAL_TYPE = "Logical operators only work with integral types!";
  static final String LOGICAL_RESULT = "Logical operators must have same type for operands and result!";
  static final String SHIFT_TYPE = "Shifts only work with integral types!";
  static final String SHIFT_RESULT = "Shift return type must be same as operands!";
  static final String FNEG_TYPE = "FNeg operator only works with float types!";
  static final String ICMP_SAME = "Both operands to ICmp instruction are not of the same type!";
  static final String ICMP_TYPES = "Invalid operand types for ICmp instruction";
  static final String FCMP_SAME = "Both operands to FCmp instruction are not of the same type!";
  static final String FCMP_TYPES = "Invalid operand types for FCmp instruction";
  static final String SELECT_OPERANDS = "Invalid operands for select instruction!";
  static final String BRANCH_CONDITION = "Branch condition is not 'i1' type!";
  static final String RET_NON_VOID =
      "Found return instr that returns non-void in Function of void return type!";
  static final String RET_TYPE = "Function return type does not match operand type of return inst!";
  static final String SWITCH_CASE_TYPE = "Switch constants must all be same type as switch value!";
  static final String SWITCH_DUPLICATE = "Duplicate integer as switch case";
  static final String LOAD_POINTER = "Load operand must be a pointer.";
  static final String STORE_POINTER = "Store operand must be a pointer.";

  // ---- calls ----------------------------------------------------------------------------

  static final String CALL_ARG_COUNT = "Incorrect number of arguments passed to called function!";
  static final String CALL_VARARG_COUNT = "Called function requires more parameters than were provided!";
  static final String CALL_ARG_TYPE = "Call parameter type does not match function signature!";
  static final String INTRINSIC_SIGNATURE = "Intrinsic called with incompatible signature";
  /** cvg: LLVM accepts a direct call whose result type differs from a non-intrinsic callee's. */
  static final String CALL_RESULT_TYPE = "Call return type does not match function signature!";
  static final String CALL_TOKEN_PARAM = "Function has token parameter but isn't an intrinsic";

  // ---- function signatures --------------------------------------------------------------

  static final String RETURNS_TOKEN = "Function returns a token but isn't an intrinsic";
  static final String TAKES_TOKEN = "Function takes token but isn't an intrinsic";
}
