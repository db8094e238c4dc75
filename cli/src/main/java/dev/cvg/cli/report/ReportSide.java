package dev.cvg.cli.report;

import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;

/**
 * One side of a checked pair, as the report draws it.
 *
 * @param file the file the module was read from, as the user named it
 * @param module the module
 * @param function the compared function's name (without {@code @})
 * @param target the module's target model (for the uniformity analysis of the pictures)
 */
public record ReportSide(String file, Module module, String function, TargetModel target) {}
