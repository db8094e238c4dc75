package dev.cvg.ir.text;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Function;
import dev.cvg.ir.Global;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.TypeDef;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Parses the top level of a module: header lines ({@code source_filename}, {@code target ...},
 * {@code module asm}), named types, global variables, functions, attribute groups and metadata
 * definitions (kept verbatim in {@link Module#trailer()}); use-list order directives are read and
 * dropped ({@link UseListOrder}).
 *
 * <p>Named type bodies are collected in a first pass over the tokens, because LLVM lets a type
 * be used before its definition and {@code extractvalue} needs the bodies to type its result.
 */
final class ModuleParser {
  private final Parsers p;
  private final Cursor in;
  private final FunctionParser functions;
  private final UseListOrder useLists;

  ModuleParser(Parsers p) {
    this.p = p;
    this.in = p.in;
    this.functions = new FunctionParser(p);
    this.useLists = new UseListOrder(p);
  }

  /** Parses the whole token stream into a module. */
  Module parse() throws ParseException {
    collectTypes();
    chooseLayout();
    List<String> header = new ArrayList<>();
    List<TypeDef> types = new ArrayList<>();
    List<Global> globals = new ArrayList<>();
    List<Function> fns = new ArrayList<>();
    List<AttributeGroup> groups = new ArrayList<>();
    List<String> trailer = new ArrayList<>();
    java.util.Set<Integer> groupNumbers = new java.util.HashSet<>();
    java.util.Set<String> typeNames = new java.util.HashSet<>();
    while (!in.at(Kind.EOF)) {
      Token t = in.peek();
      if (t.isWord("source_filename") || t.isWord("target")) {
        header.add(assignment());
      } else if (t.isWord("module")) {
        in.skip();
        in.expectWord("asm", "expected 'module asm'");
        in.expect(Kind.STRING, "expected string after 'module asm'");
        header.add(in.sliceFrom(t));
      } else if (t.kind() == Kind.LOCAL) {
        TypeDef d = typeDef();
        if (!typeNames.add(d.name())) {
          throw in.error(t, Messages.redefinitionOfType(t.key()));
        }
        if (d.body().isEmpty() || d.body().get() instanceof Type.Struct) {
          types.add(d); // non-struct bodies are aliases, resolved at their uses
        }
      } else if (t.kind() == Kind.GLOBAL) {
        globals.add(global());
      } else if (t.isWord("define") || t.isWord("declare")) {
        fns.add(functions.parse());
      } else if (t.isWord("attributes")) {
        AttributeGroup g = p.attrs.parseGroup();
        if (!groupNumbers.add(g.number())) {
          throw in.error(t, Messages.attributeGroupTwice(g.number()));
        }
        groups.add(g);
      } else if (useLists.at()) {
        useLists.skip(null); // use-list orders have no meaning in cvg's model
      } else if (t.kind() == Kind.META || t.kind() == Kind.COMDAT) {
        trailer.add(t.kind() == Kind.META ? p.metadata.definition() : comdat());
      } else {
        throw in.error(t, Messages.TOP_LEVEL);
      }
    }
    fns.addAll(p.module.checkComplete());
    List<Function> upgraded = ImageIntrinsicUpgrade.apply(fns);
    return new Module(in.file(), header, types, globals, upgraded, groups, trailer);
  }

  /**
   * Finds {@code target datalayout} and {@code target triple} wherever they stand, so every
   * access parsed later sees the module's layout (LLVM reads them before the body too).
   */
  private void chooseLayout() {
    String spec = "";
    String triple = "";
    for (int i = 0; i + 3 < in.size(); i++) {
      if (in.isWordAt(i, "target") && in.kindAt(i + 2) == Kind.EQ
          && in.kindAt(i + 3) == Kind.STRING) {
        if (in.isWordAt(i + 1, "datalayout")) {
          spec = in.token(i + 3).key();
        } else if (in.isWordAt(i + 1, "triple")) {
          triple = in.token(i + 3).key();
        }
      }
    }
    p.module.chooseLayout(spec, triple);
  }

  /** First pass: records every {@code %T = type ...} body so later uses can resolve it. */
  private void collectTypes() throws ParseException {
    int start = in.mark();
    for (int i = 0; i + 2 < in.size(); i++) {
      if (in.kindAt(i) == Kind.LOCAL && in.kindAt(i + 1) == Kind.EQ
          && in.isWordAt(i + 2, "type")) {
        in.reset(i);
        try {
          TypeDef d = typeDef();
          p.module.typeBodies.putIfAbsent(d.name(), d.body());
          i = in.mark() - 1;
        } catch (ParseException e) {
          // reported by the main pass when it reaches this definition, in file order
        }
      }
    }
    in.reset(start);
  }

  private TypeDef typeDef() throws ParseException {
    Token name = in.next();
    in.expect(Kind.EQ, "expected '=' after name");
    in.expectWord("type", "expected 'type' after name");
    if (in.eatWord("opaque")) {
      return new TypeDef(name.text(), Optional.empty());
    }
    return new TypeDef(name.text(), Optional.of(p.types.parse()));
  }

  /** Parses {@code word [word] = "string"} and returns its text. */
  private String assignment() throws ParseException {
    Token first = in.next();
    if (first.isWord("target")) {
      Token what = in.next();
      if (!what.isWord("datalayout") && !what.isWord("triple")) {
        throw in.error(what, Messages.TARGET_PROPERTY);
      }
    }
    in.expect(Kind.EQ, "expected '=' after " + first.text());
    in.expect(Kind.STRING, "expected string");
    return in.sliceFrom(first);
  }

  private String comdat() throws ParseException {
    Token first = in.next();
    in.expect(Kind.EQ, "expected '=' here");
    in.expectWord("comdat", "expected comdat keyword");
    in.expect(Kind.WORD, "expected comdat type");
    return in.sliceFrom(first);
  }

  private Global global() throws ParseException {
    Token name = in.next();
    in.expect(Kind.EQ, "expected '=' in global variable");
    p.module.defineGlobal(name, false);
    List<String> prefix = new ArrayList<>();
    int addrSpace = 0;
    while (true) {
      Token t = in.peek();
      if (t.kind() == Kind.WORD && Keywords.GLOBAL_PREFIX.contains(t.text())) {
        prefix.add(in.next().text());
      } else if (t.isWord("thread_local")) {
        in.skip();
        if (in.at(Kind.LPAREN)) {
          in.skipBalanced();
        }
        prefix.add(in.sliceFrom(t));
      } else if (t.isWord("addrspace")) {
        in.skip();
        addrSpace = p.types.addrSpaceNumber();
        prefix.add(in.sliceFrom(t));
      } else {
        break;
      }
    }
    Token kind = in.peek();
    if (kind.isWord("alias") || kind.isWord("ifunc")) {
      throw in.error(kind, Messages.unsupported(kind.text()));
    }
    boolean constant = kind.isWord("constant");
    if (!constant && !kind.isWord("global")) {
      throw in.error(kind, "expected 'global' or 'constant'");
    }
    in.skip();
    Type type = p.types.parse();
    boolean external = prefix.contains("external") || prefix.contains("extern_weak");
    Optional<Value> init = Optional.empty();
    if (!external) {
      init = Optional.of(p.values.value(type, null));
    }
    List<String> trailing = new ArrayList<>();
    while (in.at(Kind.COMMA)) {
      in.skip();
      Token first = in.peek();
      if (first.kind() == Kind.META) {
        trailing.add(p.metadata.attachment());
      } else if (first.isWord("align") || first.isWord("section") || first.isWord("partition")
          || first.isWord("comdat") || first.isWord("code_model")) {
        in.skip();
        if (in.at(Kind.LPAREN)) {
          in.skipBalanced();
        } else if (!first.isWord("comdat")) {
          in.skip();
        }
        trailing.add(in.sliceFrom(first));
      } else {
        throw in.error(first, "expected global variable attribute");
      }
    }
    if (p.attrs.atAttribute() || in.at(Kind.ATTR_GROUP)) {
      throw in.error(in.peek(), Messages.GLOBAL_ATTRIBUTES);
    }
    return new Global(name.spelling(), prefix, constant, type, init, trailing, addrSpace);
  }
}
