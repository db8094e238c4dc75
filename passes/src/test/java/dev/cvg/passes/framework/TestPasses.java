package dev.cvg.passes.framework;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrPrinter;
import java.util.List;
import java.util.Optional;

/**
 * Passes that exist only to exercise the {@link PassManager}: each does one kind of thing a
 * real pass may do (a legal edit, a broken edit, an edit breaking convergence control, a crash,
 * a forbidden edit behind a guard, several rounds, a wrong preservation claim).
 */
public final class TestPasses {
  private TestPasses() {}

  /** The registry of every test pass. */
  public static PassRegistry registry() {
    return PassRegistry.of(List.of(
        PassRegistry.entry("test-break", Break::new),
        PassRegistry.entry("test-copy", Copy::new),
        PassRegistry.entry("test-drop-bundle", DropBundle::new),
        PassRegistry.entry("test-hoist-convergent", HoistConvergent::new),
        PassRegistry.entry("test-rename", () -> new Rename("test-rename", PreservedAnalyses.CFG)),
        PassRegistry.entry("test-rename-keeps-nothing", () -> new Rename("test-rename-keeps-nothing",
            PreservedAnalyses.NONE)),
        PassRegistry.entry("test-rounds", Rounds::new),
        PassRegistry.entry("test-throw", Throw::new),
        PassRegistry.entry("test-wrong-preserved", WrongPreserved::new)));
  }

  /**
   * Renames the first named instruction result not yet renamed to {@code name.r} (legal: names
   * carry no meaning); asks for the dominator tree, to show what preservation saves.
   */
  static final class Rename implements FunctionPass {
    private final String name;
    private final PreservedAnalyses preserved;

    Rename(String name, PreservedAnalyses preserved) {
      this.name = name;
      this.preserved = preserved;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public PreservedAnalyses preserved() {
      return preserved;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      ctx.analysis(Analysis.DOMINATORS);
      Function f = ctx.function();
      for (BlockId b : editor.layout()) {
        for (Inst i : editor.insts(b)) {
          Optional<ValueId> v = i.result();
          Optional<String> old = v.flatMap(f::nameOf).filter(n -> !n.endsWith(".r"));
          if (old.isPresent()) {
            String fresh = editor.uniqueName(old.get() + ".r");
            editor.setName(v.get(), fresh);
            ctx.performed("%" + old.get(), "renamed to %" + fresh);
            return false;
          }
        }
      }
      return false;
    }
  }

  /** Renames one value per round, for as many rounds as parameter {@code n} says (default 3). */
  static final class Rounds implements FunctionPass {
    private final Rename rename = new Rename("test-rounds", PreservedAnalyses.CFG);

    @Override
    public String name() {
      return "test-rounds";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.CFG;
    }

    @Override
    public int maxRounds() {
      return 10;
    }

    @Override
    public Optional<java.util.List<PassParameter>> parameters() {
      return Optional.of(java.util.List.of(PassParameter.integer("n", 1, 100, "rounds to run")));
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      rename.run(editor, ctx);
      long renamed = ctx.function().valueNames().toMap().values().count(n -> n.endsWith(".r")) + 1;
      return renamed < ctx.intParameter("n").orElse(3);
    }
  }

  /**
   * Moves the first instruction with an operand defined by another instruction to the front of
   * the entry block, above its operand's definition: the IR verifier must reject the result.
   */
  static final class Break implements FunctionPass {
    @Override
    public String name() {
      return "test-break";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.NONE;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      BlockId entry = editor.layout().get(0);
      for (BlockId b : editor.layout()) {
        for (Inst i : editor.insts(b)) {
          boolean usesInst = i.operands().stream().anyMatch(
              o -> o instanceof Value.Local l && ctx.function().index().definingInst(l.id()).isPresent());
          if (usesInst && !(i instanceof Phi) && !i.isTerminator()) {
            editor.move(i.id(), entry, 0);
            ctx.performed(IrPrinter.printInst(ctx.function(), i).trim(), "moved to the top of the entry block");
            return false;
          }
        }
      }
      return false;
    }
  }

  /**
   * Copies the last copy of the first unused binary operation (the operation itself in round 1)
   * right after it, one copy per round for as many rounds as {@code n} says (default 2): a legal
   * edit whose copies of copies the composed provenance must trace back to the input.
   */
  static final class Copy implements FunctionPass {
    private final java.util.Map<String, Integer> rounds = new java.util.HashMap<>();

    @Override
    public String name() {
      return "test-copy";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.CFG;
    }

