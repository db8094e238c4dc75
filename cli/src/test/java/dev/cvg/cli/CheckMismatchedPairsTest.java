package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cvg check} on pairs that are not a transform of one another (issue 13): unrelated
 * programs, different signatures, missing functions, different names without a mapping, an
 * invalid original, and programs that never terminate. Each is a clear error naming the file at
 * fault, a verdict, or UNKNOWN with its reason, within the time bound.
 */
class CheckMismatchedPairsTest {
  @TempDir
  Path dir;

  private static final String KERNEL = """
      define void @k(ptr %out, i32 %n) {
      entry:
        %t = call i32 @tid()
        %c = icmp slt i32 %t, %n
        br i1 %c, label %then, label %end
      then:
        %r = call i32 @subgroupAdd(i32 %t)
        %p = getelementptr i32, ptr %out, i32 %t
        store i32 %r, ptr %p
        br label %end
      end:
        ret void
      }
      """ + CheckCommandTest.DECLS;

  private CommandsTest.Run check(String before, String after, String... options) throws Exception {
    Path b = dir.resolve("before.ll");
    Path a = dir.resolve("after.ll");
    Files.writeString(b, before);
    Files.writeString(a, after);
    String[] args = new String[3 + options.length];
    args[0] = "check";
    args[1] = b.toString();
    args[2] = a.toString();
    System.arraycopy(options, 0, args, 3, options.length);
    return CommandsTest.run("", args);
  }

  private String file(String name) {
    return dir.resolve(name).toString();
  }

  @Test
  void differentParameterTypesAreAnErrorShowingBothSignatures() throws Exception {
    CommandsTest.Run r = check(KERNEL, KERNEL.replace("i32 %n)", "i64 %n)").replace("i32 %t, %n", "i32 %t, 3"));
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertEquals(file("before.ll") + ": error: @k and @k have different signatures: the original is void (ptr, i32), "
        + "the transformed void (ptr, i64); they cannot run on the same inputs (a transform that changes a "
        + "signature is checked through its callers)\n", r.err());
    assertEquals("", r.out());
  }

  @Test
  void aChangedResultTypeIsAnErrorNotAProof() throws Exception {
    String before = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n";
    String after = "define i64 @f(i32 %x) {\n  %y = zext i32 %x to i64\n  ret i64 %y\n}\n";
    CommandsTest.Run r = check(before, after, "--function", "f");
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("the original is i32 (i32), the transformed i64 (i32)"), r.err());
  }

  @Test
  void aFunctionMissingFromTheTransformedModuleNamesThatFileAndWhatItDefines() throws Exception {
    CommandsTest.Run r = check(KERNEL, KERNEL.replace("@k(", "@other("));
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertEquals(file("after.ll") + ": error: the transformed module defines no @k (it defines @other)\n", r.err());
  }

  @Test
  void aFunctionMissingFromTheOriginalNamesThatFile() throws Exception {
    CommandsTest.Run r = check(KERNEL, KERNEL, "--function", "@nosuch");
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertEquals(file("before.ll") + ": error: the original module defines no @nosuch (it defines @k)\n", r.err());
  }

  @Test
  void aModuleWithoutDefinitionsSaysSo() throws Exception {
    CommandsTest.Run r = check(KERNEL, CheckCommandTest.DECLS);
    assertEquals(ExitCodes.USAGE, r.code(), r.out() + r.err());
    assertEquals(file("after.ll") + ": error: the transformed module defines no @k (it defines no function)\n",
        r.err());
  }

  @Test
  void anInvalidOriginalIsInvalidInputNamingTheOriginal() throws Exception {
    String invalid = KERNEL.replace("  %r = call i32 @subgroupAdd(i32 %t)\n", "")
        .replace("store i32 %r, ptr %p", "store i32 %r, ptr %p\n  %r = call i32 @subgroupAdd(i32 %t)");
    CommandsTest.Run r = check(invalid, KERNEL);
    assertEquals(ExitCodes.INVALID, r.code(), r.out() + r.err());
    assertTrue(r.err().startsWith(file("before.ll") + ": error: the original program is not valid:\n"), r.err());
    assertTrue(r.err().contains("does not dominate all uses"), r.err());
  }

  @Test
  void unrelatedProgramsOfOneSignatureGetAVerdictWithACounterexample() throws Exception {
    String unrelated = "define void @k(ptr %out, i32 %n) {\nentry:\n  store i32 7, ptr %out\n  ret void\n}\n"
        + CheckCommandTest.DECLS;
    CommandsTest.Run r = check(KERNEL, unrelated, "--threads", "1,2");
    assertEquals(ExitCodes.INVALID, r.code(), r.out() + r.err());
    assertTrue(r.out().startsWith("ILLEGAL: observable result violated"), r.out());
    assertTrue(r.out().contains("Counterexample:"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void programsThatNeverTerminateAreUnknownWithTheBoundThatWasHit() throws Exception {
    String loop = "define void @k(ptr %out, i32 %n) {\nentry:\n  br label %l\nl:\n"
        + "  %r = call i32 @subgroupAdd(i32 1)\n  br label %l\n}\n" + CheckCommandTest.DECLS;
    CommandsTest.Run r = check(loop, loop, "--always-run", "--threads", "1,2", "--steps", "2000");
    assertEquals(ExitCodes.UNKNOWN, r.code(), r.out() + r.err());
    assertTrue(r.out().startsWith("UNKNOWN: the transformed program's execution is inconclusive: thread 0 exceeded "
        + "the step bound of 2000 instructions (at %l in @k)"), r.out());
  }

  @Test
  void aNonTerminatingPairStopsAtTheWallTimeBoundEvenWithAHugeStepBound() throws Exception {
    String loop = "define void @k(ptr %out, i32 %n) {\nentry:\n  br label %l\nl:\n"
        + "  %r = call i32 @subgroupAdd(i32 1)\n  br label %l\n}\n" + CheckCommandTest.DECLS;
    long start = System.nanoTime();
    CommandsTest.Run r = check(loop, loop, "--always-run", "--threads", "1", "--steps", "1000000000000", "--time", "1");
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    assertEquals(ExitCodes.UNKNOWN, r.code(), r.out() + r.err());
    assertTrue(r.out().startsWith("UNKNOWN: the wall-time bound of 1 s was hit during launch 1 of "), r.out());
    assertTrue(seconds < 10, "the 1 s bound took " + seconds + " s");
  }
}
