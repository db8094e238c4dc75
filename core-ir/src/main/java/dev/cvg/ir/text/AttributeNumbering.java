package dev.cvg.ir.text;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Block;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The attribute group numbers LLVM's printer writes: groups are renumbered {@code #0},
 * {@code #1}, ... in order of first use, and groups with the same attributes share one number.
 *
 * <p>Problem: LLVM keeps no group numbers in memory; an attribute set is a uniqued value and
 * its printer ({@code SlotTracker} in {@code AsmWriter.cpp}) numbers the distinct function-level
 * sets as it meets them: first the function attributes of every function in module order, then
 * the call-site function attributes of each function's calls as that function is printed. A
 * single instruction printed on its own ({@code Instruction::print}, as
 * {@code print<uniformity>} does) sees the module's function sets and then only its own
 * function's call sites. Groups nobody references are not printed.
 *
 * <p>Algorithm: one pass over the uses in that order, mapping each written {@code #N} to the
 * number of its group's key (its attributes, deduplicated and sorted) and giving a new key the
 * next number. Two groups are one when their written attributes are the same set; LLVM also
 * equates spellings it upgrades ({@code readnone} and {@code memory(none)}), cvg does not.
 * A reference to an undefined group keeps a number of its own.
 * Complexity: O(instructions + attributes log attributes).
 *
 * <pre>
 *   define @f() #2 { call @g() #3  call @h() #4 }      #2, #3, #4 = { nounwind readnone }
 *   prints as: define @f() #0 { call @g() #0  call @h() #0 }   attributes #0 = { nounwind readnone }
 * </pre>
 */
final class AttributeNumbering {
  /** The identity numbering, for printing without a module. */
  static final AttributeNumbering NONE = new AttributeNumbering(null);

  private final Module module;
  /** Printed number by written group number. */
  private final Map<Integer, Integer> numbers = new HashMap<>();
  /** Printed number by key, in order of first use; the value's first group is the one printed. */
  private final Map<String, Integer> byKey = new LinkedHashMap<>();
  private final List<AttributeGroup> printed = new ArrayList<>();

  private AttributeNumbering(Module module) {
    this.module = module;
  }

  /** Returns the numbering of a whole-module print: every function's sets, then every function's calls. */
  static AttributeNumbering ofModule(Module m) {
    AttributeNumbering n = new AttributeNumbering(m);
    m.functions().forEach(f -> n.useAll(f.header().trailing()));
    m.functions().forEach(n::useCalls);
    return n;
  }

  /** Returns the numbering seen when printing only {@code f} (or one of its instructions) of {@code m}. */
  static AttributeNumbering ofFunction(Module m, Function f) {
    AttributeNumbering n = new AttributeNumbering(m);
    m.functions().forEach(g -> n.useAll(g.header().trailing()));
    n.useCalls(f);
    return n;
  }

  private void useCalls(Function f) {
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        CallSite.of(i).ifPresent(site -> useAll(site.fnAttrs()));
      }
    }
  }

  private void useAll(List<String> words) {
    words.forEach(this::use);
  }

  private void use(String word) {
    int written = groupNumber(word);
    if (written < 0 || numbers.containsKey(written)) {
      return;
    }
    String key = module.attributeGroup(written)
        .map(g -> "=" + new TreeSet<>(g.attrs()))
        .orElse("#" + written); // undefined: its own number
    Integer number = byKey.get(key);
    if (number == null) {
      number = byKey.size();
      byKey.put(key, number);
      module.attributeGroup(written).ifPresent(g -> printed.add(new AttributeGroup(byKey.size() - 1, g.attrs())));
    }
    numbers.put(written, number);
  }

  /** Returns {@code word} with a group reference {@code #N} renumbered; other words unchanged. */
  String rename(String word) {
    int written = groupNumber(word);
    if (module == null || written < 0) {
      return word;
    }
    Integer n = numbers.get(written);
    return n == null ? word : "#" + n;
  }

  /** Returns the groups to print, renumbered, in number order; each keeps the first such group's attributes. */
  List<AttributeGroup> groups() {
    return module == null ? List.of() : List.copyOf(printed);
  }

  private static int groupNumber(String word) {
    if (word.length() < 2 || word.charAt(0) != '#' || word.length() > 10) {
      return -1;
    }
    for (int k = 1; k < word.length(); k++) {
      if (!Character.isDigit(word.charAt(k))) {
        return -1;
      }
    }
    return Integer.parseInt(word.substring(1));
  }
}
