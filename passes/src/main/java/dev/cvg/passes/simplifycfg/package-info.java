/**
 * {@code simplifycfg}: merging blocks into their single predecessor, folding constant branches,
 * removing unreachable and forwarding blocks, hoisting and sinking code common to both sides of
 * a branch, and folding diamonds and triangles into {@code select} (one class per
 * simplification), with a convergence guard ({@link dev.cvg.passes.simplifycfg.SimplifyCfgGuard})
 * separate from the transforms.
 *
 * <p>Invariants: every edit goes through the function editor (so provenance gives the legality
 * checker its correspondence: merged instructions are recorded as merged, removed ones as
 * erased, speculated ones keep their ids); the sites of one round never overlap, so each reads
 * its blocks as the round's snapshot had them and the snapshot's analyses hold for it; no site
 * that needs cycles or uniformity runs after an edit of the round that may have changed the
 * cycle structure; a convergent operation is merged only across a uniform branch (anchors: in
 * acyclic flow), never speculated, and never pulled into a different cycle nesting.
 */
package dev.cvg.passes.simplifycfg;
