package dev.cvg.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * Supplies {@code cvg --version}: the version from the jar manifest (set when the fat jar is
 * built), else from Maven's {@code pom.properties}, else "development build" (classes run
 * from {@code target/classes}); and the Java runtime.
 */
final class VersionProvider implements IVersionProvider {

  @Override
  public String[] getVersion() {
    return new String[] {"cvg " + version(),
        "Java " + Runtime.version() + " (" + System.getProperty("java.vendor", "?") + ")"};
  }

  /** Returns the cvg version string. */
  static String version() {
    String v = Main.class.getPackage().getImplementationVersion();
    if (v != null) {
      return v;
    }
    try (InputStream in = Main.class.getResourceAsStream(
        "/META-INF/maven/dev.cvg/cli/pom.properties")) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String pv = p.getProperty("version");
        if (pv != null) {
          return pv;
        }
      }
    } catch (IOException e) {
      // Fall through: the version is informational.
    }
    return "development build";
  }
}
