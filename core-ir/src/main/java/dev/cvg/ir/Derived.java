package dev.cvg.ir;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A value derived from a {@link Function} snapshot and memoized on it: {@link Function#derived}
 * computes it on the first request and returns the same object for every later one. Since a
 * snapshot never changes, the value never goes stale; it lives exactly as long as the snapshot.
 *
 * <p>This lets a layer above {@code dev.cvg.ir} keep its own per-snapshot data (the printer's
 * slot names, {@code dev.cvg.ir.text}) without {@code Function} knowing its type, so the
 * package arrows stay as drawn. Keys compare by identity: declare each one once, as a
 * {@code static final} constant of the class that owns the value. The computation must be a
 * pure function of the snapshot, and the value immutable (it is shared between threads).
 *
 * <p>Each key counts how often it has been computed, over all snapshots: a monotone statistic
 * (like LLVM's {@code STATISTIC}) that never affects a result, and lets tests check reuse.
 *
 * @param <T> the type of the derived value
 */
public final class Derived<T> {
  private final String name;
  private final java.util.function.Function<Function, T> compute;
  /** How many times {@link #compute} ran; only ever grows. */
  private final AtomicLong computations = new AtomicLong();

  private Derived(String name, java.util.function.Function<Function, T> compute) {
    this.name = name;
    this.compute = compute;
  }

  /**
   * Returns a new key whose value is {@code compute} applied to the snapshot.
   *
   * @param name what the value is, for messages ({@code "slot names"})
   * @param compute a pure function of the snapshot returning a non-null immutable value
   * @param <T> the value's type
   * @return the key; hold it in a {@code static final} field
   */
  public static <T> Derived<T> of(String name, java.util.function.Function<Function, T> compute) {
    return new Derived<>(Objects.requireNonNull(name), Objects.requireNonNull(compute));
  }

  /**
   * Computes the value for {@code f}; called by {@link Function#derived} on a miss.
   *
   * @throws NullPointerException if the computation returns null
   */
  T compute(Function f) {
    computations.incrementAndGet();
    return Objects.requireNonNull(compute.apply(f), () -> name + " of " + f + " computed as null");
  }

  /**
   * Returns how many times this value has been computed, summed over all snapshots.
   *
   * @return the computation count
   */
  public long computations() {
    return computations.get();
  }

  /** Returns the key's name. */
  @Override
  public String toString() {
    return name;
  }
}
