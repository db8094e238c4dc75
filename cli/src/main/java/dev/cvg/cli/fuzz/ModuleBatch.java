package dev.cvg.cli.fuzz;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Several kernels in one module, so an external tool starts once for all of them, and the way
 * back. Kernel {@code k}'s defined functions are renamed {@code @cvgbatch<k>.<name>} (calls
 * between them follow), declarations are shared; the tool's output is split by that prefix and
 * the names restored.
 *
 * <p>Kernels are batched together only when their module parts outside the functions (header,
 * named types, globals, attribute groups, trailing metadata) are equal, their declarations of the
 * same name print the same, and their defined functions have plain LLVM names; {@link #plan}
 * puts the others into batches of their own. Names the tool derived from a renamed function (the
 * inliner's {@code <callee>.exit} blocks) lose the batch prefix again when the output is split.
 */
public final class ModuleBatch {
  private static final String PREFIX = "cvgbatch";
  private static final Pattern PLAIN = Pattern.compile("[-a-zA-Z$._][-a-zA-Z$._0-9]*");

  private ModuleBatch() {}

  /**
   * Groups the indices of {@code kernels} into batches of at most {@code size} kernels that can
   * share a module, in order.
   */
  public static List<List<Integer>> plan(List<Module> kernels, int size) {
    List<List<Integer>> batches = new ArrayList<>();
    List<Integer> open = new ArrayList<>();
    Map<String, String> declarations = new HashMap<>();
    for (int k = 0; k < kernels.size(); k++) {
      Module m = kernels.get(k);
      if (!batchable(m)) {
        batches.add(List.of(k));
        continue;
      }
      if (!open.isEmpty() && (open.size() == size || !compatible(kernels.get(open.getFirst()), m, declarations))) {
        batches.add(open);
        open = new ArrayList<>();
        declarations.clear();
      }
      for (Function d : m.functions()) {
        if (d.isDeclaration()) {
          declarations.putIfAbsent(d.name(), IrPrinter.print(m, d));
        }
      }
      open.add(k);
    }
    if (!open.isEmpty()) {
      batches.add(open);
    }
    return batches;
  }

  /** Returns the name of kernel {@code k}'s function {@code name} in a merged batch. */
  public static String batchName(int k, String name) {
    return PREFIX + k + "." + name;
  }

  /** Returns one module holding {@code kernels} (which {@link #plan} put in one batch). */
  public static Module merge(List<Module> kernels) {
    Module first = kernels.getFirst();
    List<Function> defined = new ArrayList<>();
    Map<String, Function> declared = new LinkedHashMap<>();
    for (int k = 0; k < kernels.size(); k++) {
      Module m = kernels.get(k);
      int index = k;
      Map<String, String> names = new HashMap<>();
      m.definitions().forEach(f -> names.put(f.name(), batchName(index, f.name())));
      for (Function f : m.functions()) {
        if (f.isDeclaration()) {
          declared.putIfAbsent(f.name(), f);
        } else {
          defined.add(rename(f, names));
        }
      }
    }
    defined.addAll(declared.values());
    return new Module("batch of " + kernels.size() + " kernels", first.header(), first.types(), first.globals(),
        defined, first.attributeGroups(), first.trailer());
  }

  /**
   * Returns kernel {@code k}'s part of {@code output} (the tool's result for a merged batch) with
   * its original names, or empty if the output defines none of its functions.
   */
  public static Optional<Module> split(Module output, int k, String sourceName) {
    String prefix = batchName(k, "");
    Map<String, String> names = new HashMap<>();
    for (Function f : output.definitions()) {
      if (f.name().startsWith(prefix)) {
        names.put(f.name(), f.name().substring(prefix.length()));
      }
    }
    if (names.isEmpty()) {
      return Optional.empty();
    }
    List<Function> functions = new ArrayList<>();
    for (Function f : output.functions()) {
      if (f.isDeclaration()) {
        functions.add(f);
      } else if (names.containsKey(f.name())) {
        functions.add(unprefixed(rename(f, names), prefix));
      }
    }
    return Optional.of(new Module(sourceName, output.header(), output.types(), output.globals(), functions,
        output.attributeGroups(), output.trailer()));
  }

  private static boolean batchable(Module m) {
    return m.definitions().stream().allMatch(f -> PLAIN.matcher(f.name()).matches() && !f.name().startsWith(PREFIX));
  }

  private static boolean compatible(Module first, Module m, Map<String, String> declarations) {
    if (!first.header().equals(m.header()) || !first.types().equals(m.types()) || !first.globals().equals(m.globals())
        || !first.attributeGroups().equals(m.attributeGroups()) || !first.trailer().equals(m.trailer())) {
      return false;
    }
    for (Function d : m.functions()) {
      String seen = d.isDeclaration() ? declarations.get(d.name()) : null;
      if (seen != null && !seen.equals(IrPrinter.print(m, d))) {
        return false;
      }
    }
    return true;
  }

  /** Returns {@code f} named {@code names[f]}, with every reference to a renamed function renamed. */
  private static Function rename(Function f, Map<String, String> names) {
    var blocks = f.blocks().map(b -> new Block(b.id(), b.name(),
        b.insts().stream().map(i -> i.mapOperands(v -> renamed(v, names))).toList()));
    return new Function(names.get(f.name()), f.header(), false, blocks, f.valueNames(), f.attachments(),
        f.sourceMap(), f.provenance(), f.nextId());
  }

  /**
   * Returns {@code f} with the batch prefix taken off the names of its blocks and values: the
   * inliner names a callee's exit block {@code <callee>.exit}, which in a batch reads
   * {@code cvgbatch3.callee.exit}. A name whose unprefixed form is taken keeps its prefix.
   */
  private static Function unprefixed(Function f, String prefix) {
    Set<String> taken = new HashSet<>();
    f.blocks().forEach(b -> taken.add(b.name()));
    f.valueNames().forEach((v, n) -> taken.add(n));
    UnaryOperator<String> strip = n -> n != null && n.startsWith(prefix) && !taken.contains(n.substring(prefix.length()))
        ? n.substring(prefix.length()) : n;
    var blocks = f.blocks().map(b -> new Block(b.id(), strip.apply(b.name()), b.insts()));
    return new Function(f.name(), f.header(), false, blocks, f.valueNames().mapValues(strip), f.attachments(),
        f.sourceMap(), f.provenance(), f.nextId());
  }

  /** Returns {@code v} renamed if it refers to a renamed function ({@code names} has names without {@code @}). */
  private static Value renamed(Value v, Map<String, String> names) {
    if (v instanceof Value.GlobalRef g && g.name().startsWith("@") && names.containsKey(g.name().substring(1))) {
      return new Value.GlobalRef("@" + names.get(g.name().substring(1)), g.type());
    }
    return v;
  }
}
