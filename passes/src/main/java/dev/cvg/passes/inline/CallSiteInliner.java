package dev.cvg.passes.inline;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.CloneMap;
import dev.cvg.ir.edit.Cursor;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Replaces one call by a copy of the callee's body (LLVM's {@code InlineFunction}) through the
 * editor's {@code splitBlock}, {@code importBody} and {@code mergeIntoPredecessor}: the call's
 * block is split after the call into {@code <callee>.exit}, the callee's blocks are imported in
 * between with LLVM's {@code .i} names, each {@code ret} becomes a branch to the exit (a phi there
 * collects the results of several), the call's block branches to the copied entry, and the call
 * goes. The copied entry block is then merged into the call's block, and a single return block
 * absorbs the exit, so a straight-line callee leaves no new block. Static allocas of the callee's
 * entry block move to the caller's entry block; unused ones are dropped (as LLVM does).
 *
 * <p>{@code importBody} records {@code Origin.Inlined(from, callee, call)} for every copy; an
 * instruction that the callee snapshot itself marks {@link Origin.Synthesized} (tokens inferred in
 * a copy of the callee) keeps that origin, since the module's callee has no such instruction.
 */
final class CallSiteInliner {
  private CallSiteInliner() {}

  /**
   * The callee's entry intrinsic and the value that replaces its token.
   *
   * @param definition the {@code llvm.experimental.convergence.entry} call in the callee
   * @param token the replacing token in the caller
   */
  record EntrySubstitution(InstId definition, Value token) {}

  /**
   * Inlines {@code call} (in the function {@code e} edits) with {@code body}, a version of the
   * module's function {@code @calleeName}.
   *
   * @param entry the callee's entry intrinsic, if any, with the value replacing its token
   * @return the number of instructions copied
   */
  static int inline(FunctionEditor e, Call call, Function body, String calleeName, Optional<EntrySubstitution> entry) {
    BlockId callBlock = e.blockOf(call.id());
    List<Inst> around = e.insts(callBlock);
    InstId next = around.get(around.indexOf(e.inst(call.id())) + 1).id();
    BlockId exit = e.splitBlock(next, calleeName + ".exit");
    List<Value> args = call.site().args().stream().map(CallSite.Arg::value).toList();
    CloneMap map = e.importBody(body, args, call.id(), callBlock);
    int copied = 0;
    List<Phi.Incoming> results = new ArrayList<>();
    for (Block b : body.blocks()) {
      BlockId to = map.block(b.id());
      e.renameBlock(to, e.uniqueName(b.name() + ".i"));
      for (Inst i : b.insts()) {
        InstId c = map.inst(i.id());
        body.provenance().originOf(i.id()).filter(o -> o instanceof Origin.Synthesized).ifPresent(o -> e.setOrigin(c, o));
        body.nameOf(i.id().value()).ifPresent(n -> e.setName(c.value(), e.uniqueName(n + ".i")));
        if (i instanceof Ret r) {
          e.replace(new Br(c, exit));
          r.value().map(map::value).ifPresent(v -> results.add(new Phi.Incoming(v, to)));
        }
        copied++;
      }
    }
    if (entry.isPresent()) {
      InstId c = map.inst(entry.get().definition());
      e.replaceAllUses(c.value(), entry.get().token());
      e.erase(c, "inline: the callee's entry token is the call's token");
      copied--;
    }
    copied -= moveStaticAllocas(e, body, map);
    BlockId calleeEntry = map.block(body.entry().id());
    e.replace(new Br(e.terminator(callBlock).id(), calleeEntry));
    wireResult(e, call, calleeName, exit, results);
    e.erase(call.id(), "inlined @" + calleeName);
    if (mayMove(e, calleeEntry)) {
      e.mergeIntoPredecessor(calleeEntry, "inline: callee entry merged into the call's block");
    }
    List<BlockId> returning = e.predecessors(exit);
    if (returning.size() == 1 && e.insts(exit).stream().noneMatch(i -> i instanceof Phi) && mayMove(e, exit)) {
      e.mergeIntoPredecessor(exit, "inline: exit merged into the only return block");
    }
    return copied;
  }

  /** Moves used static allocas of the copied entry block to the caller's entry block; returns how many were dropped. */
  private static int moveStaticAllocas(FunctionEditor e, Function body, CloneMap map) {
    BlockId callerEntry = e.layout().getFirst();
    int position = 0;
    int dropped = 0;
    for (Inst i : body.entry().insts()) {
      if (i instanceof Alloca a && (a.count().isEmpty() || a.count().get() instanceof Value.ConstInt)) {
        InstId c = map.inst(i.id());
        if (e.hasUses(c.value())) {
          e.move(c, callerEntry, position++);
        } else {
          e.erase(c, "inline: unused alloca");
          dropped++;
        }
      }
    }
    return dropped;
  }

  /** Replaces the call's uses by the returned value (a phi at the exit for several returns). */
  private static void wireResult(FunctionEditor e, Call call, String calleeName, BlockId exit, List<Phi.Incoming> results) {
    if (!call.hasResult()) {
      return;
    }
    Value result;
    if (results.isEmpty()) {
      result = new Value.Poison(call.resultType());
    } else if (results.size() == 1) {
      result = results.getFirst().value();
    } else {
      Cursor at = e.before(e.insts(exit).getFirst().id())
          .origin(new Origin.Synthesized("inline: the results of @" + calleeName + "'s returns"));
      e.original().nameOf(call.id().value()).ifPresent(at::named);
      result = at.phi(call.resultType(), results).asValue();
    }
    e.replaceAllUses(call.id().value(), result);
  }

  /**
   * Returns whether {@code block}'s instructions may join the end of another block: not when it
   * holds a {@code loop} or {@code entry} intrinsic, which "must precede any other convergent
   * operation in the same basic block" (ConvergentOperations.rst). LLVM's inliner merges such
   * blocks and then fails its own verifier.
   */
  private static boolean mayMove(FunctionEditor e, BlockId block) {
    return e.insts(block).stream().noneMatch(i -> i instanceof Call c && c.site().calleeName()
        .filter(n -> n.equals(TokenInference.LOOP) || n.equals(TokenInference.ENTRY)).isPresent());
  }
}