    @Override
    public int maxRounds() {
      return 10;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      Function f = ctx.function();
      Inst last = null;
      for (BlockId b : editor.layout()) {
        for (Inst i : editor.insts(b)) {
          if (i instanceof dev.cvg.ir.Binary && f.index().users(i.result().orElseThrow()).isEmpty()) {
            last = i;
          }
        }
      }
      if (last == null) {
        return false;
      }
      BlockId b = editor.blockOf(last.id());
      List<Inst> insts = editor.insts(b);
      Inst next = insts.get(insts.indexOf(last) + 1);
      int round = rounds.merge(f.name(), 1, Integer::sum);
      Inst copy = editor.clone(last.id(), dev.cvg.ir.CloneKey.of("copy", round), b, next.id());
      ctx.performed(IrPrinter.printInst(f, last).trim(), "copied as " + editor.describe(copy.id()));
      return round < Integer.parseInt(ctx.parameter("n").orElse("2"));
    }
  }

  /**
   * Drops the {@code "convergencectrl"} bundle of the first controlled intrinsic call (a convergent
   * operation such as a ballot, or a {@code convergence.loop}, whose token is required): the IR stays
   * valid, but the function now mixes controlled and uncontrolled convergent operations (or leaves
   * a token without its use), which the convergence verifier must reject.
   */
  static final class DropBundle implements FunctionPass {
    @Override
    public String name() {
      return "test-drop-bundle";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.CFG;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      for (BlockId b : editor.layout()) {
        for (Inst i : editor.insts(b)) {
          if (i instanceof Call c && c.site().calleeName().filter(n -> n.startsWith("@llvm.")).isPresent()
              && c.site().bundles().stream().anyMatch(x -> x.tag().equals("convergencectrl"))) {
            editor.replace(new Call(c.rawId(), c.site().withBundles(List.of())));
            ctx.performed(IrPrinter.printInst(ctx.function(), i).trim(), "dropped its convergencectrl bundle");
            return false;
          }
        }
      }
      return false;
    }
  }

  /** Renames a value, then throws: a pass bug the manager must report and roll back. */
  static final class Throw implements FunctionPass {
    @Override
    public String name() {
      return "test-throw";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.NONE;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      new Rename("test-throw", PreservedAnalyses.NONE).run(editor, ctx);
      throw new IllegalStateException("test-throw fails on purpose in @" + ctx.function().name());
    }
  }

  /**
   * Hoists a convergent call without a token out of a block whose only predecessor branches on
   * a condition, to that predecessor. The guard refuses when the condition is divergent (the
   * call would communicate with threads that did not take the branch); under {@code --no-guard}
   * the hoist happens anyway.
   */
  static final class HoistConvergent implements FunctionPass {
    @Override
    public String name() {
      return "test-hoist-convergent";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.CFG;
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      Function f = ctx.function();
      for (BlockId b : editor.layout()) {
        List<BlockId> preds = editor.predecessors(b);
        if (preds.size() != 1 || !(editor.terminator(preds.get(0)) instanceof CondBr br)) {
          continue;
        }
        for (Inst i : editor.insts(b)) {
          if (i instanceof Call c && c.site().bundles().stream().noneMatch(x -> x.tag().equals(CallSite.CONVERGENCE_CTRL))
              && ctx.target().isConvergent(ctx.module(), c.site())) {
            String site = IrPrinter.printInst(f, i).trim();
            String cond = IrPrinter.operand(f, br.condition());
            boolean divergent = br.condition() instanceof Value.Local l && ctx.analysis(Analysis.UNIFORMITY).isDivergent(l.id());
            GuardDecision d = divergent
                ? GuardDecision.refuse(site + " is convergent: hoisting it above the divergent branch on " + cond
                    + " changes which threads communicate")
                : GuardDecision.allow("the branch on " + cond + " is uniform");
            if (ctx.guard(site, d)) {
              editor.moveBefore(i.id(), br.id());
              ctx.performed(site, "hoisted to " + IrPrinter.blockName(f, preds.get(0)));
            }
            return false;
          }
        }
      }
      return false;
    }
  }

  /** An analysis counting instructions, which {@link WrongPreserved} claims to preserve. */
  static final Analysis<Integer> INSTRUCTION_COUNT = new Analysis<>("instruction-count", false,
      (m, f, t) -> f.blocks().map(b -> b.insts().size()).sum().intValue(), (m, f, n) -> Integer.toString(n));

  /** Erases an unused binary operation but claims to keep the instruction count. */
  static final class WrongPreserved implements FunctionPass {
    @Override
    public String name() {
      return "test-wrong-preserved";
    }

    @Override
    public PreservedAnalyses preserved() {
      return PreservedAnalyses.NONE.and(INSTRUCTION_COUNT);
    }

    @Override
    public boolean run(FunctionEditor editor, PassContext ctx) {
      ctx.analysis(INSTRUCTION_COUNT);
      for (BlockId b : editor.layout()) {
        for (Inst i : editor.insts(b)) {
          if (i instanceof dev.cvg.ir.Binary && ctx.function().index().users(i.result().orElseThrow()).isEmpty()) {
            editor.erase(i.id(), "unused");
            ctx.performed(IrPrinter.printInst(ctx.function(), i).trim(), "erased");
            return false;
          }
        }
      }
      return false;
    }
  }
}
