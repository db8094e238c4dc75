/**
 * A FileCheck subset in Java, so that LLVM's own tests and cvg's golden files can be checked
 * without LLVM installed.
 *
 * <p>Entry point: {@link dev.cvg.filecheck.FileCheck#check}; command lines from {@code RUN:}
 * lines are parsed by {@link dev.cvg.filecheck.FileCheckArgs}. Invariants:
 *
 * <ul>
 *   <li>Exit codes and pass/fail agree with LLVM's {@code FileCheck} (0 pass, 1 a check
 *       failed, 2 the check file, options or input are unusable); {@code
 *       FileCheckDifferentialTest} enforces this against {@code FileCheck-22} on every corpus
 *       file and on mutated inputs.
 *   <li>Regexes are POSIX extended expressions as LLVM's regex library reads them
 *       ({@link dev.cvg.filecheck.PosixRegex}), not Java regexes.
 *   <li>Matching is deterministic and stateless between calls: each call has its own variable
 *       table.
 * </ul>
 *
 * <p>The code lives under {@code src/test/java} because it is test infrastructure.
 */
package dev.cvg.filecheck;
