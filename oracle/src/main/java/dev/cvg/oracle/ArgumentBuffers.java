package dev.cvg.oracle;

import dev.cvg.ir.Function;
import dev.cvg.oracle.input.Arg;
import java.util.ArrayList;
import java.util.List;

/**
 * The final contents of a run's pointer-argument buffers, named by the parameter they were
 * passed as: {@link Execution#buffers()} lists them in allocation order, which is parameter
 * order, one buffer for a shared {@link Arg.Buffer} and one per thread for a private one.
 *
 * <pre>{@code
 *   List<Arg> args = Arguments.parse(k, List.of("buf"), 8);
 *   Execution e = Oracle.run(compiled, "k", new ThreadInputs(8, args, Optional.empty()), config);
 *   for (ArgumentBuffers.Contents c : ArgumentBuffers.of(e, args)) {
 *     System.out.println(c.name() + " " + c.words(4));   // %out [0, 1, 2, 3]
 *   }
 * }</pre>
 */
public final class ArgumentBuffers {
  private ArgumentBuffers() {}

  /**
   * The final bytes of one buffer.
   *
   * @param name the parameter ({@code %out}); a per-thread buffer is named once per thread,
   *     {@code %out[t]}; an unnamed parameter by its position ({@code %1})
   * @param bytes the buffer's bytes
   */
  public record Contents(String name, byte[] bytes) {
    /** Copies {@code bytes}. */
    public Contents {
      bytes = bytes.clone();
    }

    /**
     * Returns the bytes as little-endian 32-bit words, at most {@code max} of them.
     *
     * @param max the most words to return
     * @return the words
     */
    public List<Long> words(int max) {
      List<Long> w = new ArrayList<>();
      for (int i = 0; i + 3 < bytes.length && w.size() < max; i += 4) {
        w.add((long) ((bytes[i] & 0xff) | (bytes[i + 1] & 0xff) << 8 | (bytes[i + 2] & 0xff) << 16
            | (bytes[i + 3] & 0xff) << 24));
      }
      return w;
    }
  }

  /**
   * Returns the buffers of {@code e} named by parameter, in parameter order; empty when the
   * execution is UNKNOWN.
   *
   * @param args the arguments {@code e} ran with ({@link dev.cvg.oracle.input.ThreadInputs#args()})
   * @param e a finished execution
   * @return the buffers' final contents
   */
  public static List<Contents> of(Execution e, List<Arg> args) {
    Function f = e.entry().source();
    List<Contents> out = new ArrayList<>();
    List<byte[]> contents = e.buffers();
    int next = 0;
    for (int k = 0; k < args.size() && next < contents.size(); k++) {
      if (!(args.get(k) instanceof Arg.Buffer b)) {
        continue;
      }
      String name = "%" + f.nameOf(f.params().get(k).id()).orElse(Integer.toString(k));
      int copies = b.shared() ? 1 : e.outcomes().size(); // one outcome per thread
      for (int t = 0; t < copies && next < contents.size(); t++) {
        out.add(new Contents(b.shared() ? name : name + "[" + t + "]", contents.get(next++)));
      }
    }
    return out;
  }
}
