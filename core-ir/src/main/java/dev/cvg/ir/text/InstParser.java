package dev.cvg.ir.text;

import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Cast;
import dev.cvg.ir.Compare;
import dev.cvg.ir.ExtractElement;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses one instruction after its optional {@code %name =}: dispatches on the opcode word and
 * handles the value-computing families itself (binary, unary, compare, cast, select, phi,
 * freeze, aggregate and vector element access). Memory, call and terminator families are
 * delegated to {@link MemoryParser}, {@link CallParser} and {@link TerminatorParser}.
 */
final class InstParser {
  private final Parsers p;
  private final Cursor in;

  InstParser(Parsers p) {
    this.p = p;
    this.in = p.in;
  }

  /** Parses the instruction whose opcode is the current token, giving it id {@code id}. */
  Inst parse(InstId id, FunctionScope scope) throws ParseException {
    Token op = in.peek();
    if (op.kind() != Kind.WORD) {
      throw in.error(op, "expected instruction opcode");
    }
    String w = op.text();
    if (w.equals("tail") || w.equals("musttail") || w.equals("notail")) {
      return p.calls.call(id, scope);
    }
    if (Keywords.UNSUPPORTED_OPCODES.contains(w)) {
      throw in.error(op, Messages.unsupportedInstruction(w));
    }
    Opcode opcode = Opcode.ofMnemonic(w).orElseThrow(() -> in.error(op, "expected instruction opcode"));
    switch (opcode.family()) {
      case BINARY -> {
        return binary(id, opcode, scope);
      }
      case UNARY -> {
        in.skip();
        List<String> flags = words(Keywords.FAST_MATH);
        Token at = in.peek();
        Value v = p.values.typed(scope);
        checkNumeric(at, v.type(), opcode, true);
        return new Unary(id, opcode, v, flags);
      }
      case COMPARE -> {
        return compare(id, opcode, scope);
      }
      case CAST -> {
        in.skip();
        List<String> flags = words(opcode == Opcode.UITOFP || opcode == Opcode.ZEXT || opcode == Opcode.TRUNC
            ? Keywords.CAST_FLAGS : Set.of());
        Token at = in.peek();
        Value v = p.values.typed(scope);
        in.expectWord("to", "expected 'to' after cast value");
        Type to = p.types.parse();
        if (!Validity.cast(opcode, v.type(), to)) {
          throw in.error(at, Messages.invalidCast(v.type(), to));
        }
        return new Cast(id, opcode, v, to, flags);
      }
      case MEMORY -> {
        return p.memory.parse(id, opcode, scope);
      }
      case AGGREGATE -> {
        return aggregate(id, opcode, scope);
      }
      case TERMINATOR -> {
        return opcode == Opcode.CALLBR ? p.calls.callBr(id, scope) : p.terminators.parse(id, opcode, scope);
      }
      default -> {
        return other(id, opcode, scope);
      }
    }
  }

  /** Consumes words of {@code allowed} and returns them in order. */
  List<String> words(Set<String> allowed) throws ParseException {
    List<String> out = new ArrayList<>();
    while (in.at(Kind.WORD) && allowed.contains(in.peek().text())) {
      out.add(in.next().text());
    }
    return out;
  }

  private Inst binary(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    in.skip();
    boolean fp = opcode.mnemonic().startsWith("f");
    List<String> flags = words(fp ? Keywords.FAST_MATH : Keywords.BINARY_FLAGS);
    Token at = in.peek();
    Value lhs = p.values.typed(scope);
    in.expect(Kind.COMMA, "expected ',' in arithmetic operation");
    Value rhs = p.values.value(lhs.type(), scope);
    checkNumeric(at, lhs.type(), opcode, fp);
    return new Binary(id, opcode, lhs.type(), lhs, rhs, flags);
  }

  /** Checks (after parsing, as LLVM does) that an operand is integer, or floating point if {@code fp}, or a vector of those. */
  private void checkNumeric(Token at, Type t, Opcode opcode, boolean fp) throws ParseException {
    Type scalar = t instanceof Type.Vector v ? v.element() : t;
    boolean ok = fp ? scalar instanceof Type.Float : scalar instanceof Type.Int;
    if (!ok) {
      throw in.error(at, Messages.invalidOperandType(opcode.mnemonic()));
    }
  }

  private Inst compare(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    in.skip();
    boolean fp = opcode == Opcode.FCMP;
    List<String> flags = words(fp ? Keywords.FAST_MATH : Set.of("samesign"));
    Token pred = in.peek();
    Set<String> preds = fp ? Keywords.FCMP_PREDICATES : Keywords.ICMP_PREDICATES;
    if (pred.kind() != Kind.WORD || !preds.contains(pred.text())) {
      throw in.error(pred, fp ? "expected fcmp predicate (e.g. 'oeq')" : "expected icmp predicate (e.g. 'eq')");
    }
    in.skip();
    Value lhs = p.values.typed(scope);
    in.expect(Kind.COMMA, "expected ',' after compare value");
    Value rhs = p.values.value(lhs.type(), scope);
    return new Compare(id, opcode, pred.text(), lhs, rhs, flags);
  }

