package dev.cvg.convergence;

import dev.cvg.ir.InstId;
import java.util.Optional;

/**
 * A static definition of a convergence token: a call of one of the three control intrinsics.
 *
 * @param inst the defining call (its result is the token)
 * @param kind which intrinsic it calls
 * @param block the number of its block in the function's dense index
 * @param parent the definition of the token it uses in its {@code "convergencectrl"} bundle, if
 *     any and well formed (present for a valid {@code loop}; empty for {@code entry} and
 *     {@code anchor} in valid IR)
 */
public record TokenDefinition(InstId inst, TokenKind kind, int block, Optional<InstId> parent) {}
