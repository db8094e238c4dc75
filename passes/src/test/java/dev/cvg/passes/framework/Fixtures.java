package dev.cvg.passes.framework;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The pass manager tests' input modules (src/test/resources/framework/). */
final class Fixtures {
  private Fixtures() {}

  /** Returns the text of resource {@code framework/name}. */
  static String text(String name) {
    try (InputStream in = Fixtures.class.getResourceAsStream("/framework/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource framework/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Returns resource {@code framework/name} parsed. */
  static Module module(String name) {
    return parse(text(name), name);
  }

  /** Returns {@code text} parsed, failing the test on a parse error. */
  static Module parse(String text, String name) {
    try {
      return IrParser.parse(text, name);
    } catch (ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }
}
