package dev.cvg.passes.framework;

import java.util.Objects;

/**
 * One change a pass reported during a step.
 *
 * @param site the site in LLVM names
 * @param what how it was changed ({@code "unrolled 4x, remainder"})
 */
public record Performed(String site, String what) {
  /** Checks both are present. */
  public Performed {
    Objects.requireNonNull(site);
    Objects.requireNonNull(what);
  }
}
