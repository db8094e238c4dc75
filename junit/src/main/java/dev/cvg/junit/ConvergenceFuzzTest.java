package dev.cvg.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test that runs a pass over generated kernels: the method receives a {@link ConvergenceFuzzer}
 * and hands it the transform; the test fails on the first kernel the transform makes ILLEGAL
 * (or invalid), with the seed, the verdict and the original reduced to what still breaks
 * ({@link ConvergenceFuzz#check}). A method that never hands the fuzzer a transform fails too.
 *
 * <pre>{@code
 *   @ConvergenceFuzzTest(kernels = 500)
 *   void speculateArmsKeepsConvergence(ConvergenceFuzzer fuzz) {
 *     fuzz.check((module, kernel) -> PassManager.of(PassOptions.defaults(), new SpeculateArms())
 *         .run(module).output().function(kernel.name()).orElseThrow());
 *   }
 * }</pre>
 *
 * <p>The configuration parameters (or system properties) {@value ConvergenceFuzzer#KERNELS_PARAMETER}
 * and {@value ConvergenceFuzzer#SEED_PARAMETER} override {@link #kernels()} and {@link #seed()}
 * of every such test: a long campaign is {@code mvn test -Dcvg.fuzz.kernels=20000}, one failing
 * kernel again is {@code -Dcvg.fuzz.kernels=1 -Dcvg.fuzz.seed=S}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
@ExtendWith(ConvergenceFuzzExtension.class)
public @interface ConvergenceFuzzTest {
  /**
   * Returns how many valid kernels to check.
   *
   * @return the kernel count, at least 1 (default 200)
   */
  int kernels() default 200;

  /**
   * Returns the seed of the first kernel; kernel {@code k} is generated from a later seed (seeds
   * of kernels the verifiers reject are skipped).
   *
   * @return the first seed (default 1)
   */
  long seed() default 1;
}
