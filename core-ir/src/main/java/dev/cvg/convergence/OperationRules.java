package dev.cvg.convergence;

import dev.cvg.ir.CallSite;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Rule family "operations", checked per instruction in layout order (LLVM 22's
 * {@code GenericConvergenceVerifier::visit}):
 * <ul>
 *   <li>{@code entry} only in a convergent function, only in the entry block, and not after
 *       another convergent operation of its block; neither {@code entry} nor {@code anchor}
 *       takes a token;
 *   <li>{@code loop} takes a token and does not follow another convergent operation of its
 *       block;
 *   <li>a function does not mix controlled operations (a token use or a control intrinsic) with
 *       uncontrolled convergent ones.
 * </ul>
 * As in LLVM, an instruction's checks stop at its first failure, and a failure skips the
 * bookkeeping that follows it (so a rejected {@code entry} does not count as the first
 * convergent operation, and a rejected operation does not switch the function's mode). The
 * token uses found along the way feed {@link TokenWalk}.
 */
final class OperationRules {
  /** The convergence mode of the function so far. */
  private enum Mode { NONE, CONTROLLED, UNCONTROLLED }

  private final ConvergenceContext cx;
  /** Valid token uses: user to token definition, in layout order. */
  private final Map<InstId, InstId> tokens = new LinkedHashMap<>();
  private Mode mode = Mode.NONE;
  /** Whether a convergent operation precedes the current point in the current block. */
  private boolean seenConvergentInBlock;

  OperationRules(ConvergenceContext cx) {
    this.cx = cx;
  }

  /** Starts a new block. */
  void enterBlock() {
    seenConvergentInBlock = false;
  }

  /** Checks {@code inst}, which lies in the entry block iff {@code inEntryBlock}. */
  void visit(Inst inst, boolean inEntryBlock) {
    if (CallSite.of(inst).isEmpty()) {
      return;
    }
    Optional<TokenKind> kind = cx.calls().tokenKind(inst);
    Optional<Inst> tokenDef = BundleRules.tokenUsed(cx, inst);
    tokenDef.ifPresent(d -> tokens.put(inst.id(), d.id()));
    if (kind.isPresent() && !placementOk(inst, kind.get(), tokenDef.isPresent(), inEntryBlock)) {
      return;
    }
    boolean convergent = cx.calls().isConvergent(inst);
    if (convergent) {
      seenConvergentInBlock = true;
    }
    if (tokenDef.isPresent() || kind.isPresent()) {
      if (mode == Mode.UNCONTROLLED) {
        fail(inst, Messages.MIXED);
        return;
      }
      mode = Mode.CONTROLLED;
    } else if (convergent) {
      if (mode == Mode.CONTROLLED) {
        fail(inst, Messages.MIXED);
        return;
      }
      mode = Mode.UNCONTROLLED;
    }
  }

  /** Checks the placement and operand rules of a control intrinsic; returns whether they hold. */
  private boolean placementOk(Inst inst, TokenKind kind, boolean hasToken, boolean inEntryBlock) {
    return switch (kind) {
      case ENTRY -> {
        if (!cx.calls().isConvergentFunction(cx.function())) {
          yield fail(inst, Messages.ENTRY_NOT_CONVERGENT);
        }
        if (!inEntryBlock) {
          yield fail(inst, Messages.ENTRY_NOT_IN_ENTRY_BLOCK);
        }
        if (seenConvergentInBlock) {
          yield fail(inst, Messages.ENTRY_PRECEDED);
        }
        yield !hasToken || fail(inst, Messages.ENTRY_OR_ANCHOR_WITH_TOKEN);
      }
      case ANCHOR -> !hasToken || fail(inst, Messages.ENTRY_OR_ANCHOR_WITH_TOKEN);
      case LOOP -> {
        if (!hasToken) {
          yield fail(inst, Messages.LOOP_WITHOUT_TOKEN);
        }
        yield !seenConvergentInBlock || fail(inst, Messages.LOOP_PRECEDED);
      }
    };
  }

  /** Reports {@code message} about {@code inst}; returns false so callers can stop. */
  private boolean fail(Inst inst, String message) {
    cx.report().inst(inst.id(), message, cx.report().print(inst));
    return false;
  }

  /** Returns whether the function ended up controlled (LLVM's {@code sawTokens}). */
  boolean sawTokens() {
    return mode == Mode.CONTROLLED;
  }

  /** Returns the valid token uses found: user to token definition, in layout order. */
  Map<InstId, InstId> tokens() {
    return tokens;
  }
}
