package dev.cvg.cli.fuzz;

import java.util.Locale;

/**
 * What makes two findings the same: the transform, the violated property (its label, or
 * {@code failure} for a transform that failed) and the kind of operation (or of failure).
 *
 * @param transform the transform's index in the campaign
 * @param property the property's label ({@code converged-with}, {@code VT.3}) or {@code failure}
 * @param kind the operation kind ({@link OpKind}) or the failure's kind
 */
public record FindingKey(int transform, String property, String kind) {
  /** The property of a failed transform. */
  public static final String FAILURE = "failure";

  /** Returns whether this key is a transform failure rather than an ILLEGAL verdict. */
  public boolean failure() {
    return property.equals(FAILURE);
  }

  /** Returns the finding's directory name: {@code 007-converged-with-ballot.i32}. */
  public String directory(int number) {
    return String.format(Locale.ROOT, "%03d-%s-%s", number, slug(property), slug(kind));
  }

  private static String slug(String s) {
    return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]+", "-").replaceAll("^-|-$", "");
  }
}
