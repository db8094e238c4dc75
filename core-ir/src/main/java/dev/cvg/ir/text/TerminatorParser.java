package dev.cvg.ir.text;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Parses the terminators {@code ret}, {@code br} (both forms), {@code switch} and
 * {@code unreachable} ({@code callbr} is a call, see {@link CallParser}). Block operands may
 * name blocks defined later; the {@link FunctionScope} resolves them.
 */
final class TerminatorParser {
  private final Parsers p;
  private final Cursor in;

  TerminatorParser(Parsers p) {
    this.p = p;
    this.in = p.in;
  }

  /** Parses the terminator whose opcode is the current token. */
  Inst parse(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    in.skip();
    switch (opcode) {
      case RET -> {
        Token at = in.peek();
        Type t = p.types.parse();
        Optional<Value> v = t.isVoid() ? Optional.empty() : Optional.of(p.values.value(t, scope));
        if (!t.equals(scope.returnType())) {
          throw in.error(at, Messages.returnType(scope.returnType()));
        }
        return new Ret(id, v);
      }
      case BR -> {
        Token at = in.peek();
        Type t = p.types.parse();
        if (t.equals(Type.LABEL)) {
          return new Br(id, block(scope));
        }
        if (!t.isBool()) {
          throw in.error(at, Messages.BRANCH_CONDITION);
        }
        Value c = p.values.value(t, scope);
        in.expect(Kind.COMMA, "expected ',' after branch condition");
        BlockId ifTrue = label(scope);
        in.expect(Kind.COMMA, "expected ',' after true destination");
        BlockId ifFalse = label(scope);
        return new CondBr(id, c, ifTrue, ifFalse);
      }
      case SWITCH -> {
        return switchInst(id, scope);
      }
      case UNREACHABLE -> {
        return new Unreachable(id);
      }
      default -> throw in.error(in.previous(), "expected instruction opcode");
    }
  }

  /** Parses {@code label %b}. */
  BlockId label(FunctionScope scope) throws ParseException {
    in.expectWord("label", "expected 'label' here");
    return block(scope);
  }

  private BlockId block(FunctionScope scope) throws ParseException {
    return scope.blockRef(in.expect(Kind.LOCAL, "expected a basic block name"));
  }

  private Inst switchInst(InstId id, FunctionScope scope) throws ParseException {
    Value v = p.values.typed(scope);
    if (!(v.type() instanceof Type.Int)) {
      throw in.error(in.previous(), Messages.SWITCH_CONDITION);
    }
    in.expect(Kind.COMMA, "expected ',' after switch condition");
    BlockId dflt = label(scope);
    in.expect(Kind.LBRACKET, "expected '[' with switch table");
    List<Switch.Case> cases = new ArrayList<>();
    while (!in.eat(Kind.RBRACKET)) {
      Token at = in.peek();
      Value c = p.values.typed(scope);
      // LLVM's parser accepts a case of another integer type; its verifier rejects it
      if (!(c instanceof Value.ConstInt ci)) {
        throw in.error(at, Messages.CASE_VALUE);
      }
      in.expect(Kind.COMMA, "expected ',' after case value");
      cases.add(new Switch.Case(ci, label(scope)));
    }
    return new Switch(id, v, dflt, cases);
  }
}
