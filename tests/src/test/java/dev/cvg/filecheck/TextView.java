package dev.cvg.filecheck;

/**
 * A window {@code [from, to)} of a string seen as a whole text, without copying.
 *
 * <p>FileCheck matches each pattern against a sub-buffer of the input, in which {@code ^}
 * matches at the sub-buffer's start and {@code $} at its end; matching a Java regex against
 * this view gives the same anchors.
 */
final class TextView implements CharSequence {
  private final String text;
  private final int from;
  private final int to;

  TextView(String text, int from, int to) {
    this.text = text;
    this.from = from;
    this.to = to;
  }

  @Override
  public int length() {
    return to - from;
  }

  @Override
  public char charAt(int index) {
    return text.charAt(from + index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return text.substring(from + start, from + end);
  }

  @Override
  public String toString() {
    return text.substring(from, to);
  }
}
