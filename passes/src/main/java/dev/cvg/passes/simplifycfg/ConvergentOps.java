package dev.cvg.passes.simplifycfg;

import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.Call;
import dev.cvg.ir.Inst;
import dev.cvg.passes.framework.PassContext;
import java.util.Collection;
import java.util.Optional;

/** What the target model says about the convergence of one instruction. */
final class ConvergentOps {
  private final PassContext ctx;

  ConvergentOps(PassContext ctx) {
    this.ctx = ctx;
  }

  /** Returns whether {@code inst} is a convergent operation (control intrinsics included). */
  boolean isConvergent(Inst inst) {
    return inst instanceof Call c && ctx.target().isConvergent(ctx.module(), c.site());
  }

  /** Returns which convergence token {@code inst} defines, if it is a control intrinsic. */
  Optional<TokenKind> tokenKind(Inst inst) {
    return inst instanceof Call c
        ? ctx.target().intrinsic(c.site()).flatMap(TokenKind::of) : Optional.empty();
  }

  /** Returns the first convergent operation of {@code insts}, if any. */
  Optional<Inst> firstConvergent(Collection<Inst> insts) {
    return insts.stream().filter(this::isConvergent).findFirst();
  }
}
