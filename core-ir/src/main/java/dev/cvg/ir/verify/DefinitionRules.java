package dev.cvg.ir.verify;

import dev.cvg.ir.Block;
import dev.cvg.ir.Global;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rule family "definitions": every local operand names a parameter or a value-producing
 * instruction of this function and carries that definition's type, and every global operand
 * names a function or global variable of the module. These are the rules LLVM's parser enforces
 * (so its wording is used); IR built through an editor can break them.
 *
 * <p>This step is fatal for the dominance family, which needs every use to have a definition.
 */
final class DefinitionRules {
  private static final Pattern TRAILER_DEFINITION = Pattern.compile("^\\s*(@[^\\s=]+)\\s*=");

  private DefinitionRules() {}

  /** Checks every operand of every instruction; returns whether the step passed. */
  static boolean check(FunctionContext cx) {
    int before = cx.report().size();
    Set<String> globals = globalNames(cx);
    for (Block block : cx.function().blocks()) {
      for (Inst inst : block.insts()) {
        for (int k = 0, n = inst.operandCount(); k < n; k++) {
          checkOperand(cx, globals, inst, inst.operand(k));
        }
      }
    }
    return cx.report().size() == before;
  }

  private static void checkOperand(FunctionContext cx, Set<String> globals, Inst user, Value v) {
    switch (v) {
      case Value.Local local -> {
        Type defined = definedType(cx, local.rawId());
        if (defined == null) {
          cx.report().inst(user.id(), Messages.undefinedValue(localName(cx, local)), cx.report().print(user));
        } else if (!defined.equals(local.type())) {
          cx.report().inst(user.id(), Messages.typeMismatch(localName(cx, local), defined, local.type()),
              cx.report().print(user));
        }
      }
      case Value.GlobalRef ref -> {
        if (!globals.contains(ref.name())) {
          cx.report().inst(user.id(), Messages.undefinedValue(ref.name()), cx.report().print(user));
        }
      }
      // Not checked here: constants (the parser resolves the globals that aggregates and
      // constant expressions name; IR built by the editor is not checked for them), inline asm
      // and metadata.
      case Value.ConstInt c -> { }
      case Value.ConstFloat c -> { }
      case Value.Undef u -> { }
      case Value.Poison p -> { }
      case Value.NullPtr n -> { }
      case Value.ZeroInit z -> { }
      case Value.NoneToken n -> { }
      case Value.ConstAggregate a -> { }
      case Value.Opaque o -> { }
      case Value.MetadataArg md -> { }
      case Value.InlineAsm asm -> { }
    }
  }

  /** Returns the type of the parameter or instruction result with raw id {@code raw}, or null. */
  private static Type definedType(FunctionContext cx, int raw) {
    Param param = cx.index().paramAt(raw);
    if (param != null) {
      return param.type();
    }
    Inst def = cx.index().instAt(raw);
    return def != null && def.hasResult() ? def.resultType() : null;
  }

  /** Returns {@code %name} for a local: its recorded name, else the printer's (dangling) form. */
  private static String localName(FunctionContext cx, Value.Local local) {
    return cx.function().nameOf(local.id()).map(n -> "%" + n).orElseGet(() -> cx.report().operand(local));
  }

  private static Set<String> globalNames(FunctionContext cx) {
    Set<String> names = new HashSet<>();
    cx.module().functions().forEach(f -> names.add("@" + f.name()));
    for (Global g : cx.module().globals()) {
      names.add("@" + g.name());
    }
    // Aliases and ifuncs are not modelled; the parser keeps them verbatim in the trailer.
    for (String line : cx.module().trailer()) {
      Matcher m = TRAILER_DEFINITION.matcher(line);
      if (m.find()) {
        names.add(m.group(1));
      }
    }
    return names;
  }
}
