package dev.cvg.cli;

import dev.cvg.cli.dot.Graphviz;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's Chromium and chromedriver ({@code apt-get install chromium chromium-driver}) driven by
 * Selenium, for the tests that open pages in a real browser. Both programs are looked for on
 * {@code PATH} (the packages install {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver});
 * Selenium is never asked to download a browser or driver.
 *
 * <p>Without them a test is skipped with a message saying what to install, unless the build runs
 * with {@code -Dcvg.requireBrowser=true} (CI, when it could install them): then it fails.
 */
final class HeadlessChromium {
  /** The system property that turns a missing browser from a skip into a failure. */
  static final String REQUIRE = "cvg.requireBrowser";

  /**
   * Selenium warns when it has no DevTools (CDP) binding for the installed Chromium's version;
   * these tests use WebDriver only, so the warning is noise. Kept in a field: a logger only
   * weakly referenced loses its level.
   */
  private static final Logger DEVTOOLS = Logger.getLogger("org.openqa.selenium.devtools");

  private HeadlessChromium() {}

  /** Returns a headless Chromium session that records the page's console, or skips (or fails) without one. */
  static ChromeDriver start() {
    Optional<Path> chromium = onPath(List.of("chromium", "chromium-browser"));
    Optional<Path> driver = onPath(List.of("chromedriver"));
    if (chromium.isEmpty() || driver.isEmpty()) {
      String missing = "needs Debian's chromium and chromedriver on PATH (apt-get install chromium chromium-driver); "
          + "found chromium: " + chromium.map(Path::toString).orElse("no") + ", chromedriver: "
          + driver.map(Path::toString).orElse("no");
      if (Boolean.getBoolean(REQUIRE)) {
        Assertions.fail("-D" + REQUIRE + "=true but the browser test " + missing);
      }
      Assumptions.abort("browser test skipped: " + missing);
    }
    DEVTOOLS.setLevel(Level.SEVERE);
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.get().toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1400,1000");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.get().toFile())
        .usingAnyFreePort().build();
    return new ChromeDriver(service, options);
  }

  /** Returns the first of {@code names} found on {@code PATH}. */
  private static Optional<Path> onPath(List<String> names) {
    return names.stream().flatMap(n -> Graphviz.findProgram(n, System.getenv("PATH")).stream()).findFirst();
  }
}
