package dev.cvg.oracle.input;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Builds the entry function's arguments: from a seed, or from text given on the command line.
 *
 * <p>Seeded arguments: a parameter the target model calls uniform (a kernel argument) gets one
 * value for all threads, any other parameter one value per thread; integers are drawn from
 * {@code [0, 16)} (small, so that loop bounds taken from arguments terminate), floating-point
 * values from {@code [0, 16)} as well, and a pointer gets a fresh zeroed buffer of
 * {@link #bufferBytes(int)} bytes — one shared buffer for a uniform parameter, one per thread
 * otherwise. Other types are left undefined.
 */
public final class Arguments {
  private Arguments() {}

  /**
   * Returns the size of generated buffers for {@code threads} threads: 16 bytes per thread, at
   * least 1 KiB.
   *
   * @param threads the thread count
   * @return the buffer size in bytes
   */
  public static int bufferBytes(int threads) {
    return Math.max(1024, 16 * threads);
  }

  /**
   * Returns seeded arguments for every parameter of {@code f}.
   *
   * @param m the module defining {@code f}
   * @param f the entry function
   * @param target the target model
   * @param threads the thread count
   * @param seed the seed of the generated values
   * @return the arguments, one per parameter
   */
  public static List<Arg> seeded(Module m, Function f, TargetModel target, int threads, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Arg> out = new ArrayList<>();
    for (Param p : f.params()) {
      boolean uniform = !target.isDivergentArgument(m, f, p);
      SplittableRandom r = rnd.split();
      out.add(switch (p.type()) {
        case Type.Int i -> new Arg.Scalar(draw(r, threads, uniform, () -> norm(r.nextInt(16), i.bits())));
        case Type.Float fl when fl.name().equals("float") || fl.name().equals("double") ->
            new Arg.Scalar(draw(r, threads, uniform, () -> floatBits(r.nextInt(16 * 4) / 4.0, fl.name())));
        case Type.Ptr ptr -> Arg.Buffer.zeroed(bufferBytes(threads), uniform);
        default -> new Arg.Undefined();
      });
    }
    return out;
  }

  /**
   * Parses command-line argument text, one item per parameter of {@code f}: an integer (decimal,
   * or hexadecimal with {@code 0x}), a floating-point literal for {@code float}/{@code double},
   * {@code tid} for the thread id, {@code tid*A+B} / {@code tid+B} / {@code tid*A} for an affine
   * function of it, {@code buf} or {@code buf:N} for a fresh zeroed buffer (shared unless written
   * {@code buf:N:private}), or {@code undef}. Items may also be comma-separated within one string.
   *
   * @param f the entry function
   * @param items the argument texts, one per parameter
   * @param threads the thread count
   * @return the arguments, one per parameter
   * @throws IllegalArgumentException naming the offending item if one does not parse or the
   *     count does not match the parameters
   */
  public static List<Arg> parse(Function f, List<String> items, int threads) {
    List<String> flat = new ArrayList<>();
    for (String s : items) {
      for (String part : s.split(",")) {
        if (!part.isBlank()) {
          flat.add(part.trim());
        }
      }
    }
    if (flat.size() != f.params().size()) {
      throw new IllegalArgumentException("@" + f.name() + " takes " + f.params().size() + " argument(s), "
          + flat.size() + " given");
    }
    List<Arg> out = new ArrayList<>();
    for (int k = 0; k < flat.size(); k++) {
      out.add(parseOne(flat.get(k), f.params().get(k).type(), threads, k));
    }
    return out;
  }

  private static Arg parseOne(String item, Type type, int threads, int k) {
    String what = "argument " + (k + 1) + " '" + item + "'";
    if (item.equals("undef")) {
      return new Arg.Undefined();
    }
    if (type instanceof Type.Ptr) {
      if (!item.startsWith("buf")) {
        throw new IllegalArgumentException(what + ": a pointer parameter takes buf, buf:N or buf:N:private");
      }
      String[] parts = item.split(":");
      int bytes = parts.length > 1 ? Integer.parseInt(parts[1]) : bufferBytes(threads);
      boolean shared = !(parts.length > 2 && parts[2].equals("private"));
      return Arg.Buffer.zeroed(bytes, shared);
    }
    try {
      if (type instanceof Type.Float fl) {
        return Arg.Scalar.uniform(threads, floatBits(Double.parseDouble(item), fl.name()));
      }
      int bits = type instanceof Type.Int i ? i.bits() : 64;
      if (item.startsWith("tid")) {
        long mul = 1;
        long add = 0;
        String rest = item.substring(3);
        if (rest.startsWith("*")) {
          int plus = rest.indexOf('+');
          mul = Long.decode(plus < 0 ? rest.substring(1) : rest.substring(1, plus));
          rest = plus < 0 ? "" : rest.substring(plus);
        }
        if (rest.startsWith("+")) {
          add = Long.decode(rest.substring(1));
        } else if (!rest.isEmpty()) {
          throw new NumberFormatException(rest);
        }
        long[] v = new long[threads];
        for (int t = 0; t < threads; t++) {
          v[t] = norm(t * mul + add, bits);
        }
        return new Arg.Scalar(v);
      }
      return Arg.Scalar.uniform(threads, norm(Long.decode(item), bits));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(what + ": expected an integer, tid, tid*A+B, a float, buf or undef");
    }
  }

  private static long[] draw(SplittableRandom r, int threads, boolean uniform,
      java.util.function.LongSupplier value) {
    long[] v = new long[threads];
    long first = value.getAsLong();
    for (int t = 0; t < threads; t++) {
      v[t] = uniform || t == 0 ? first : value.getAsLong();
    }
    return v;
  }

  private static long norm(long v, int bits) {
    int s = 64 - bits;
    return (v << s) >> s;
  }

  private static long floatBits(double d, String name) {
    return name.equals("float") ? Float.floatToRawIntBits((float) d) : Double.doubleToRawLongBits(d);
  }
}
