package dev.cvg.filecheck;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * FileCheck's string-variable table: values captured by {@code [[NAME:regex]]} and read by
 * {@code [[NAME]]}. Names starting with {@code $} are global and survive
 * {@code --enable-var-scope}'s clearing at each {@code CHECK-LABEL}.
 */
final class Variables {
  private final Map<String, String> values = new HashMap<>();

  /** Sets {@code name} to {@code value}. */
  void define(String name, String value) {
    values.put(name, value);
  }

  /** Returns the value of {@code name}, or empty if it is undefined. */
  Optional<String> value(String name) {
    return Optional.ofNullable(values.get(name));
  }

  /** Forgets every variable whose name does not start with {@code $}. */
  void clearLocal() {
    values.keySet().removeIf(name -> !name.startsWith("$"));
  }
}
