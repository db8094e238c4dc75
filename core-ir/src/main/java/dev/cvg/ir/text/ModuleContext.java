package dev.cvg.ir.text;

import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a module parse knows across functions: the named type bodies (collected before the main
 * pass, since LLVM allows uses before definitions), the defined global names, and the first use
 * of every referenced global and named type, checked when the module ends.
 */
final class ModuleContext {
  final Cursor cursor;
  /** Named type bodies by name including {@code %}; empty for {@code opaque}. */
  final Map<String, Optional<Type>> typeBodies = new LinkedHashMap<>();
  /** First use of each named type, by name. */
  private final Map<String, Token> typeUses = new TreeMap<>();
  /** Keys of defined globals and functions ({@code #N} for numbered ones): whether a function. */
  private final Map<String, Boolean> globalDefs = new HashMap<>();
  /** First use of each referenced global, sorted by key like LLVM's forward-reference map. */
  private final Map<String, Token> globalUses = new TreeMap<>();
  /** Function type of the first direct call of each global, by key. */
  private final Map<String, Type.Function> calleeTypes = new HashMap<>();

  /** Whether {@code target datalayout} defaults follow {@code opt} (target layouts) rather than {@code llvm-as}. */
  private final boolean asOpt;
  /** The {@code -mtriple} of an {@code opt}-style parse; it wins over the module's triple. */
  private final Optional<String> mtriple;
  /** The layout that fills in omitted alignments; set once the header has been scanned. */
  DataLayout layout = DataLayout.llvmDefault();

  ModuleContext(Cursor cursor, boolean asOpt, Optional<String> mtriple) {
    this.cursor = cursor;
    this.asOpt = asOpt;
    this.mtriple = mtriple;
  }

  /**
   * Chooses the layout for a module whose header states {@code spec} and {@code triple} (empty
   * strings when absent). {@code llvm-as}: the stated layout (upgraded for AMDGPU) over LLVM's
   * defaults. {@code opt}: the same when the module states a layout; otherwise the layout of the
   * target named by {@code -mtriple} or else the module's triple, when cvg knows that target.
   */
  void chooseLayout(String spec, String triple) {
    Optional<String> target = asOpt && spec.isEmpty()
        ? mtriple.or(() -> Optional.of(triple)).flatMap(DataLayout::targetLayout)
        : Optional.empty();
    layout = target.map(DataLayout::parse).orElseGet(() -> DataLayout.forAssembler(spec, triple));
  }

  /** Returns the symbol key of a global token: {@code #N} for numbered, else the unescaped name. */
  static String globalKey(Token t) {
    return t.isNumbered() ? "#" + t.number() : t.key();
  }

  /** Records a use of named type {@code t}. */
  void useType(Token t) {
    typeUses.putIfAbsent(t.text(), t);
  }

  /** Records a direct call of global {@code t} with function type {@code type} (the first one counts). */
  void useCallee(Token t, Type.Function type) {
    calleeTypes.putIfAbsent(globalKey(t), type);
  }

  /** Records a reference to global {@code t}. */
  void useGlobal(Token t) {
    globalUses.putIfAbsent(globalKey(t), t);
  }

  /** Records the definition of global variable or function {@code t}; fails on redefinition. */
  void defineGlobal(Token t, boolean isFunction) throws ParseException {
    String key = globalKey(t);
    Boolean previous = globalDefs.putIfAbsent(key, isFunction);
    if (previous != null) {
      throw cursor.error(t, !isFunction ? Messages.redefinitionOfGlobal(t.key())
          : previous ? Messages.invalidRedefinitionOfFunction(t.key())
          : Messages.redefinitionOfFunction(t.key()));
    }
  }

  /** Returns the body of named type {@code name} (with {@code %}), if defined and not opaque. */
  Optional<Type> body(String name) {
    return typeBodies.getOrDefault(name, Optional.empty());
  }

  /** Resolves {@code t} through named types to a structural type (at most 64 steps). */
  Type resolve(Type t) {
    for (int i = 0; i < 64 && t instanceof Type.Named n; i++) {
      Optional<Type> b = body(n.name());
      if (b.isEmpty()) {
        return t;
      }
      t = b.get();
    }
    return t;
  }

  /**
   * Fails on the first use of an undefined global or named type, like LLVM at end of module,
   * and returns the declarations LLVM would create implicitly: an undefined {@code @llvm.*}
   * that is only called gets a {@code declare} with the type of its first call (LLVM 22
   * declares known intrinsics itself; it also checks that the name is a known intrinsic, which
   * cvg cannot, lacking LLVM's intrinsic table).
   */
  List<Function> checkComplete() throws ParseException {
    List<Function> implicit = new ArrayList<>();
    for (Map.Entry<String, Token> e : globalUses.entrySet()) {
      if (globalDefs.containsKey(e.getKey())) {
        continue;
      }
      Type.Function type = calleeTypes.get(e.getKey());
      if (type == null || !e.getKey().startsWith("llvm.")) {
        throw cursor.error(e.getValue(), Messages.undefinedValue("@", e.getValue().key()));
      }
      implicit.add(declaration(e.getValue().spelling(), type));
    }
    for (Map.Entry<String, Token> e : typeUses.entrySet()) {
      if (!typeBodies.containsKey(e.getKey())) {
        throw cursor.error(e.getValue(), Messages.undefinedType(e.getValue().key()));
      }
    }
    return implicit;
  }

  private static Function declaration(String name, Type.Function type) {
    List<Param> params = new ArrayList<>();
    for (Type p : type.params()) {
      params.add(new Param(new ValueId(params.size()), p, List.of()));
    }
    FunctionHeader h = new FunctionHeader(List.of(), "", List.of(), type.returnType(), params,
        type.varArgs(), List.of());
    return Function.declaration(name, h, params.size());
  }
}
