package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pairs from the LLVM campaigns of issue #15 ({@code docs/findings.md}) that the checker once
 * called ILLEGAL although opt-22's output is correct: each {@code NAME.before.ll} and
 * {@code NAME.after.ll} under {@code legality/llvm-campaign/} (opt-22's output kept as it was,
 * so the test needs no LLVM) must stay LEGAL for the function named.
 */
class LlvmCampaignFalsePositivesTest {
  private static final Path DIR = Path.of("src/test/resources/legality/llvm-campaign");

  @ParameterizedTest(name = "{0} @{1}")
  @CsvSource({
      // default<O2> reassociated %v = add %n, 2; %w = add %v, %tid keeping both names
      "o2-reassociated, kernel",
      // default<O2> peeled a loop and unrolled the rest twice into one block (%t3.peel, %t3, %t3.1)
      "o2-peeled-unrolled-copies, callee1",
      // simplifycfg merged bb1 into entry: two unnamed call @op (under %t1, then %t0) were paired
      // with the originals in reverse order (searching back from the next named instruction)
      "simplifycfg-two-anchors-merged, kernel",
      // default<O2> inlined @callee0 twice: its anchor's first copy became the caller's %t0, the
      // second stayed in the loop (%t1.i1); the k-th copy of the anchor is not its k-th instance
      "o2-anchor-inlined-twice, kernel",
      // instcombine swapped the successors of the branch into an irreducible cycle: LLVM's DFS
      // picks %b as header instead of %a; the original's textual hierarchy groups the same way
      "instcombine-irreducible-header-moved, kernel",
      // licm's LoopSimplify added a preheader that the textual DFS takes as the header of an
      // irreducible cycle; the original groups the same way under LLVM's hierarchy
      "licm-irreducible-preheader-ballot, kernel",
      "licm-irreducible-preheader-readfirstlane, kernel",
      // open class 2: licm's LoopSimplify preheader heads an irreducible cycle under one of the
      // transformed program's hierarchies, grouping by a header no block of the original is;
      // compared under a hierarchy of the transformed program headed by original blocks instead
      "licm-irreducible-added-header-small, kernel",
      "licm-irreducible-added-header-seed268, kernel",
      "licm-irreducible-added-header-seed306, kernel",
      // simplifycfg merged blocks and folded the one-incoming phi %p6 into %tid: the copy
      // call @callee1(%out, %tid) was taken for the entry's call @callee1(%out, %tid) (seed 994)
      "simplifycfg-callee-phi-operand-folded, kernel",
      // the same with call @callee0(%out, %p1), %p1 = phi [ %tid, %bb4 ] (seed 1978)
      "simplifycfg-merged-phi-operand-folded, kernel",
      // a ballot under a split anchor decides the loop's exit: forcing the transformed program's
      // anchor groupings on the original reaches one more iteration per round (seed 5828)
      "simplifycfg-anchor-ballot-steers-loop, kernel",
      // default<O2> replaced a counting loop by llvm.usub.sat(%tid, 1), once computed as an opaque call
      "o2-usub-sat, callee1",
      // default<O2> rotated a loop: the first iteration's copy of %go5 is %go57 (LLVM's uniquing
      // appends digits), and the guard branch on it is the copy of the branch on %go5
      "o2-uniqued-names, kernel",
      // default<O2> fully unrolled a loop of two unnamed call @op into 126 calls in one block
      "o2-full-unroll-unnamed-calls, kernel",
      // cgscc(inline),simplifycfg put @callee0's two unnamed call @op beside the caller's own
      // in merged blocks (twice: two call sites)
      "inline-simplifycfg-merged-callee-ops, kernel",
      // cgscc(inline),simplifycfg: @callee0 and @callee1 both define %first5; the copy in %bb13,
      // with no caller instruction before it, is that of @callee0, which %bb13 called (seed 76)
      "inline-two-callees-same-name-by-block, kernel",
      // default<O2> (seed 88, small): GVN merged every getelementptr %out, %tid into the inlined
      // %addr0.i, so the store of a folded readfirstlane's new value %2 through it was pinned to
      // the callee's store, and the loop body's next call @op taken from the callee
      "o2-inline-store-of-new-value, kernel",
      // default<O2> (seed 16, tiny): the callee's first call @op matched through the caller's
      // block was matched again through the callee's own entry block for the callee's second one
      "o2-inline-callee-op-matched-once, kernel",
      // default<O2> (seed 16, tiny): the inlined callee's returning block, laid out before its loop,
      // merged with the caller's code after the call; its two call @op were paired with the loop's
      "o2-inline-returning-block-ops, kernel",
      // default<O2> (seed 5, small): @callee0 inlined three times, GVN merged the caller's
      // getelementptr %out, %tid into the inlined %addr0.i; the caller's store through it in %bb21
      // was pinned to the callee's store and the next two call @op taken from the callee
      "o2-inline-gvn-merged-address, kernel",
      // cgscc(inline),simplifycfg (seed 76, small): @callee0 and @callee1 both define %first5; the
      // copy %first5.i76 = readfirstlane(%iv2.i), after three inlined @callee1s, is @callee0's
      "inline-two-callees-same-name-by-operands, kernel",
      // cgscc(inline) (session 9 campaign, seed 41 and 40 more of 1-6500, tiny): the callee's
      // %bb2 call @op matched through the caller's entry was matched again through the callee's
      "inline-callee-op-matched-once, kernel",
      // default<O2> on the bug pair simplifycfg-thread-uncontrolled-cycle: the loop fully unrolled,
      // the first two readfirstlane copies deleted with their overwritten stores (open class 4)
      "o2-dead-unrolled-copies, src",
      // licm (session 9 campaign, seed 726 and 18 more): LICM sank the loop's unnamed store of
      // %first7 into the exit block, through LCSSA's %first7.lcssa; the sunk store was taken for
      // the exit block's own store and the exit block's call @op for its successor's
      "licm-lcssa-sunk-store, callee0",
      // licm (session 10 campaign, seed 3689): the loop's two stores to one address became one
      // store of %v6_1.lcssa sunk into the exit block %bb4 before its call @op; searching forward
      // for a store it took %bb4's own store after %v4_0, and %bb4's call @op then the next block's
      "licm-sunk-store-before-exit-code, kernel",
      // licm (session 9 and 10 campaigns, seeds 3037, 3920, 4005): code hoisted out of a loop of a
      // callee called twice runs once per call; the global k-th-execution rule paired the second
      // call's execution with the first call's second iteration (equal result by chance, different
      // operand), now paired per invocation of the callee
      "licm-hoisted-out-of-callee-loop-called-twice, kernel",
      "licm-hoisted-icmp-callee-called-twice, kernel",
      // cgscc(inline) (session 9 and 10 campaigns, seed 304, 28 occurrences): the inliner folded the
      // callee's constant branches into the caller's entry; after the callee's %c2 (in %bb2), the
      // next call @op was searched from the callee's first block on and took the returning %bb1's
      // instead of %bb4's (searched now from the blocks after %bb2, the returning blocks last)
      "inline-folded-branches-body-order, kernel",
      // cgscc(inline) (seed 1707, 7 occurrences): @callee0 and @callee1 both define %first2; the
      // copy %first2.i10 = readfirstlane(%v5_2) reads @callee0's %p2 = phi [ %n, %entry ] folded
      // into the argument, which the operand names took as a disagreement
      "inline-two-callees-folded-phi-operand, kernel",
      // default<O2> (session 10 campaign, finding 003: seed 17 and 474 more of 1-6500): the caller's
      // %first0, computed before the call of @callee1, sank past the inlined body into
      // %callee1.exit; the callee's returning block's call @op after it was searched forward from
      // before the call and took the first call @op of the callee's loop
      "o2-inline-exit-sunk-caller-instruction, kernel",
      // default<O2> (session 10 campaign, finding 004: seed 178 and 4 more): loop rotation's new exit
      // block %bb1.loopexit ends in br label %bb1, which was taken for the header's br i1 %go2, so
      // the rotated exit test's k-th instances were compared with the wrong original ones
      "o2-rotated-exit-unconditional-branch, callee0",
      // default<O2> (session 10 campaign, finding 003: seed 243 and 123 more of 1-6500): @callee0,
      // simplified to two returning blocks before inlining, kept them as %bb2.i and %bb3.i, and
      // %callee0.exit holds only the caller's code after the call; its call @op was searched from
      // the callee's returning part and took %bb2's call @op, which %bb2.i holds
      "o2-inline-exit-cloned-returning-blocks, kernel",
      // default<O2> (session 10 and 11 campaigns, seed 5946): %first4, in a dead block, was removed
      // with the phi %p1 it fed, and InstCombine rewrote %v1_3 = add %p1, %v1_2 into
      // mul %v1_21, %v3_0; its operand 0 was compared as the replacement of %first4's use (the
      // other operand equal by chance), but a user rewritten into another operation keeps its name
      // only, not its uses
      "o2-rewritten-user-not-a-replaced-use, callee0",
      // default<O2> (session 9-11 campaigns, seed 266 and 17 more): the inner loop (heart %t3 in
      // the outer loop's) was peeled once and the peeled iteration's dead ballot deleted; the
      // removable class's "last instances" rule paired a thread's transformed ballots with the
      // last of all its original ones, across outer iterations; now paired per instance of the
      // heart (Classes.scope), the peeled iteration's instance left without one
      "o2-peeled-iteration-dead-ballot, kernel",
      // default<O2> (session 11 campaign, seed 243 reduced again): %callee0.exit begins with
      // store %storemerge.i (InstCombine merged the callee's two returning stores and sank them),
      // which took the returning block's store, so the caller's call @op after it was searched past
      // its original into %bb2 and took the anchor's operation; the block's unnamed instructions
      // are now aligned with the original as a whole first (Alignment), the merged store left out
      "o2-merged-store-block-alignment, kernel",
      // default<O2> (session 11 campaign, seed 134 and 20 more, unreduced): the callee's blocks,
      // inlined and flattened into the caller's entry, run in another order than their layout
      // (%bb3, %bb5, %bb4, %bb2); aligning the whole block with the layout-ordered body gave the
      // call @op after the callee's entry store to %bb2; the alignment now runs between the
      // originals of the block's named instructions (%t3.i, %v4_2.i, %t1.i), the narrowest
      // stretches first, so the code between two names of %bb2 takes %bb2's operations before the
      // wide stretch from the entry to %bb5 can
      "o2-inlined-body-out-of-layout-order, kernel",
      // default<O2> (session 12 campaign, seed 1208, reduced): @callee1 inlined twice into one
      // block; the second copy's call @op, after its entry's store matched by operands, was read
      // on in the callee's own block and so took the first copy's place again; the reading now
      // goes on in the corresponding block's sequence, which holds both copies in place
      "o2-callee-inlined-twice-one-block, kernel",
      // default<O2> (session 12 campaign, seed 251 and 100 more, reduced): the caller's call @op
      // between two inlined copies of @callee1 took the first copy's anchored call @op again (it
      // was matched through the callee's own block, whose place is not the caller block's);
      // same rule
      "o2-caller-op-between-inlined-copies, kernel",
      // cgscc(inline) (session 12 campaign, seed 3946, reduced): @callee1 and @callee0 both
      // define %first1 and are inlined one after the other; %first1.i1 was given @callee1's
      // %first1 again (searched first, operands agree); an inlined name is now first taken from
      // the callee whose copy lies ahead in the corresponding block
      "inline-two-callees-same-name-in-order, kernel",
      // default<O2> (session 12 campaign, seed 309, 16 occurrences): @callee0 inlined at two call
      // sites; at the second, where only threads with tid >= 2 arrive, its ballot of tid == 0 was
      // folded to 0; the thread's one remaining instance was paired with its last original one
      // (the second call's); an instance of a class whose original instances lie in several
      // invocations now stands for the first original one after the trace's last intact instance
      "o2-inlined-ballot-folded-at-one-site, kernel",
      // default<O2> (session 12 campaign, seed 756, reduced): @callee1's layout is %entry, %bb2,
      // %bb3 but it runs %entry, %bb3, %bb2; flattened into the kernel's entry, %bb2's operations
      // after %first3.i lay before it in the layout-ordered body; inlined bodies are read in
      // reverse postorder now
      "o2-inlined-body-runs-in-cfg-order, kernel",
      // default<O2> (session 12 campaign, seed 262, 101 occurrences with others, unreduced): a
      // loop's first iteration peeled into %bb5 after %bb5's own code; the unnamed code after
      // %first7.peel was searched in %bb5 first and took %bb5's store, so the reading fell back to
      // %bb8; after a cloned copy from outside the corresponding block, the code is searched where
      // the copy came from first
      "o2-peeled-copy-code-read-where-it-came-from, callee1",
      // default<O2> (session 12 campaign, seed 275, 80 occurrences with others, reduced by the
      // campaign): the loop %bb2-%bb5-%bb3 peeled once, then fully unrolled into %bb3.peel with its
      // heart %t1 kept once at the head; the code after %t1 (a convergent call: it moves only with
      // its block) is now read from %t1's block, and the 20 unrolled copies of the two call @op
      // repeat the block's matches of the shape in turn instead of being new operations
      "o2-peeled-header-then-full-unroll, callee0",
      // the same kernel reduced to another shape (seed 275 again): the unrolled loop stays in
      // %bb2, whose own sequence holds %t1; each unrolled call @op took the nearest original of
      // its shape backwards (%bb5's second), so %bb5's first ran 2 times instead of 21; the copies
      // now repeat the block's matches in turn
      "o2-full-unroll-copies-repeat-in-turn, callee0",
      // default<O2> (seed 600): SimplifyCFG merged the callee's two stores into one store of
      // %storemerge before the returning block's call @op in %callee0.exit; searching on for that
      // store took the caller's store past the call's aligned place, and the call then the loop's
      "o2-exit-merged-store-before-callee-op, kernel",
      // default<O2> (seed 695): the exit block's branch was aligned with a block of the body far
      // before the returning block's call @op; only the aligned places of the same stretch of
      // unnamed code bound the search (the branch comes after named code from elsewhere)
      "o2-exit-aligned-place-after-moved-code, kernel",
      // default<O2> (seed 1122): the merged store %storemerge takes the stores of the values its
      // phi reads, not the store that DSE removed on one path (it stored a uniform readfirstlane)
      "o2-merged-store-skips-dead-store, callee1",
      // default<O2> (seed 743): LICM hoisted %v4_2.i out of the inlined loop to the top of the
      // entry block; the caller's two call @op after %t0 are the entry's, not the loop's
      "o2-licm-hoisted-callee-value-to-top, kernel",
      // default<O2> (seed 3668): SimplifyCFG sank %bc1 and the ballot below the inlined body's
      // anchor and calls; the anchor is no hoisted value, the code after the ballot the callee's
      "o2-ballot-sunk-below-inlined-anchor, kernel",
      // default<O2> (seed 1928): %v4_2.i and %v4_3.i hoisted before the peeled iteration's
      // %v3_2.peel.i; the peeled copy still bounds the reading of the inlined loop body
      "o2-hoisted-pair-before-peeled-copy, kernel",
      // default<O2> (seed 1685): @callee0 inlined at the entry's call and at %bb3's, merged into
      // the entry block; the second copy's %u.i2 lies in the second inlined body, after %v3_0
      "o2-second-inlined-copy-after-merged-block, kernel",
      // default<O2> (seed 1569): @callee1's loop peeled at each of three inlined call sites, the
      // peeled iteration's dead ballot deleted; each kept iteration's ballot stands for its own
      // iteration's original (bounded by the loop's intact call @plain), not the invocation's last
      "o2-inlined-peeled-loop-dead-ballot, kernel",
      // default<O2> (seed 1893): @callee0 and @callee1 both have %bb2, %trip3, %v2_0 and %v2_2;
      // InstCombine rewrote @callee1's add and xor into mul and or, so by kind %bb2.i4 voted for
      // @callee0; the names alone tie, and the caller's %bb1 called @callee1 just before
      "o2-two-callees-block-owner-opcodes-rewritten, kernel",
      // default<O2> (seed 2620): the names of %bb2.i tie too, but the callee before it was carried
      // over from @callee0's inlined body, not read from a call: the kinds decide (@callee1)
      "o2-two-callees-block-owner-by-kind, kernel",
      // default<O2> (seed 1004): %k9.next, the only named instruction of a block that merged %bb8
      // and %bb9, stands at its top; the block's call @op and stores after it are %bb8's and
      // %bb9's, before %k9.next's original, not past it
      "o2-lone-hoisted-name-atop-merged-block, callee1",
      // default<O2> peeled a loop and unrolled the rest fully into one block, the heart %t1 kept
      // once (the spec's unrolling without tail): its unnamed call @op copies are the loop body's
      // call @op, one iteration after another along the back edge (O2 seed 275, reduced)
      "o2-unrolled-heart-kept-once, callee0",
      // default<O2> inlined @callee1 with %n = %tid known in one arm: the branches that became
      // constant were folded and the successors' code merged into %bb3.i; the copies follow the
      // callee's control flow (bb3, bb5, bb7, bb4, bb8), and the folded store i32 6 through the
      // one getelementptr GVN left is no copy of the entry's store of %v0_3 (O2 seed 307)
      "o2-inlined-branch-folded-path, kernel",
      // default<O2> peeled an inner loop into %bb3.i: its code between the peeled heart and
      // %first5.peel.i comes from the blocks on the way (bb4, bb6 or bb8, bb5), not the nearest
      // call @op before %first5 and then the outer loop's (O2 seed 433)
      "o2-peeled-inner-loop-path, kernel",
      // default<O2> merged bb4's anchors (%t4 into %t3): under a split anchor the readfirstlane
      // decides the loop's exit, so an original run under groupings forced from an earlier
      // pairing looped on where the transformed one left, and its last readfirstlanes were taken
      // for deleted ones (O2 seed 625, reduced)
      "o2-anchor-split-loop-exit-steers, kernel",
      // default<O2> inlined @callee1, called under bb5's anchor %t3, and merged %t3 into the
      // entry's %t0: the inlined ballot's grouping reaches %t3 through @callee1's entry token
      // and the call, where it stopped at the entry token (O2 seed 1759, reduced)
      "o2-inlined-callee-under-merged-anchor, kernel",
      // cgscc(inline) of @callee1, whose loops' hearts hang from its entry token: an original run
      // under forced groupings left the transformed path, the operations of the next call were
      // paired with the previous call's, and two instances of the caller's anchor took one
      // group (thread converged with itself); a group goes to the first instance only (seed 459)
      "inline-anchor-group-taken-twice, kernel",
  })
  void staysLegal(String name, String function) throws Exception {
    Module before = IrParser.parse(Files.readString(DIR.resolve(name + ".before.ll")), name + ".before.ll");
    Module after = IrParser.parse(Files.readString(DIR.resolve(name + ".after.ll")), name + ".after.ll");
    Verdict v = Legality.check(before, function, after, function,
        NameCorrespondence.infer(before, function, after, function), LegalityOptions.defaults());
    assertInstanceOf(Verdict.Legal.class, v, () -> name + ": " + VerdictPrinter.print(v));
  }
}
