package dev.cvg.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Translation of LLVM's POSIX ERE dialect to Java regexes. */
class PosixRegexTest {

  private static boolean finds(String ere, String text) throws PosixRegex.SyntaxError {
    return Pattern.compile(PosixRegex.translate(ere).javaRegex()).matcher(text).find();
  }

  @Test
  void dotAndNegatedBracketNeverMatchNewline() throws Exception {
    assertFalse(finds("a.b", "a\nb"));
    assertFalse(finds("a[^x]b", "a\nb"));
    assertTrue(finds("a[^x]b", "a-b"));
  }

  @Test
  void backslashIsLiteralInsideBrackets() throws Exception {
    assertTrue(finds("a[\\t]b", "a\\b"));
    assertTrue(finds("a[\\t]b", "atb"));
    assertFalse(finds("a[\\t]b", "a\tb"));
  }

  @Test
  void escapedLetterIsTheLetter() throws Exception {
    assertTrue(finds("x\\n", "xn"));
    assertTrue(finds("\\d", "d"));
    assertFalse(finds("\\d", "7"));
  }

  @Test
  void braceWithoutDigitIsLiteral() throws Exception {
    assertTrue(finds("a{,2", "a{,2"));
    assertTrue(finds("a{2}", "aa"));
  }

  @Test
  void classesAndRanges() throws Exception {
    assertTrue(finds("^[[:digit:]]+$", "123"));
    assertTrue(finds("[[:space:]]", "\n"));
    assertTrue(finds("[]a]", "]"));
    assertTrue(finds("[a-]", "-"));
    assertTrue(finds("[[:<:]]foo", "a foo"));
    assertFalse(finds("[[:<:]]foo", "afoo"));
  }

  @Test
  void groupsAreCountedForBackReferences() throws Exception {
    PosixRegex.Translation t = PosixRegex.translate("(a)(b(c))\\3");
    assertEquals(3, t.groups());
    assertTrue(Pattern.compile(t.javaRegex()).matcher("abcc").find());
  }

  @Test
  void backReferenceFollowedByDigitStaysOneGroup() throws Exception {
    assertTrue(finds("(a)\\10", "aa0"));
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " => ", value = {
      "*a => repetition-operator operand invalid",
      "a** => repetition-operator operand invalid",
      "a*? => repetition-operator operand invalid",
      "^* => repetition-operator operand invalid",
      "a||b => empty (sub)expression",
      "(|a) => empty (sub)expression",
      "a| => empty (sub)expression",
      "(a => parentheses not balanced",
      "a) => parentheses not balanced",
      "[ab => brackets ([ ]) not balanced",
      "[[:foo:]] => invalid character class",
      "[z-a] => invalid character range",
      "a{3,1} => invalid repetition count(s)",
      "a{1 => braces not balanced",
      "\\1 => invalid backreference number",
      "a\\ => trailing backslash (\\)"})
  void rejectsWhatRegcompRejects(String ere, String message) {
    PosixRegex.SyntaxError e =
        assertThrows(PosixRegex.SyntaxError.class, () -> PosixRegex.translate(ere));
    assertEquals(message, e.getMessage());
  }

  @Test
  void emptyGroupIsAllowed() throws Exception {
    assertTrue(finds("a()b", "ab"));
  }

  @Test
  void quoteEscapesEverySpecialCharacter() {
    String s = "a.b*c[d]{e}(f)|g^h$i\\j+k?";
    assertTrue(Pattern.compile(PosixRegex.quote(s)).matcher(s).matches());
  }
}
