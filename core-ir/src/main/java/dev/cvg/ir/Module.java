package dev.cvg.ir;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed {@code .ll} file: header lines, named types, globals, functions, attribute groups
 * and verbatim metadata, printed back in that canonical order.
 *
 * @param sourceName the file name given to the parser (used in diagnostics)
 * @param header {@code source_filename}, {@code target datalayout}, {@code target triple} and
 *     {@code module asm} lines, verbatim
 * @param types named type definitions
 * @param globals global variables
 * @param functions definitions and declarations in source order
 * @param attributeGroups attribute groups
 * @param trailer metadata definitions and other unmodelled top-level lines, verbatim
 */
public record Module(String sourceName, List<String> header, List<TypeDef> types, List<Global> globals,
    List<Function> functions, List<AttributeGroup> attributeGroups, List<String> trailer) {

  private static final Pattern TRIPLE = Pattern.compile("^target\\s+triple\\s*=\\s*\"([^\"]*)\"");

  /** Copies the lists. */
  public Module {
    header = List.copyOf(header);
    types = List.copyOf(types);
    globals = List.copyOf(globals);
    functions = List.copyOf(functions);
    attributeGroups = List.copyOf(attributeGroups);
    trailer = List.copyOf(trailer);
  }

  /**
   * Returns the {@code target triple}, if the file states one.
   *
   * @return the triple, e.g. {@code amdgcn-amd-amdhsa}, or empty
   */
  public Optional<String> triple() {
    for (String line : header) {
      Matcher m = TRIPLE.matcher(line.trim());
      if (m.find()) {
        return Optional.of(m.group(1));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the function named {@code name} (without {@code @}).
   *
   * @param name the function name without {@code @}
   * @return the definition or declaration, or empty
   */
  public Optional<Function> function(String name) {
    return functions.stream().filter(f -> f.name().equals(name)).findFirst();
  }

  /**
   * Returns the functions that have a body, in source order.
   *
   * @return the definitions
   */
  public List<Function> definitions() {
    return functions.stream().filter(f -> !f.isDeclaration()).toList();
  }

  /**
   * Returns the body of named type {@code name} (with {@code %}), if defined and not opaque.
   *
   * @param name the type name, e.g. {@code %struct.S}
   * @return the type body, or empty
   */
  public Optional<Type> typeDef(String name) {
    return types.stream().filter(t -> t.name().equals(name)).findFirst().flatMap(TypeDef::body);
  }

  /**
   * Returns the attribute group {@code #number}, if defined.
   *
   * @param number the group number N of {@code #N}
   * @return the group, or empty
   */
  public Optional<AttributeGroup> attributeGroup(int number) {
    return attributeGroups.stream().filter(g -> g.number() == number).findFirst();
  }

  /**
   * Returns {@code written} with every {@code #N} replaced by the attributes of group N, in
   * order and without duplicates: the effective attribute words of a function or call site.
   *
   * @param written the attribute words as written, {@code #N} references included
   * @return the effective attributes
   */
  public Set<String> effectiveAttributes(List<String> written) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : written) {
      if (w.startsWith("#")) {
        try {
          attributeGroup(Integer.parseInt(w.substring(1))).ifPresent(g -> out.addAll(g.attrs()));
        } catch (NumberFormatException e) {
          out.add(w);
        }
      } else {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * Returns the effective function attributes of {@code f} (its trailing words, groups expanded).
   *
   * @param f a function of this module
   * @return its effective attributes
   */
  public Set<String> attributesOf(Function f) {
    return effectiveAttributes(f.header().trailing());
  }

  /**
   * Returns a copy in which the function with {@code f}'s name is replaced by {@code f} (or {@code
   * f} appended).
   *
   * @param f the new version of the function
   * @return the copy
   */
  public Module withFunction(Function f) {
    List<Function> out = new ArrayList<>(functions);
    boolean replaced = false;
    for (int i = 0; i < out.size(); i++) {
      if (out.get(i).name().equals(f.name())) {
        out.set(i, f);
        replaced = true;
      }
    }
    if (!replaced) {
      out.add(f);
    }
    return new Module(sourceName, header, types, globals, out, attributeGroups, trailer);
  }
}
