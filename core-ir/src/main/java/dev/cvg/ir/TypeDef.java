package dev.cvg.ir;

import java.util.Optional;

/**
 * A named type {@code %name = type {...}} or {@code %name = type opaque}.
 *
 * @param name the name including {@code %}
 * @param body the body, empty for {@code opaque}
 */
public record TypeDef(String name, Optional<Type> body) {}
