package dev.cvg.lit;

/** Names of the LLVM tools RUN lines invoke. */
public final class Tools {
  private Tools() {}

  /**
   * Returns the tool's base name: the file name without directories and without a version
   * suffix ({@code /usr/bin/opt-22} and {@code opt} are both {@code opt}).
   */
  public static String base(String tool) {
    String name = tool.substring(tool.lastIndexOf('/') + 1);
    return name.replaceFirst("-[0-9]+$", "");
  }
}
