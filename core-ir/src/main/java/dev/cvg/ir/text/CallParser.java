package dev.cvg.ir.text;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses {@code [tail|musttail|notail] call} and {@code callbr}: fast-math flags, calling
 * convention, return attributes, {@code addrspace(N)}, the return or function type, the callee
 * (a global, a local function pointer, or inline {@code asm}), arguments with parameter
 * attributes (including {@code metadata} operands), function attributes and {@code #N}
 * references, and operand bundles such as {@code [ "convergencectrl"(token %t) ]}.
 */
final class CallParser {
  private static final Set<String> TAIL = Set.of("tail", "musttail", "notail");
  private static final Set<String> ASM_MODIFIERS = Set.of("sideeffect", "alignstack", "inteldialect", "unwind");

  private final Parsers p;
  private final Cursor in;

  CallParser(Parsers p) {
    this.p = p;
    this.in = p.in;
  }

  /** Parses a call at {@code [tail] call}. */
  Inst call(InstId id, FunctionScope scope) throws ParseException {
    List<String> prefix = p.insts.words(TAIL);
    in.expectWord("call", "expected 'call' after '" + String.join(" ", prefix) + "'");
    return new Call(id, site(prefix, scope));
  }

  /** Parses {@code callbr ... to label %d [label %a, ...]} at {@code callbr}. */
  Inst callBr(InstId id, FunctionScope scope) throws ParseException {
    in.expectWord("callbr", "expected 'callbr'");
    CallSite site = site(List.of(), scope);
    in.expectWord("to", "expected 'to' in callbr");
    BlockId dflt = p.terminators.label(scope);
    in.expect(Kind.LBRACKET, "expected '[' in callbr");
    List<BlockId> indirect = new ArrayList<>();
    if (!in.at(Kind.RBRACKET)) {
      do {
        indirect.add(p.terminators.label(scope));
      } while (in.eat(Kind.COMMA));
    }
    in.expect(Kind.RBRACKET, "expected ']' at end of block list");
    return new CallBr(id, site, dflt, indirect);
  }

  private CallSite site(List<String> prefix, FunctionScope scope) throws ParseException {
    List<String> modifiers = new ArrayList<>();
    int calleeSpace = 0;
    while (true) {
      Token t = in.peek();
      if (t.kind() == Kind.WORD && (Keywords.FAST_MATH.contains(t.text()) || Keywords.CALLING_CONV.contains(t.text()))) {
        modifiers.add(in.next().text());
      } else if (t.isWord("cc")) {
        in.skip();
        in.expect(Kind.INT, "expected calling convention number");
        modifiers.add(in.sliceFrom(t));
      } else if (t.isWord("addrspace")) {
        in.skip();
        calleeSpace = p.types.addrSpaceNumber();
        modifiers.add(in.sliceFrom(t));
      } else if (p.attrs.atAttribute()) {
        modifiers.add(p.attrs.parseOne());
      } else {
        break;
      }
    }
    Type written = p.types.parse();
    Value callee = null;
    Token calleeToken = in.peek();
    InlineAsmParts asm = null;
    if (in.atWord("asm")) {
      asm = inlineAsm();
    } else {
      callee = p.values.value(new Type.Ptr(calleeSpace), scope);
    }
    List<CallSite.Arg> args = arguments(scope);
    List<String> fnAttrs = new ArrayList<>();
    while (true) {
      if (in.at(Kind.ATTR_GROUP)) {
        fnAttrs.add(in.next().text());
      } else if (p.attrs.atAttribute()) {
        fnAttrs.add(p.attrs.parseOne());
      } else {
        break;
      }
    }
    List<CallSite.Bundle> bundles = in.at(Kind.LBRACKET) ? bundles(scope) : List.of();
    Type.Function fnType = written instanceof Type.Function f ? f
        : new Type.Function(written, args.stream().map(a -> a.value().type()).toList(), false);
    if (asm != null) {
      callee = new Value.InlineAsm(fnType, asm.modifiers, asm.text, asm.constraints);
    } else if (calleeToken.kind() == Kind.GLOBAL) {
      p.module.useCallee(calleeToken, fnType);
    }
    return new CallSite(prefix, modifiers, written, callee, args, fnAttrs, bundles);
  }

  /** The pieces of {@code asm [modifiers] "text", "constraints"} before the call type is known. */
  private record InlineAsmParts(List<String> modifiers, String text, String constraints) {}

  private InlineAsmParts inlineAsm() throws ParseException {
    in.expectWord("asm", "expected 'asm'");
    List<String> modifiers = p.insts.words(ASM_MODIFIERS);
    Token text = in.expect(Kind.STRING, "expected asm string");
    in.expect(Kind.COMMA, "expected comma after asm string");
    Token constraints = in.expect(Kind.STRING, "expected asm constraint string");
    return new InlineAsmParts(modifiers, unquote(text), unquote(constraints));
  }

  private List<CallSite.Arg> arguments(FunctionScope scope) throws ParseException {
    in.expect(Kind.LPAREN, "expected '(' in call");
    List<CallSite.Arg> args = new ArrayList<>();
    if (!in.at(Kind.RPAREN)) {
      do {
        if (in.at(Kind.ELLIPSIS)) {
          throw in.error(in.peek(), Messages.VARARGS_FORWARDING);
        }
        Token at = in.peek();
        Type t = p.types.parse();
        if (t.isVoid()) {
          throw in.error(at, Messages.VOID_ARGUMENT);
        }
        List<String> attrs = p.attrs.parseList();
        args.add(new CallSite.Arg(p.values.value(t, scope), attrs));
      } while (in.eat(Kind.COMMA));
    }
    in.expect(Kind.RPAREN, "expected ')' at end of argument list");
    return args;
  }

  private List<CallSite.Bundle> bundles(FunctionScope scope) throws ParseException {
    in.expect(Kind.LBRACKET, "expected '[' in operand bundle list");
    List<CallSite.Bundle> out = new ArrayList<>();
    do {
      Token tag = in.expect(Kind.STRING, "expected operand bundle tag");
      in.expect(Kind.LPAREN, "expected '(' in operand bundle");
      List<Value> inputs = new ArrayList<>();
      if (!in.at(Kind.RPAREN)) {
        do {
          inputs.add(p.values.typed(scope));
        } while (in.eat(Kind.COMMA));
      }
      in.expect(Kind.RPAREN, "expected ')' at end of operand bundle");
      out.add(new CallSite.Bundle(unquote(tag), inputs));
    } while (in.eat(Kind.COMMA));
    in.expect(Kind.RBRACKET, "expected ']' at end of operand bundle list");
    return out;
  }

  private static String unquote(Token string) {
    String s = string.text();
    return s.substring(1, s.length() - 1);
  }
}
