package dev.cvg.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;

/** Inputs and shell-script interestingness tests shared by the {@code cvg reduce} tests. */
final class ReduceScripts {
  private ReduceScripts() {}

  /** The shell the scripts run under. */
  static final Path SH = Path.of("/bin/sh");

  /**
   * A kernel with a ballot in a divergent branch, a helper function and data flow around both:
   * 13 instructions in 4 blocks, 4 functions (declarations included).
   */
  static final String KERNEL = """
      target triple = "amdgcn--"

      define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        %c = icmp ult i32 %tid, %n
        %x = add i32 %n, 7
        br i1 %c, label %then, label %exit
      then:
        %m = mul i32 %x, %tid
        %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
        %s = add i32 %b, %m
        %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
        store i32 %s, ptr addrspace(1) %p
        br label %exit
      exit:
        ret void
      }

      define i32 @helper(i32 %a) {
      entry:
        %r = mul i32 %a, %a
        ret i32 %r
      }

      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.ballot.i32(i1)
      """;

  /** The line a reduced {@link #KERNEL} must keep for the ballot test to hold. */
  static final String BALLOT_CALL = "call i32 @llvm.amdgcn.ballot.i32(";

  /** Skips the calling test, saying why, when there is no {@code /bin/sh} to run scripts. */
  static void assumeShell() {
    Assumptions.assumeTrue(Files.isExecutable(SH), "skipped: no /bin/sh to run the interestingness-test scripts");
  }

  /** Writes an executable {@code /bin/sh} script {@code name} into {@code dir} with {@code body}. */
  static Path script(Path dir, String name, String body) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, "#!/bin/sh\n" + body);
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    return p;
  }

  /** Writes {@code text} to {@code name} in {@code dir} and returns its path. */
  static Path file(Path dir, String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }
}