  private Inst other(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    switch (opcode) {
      case SELECT -> {
        in.skip();
        List<String> flags = words(Keywords.FAST_MATH);
        Value c = p.values.typed(scope);
        in.expect(Kind.COMMA, "expected ',' after select condition");
        Value a = p.values.typed(scope);
        in.expect(Kind.COMMA, "expected ',' after select value");
        Token at = in.peek();
        Value b = p.values.typed(scope);
        if (!a.type().equals(b.type())) {
          throw in.error(at, Messages.SELECT_TYPES);
        }
        return new Select(id, c, a, b, flags);
      }
      case PHI -> {
        return phi(id, scope);
      }
      case FREEZE -> {
        in.skip();
        return new Freeze(id, p.values.typed(scope));
      }
      case CALL -> {
        return p.calls.call(id, scope);
      }
      default -> throw in.error(in.peek(), "expected instruction opcode");
    }
  }

  private Inst phi(InstId id, FunctionScope scope) throws ParseException {
    in.skip();
    List<String> flags = words(Keywords.FAST_MATH);
    Type t = p.types.parse();
    List<Phi.Incoming> incoming = new ArrayList<>();
    while (true) {
      in.expect(Kind.LBRACKET, "expected '[' in phi value list");
      Value v = p.values.value(t, scope);
      in.expect(Kind.COMMA, "expected ',' after phi value");
      BlockId b = scope.blockRef(in.expect(Kind.LOCAL, "expected basic block name in phi"));
      in.expect(Kind.RBRACKET, "expected ']' in phi value list");
      incoming.add(new Phi.Incoming(v, b));
      // a comma followed by '!' starts a metadata attachment, not another incoming pair
      if (!(in.at(Kind.COMMA) && in.peek(1).kind() == Kind.LBRACKET)) {
        return new Phi(id, t, incoming, flags);
      }
      in.skip();
    }
  }

  private Inst aggregate(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    in.skip();
    Token firstAt = in.peek();
    Value first = p.values.typed(scope);
    switch (opcode) {
      case EXTRACTVALUE -> {
        List<Integer> idx = new ArrayList<>();
        Type result = walk(first.type(), idx, "extractvalue", firstAt);
        return new ExtractValue(id, first, idx, result);
      }
      case INSERTVALUE -> {
        in.expect(Kind.COMMA, "expected comma after insertvalue operand");
        Token at = in.peek();
        Value elem = p.values.typed(scope);
        List<Integer> idx = new ArrayList<>();
        Type field = walk(first.type(), idx, "insertvalue", firstAt);
        if (!field.equals(elem.type())) {
          throw in.error(at, Messages.insertValueDisagree(elem.type(), field));
        }
        return new InsertValue(id, first, elem, idx);
      }
      default -> {
        Type vt = first.type();
        if (!(vt instanceof Type.Vector vec)) {
          throw in.error(firstAt, Messages.requiresVector(opcode.mnemonic()));
        }
        in.expect(Kind.COMMA, "expected ',' after vector operand");
        Value second = p.values.typed(scope);
        if (opcode == Opcode.EXTRACTELEMENT) {
          return new ExtractElement(id, first, second);
        }
        in.expect(Kind.COMMA, "expected ',' after second operand");
        Value third = p.values.typed(scope);
        if (opcode == Opcode.INSERTELEMENT) {
          return new InsertElement(id, first, second, third);
        }
        if (!validMask(third, vec) || !second.type().equals(vec)) {
          throw in.error(firstAt, Messages.SHUFFLE_OPERANDS);
        }
        return new ShuffleVector(id, first, second, third);
      }
    }
  }

  /** Returns whether {@code mask} is a vector of i32 whose constant lanes select from both inputs. */
  private static boolean validMask(Value mask, Type.Vector input) {
    if (!(mask.type() instanceof Type.Vector m) || !m.element().equals(Type.I32)) {
      return false;
    }
    if (mask instanceof Value.ConstAggregate a) {
      for (Value lane : a.elements()) {
        if (lane instanceof Value.ConstInt c && (c.value() < 0 || c.value() >= 2L * input.length())) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Parses {@code , i, j, ...} indices into {@code out} and returns the member type they select;
   * like LLVM, all indices are read before they are checked, and errors point at the aggregate.
   */
  private Type walk(Type aggregate, List<Integer> out, String what, Token at) throws ParseException {
    do {
      in.expect(Kind.COMMA, "expected index");
      Token t = in.expect(Kind.INT, "expected integer");
      try {
        out.add(Integer.parseInt(t.text()));
      } catch (NumberFormatException e) {
        throw in.error(t, Messages.outOfRange("index"));
      }
    } while (in.at(Kind.COMMA) && in.peek(1).kind() != Kind.META);
    Type cur = aggregate;
    for (int index : out) {
      Type shape = p.module.resolve(cur);
      if (shape instanceof Type.Struct s && index >= 0 && index < s.fields().size()) {
        cur = s.fields().get(index);
      } else if (shape instanceof Type.Array a && index >= 0 && index < a.length()) {
        cur = a.element();
      } else {
        throw in.error(at, Messages.invalidIndices(what));
      }
    }
    return cur;
  }
}
