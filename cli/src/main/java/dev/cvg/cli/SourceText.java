package dev.cvg.cli;

/**
 * An input read by a subcommand.
 *
 * @param name the name used in diagnostics: the path as given, or {@code <stdin>}
 * @param text the decoded text
 */
public record SourceText(String name, String text) {}
