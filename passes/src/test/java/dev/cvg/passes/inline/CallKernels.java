package dev.cvg.passes.inline;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.testing.StandardKernels;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Generated kernels with calls, for the property and LLVM comparison tests: the seeded kernel
 * generator's {@code @kernel} plus two generated callees ({@code @callee0} internal,
 * {@code @callee1} external), called from up to three places. By {@code seed % 4}:
 * <ul>
 *   <li>0: no convergence tokens anywhere (convergence-free apart from uncontrolled ballots);
 *   <li>1, 3: tokens in kernel and callees, each call placed before a controlled {@code @op} call
 *       and given its token (the callee's entry becomes that token when inlined);
 *   <li>2: a {@code convergent} kernel without tokens calling callees with tokens, without a
 *       token at the call: LLVM refuses such calls, cvg infers the kernel's tokens first.
 * </ul>
 */
public final class CallKernels {
  private CallKernels() {}

  /** Returns the module of {@code seed}. */
  public static Module of(long seed) {
    int mode = (int) (seed % 4);
    boolean kernelTokens = mode % 2 == 1;
    boolean calleeTokens = mode != 0;
    Module km = KernelGenerator.generate(shape(seed, 8), seed, options(shape(seed, 8), kernelTokens, 12));
    Map<String, Function> functions = new LinkedHashMap<>();
    List<Function> callees = new ArrayList<>();
    for (int k = 0; k < 2; k++) {
      long s = seed * 31 + k + 1;
      Module cm = KernelGenerator.generate(shape(s, 4), s, options(shape(s, 4), calleeTokens, 6));
      Function c = cm.functions().getFirst();
      FunctionHeader h = c.header();
      callees.add(c.withName("callee" + k).withHeader(new FunctionHeader(k == 0 ? List.of("internal") : List.of(), "",
          h.returnAttrs(), h.returnType(), h.params(), h.varArgs(), h.trailing())));
      cm.functions().subList(1, cm.functions().size()).forEach(f -> functions.putIfAbsent(f.name(), f));
    }
    km.functions().subList(1, km.functions().size()).forEach(f -> functions.putIfAbsent(f.name(), f));
    Function kernel = withCalls(km.functions().getFirst(), kernelTokens, mode == 2, new SplittableRandom(seed));
    List<Function> all = new ArrayList<>(List.of(kernel));
    all.addAll(callees);
    all.addAll(functions.values());
    return new Module("calls-" + seed + ".ll", km.header(), km.types(), km.globals(), all, km.attributeGroups(),
        km.trailer());
  }

  private static FlowGraph shape(long seed, int size) {
    return RandomCfg.mixed(seed, size);
  }

  private static KernelGenerator.Options options(FlowGraph shape, boolean tokens, int steps) {
    return StandardKernels.options(shape, KernelGenerator.Options.defaults().convergentOpPercent(), tokens, steps);
  }

  /** Adds up to three calls of the callees to {@code kernel}. */
  private static Function withCalls(Function kernel, boolean tokens, boolean convergent, SplittableRandom rnd) {
    FunctionEditor e = FunctionEditor.of(kernel);
    List<Value> args = List.of(new Value.Local(new ValueId(0), kernel.params().get(0).type()),
        new Value.Local(new ValueId(1), Type.I32));
    List<Inst> anchors = new ArrayList<>();
    for (Block b : kernel.blocks()) {
      for (Inst i : b.insts()) {
        boolean controlledOp = i instanceof Call c && c.site().calleeName().orElse("").equals("@op")
            && c.site().convergenceToken().isPresent();
        if (tokens ? controlledOp : i.isTerminator()) {
          anchors.add(i);
        }
      }
    }
    for (int n = 0; n < 3 && !anchors.isEmpty(); n++) {
      Inst at = anchors.remove(rnd.nextInt(anchors.size()));
      List<CallSite.Bundle> bundles = tokens ? ((Call) at).site().bundles() : List.of();
      Call call = new Call(e.newInstId(), new CallSite(List.of(), List.of(), Type.VOID,
          new Value.GlobalRef("@callee" + rnd.nextInt(2), Type.PTR),
          args.stream().map(a -> new CallSite.Arg(a, List.of())).toList(), List.of(), bundles));
      e.insertBefore(at.id(), call, new Origin.Synthesized("test: a call"));
    }
    if (convergent) {
      FunctionHeader h = kernel.header();
      List<String> attrs = new ArrayList<>(h.trailing());
      attrs.add("convergent");
      e.setHeader(new FunctionHeader(h.linkage(), h.callingConv(), h.returnAttrs(), h.returnType(), h.params(),
          h.varArgs(), attrs));
    }
    return e.finish();
  }
}
