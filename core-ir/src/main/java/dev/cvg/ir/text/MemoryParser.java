package dev.cvg.ir.text;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Fence;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Load;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Store;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Parses the memory family: {@code load}, {@code store} (plain, {@code volatile},
 * {@code atomic} with {@code syncscope} and ordering), {@code alloca}, {@code getelementptr},
 * {@code atomicrmw}, {@code cmpxchg} and {@code fence}. Orderings and {@code , align N}
 * suffixes are kept as written; an omitted alignment is filled in from the module's
 * {@link DataLayout} as LLVM's parser does (not for atomic loads and stores); a {@code , !md}
 * suffix is left for the attachment parser.
 */
final class MemoryParser {
  private final Parsers p;
  private final Cursor in;

  MemoryParser(Parsers p) {
    this.p = p;
    this.in = p.in;
  }

  /** Parses the memory instruction whose opcode is the current token. */
  Inst parse(InstId id, Opcode opcode, FunctionScope scope) throws ParseException {
    in.skip();
    return switch (opcode) {
      case LOAD -> load(id, scope);
      case STORE -> store(id, scope);
      case ALLOCA -> alloca(id, scope);
      case GETELEMENTPTR -> gep(id, scope);
      case ATOMICRMW -> atomicRmw(id, scope);
      case CMPXCHG -> cmpXchg(id, scope);
      case FENCE -> new Fence(id, ordering(1));
      default -> throw in.error(in.previous(), "expected instruction opcode");
    };
  }

  private Inst load(InstId id, FunctionScope scope) throws ParseException {
    boolean atomic = in.eatWord("atomic");
    boolean isVolatile = in.eatWord("volatile");
    Type t = p.types.parse();
    in.expect(Kind.COMMA, "expected comma after load's type");
    Value ptr = pointer(scope, Messages.pointerOperand("load"));
    String ordering = atomic ? ordering(1) : "";
    List<String> trailing = alignOnly();
    return new Load(id, t, ptr, isVolatile, ordering,
        atomic ? trailing : withAlign(trailing, layout().abiAlign(t, p.module::resolve)));
  }

  private Inst store(InstId id, FunctionScope scope) throws ParseException {
    boolean atomic = in.eatWord("atomic");
    boolean isVolatile = in.eatWord("volatile");
    Value v = p.values.typed(scope);
    in.expect(Kind.COMMA, "expected ',' after store operand");
    Value ptr = pointer(scope, Messages.pointerOperand("store"));
    String ordering = atomic ? ordering(1) : "";
    List<String> trailing = alignOnly();
    return new Store(id, v, ptr, isVolatile, ordering,
        atomic ? trailing : withAlign(trailing, layout().abiAlign(v.type(), p.module::resolve)));
  }

  private Inst alloca(InstId id, FunctionScope scope) throws ParseException {
    if (in.atWord("inalloca") || in.atWord("swifterror")) {
      throw in.error(in.peek(), Messages.unsupported("alloca " + in.peek().text()));
    }
    Type t = p.types.parse();
    Optional<Value> count = Optional.empty();
    List<String> trailing = new ArrayList<>();
    int addrSpace = 0;
    while (atSuffix()) {
      in.skip();
      Token first = in.peek();
      if (in.eatWord("align")) {
        alignment();
        trailing.add(in.sliceFrom(first));
      } else if (in.eatWord("addrspace")) {
        addrSpace = p.types.addrSpaceNumber();
        trailing.add(in.sliceFrom(first));
      } else if (count.isEmpty() && trailing.isEmpty()) {
        Value n = p.values.typed(scope);
        if (!(n.type() instanceof Type.Int)) {
          throw in.error(first, Messages.ELEMENT_COUNT);
        }
        count = Optional.of(n);
      } else {
        throw in.error(first, "expected metadata or 'align'");
      }
    }
    return new Alloca(id, t, count, withAlign(trailing, layout().prefAlign(t, p.module::resolve)), addrSpace);
  }

  private Inst gep(InstId id, FunctionScope scope) throws ParseException {
    List<String> flags = p.insts.words(Keywords.GEP_FLAGS);
    Type source = p.types.parse();
    in.expect(Kind.COMMA, "expected comma after getelementptr's type");
    Token at = in.peek();
    Value base = p.values.typed(scope);
    Type bt = base.type() instanceof Type.Vector v ? v.element() : base.type();
    if (!(bt instanceof Type.Ptr)) {
      throw in.error(at, Messages.GEP_BASE);
    }
    List<Value> indices = new ArrayList<>();
    while (atSuffix()) {
      in.skip();
      Token it = in.peek();
      Value index = p.values.typed(scope);
      Type scalar = index.type() instanceof Type.Vector v ? v.element() : index.type();
      if (!(scalar instanceof Type.Int)) {
        throw in.error(it, Messages.GEP_INDEX);
      }
      indices.add(index);
    }
    if (!validIndices(source, indices)) {
      throw in.error(at, Messages.GEP_INDICES);
    }
    return new GetElementPtr(id, flags, source, base, indices);
  }

