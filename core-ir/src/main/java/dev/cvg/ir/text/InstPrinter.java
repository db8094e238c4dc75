package dev.cvg.ir.text;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Cast;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.ExtractElement;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Fence;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Function;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Load;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Prints one instruction in LLVM's syntax: two-space indent, {@code %name = } for results,
 * flags before the type, {@code , align N} suffixes, a multi-line {@code switch} table, the
 * {@code callbr} destinations on a continuation line, and metadata attachments last; call-site
 * attribute group references are written with their printed numbers ({@link AttributeNumbering}).
 */
final class InstPrinter {
  private final SlotNames n;
  private final AttributeNumbering groups;

  InstPrinter(SlotNames names, AttributeNumbering groups) {
    this.n = names;
    this.groups = groups;
  }

  /** Returns the text of {@code i} in function {@code f}, without a trailing newline. */
  String print(Function f, Inst i) {
    StringBuilder sb = new StringBuilder("  ");
    if (i.hasResult()) {
      sb.append(n.value(i.id().value())).append(" = ");
    }
    sb.append(body(i));
    f.attachments().get(i.id()).forEach(a -> sb.append(", ").append(a));
    return sb.toString();
  }

  private static String words(List<String> ws) {
    return ws.stream().map(w -> w + " ").collect(Collectors.joining());
  }

  private static String suffixes(List<String> ws) {
    return ws.stream().map(w -> ", " + w).collect(Collectors.joining());
  }

  private String body(Inst i) {
    String op = i.opcode().mnemonic() + " ";
    return switch (i) {
      case Binary b -> op + words(b.flags()) + n.typed(b.lhs()) + ", " + n.operand(b.rhs());
      case Unary u -> op + words(u.flags()) + n.typed(u.operand());
      case Compare c -> op + words(c.flags()) + c.predicate() + " " + n.typed(c.lhs()) + ", " + n.operand(c.rhs());
      case Cast c -> op + words(c.flags()) + n.typed(c.operand()) + " to " + c.to();
      case Select s -> op + words(s.flags()) + n.typed(s.condition()) + ", " + n.typed(s.ifTrue()) + ", "
          + n.typed(s.ifFalse());
      case Phi p -> op + words(p.flags()) + p.type() + " " + p.incoming().stream()
          .map(in -> "[ " + n.operand(in.value()) + ", " + n.block(in.block()) + " ]")
          .collect(Collectors.joining(", "));
      case Freeze z -> op + n.typed(z.operand());
      case Call c -> call("call", c.site());
      case CallBr c -> call("callbr", c.site()) + "\n          to label " + n.block(c.defaultDest()) + " ["
          + c.indirectDests().stream().map(b -> "label " + n.block(b)).collect(Collectors.joining(", ")) + "]";
      case Load l -> op + (l.atomic().isEmpty() ? "" : "atomic ") + (l.isVolatile() ? "volatile " : "")
          + l.type() + ", " + n.typed(l.pointer()) + (l.atomic().isEmpty() ? "" : " " + l.atomic())
          + suffixes(l.trailing());
      case Store s -> op + (s.atomic().isEmpty() ? "" : "atomic ") + (s.isVolatile() ? "volatile " : "")
          + n.typed(s.value()) + ", " + n.typed(s.pointer()) + (s.atomic().isEmpty() ? "" : " " + s.atomic())
          + suffixes(s.trailing());
      case Alloca a -> op + a.allocated() + a.count().map(c -> ", " + n.typed(c)).orElse("") + suffixes(a.trailing());
      case GetElementPtr g -> op + words(g.flags()) + g.sourceType() + ", " + n.typed(g.base())
          + g.indices().stream().map(x -> ", " + n.typed(x)).collect(Collectors.joining());
      case AtomicRmw r -> op + (r.isVolatile() ? "volatile " : "") + r.operation() + " " + n.typed(r.pointer())
          + ", " + n.typed(r.value()) + " " + r.ordering() + suffixes(r.trailing());
      case CmpXchg c -> op + words(c.modifiers()) + n.typed(c.pointer()) + ", " + n.typed(c.expected()) + ", "
          + n.typed(c.replacement()) + " " + c.ordering() + suffixes(c.trailing());
      case Fence f -> op + f.ordering();
      case ExtractValue e -> op + n.typed(e.aggregate()) + indices(e.indices());
      case InsertValue v -> op + n.typed(v.aggregate()) + ", " + n.typed(v.element()) + indices(v.indices());
      case ExtractElement e -> op + n.typed(e.vector()) + ", " + n.typed(e.index());
      case InsertElement e -> op + n.typed(e.vector()) + ", " + n.typed(e.element()) + ", " + n.typed(e.index());
      case ShuffleVector s -> op + n.typed(s.first()) + ", " + n.typed(s.second()) + ", " + n.typed(s.mask());
      case Br b -> op + "label " + n.block(b.target());
      case CondBr b -> op + n.typed(b.condition()) + ", label " + n.block(b.ifTrue()) + ", label "
          + n.block(b.ifFalse());
      case Switch s -> op + n.typed(s.value()) + ", label " + n.block(s.defaultTarget()) + " [\n"
          + s.cases().stream().map(c -> "    " + n.typed(c.value()) + ", label " + n.block(c.target()) + "\n")
              .collect(Collectors.joining())
          + "  ]";
      case Ret r -> op + r.value().map(n::typed).orElse("void");
      case Unreachable u -> "unreachable";
    };
  }

  private static String indices(List<Integer> idx) {
    return idx.stream().map(x -> ", " + x).collect(Collectors.joining());
  }

  /** Prints {@code [tail] call ...} of a call site (also the head of {@code callbr}). */
  private String call(String mnemonic, CallSite s) {
    StringBuilder sb = new StringBuilder(words(s.prefix())).append(mnemonic).append(' ');
    sb.append(words(s.modifiers())).append(s.typeAsWritten()).append(' ').append(n.operand(s.callee()));
    sb.append(s.args().stream().map(this::argument).collect(Collectors.joining(", ", "(", ")")));
    s.fnAttrs().forEach(a -> sb.append(' ').append(groups.rename(a)));
    if (!s.bundles().isEmpty()) {
      sb.append(s.bundles().stream()
          .map(b -> "\"" + b.tag() + "\"(" + n.typedList(b.inputs()) + ")")
          .collect(Collectors.joining(", ", " [ ", " ]")));
    }
    return sb.toString();
  }

  private String argument(CallSite.Arg a) {
    if (a.value() instanceof Value.MetadataArg m) {
      return "metadata " + m.text();
    }
    return a.value().type() + a.attrs().stream().map(x -> " " + x).collect(Collectors.joining()) + " "
        + n.operand(a.value());
  }
}
