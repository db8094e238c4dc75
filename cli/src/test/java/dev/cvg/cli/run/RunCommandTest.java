package dev.cvg.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.json.CliJson;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.oracle.Execution;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The library behind {@code cvg run}: entry selection, argument handling, reports in JSON and text. */
class RunCommandTest {
  static Module parse(String ir) {
    try {
      return IrParser.parse(ir, "test.ll");
    } catch (ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }

  static final String KERNEL = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        %u = mul i32 %n, 3
        %d = add i32 %u, %tid
        %small = icmp ult i32 %tid, 2
        br i1 %small, label %only, label %join
      only:
        %first = icmp eq i32 %tid, 0
        br i1 %first, label %alone, label %join
      alone:
        %solo = add i32 %d, 1
        br label %join
      join:
        %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
        store i32 %d, ptr addrspace(1) %p
        ret void
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  /** {@code RunCommand.trace} keeps every instance even past {@link RunCommand#TABLE_THREADS} threads. */
  @Test
  void traceKeepsTheFullTraceForAnyThreadCount() {
    Execution e = RunCommand.trace(parse(KERNEL), RunOptions.defaults().withThreads(16));
    assertTrue(e.isOk(), e.toString());
    assertEquals(16, e.trace().orElseThrow().threads());
    // every thread visits entry and join, threads 0 and 1 also only, thread 0 also alone
    int visits = e.trace().get().blockVisits(e.entry()).stream().mapToInt(List::size).sum();
    assertEquals(16 + 2 + 1 + 16, visits);
    assertThrows(IllegalArgumentException.class,
        () -> RunCommand.trace(parse(KERNEL), RunOptions.defaults().withFunction("nope")));
  }

  @Test
  void jsonReportsUniformityOfEveryNamedValue() {
    RunReport r = RunCommand.execute(parse(KERNEL), RunOptions.defaults().withThreads(4));
    // Jackson's default indentation, as cvg check --json and cvg opt --json print theirs
    // (the hand-written writer it replaced printed "key": value and one array element per line)
    assertEquals("""
        {
          "status" : "ok",
          "function" : "@k",
          "threads" : 4,
          "seed" : 0,
          "hierarchy" : "llvm",
          "rounds" : 1,
          "uniform" : {
            "%n" : true,
            "%out" : true,
            "%tid" : false,
            "%u" : true,
            "%d" : false,
            "%small" : false,
            "%first" : false,
            "%solo" : null,
            "%p" : false
          },
          "temporalDivergence" : [ ],
          "results" : [ {
            "thread" : 0,
            "returned" : null
          }, {
            "thread" : 1,
            "returned" : null
          }, {
            "thread" : 2,
            "returned" : null
          }, {
            "thread" : 3,
            "returned" : null
          } ],
          "buffers" : {
            "%out" : [ 21, 22, 23, 24, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ]
          }
        }
        """, r.toJson());
  }

  @Test
  void unknownRunsSayWhy() {
    String loop = """
        define void @f() {
        entry:
          %x = add i32 1, 2
          br label %loop
        loop:
          br label %loop
        }
        """;
    RunReport r = RunCommand.execute(parse(loop), new RunOptions(Optional.empty(), 2, Optional.empty(), 0,
        "llvm", Optional.empty(), 500, 64));
    var json = CliJson.read(r.toJson());
    assertEquals("unknown", json.get("status").asString(), r.toJson());
    assertTrue(json.get("reason").asString().startsWith("thread 0 exceeded the step bound"), r.toJson());
    assertTrue(json.get("uniform").get("%x").isNull(), "every named value is listed, unobserved");
  }

  @Test
  void explicitArgumentsAndTextOutput() {
    RunReport r = RunCommand.execute(parse(KERNEL), RunOptions.defaults().withThreads(2).withArgs(List.of("5,buf")));
    String text = r.toText();
    assertTrue(text.startsWith("@k: ok after 1 round (2 threads, hierarchy llvm, seed 0)\n"), text);
    assertTrue(text.contains("  %u      uniform\n"), text);
    assertTrue(text.contains("  %solo   not observed\n"), text);
    assertTrue(text.contains("trace:\n+----------+"), "small runs print the trace table:\n" + text);
  }

  @Test
  void argumentErrorsAreMessagesForTheUser() {
    var m = parse(KERNEL);
    var e1 = assertThrows(IllegalArgumentException.class,
        () -> RunCommand.execute(m, RunOptions.defaults().withArgs(List.of("1"))));
    assertEquals("@k takes 2 argument(s), 1 given", e1.getMessage());
    var e2 = assertThrows(IllegalArgumentException.class,
        () -> RunCommand.execute(m, RunOptions.defaults().withArgs(List.of("x", "buf"))));
    assertEquals("argument 1 'x': expected an integer, tid, tid*A+B, a float, buf or undef", e2.getMessage());
    var e3 = assertThrows(IllegalArgumentException.class,
        () -> RunCommand.execute(m, RunOptions.defaults().withHierarchy("dfs")));
    assertTrue(e3.getMessage().startsWith("unknown hierarchy 'dfs'"));
    var e4 = assertThrows(IllegalArgumentException.class,
        () -> RunCommand.execute(m, RunOptions.defaults().withFunction("nope")));
    assertEquals("no defined function @nope", e4.getMessage());
  }

  @Test
  void temporalDivergenceIsListed() {
    String ir = """
        define void @f() {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %done = icmp uge i32 %i.next, %tid
          br i1 %done, label %exit, label %loop
        exit:
          %use = mul i32 %i.next, 2
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        """;
    RunReport r = RunCommand.execute(parse(ir), RunOptions.defaults().withThreads(4));
    assertEquals(List.of(new RunReport.DivergentUse("%i.next", "%use")), r.temporalDivergence());
    assertEquals(Optional.of(true), r.uniform().stream().filter(u -> u.name().equals("%i.next")).findFirst()
        .orElseThrow().uniform());
  }

  @Test
  void seededArgumentsAreUniformForKernelsAndPerThreadOtherwise() {
    String ir = """
        define i32 @f(i32 %a) {
        entry:
          ret i32 %a
        }
        """;
    RunReport r = RunCommand.execute(parse(ir), RunOptions.defaults().withThreads(16).withSeed(3));
    assertEquals(Optional.of(false), r.uniform().get(0).uniform(), "a non-kernel argument differs per thread");
    RunReport k = RunCommand.execute(parse(KERNEL), RunOptions.defaults().withThreads(16).withSeed(3));
    assertEquals(Optional.of(true), k.uniform().get(0).uniform(), "a kernel argument is uniform");
  }

  @Test
  void theRoundBoundIsAnOptionAndNamedWhenHit() throws Exception {
    String chain = """
        declare i32 @subgroupAdd(i32) convergent
        declare i32 @tid()
        define void @k(ptr %out) {
        entry:
          %t = call i32 @tid()
          %a = call i32 @subgroupAdd(i32 %t)
          %b = call i32 @subgroupAdd(i32 %a)
          %c = call i32 @subgroupAdd(i32 %b)
          %p = getelementptr i32, ptr %out, i32 %t
          store i32 %c, ptr %p
          ret void
        }
        """;
    RunOptions one = new RunOptions(Optional.empty(), 4, Optional.of(java.util.List.of("buf")), 0, "llvm",
        Optional.empty(), 1000, 1);
    RunReport r = RunCommand.execute(parse(chain), one);
    assertTrue(r.toJson().contains("did not reach a fixed point within 1 rounds"), r.toJson());
    RunReport enough = RunCommand.execute(parse(chain), new RunOptions(Optional.empty(), 4,
        Optional.of(java.util.List.of("buf")), 0, "llvm", Optional.empty(), 1000, 8));
    assertTrue(enough.ok(), enough.toJson());
  }
}
