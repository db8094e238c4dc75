package dev.cvg.passes.inline;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.Cursor;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Replaces one call by a copy of the callee's body (LLVM's {@code InlineFunction}): the call's
 * block is split after the call into {@code <callee>.exit}, the callee's blocks are copied in
 * between ({@code .i} names), parameters read the arguments, each {@code ret} branches to the
 * exit (a phi there collects the results of several), and the call goes. The callee's entry
 * block is then merged into the call's block, and a single return block absorbs the exit, so a
 * straight-line callee leaves no new block. Static allocas of the callee's entry block move to
 * the caller's entry block; unused ones are dropped (as LLVM does).
 *
 * <p>Each copy records {@code Origin.Inlined(from, callee, call)}; an instruction that the callee
 * snapshot itself marks {@link Origin.Synthesized} (tokens inferred in a copy of the callee)
 * keeps that origin, since the module's callee has no such instruction.
 */
final class CallSiteInliner {
  private final FunctionEditor e;
  private final Call call;
  private final Function body;
  private final String calleeName;
  private final Map<Integer, InstId> insts = new HashMap<>();
  private final Map<BlockId, BlockId> blocks = new HashMap<>();
  private Value entryToken;
  private InstId entryDef;

  private CallSiteInliner(FunctionEditor e, Call call, Function body, String calleeName) {
    this.e = e;
    this.call = call;
    this.body = body;
    this.calleeName = calleeName;
  }

  /**
   * Inlines {@code call} (in the function {@code e} edits) with {@code body}, a version of the
   * module's function {@code @calleeName}.
   *
   * @param entry the callee's entry intrinsic, if any, with the value replacing its token
   * @return the number of instructions copied
   */
  static int inline(FunctionEditor e, Call call, Function body, String calleeName, Optional<EntrySubstitution> entry) {
    CallSiteInliner in = new CallSiteInliner(e, call, body, calleeName);
    entry.ifPresent(s -> {
      in.entryDef = s.definition();
      in.entryToken = s.token();
    });
    return in.run();
  }

  /**
   * The callee's entry intrinsic and the value that replaces its token.
   *
   * @param definition the {@code llvm.experimental.convergence.entry} call in the callee
   * @param token the replacing token in the caller
   */
  record EntrySubstitution(InstId definition, Value token) {}

  private int run() {
    BlockId callBlock = e.blockOf(call.id());
    BlockId exit = BlockEdits.splitAfter(e, call.id(), calleeName + ".exit");
    BlockId prev = callBlock;
    for (Block b : body.blocks()) {
      prev = e.addBlock(e.uniqueName(b.name() + ".i"), prev);
      blocks.put(b.id(), prev);
      for (Inst i : b.insts()) {
        if (!i.id().equals(entryDef)) {
          insts.put(i.rawId(), e.newInstId());
        }
      }
    }
    List<Phi.Incoming> results = new ArrayList<>();
    int copied = moveStaticAllocas();
    for (Block b : body.blocks()) {
      BlockId to = blocks.get(b.id());
      for (Inst i : b.insts()) {
        if (i.id().equals(entryDef) || isMovedAlloca(i)) {
          continue;
        }
        InstId id = insts.get(i.rawId());
        if (i instanceof Ret r) {
          e.append(to, new Br(id, exit), origin(i));
          r.value().map(this::value).ifPresent(v -> results.add(new Phi.Incoming(v, to)));
        } else {
          copy(i, to, e.insts(to).size());
        }
        copied++;
      }
    }
    wireResult(exit, results);
    e.erase(call.id(), "inlined @" + calleeName);
    BlockId calleeEntry = blocks.get(body.entry().id());
    e.at(callBlock).origin(new Origin.Synthesized("inline: enter the callee's body")).br(calleeEntry);
    if (mayMove(calleeEntry)) {
      BlockEdits.mergeIntoPredecessor(e, callBlock, calleeEntry, "inline: callee entry merged into the call's block");
    }
    List<BlockId> returning = returningBlocks(exit);
    if (returning.size() == 1 && e.insts(exit).stream().noneMatch(i -> i instanceof Phi) && mayMove(exit)) {
      BlockEdits.mergeIntoPredecessor(e, returning.getFirst(), exit, "inline: exit merged into the only return block");
    }
    return copied;
  }

  /** Copies {@code i} into {@code block} at {@code position}, remapped, with its name and metadata. */
  private void copy(Inst i, BlockId block, int position) {
    InstId id = insts.get(i.rawId());
    UnaryOperator<Value> values = this::value;
    Inst copy = i.withId(id).mapOperands(values).mapBlocks(blocks::get);
    e.insertNew(block, position, copy, origin(i));
    body.nameOf(i.id().value()).ifPresent(n -> e.setName(id.value(), e.uniqueName(n + ".i")));
    body.attachments().get(i.id()).forEach(a -> e.setAttachment(id, a));
  }

  /** Moves used static allocas of the callee's entry block to the caller's entry block. */
  private int moveStaticAllocas() {
    BlockId callerEntry = e.layout().getFirst();
    int position = 0;
    for (Inst i : body.entry().insts()) {
      if (i instanceof Alloca a && isStatic(a)) {
        if (body.index().users(i.id().value()).isEmpty()) {
          insts.remove(i.rawId());
        } else {
          copy(i, callerEntry, position++);
        }
      }
    }
    return position;
  }

  private boolean isMovedAlloca(Inst i) {
    return i instanceof Alloca a && isStatic(a) && body.entry().insts().contains(i);
  }

  private static boolean isStatic(Alloca a) {
    return a.count().isEmpty() || a.count().get() instanceof Value.ConstInt;
  }

  /** Replaces the call's uses by the returned value (a phi at the exit for several returns). */
  private void wireResult(BlockId exit, List<Phi.Incoming> results) {
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
  private boolean mayMove(BlockId block) {
    return e.insts(block).stream().noneMatch(i -> i instanceof Call c && c.site().calleeName()
        .filter(n -> n.equals(TokenInference.LOOP) || n.equals(TokenInference.ENTRY)).isPresent());
  }

  private List<BlockId> returningBlocks(BlockId exit) {
    List<BlockId> out = new ArrayList<>();
    for (BlockId b : e.layout()) {
      List<Inst> is = e.insts(b);
      if (!is.isEmpty() && is.getLast() instanceof Br br && br.target().equals(exit)) {
        out.add(b);
      }
    }
    return out;
  }

  private Origin origin(Inst i) {
    return body.provenance().originOf(i.id()).filter(o -> o instanceof Origin.Synthesized)
        .orElse(new Origin.Inlined(i.id(), "@" + calleeName, call.id()));
  }

  private Value value(Value v) {
    if (!(v instanceof Value.Local l)) {
      return v;
    }
    if (entryDef != null && l.rawId() == entryDef.index()) {
      return entryToken;
    }
    for (int k = 0; k < body.params().size(); k++) {
      if (body.params().get(k).id().equals(l.id())) {
        return call.site().args().get(k).value();
      }
    }
    InstId id = insts.get(l.rawId());
    return id == null ? v : new Value.Local(id.value(), l.type());
  }
}