  /** Returns whether the indices after the first select a member of {@code source} (struct indices constant). */
  private boolean validIndices(Type source, List<Value> indices) {
    Type cur = source;
    for (int k = 1; k < indices.size(); k++) {
      Type shape = p.module.resolve(cur);
      Value index = indices.get(k);
      if (shape instanceof Type.Struct s) {
        if (!(index instanceof Value.ConstInt c) || c.value() < 0 || c.value() >= s.fields().size()) {
          return false;
        }
        cur = s.fields().get((int) c.value());
      } else if (shape instanceof Type.Array a) {
        cur = a.element();
      } else if (shape instanceof Type.Vector v) {
        cur = v.element();
      } else {
        return false;
      }
    }
    return true;
  }

  private Inst atomicRmw(InstId id, FunctionScope scope) throws ParseException {
    boolean isVolatile = in.eatWord("volatile");
    Token op = in.peek();
    if (op.kind() != Kind.WORD || !Keywords.RMW_OPS.contains(op.text())) {
      throw in.error(op, "expected binary operation in atomicrmw");
    }
    in.skip();
    Value ptr = pointer(scope, Messages.pointerOperand("atomicrmw"));
    in.expect(Kind.COMMA, "expected ',' after atomicrmw address");
    Value v = p.values.typed(scope);
    String ordering = ordering(1);
    return new AtomicRmw(id, isVolatile, op.text(), ptr, v, ordering, withAlign(alignOnly(), layout().storeSize(v.type())));
  }

  private Inst cmpXchg(InstId id, FunctionScope scope) throws ParseException {
    List<String> modifiers = p.insts.words(Set.of("weak", "volatile"));
    Value ptr = pointer(scope, Messages.pointerOperand("cmpxchg"));
    in.expect(Kind.COMMA, "expected ',' after cmpxchg address");
    Value cmp = p.values.typed(scope);
    in.expect(Kind.COMMA, "expected ',' after cmpxchg cmp operand");
    Token at = in.peek();
    Value next = p.values.typed(scope);
    if (!next.type().equals(cmp.type())) {
      throw in.error(at, Messages.CMPXCHG_TYPES);
    }
    String ordering = ordering(2);
    return new CmpXchg(id, modifiers, ptr, cmp, next, ordering, withAlign(alignOnly(), layout().storeSize(cmp.type())));
  }

  private Value pointer(FunctionScope scope, String message) throws ParseException {
    Token at = in.peek();
    Value v = p.values.typed(scope);
    if (!(v.type() instanceof Type.Ptr)) {
      throw in.error(at, message);
    }
    return v;
  }

  /** Parses {@code [syncscope("s")] ORDERING{count}} and returns it as written. */
  private String ordering(int count) throws ParseException {
    Token first = in.peek();
    if (in.eatWord("syncscope")) {
      in.expect(Kind.LPAREN, "expected '(' in syncscope");
      in.expect(Kind.STRING, "expected syncscope name");
      in.expect(Kind.RPAREN, "expected ')' in syncscope");
    }
    for (int i = 0; i < count; i++) {
      Token o = in.peek();
      if (o.kind() != Kind.WORD || !Keywords.ORDERINGS.contains(o.text())) {
        throw in.error(o, Messages.ORDERING);
      }
      in.skip();
    }
    return in.sliceFrom(first);
  }

  /** Parses the number after {@code align}, which must be a power of two. */
  private void alignment() throws ParseException {
    Token n = in.expect(Kind.INT, "expected alignment");
    if (!Validity.powerOfTwo(n.text().length() > 18 ? -1 : Long.parseLong(n.text()))) {
      throw in.error(n, Messages.ALIGNMENT);
    }
  }

  private DataLayout layout() {
    return p.module.layout;
  }

  /**
   * Returns {@code written} if it states an alignment or {@code align} is unknown (unsized
   * type), else {@code written} with {@code align N} first, where LLVM prints it.
   */
  private static List<String> withAlign(List<String> written, OptionalLong align) {
    if (align.isEmpty() || written.stream().anyMatch(w -> w.startsWith("align"))) {
      return written;
    }
    List<String> out = new ArrayList<>();
    out.add("align " + align.getAsLong());
    out.addAll(written);
    return out;
  }

  /** Returns whether a {@code ,} suffix that is not a metadata attachment follows. */
  private boolean atSuffix() {
    return in.at(Kind.COMMA) && in.peek(1).kind() != Kind.META;
  }

  /** Parses {@code , align N} suffixes (the only non-metadata suffix of loads, stores, atomics). */
  private List<String> alignOnly() throws ParseException {
    List<String> out = new ArrayList<>();
    while (atSuffix()) {
      in.skip();
      Token first = in.peek();
      in.expectWord("align", "expected metadata or 'align'");
      alignment();
      out.add(in.sliceFrom(first));
    }
    return out;
  }
}
