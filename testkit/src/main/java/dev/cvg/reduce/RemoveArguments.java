package dev.cvg.reduce;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Removes parameters: a target is one parameter of a function (definition or declaration) that
 * is neither variadic nor an intrinsic ({@code llvm.*}, whose signature LLVM fixes). The function loses the parameter, uses of it in the body become zero, and
 * every direct call of the function in the module loses the matching argument.
 *
 * <pre>
 *   define void @k(ptr %out, i32 %n)   call void @k(ptr %p, i32 7)
 *   ==> define void @k(ptr %out)       call void @k(ptr %p)            (%n := 0 in @k)
 * </pre>
 */
record RemoveArguments() implements ReductionPass {

  /** Parameter {@code index} of {@code function}. */
  private record Target(Function function, int index) {}

  @Override
  public String name() {
    return "arguments";
  }

  @Override
  public Targets targets(Module m) {
    List<Target> targets = new ArrayList<>();
    for (Function f : m.functions()) {
      if (!f.header().varArgs() && !f.name().startsWith("llvm.")) {
        for (int k = 0; k < f.params().size(); k++) {
          targets.add(new Target(f, k));
        }
      }
    }
    return Targets.of(targets.size(), chosen -> {
      // callee name with '@' -> positions of the removed parameters
      Map<String, BitSet> dropped = new HashMap<>();
      chosen.stream().forEach(k -> dropped.computeIfAbsent("@" + targets.get(k).function().name(),
          n -> new BitSet()).set(targets.get(k).index()));
      List<Function> out = new ArrayList<>();
      for (Function f : m.functions()) {
        out.add(rewrite(f, dropped));
      }
      return Optional.of(new Module(m.sourceName(), m.header(), m.types(), m.globals(), out,
          m.attributeGroups(), m.trailer()));
    });
  }

  /** Returns {@code f} without its dropped parameters and with the dropped arguments of its calls removed. */
  private static Function rewrite(Function f, Map<String, BitSet> dropped) {
    BitSet own = dropped.get("@" + f.name());
    boolean calls = !f.isDeclaration() && f.blocks().exists(b -> b.insts().stream().anyMatch(
        i -> i instanceof Call c && c.site().calleeName().map(dropped::containsKey).orElse(false)));
    if (own == null && !calls) {
      return f;
    }
    FunctionRewrite rw = new FunctionRewrite(f);
    if (own != null) {
      List<Param> kept = new ArrayList<>();
      for (int k = 0; k < f.params().size(); k++) {
        Param p = f.params().get(k);
        if (own.get(k)) {
          rw.substitute(p.id(), Zero.of(p.type()).orElse(new Value.Undef(p.type())));
        } else {
          kept.add(p);
        }
      }
      FunctionHeader h = f.header();
      rw.editor().setHeader(new FunctionHeader(h.linkage(), h.callingConv(), h.returnAttrs(), h.returnType(),
          kept, h.varArgs(), h.trailing()));
    }
    if (calls) {
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          if (i instanceof Call c && c.site().calleeName().map(dropped::containsKey).orElse(false)) {
            rw.editor().replace(new Call(c.id(), withoutArgs(c.site(), dropped.get(c.site().calleeName().get()))));
          }
        }
      }
    }
    return rw.finish();
  }

  private static CallSite withoutArgs(CallSite s, BitSet drop) {
    List<CallSite.Arg> args = new ArrayList<>();
    for (int k = 0; k < s.args().size(); k++) {
      if (!drop.get(k)) {
        args.add(s.args().get(k));
      }
    }
    return new CallSite(s.prefix(), s.modifiers(), s.typeAsWritten(), s.callee(), args, s.fnAttrs(), s.bundles());
  }
}
