package dev.cvg.legality.dynamiccheck;

/**
 * What every check of one trial reads: both programs, their static instances and the
 * correspondence classes.
 *
 * @param before the original program
 * @param after the transformed program
 * @param beforeInsts the original's static instances
 * @param afterInsts the transformed program's static instances
 * @param classes the correspondence classes
 */
record Context(Side before, Side after, StaticInstances beforeInsts, StaticInstances afterInsts, Classes classes) {

  /** Returns the text of a value of the original's static instance {@code n}, for counterexamples. */
  static String value(long v, boolean defined) {
    return defined ? Long.toString(v) : "undef";
  }
}
