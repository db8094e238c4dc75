package dev.cvg.passes.framework;

import java.util.Objects;

/**
 * One pass of a resolved pipeline: what the text said and the pass object that runs it.
 *
 * @param spec the name and parameters as written
 * @param pass the pass
 */
public record PipelineStep(PassSpec spec, FunctionPass pass) {
  /** Checks both are present. */
  public PipelineStep {
    Objects.requireNonNull(spec);
    Objects.requireNonNull(pass);
  }
}
