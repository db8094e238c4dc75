package dev.cvg.oracle.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.semantics.GroupOp;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.Intrinsic;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The oracle's lowering is total: every {@link Inst} kind and every {@link Intrinsic} compiles to
 * one interpreter op, an explicit {@link Op#UNSUPPORTED} with its reason where the oracle has no
 * lowering. The tables are pinned (taken from the compiler before its switches listed every
 * kind), so a kind that silently changes its lowering fails here.
 */
class LoweringTableTest {
  /** One line a kind: scalar, memory, aggregate and vector instructions, every terminator. */
  private static final String KINDS = """
      define i32 @kinds(i32 %x, i32 %y, double %d, ptr %q, <4 x i32> %vec, { i32, i1 } %pair, i1 %flag) {
      top:
        %mul = mul nuw i32 %x, %y
        %neg = fneg double %d
        %lt = icmp slt i32 %mul, %y
        %wide = sext i32 %x to i64
        %pick = select i1 %flag, i32 %mul, i32 %y
        %fixed = freeze i32 %pick
        %ext = call i32 @external(i32 %fixed)
        %slot = alloca i64, align 8
        %elt = getelementptr i32, ptr %q, i32 %x
        %old = load i32, ptr %elt, align 4
        store i32 %old, ptr %q, align 4
        %swap = atomicrmw xchg ptr %q, i32 %y seq_cst, align 4
        %res = cmpxchg ptr %q, i32 %x, i32 %y acq_rel monotonic, align 4
        fence seq_cst
        %ok = extractvalue { i32, i1 } %res, 1
        %set = insertvalue { i32, i1 } %pair, i32 %x, 0
        %lane = extractelement <4 x i32> %vec, i32 0
        %put = insertelement <4 x i32> %vec, i32 %x, i32 1
        %mix = shufflevector <4 x i32> %vec, <4 x i32> %put, <4 x i32> zeroinitializer
        br i1 %ok, label %multi, label %stop
      multi:
        switch i32 %x, label %via [ i32 7, label %jump ]
      via:
        br label %out
      jump:
        callbr void asm "", "!i"() to label %out [label %stop]
      stop:
        unreachable
      out:
        %merged = phi i32 [ %mul, %via ], [ %old, %jump ]
        ret i32 %merged
      }
      declare i32 @external(i32)
      """;

  /** A callee name the generic model gives each meaning (with the type it is called at). */
  private static final Map<Intrinsic, String> CALLEES = new EnumMap<>(Map.ofEntries(
      Map.entry(Intrinsic.CONVERGENCE_ENTRY, "token @llvm.experimental.convergence.entry()"),
      Map.entry(Intrinsic.CONVERGENCE_ANCHOR, "token @llvm.experimental.convergence.anchor()"),
      Map.entry(Intrinsic.CONVERGENCE_LOOP, "token @llvm.experimental.convergence.loop()"),
      Map.entry(Intrinsic.THREAD_ID_X, "i32 @llvm.amdgcn.workitem.id.x()"),
      Map.entry(Intrinsic.THREAD_ID_Y, "i32 @llvm.amdgcn.workitem.id.y()"),
      Map.entry(Intrinsic.THREAD_ID_Z, "i32 @llvm.amdgcn.workitem.id.z()"),
      Map.entry(Intrinsic.LANE_ID, "i32 @llvm.nvvm.read.ptx.sreg.laneid()"),
      Map.entry(Intrinsic.WORKGROUP_ID, "i32 @llvm.amdgcn.workgroup.id.x()"),
      Map.entry(Intrinsic.BALLOT, "i64 @subgroupBallot(i1 true)"),
      Map.entry(Intrinsic.REDUCE_ADD, "i32 @subgroupAdd(i32 1)"),
      Map.entry(Intrinsic.REDUCE_UMAX, "i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 1, i32 0)"),
      Map.entry(Intrinsic.REDUCE_UMIN, "i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 1, i32 0)"),
      Map.entry(Intrinsic.BROADCAST_FIRST, "i32 @subgroupBroadcastFirst(i32 1)"),
      Map.entry(Intrinsic.READ_LANE, "i32 @llvm.amdgcn.readlane.i32(i32 1, i32 0)"),
      Map.entry(Intrinsic.SHUFFLE, "i32 @subgroupShuffle(i32 1, i32 0)"),
      Map.entry(Intrinsic.BARRIER, "void @subgroupControlBarrier()"),
      Map.entry(Intrinsic.TEXTURE_SAMPLE, "i32 @textureSample(i32 1, i32 0)"),
      Map.entry(Intrinsic.VOTE_ALL, "i1 @subgroupAll(i1 true)"),
      Map.entry(Intrinsic.VOTE_ANY, "i1 @subgroupAny(i1 true)")));

  @Test
  void everyInstKindLowersToItsPinnedOp() throws Exception {
    Code code = compile(KINDS, "kinds");
    Set<Class<?>> seen = new LinkedHashSet<>();
    List<String> table = new ArrayList<>();
    for (int pc = 0; pc < code.size; pc++) {
      seen.add(code.inst[pc].getClass());
      table.add(code.inst[pc].opcode().mnemonic() + " " + describe(code, pc));
    }
    assertEquals(Set.of(Inst.class.getPermittedSubclasses()), seen, "the example lacks a kind");
    assertEquals(List.of(
        "mul BIN", "fneg FNEG", "icmp ICMP", "sext NORM", "select SELECT", "freeze FREEZE",
        "call BUILTIN " + Builtins.EXTERNAL, "alloca ALLOCA", "getelementptr GEP", "load LOAD", "store STORE",
        "atomicrmw ATOMICRMW", "cmpxchg CMPXCHG", "fence NOP", "extractvalue COPY",
        "insertvalue UNSUPPORTED %set in @kinds: the insertvalue instruction is not supported by the oracle",
        "extractelement UNSUPPORTED %lane in @kinds: the extractelement instruction is not supported by the oracle",
        "insertelement UNSUPPORTED %put in @kinds: the insertelement instruction is not supported by the oracle",
        "shufflevector UNSUPPORTED %mix in @kinds: the shufflevector instruction is not supported by the oracle",
        "br CONDBR", "switch SWITCH", "br BR",
        "callbr UNSUPPORTED callbr in %jump in @kinds: the callbr instruction is not supported by the oracle",
        "unreachable UNREACHABLE", "phi NOP", "ret RET"), table);
  }

  @Test
  void everyIntrinsicLowersToItsPinnedOp() throws Exception {
    assertEquals(Set.of(Intrinsic.values()), CALLEES.keySet(), "an intrinsic has no callee here");
    StringBuilder body = new StringBuilder("define void @calls() convergent {\nentry:\n");
    StringBuilder decls = new StringBuilder();
    for (Map.Entry<Intrinsic, String> e : CALLEES.entrySet()) {
      String call = e.getValue();
      String type = call.substring(0, call.indexOf(' '));
      String name = call.substring(call.indexOf('@'), call.indexOf('('));
      String args = call.substring(call.indexOf('(') + 1, call.length() - 1);
      String bundle = e.getKey() == Intrinsic.CONVERGENCE_LOOP ? " [ \"convergencectrl\"(token %t1) ]" : "";
      body.append("  ").append(type.equals("void") ? "" : "%t" + e.getKey().ordinal() + " = ")
          .append("call ").append(call).append(bundle).append('\n');
      decls.append("declare ").append(type).append(' ').append(name).append('(')
          .append(Arrays.stream(args.split(", ")).filter(a -> !a.isEmpty())
              .map(a -> a.substring(0, a.indexOf(' '))).collect(Collectors.joining(", ")))
          .append(")\n");
    }
    Code code = compile(body.append("  ret void\n}\n").append(decls).toString(), "calls");
    Map<Intrinsic, String> table = new EnumMap<>(Intrinsic.class);
    for (int pc = 0; pc < code.size - 1; pc++) {
      table.put(Intrinsic.values()[pc], describe(code, pc));
    }
    Map<Intrinsic, String> expected = new EnumMap<>(Intrinsic.class);
    expected.put(Intrinsic.CONVERGENCE_ENTRY, "TOKEN_ENTRY");
    expected.put(Intrinsic.CONVERGENCE_ANCHOR, "TOKEN_ANCHOR");
    expected.put(Intrinsic.CONVERGENCE_LOOP, "TOKEN_LOOP");
    for (Intrinsic i : List.of(Intrinsic.THREAD_ID_X, Intrinsic.LANE_ID)) {
      expected.put(i, "BUILTIN " + Builtins.TID);
    }
    for (Intrinsic i : List.of(Intrinsic.THREAD_ID_Y, Intrinsic.THREAD_ID_Z, Intrinsic.WORKGROUP_ID)) {
      expected.put(i, "BUILTIN " + Builtins.ZERO);
    }
    for (Intrinsic i : Intrinsic.values()) {
      if (i.isConvergent() && !i.isConvergenceControl()) {
        expected.put(i, "GROUP " + i.name());
      }
    }
    assertEquals(expected, table);
  }

  private static Code compile(String text, String fn) throws Exception {
    Module m = IrParser.parse(text, fn + ".ll");
    CompiledModule cm = CompiledModule.compile(m, GpuTarget.generic(), HierarchyChoice.llvm());
    return cm.function(fn).orElseThrow().code;
  }

  /** Returns the op's name; for UNSUPPORTED also the reason, for BUILTIN and GROUP the kind. */
  private static String describe(Code code, int pc) throws Exception {
    String op = opNames().get(code.op[pc]);
    return switch (op) {
      case "UNSUPPORTED" -> op + " " + code.aux[pc];
      case "BUILTIN" -> op + " " + code.sub[pc];
      case "GROUP" -> op + " " + GroupOp.of(code.sub[pc]);
      default -> op;
    };
  }

  private static Map<Integer, String> opNames() throws IllegalAccessException {
    Map<Integer, String> names = new HashMap<>();
    for (Field f : Op.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
        names.put(f.getInt(null), f.getName());
      }
    }
    return names;
  }
}
