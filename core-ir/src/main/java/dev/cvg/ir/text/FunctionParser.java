package dev.cvg.ir.text;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Param;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.Type;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.text.Token.Kind;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses {@code define} and {@code declare}: the header (linkage, calling convention, return
 * attributes, parameters with attributes, trailing attributes and {@code #N} references) and
 * the body, block by block, giving every entity its id, name and source position through a
 * {@link FunctionScope}, then replacing forward-reference placeholders.
 */
final class FunctionParser {
  private final Parsers p;
  private final Cursor in;
  private final UseListOrder useLists;

  FunctionParser(Parsers p) {
    this.p = p;
    this.in = p.in;
    this.useLists = new UseListOrder(p);
  }

  /**
   * A block under construction; {@code forward} holds the indices of its instructions that
   * hold a forward-reference placeholder (the only ones resolved at the end).
   */
  private record Pending(int id, String name, List<Inst> insts, java.util.BitSet forward) {}

  /** Parses a function at {@code define} or {@code declare}. */
  Function parse() throws ParseException {
    Token kw = in.next();
    boolean define = kw.isWord("define");
    List<String> linkage = p.insts.words(Keywords.LINKAGE);
    String cc = "";
    if (in.at(Kind.WORD) && Keywords.CALLING_CONV.contains(in.peek().text())) {
      cc = in.next().text();
    } else if (in.atWord("cc")) {
      Token first = in.next();
      in.expect(Kind.INT, "expected calling convention number");
      cc = in.sliceFrom(first);
    }
    List<String> returnAttrs = p.attrs.parseList();
    Type returnType = p.types.parse();
    Token name = in.expect(Kind.GLOBAL, "expected function name");
    p.module.defineGlobal(name, true);
    FunctionScope scope = new FunctionScope(in, returnType);
    List<Param> params = new ArrayList<>();
    boolean varArgs = parameters(scope, params);
    List<String> trailing = trailing();
    FunctionHeader header = new FunctionHeader(linkage, cc, returnAttrs, returnType, params, varArgs, trailing);
    if (!define) {
      return new Function(name.spelling(), header, true, Vector.empty(), scope.valueNames(),
          HashMap.empty(), scope.sourceMap(kw), Provenance.NONE, scope.idBound());
    }
    in.expect(Kind.LBRACE, "expected '{' in function body");
    List<Pending> blocks = new ArrayList<>();
    java.util.Map<InstId, String> attachments = new java.util.LinkedHashMap<>();
    body(scope, blocks, attachments);
    scope.checkComplete();
    List<Block> resolved = new ArrayList<>(blocks.size());
    for (Pending b : blocks) {
      List<Inst> insts = b.insts();
      for (int k = b.forward().nextSetBit(0); k >= 0; k = b.forward().nextSetBit(k + 1)) {
        insts.set(k, insts.get(k).mapOperands(scope::value).mapBlocks(scope::block));
      }
      resolved.add(new Block(new BlockId(b.id()), b.name(), insts));
    }
    Map<InstId, String> att = HashMap.ofAll(attachments);
    return new Function(name.spelling(), header, false, Vector.ofAll(resolved), scope.valueNames(), att,
        scope.sourceMap(kw), Provenance.NONE, scope.idBound());
  }

  /** Parses {@code (params)}; returns whether the list ends in {@code ...}. */
  private boolean parameters(FunctionScope scope, List<Param> params) throws ParseException {
    in.expect(Kind.LPAREN, "expected '(' in function argument list");
    boolean varArgs = false;
    if (!in.at(Kind.RPAREN)) {
      do {
        if (in.eat(Kind.ELLIPSIS)) {
          varArgs = true;
          break;
        }
        Token at = in.peek();
        Type t = p.types.parse();
        if (t.isVoid()) {
          throw in.error(at, Messages.VOID_ARGUMENT);
        }
        if (!Validity.argument(t)) {
          throw in.error(at, Messages.ARGUMENT_TYPE);
        }
        List<String> attrs = p.attrs.parseList();
        Token name = in.at(Kind.LOCAL) ? in.next() : null;
        int id = scope.newId();
        scope.defineValue(name, at, t, "argument", id);
        scope.position(id, at);
        params.add(new Param(new ValueId(id), t, attrs));
      } while (in.eat(Kind.COMMA));
    }
    in.expect(Kind.RPAREN, "expected ')' at end of argument list");
    return varArgs;
  }

  /** Parses what may follow the parameter list: attributes, {@code #N}, section, metadata, .... */
  private List<String> trailing() throws ParseException {
    List<String> out = new ArrayList<>();
    while (true) {
      Token t = in.peek();
      if (t.kind() == Kind.ATTR_GROUP || t.isWord("unnamed_addr") || t.isWord("local_unnamed_addr")) {
        out.add(in.next().text());
      } else if (t.isWord("addrspace")) {
        in.skip();
        p.types.addrSpaceNumber();
        out.add(in.sliceFrom(t));
      } else if (t.isWord("section") || t.isWord("partition") || t.isWord("gc")) {
        in.skip();
        in.expect(Kind.STRING, "expected string after '" + t.text() + "'");
        out.add(in.sliceFrom(t));
      } else if (t.isWord("comdat")) {
        in.skip();
        if (in.eat(Kind.LPAREN)) {
          in.expect(Kind.COMDAT, "expected comdat name");
          in.expect(Kind.RPAREN, "expected ')' after comdat name");
        }
        out.add(in.sliceFrom(t));
      } else if (t.isWord("prefix") || t.isWord("prologue") || t.isWord("personality")) {
        in.skip();
        p.values.typed(null);
        out.add(in.sliceFrom(t));
      } else if (t.kind() == Kind.META && in.peek(1).kind() != Kind.EQ) {
        out.add(p.metadata.attachment());
      } else if (p.attrs.atAttribute()) {
        out.add(p.attrs.parseOne());
      } else {
        return out;
      }
    }
  }

  /** Parses the blocks up to the closing brace. */
  private void body(FunctionScope scope, List<Pending> blocks, java.util.Map<InstId, String> attachments)
      throws ParseException {
    Pending current = null;
    while (true) {
      Token t = in.peek();
      if (t.kind() == Kind.EOF) {
        throw in.error(t, Messages.EOF_IN_BODY);
      }
      boolean open = current != null && (current.insts().isEmpty() || !current.insts().getLast().isTerminator());
      if (t.kind() == Kind.RBRACE && !open) {
        if (current == null) {
          throw in.error(t, Messages.EMPTY_BODY);
        }
        in.skip();
        return;
      }
      // Use-list order directives close the body, after its last block (as in LLVM).
      if (!open && current != null && useLists.at()) {
        while (useLists.at()) {
          useLists.skip(scope);
        }
        in.expect(Kind.RBRACE, "expected '}' at end of function body");
        return;
      }
      if (!open) {
        Token label = t.kind() == Kind.LABEL ? in.next() : null;
        int id = scope.newId();
        String name = scope.defineBlock(label, in.peek(), id);
        scope.position(id, label != null ? label : in.peek());
        current = new Pending(id, name, new ArrayList<>(), new java.util.BitSet());
        blocks.add(current);
        continue;
      }
      scope.takeForwardUse();
      current.insts().add(instruction(scope, attachments));
      if (scope.takeForwardUse()) {
        current.forward().set(current.insts().size() - 1);
      }
    }
  }

  private Inst instruction(FunctionScope scope, java.util.Map<InstId, String> attachments) throws ParseException {
    Token first = in.peek();
    Token name = null;
    if (first.kind() == Kind.LOCAL) {
      name = in.next();
      in.expect(Kind.EQ, name.isNumbered() ? "expected '=' after instruction id" : "expected '=' after instruction name");
    }
    int id = scope.newId();
    Inst inst = p.insts.parse(new InstId(id), scope);
    List<String> att = new ArrayList<>();
    while (in.at(Kind.COMMA) && in.peek(1).kind() == Kind.META) {
      in.skip();
      att.add(p.metadata.attachment());
    }
    if (in.at(Kind.COMMA)) {
      throw in.error(in.peek(1), "expected metadata attachment after ','");
    }
    if (!att.isEmpty()) {
      attachments.put(inst.id(), String.join(", ", att));
    }
    if (inst.hasResult()) {
      scope.defineValue(name, first, inst.resultType(), "instruction", id);
    } else if (name != null) {
      throw in.error(name, Messages.VOID_NAMED);
    }
    scope.position(id, first);
    return inst;
  }
}
