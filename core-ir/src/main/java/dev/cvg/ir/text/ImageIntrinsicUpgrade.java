package dev.cvg.ir.text;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Re-mangles the names of AMDGPU image intrinsics the way LLVM 22's IR reader does when it
 * upgrades them: since LLVM 22 the image intrinsics are also overloaded on the resource operand
 * and, for sampling, the sampler operand, so their canonical names end in those types' manglings.
 *
 * <p>Problem: a module written for an older LLVM declares
 * {@code @llvm.amdgcn.image.atomic.swap.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)}; LLVM 22 reads
 * it as {@code @llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32} and renames every call.
 *
 * <p>Algorithm: LLVM recomputes the name of every known intrinsic from its function type
 * ({@code Intrinsic::remangleIntrinsicFunction}) and, when it differs, creates a new declaration
 * at the end of the module, redirects the calls and deletes the old one (merging into an existing
 * declaration of the canonical name). cvg has no intrinsic table, so it derives the canonical
 * name of the image families it knows as: base ({@code llvm.amdgcn.image.<op>.<dim>}), then the
 * overloaded non-resource types as written in the name (return, data and address types, whose
 * last one is always a scalar), then the resource type and, for sample/gather4/getlod, the
 * sampler type. Trailing vector or pointer manglings in the written name are resource manglings
 * (complete, partial or repeated) and are replaced. The resource operand is the third-last
 * parameter (before texfailctrl and cachepolicy), for sampling the fifth-last (before sampler,
 * unorm, texfailctrl, cachepolicy); the address operand before it must be an integer (a float
 * for sampling), else LLVM does not recognise the signature and keeps the name. Verified
 * against {@code llvm-as-22 | llvm-dis-22}.
 *
 * <p>Source: LLVM {@code AutoUpgrade.cpp} (remangling), {@code IntrinsicsAMDGPU.td}
 * (AMDGPUDimProfile: overloaded return, data, address, resource and sampler arguments).
 *
 * <p>Complexity: O(functions + operands).
 *
 * <pre>
 *   declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, &lt;8 x i32&gt;, i32, i32)
 *     base  = llvm.amdgcn.image.atomic.add.2d      written overloads = i32.i32
 *     rsrc  = param[6-3] = &lt;8 x i32&gt; -> v8i32
 *     name  = llvm.amdgcn.image.atomic.add.2d.i32.i32.v8i32
 * </pre>
 */
final class ImageIntrinsicUpgrade {
  private static final String PREFIX = "llvm.amdgcn.image.";
  private static final Set<String> DIMS = Set.of("1d", "2d", "3d", "cube", "1darray", "2darray",
      "2dmsaa", "2darraymsaa");
  private static final Set<String> ATOMICS = Set.of("swap", "add", "sub", "smin", "umin", "smax",
      "umax", "and", "or", "xor", "inc", "dec", "cmpswap", "fmin", "fmax", "pk.add.f16",
      "pk.add.bf16");
  private static final Set<String> PLAIN = Set.of("load", "load.mip", "store", "store.mip",
      "msaa.load", "getresinfo");
  private static final Set<String> SAMPLE_MODIFIERS = Set.of("c", "d", "cd", "l", "b", "lz",
      "cl", "o");

  private ImageIntrinsicUpgrade() {}

  /**
   * Returns the functions with outdated image intrinsic declarations renamed to their canonical
   * names, every reference renamed with them; renamed declarations move to the end in their
   * original order, and one whose canonical name is already declared is dropped in its favour.
   */
  static List<Function> apply(List<Function> functions) {
    Map<String, String> renames = new LinkedHashMap<>();
    Set<String> names = new HashSet<>();
    for (Function f : functions) {
      names.add(f.name());
    }
    for (Function f : functions) {
      if (f.isDeclaration()) {
        canonicalName(f.name(), f.header().returnType(), f.params().stream().map(p -> p.type()).toList())
            .filter(n -> !n.equals(f.name()))
            .ifPresent(n -> renames.put(f.name(), n));
      }
    }
    if (renames.isEmpty()) {
      return functions;
    }
    List<Function> kept = new ArrayList<>();
    List<Function> moved = new ArrayList<>();
    for (Function f : functions) {
      String target = renames.get(f.name());
      if (target == null) {
        kept.add(rewrite(f, renames));
      } else if (names.add(target)) {
        moved.add(f.withName(target));
      }
    }
    kept.addAll(moved);
    return kept;
  }

