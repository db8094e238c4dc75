package dev.cvg.oracle.interp;

/**
 * Thrown when a thread does something the oracle cannot give a meaning to, or runs past a
 * bound. The execution ends with status UNKNOWN and this reason.
 */
public final class Trap extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why a thread stopped. */
  public enum Kind {
    /** Undefined behaviour: division by zero, branching on an undefined value, a bad access, {@code unreachable}. */
    UNDEFINED_BEHAVIOUR,
    /** An instruction or type the oracle does not implement. */
    UNSUPPORTED,
    /** The thread executed more instructions than the step bound allows. */
    STEP_BOUND,
    /** Calls nested deeper than the depth bound. */
    DEPTH_BOUND,
    /** The inputs do not fit the program (a path script that leaves the CFG or runs out). */
    INVALID_INPUT,
    /** The running thread was interrupted: its caller's time bound ran out. */
    INTERRUPTED
  }

  /** Whether the trap is undefined behaviour, a bound, an unsupported construct or bad input. */
  private final Kind kind;

  /**
   * Creates an undefined-behaviour trap with a reason (lowercase, entity first).
   *
   * @param reason what went wrong
   */
  public Trap(String reason) {
    this(Kind.UNDEFINED_BEHAVIOUR, reason);
  }

  /**
   * Creates a trap of {@code kind} with a reason.
   *
   * @param kind the kind of trap
   * @param reason what went wrong
   */
  public Trap(Kind kind, String reason) {
    super(reason, null, false, false);
    this.kind = kind;
  }

  /**
   * Returns the kind.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the reason.
   *
   * @return the reason
   */
  public String reason() {
    return getMessage();
  }
}