  /**
   * Returns LLVM 22's name for an AMDGPU image intrinsic named {@code name} with the given
   * signature, or empty when the name is not one of the image families cvg knows.
   */
  static Optional<String> canonicalName(String name, Type returnType, List<Type> params) {
    if (!name.startsWith(PREFIX)) {
      return Optional.empty();
    }
    String[] parts = name.substring(PREFIX.length()).split("\\.", -1);
    int dim = 0;
    while (dim < parts.length && !DIMS.contains(parts[dim])) {
      dim++;
    }
    if (dim == 0 || dim >= parts.length) {
      return Optional.empty();
    }
    String op = String.join(".", List.of(parts).subList(0, dim));
    boolean sampling = isSampling(op);
    if (!sampling && !PLAIN.contains(op)
        && !(op.startsWith("atomic.") && ATOMICS.contains(op.substring("atomic.".length())))) {
      return Optional.empty();
    }
    int rsrcIndex = params.size() - (sampling ? 5 : 3);
    if (rsrcIndex < 1 || !isResource(params.get(rsrcIndex))
        || !(sampling ? params.get(rsrcIndex - 1) instanceof Type.Float
            : params.get(rsrcIndex - 1) instanceof Type.Int)
        || (sampling && !isResource(params.get(rsrcIndex + 1)))) {
      return Optional.empty();
    }
    int end = parts.length;
    while (end > dim + 1 && isResourceMangling(parts[end - 1])) {
      end--;
    }
    List<String> out = new ArrayList<>(List.of(parts).subList(0, end));
    out.add(mangle(params.get(rsrcIndex)));
    if (sampling) {
      out.add(mangle(params.get(rsrcIndex + 1)));
    }
    return Optional.of(PREFIX + String.join(".", out));
  }

  /** Whether {@code op} is a sample, gather4 or getlod variant ({@code sample.c.l}, ...). */
  private static boolean isSampling(String op) {
    String[] words = op.split("\\.");
    if (!Set.of("sample", "gather4", "getlod").contains(words[0])) {
      return false;
    }
    for (int i = 1; i < words.length; i++) {
      if (!SAMPLE_MODIFIERS.contains(words[i])) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code t} can be a resource or sampler descriptor: an i32 vector or a pointer. */
  private static boolean isResource(Type t) {
    return t instanceof Type.Ptr
        || t instanceof Type.Vector v && v.element() instanceof Type.Int i && i.bits() == 32;
  }

  /** Whether a name component is the mangling of a vector or pointer type. */
  private static boolean isResourceMangling(String part) {
    return part.length() > 1 && (part.charAt(0) == 'v' || part.charAt(0) == 'p')
        && Character.isDigit(part.charAt(1));
  }

  /** Returns LLVM's overload mangling of {@code t}: {@code i32}, {@code f16}, {@code v8i32}, {@code p8}. */
  static String mangle(Type t) {
    return switch (t) {
      case Type.Int i -> "i" + i.bits();
      case Type.Ptr p -> "p" + p.addrSpace();
      case Type.Vector v -> (v.scalable() ? "nxv" : "v") + v.length() + mangle(v.element());
      case Type.Float f -> switch (f.name()) {
        case "half" -> "f16";
        case "bfloat" -> "bf16";
        case "float" -> "f32";
        case "double" -> "f64";
        default -> f.name();
      };
      default -> t.toString();
    };
  }

  private static Function rewrite(Function f, Map<String, String> renames) {
    if (f.isDeclaration()) {
      return f;
    }
    Vector<Block> blocks = f.blocks().map(b -> new Block(b.id(), b.name(),
        b.insts().stream().map(i -> (Inst) i.mapOperands(v -> rename(v, renames))).toList()));
    return new Function(f.name(), f.header(), false, blocks, f.valueNames(), f.attachments(),
        f.sourceMap(), f.provenance(), f.nextId());
  }

  private static Value rename(Value v, Map<String, String> renames) {
    return switch (v) {
      case Value.GlobalRef g when renames.containsKey(g.name().substring(1)) ->
          new Value.GlobalRef("@" + renames.get(g.name().substring(1)), g.type());
      case Value.ConstAggregate a ->
          new Value.ConstAggregate(a.type(), a.elements().stream().map(e -> rename(e, renames)).toList());
      default -> v;
    };
  }
}
