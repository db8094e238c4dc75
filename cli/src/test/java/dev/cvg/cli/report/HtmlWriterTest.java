package dev.cvg.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link HtmlWriter}: escaping of text and attributes, nesting, names. */
class HtmlWriterTest {
  @Test
  void textIsEscaped() {
    String ir = "%v = insertelement <2 x i32> %a, i32 %b, i32 0 ; \"q\" & 'a'";
    String html = new HtmlWriter().element("pre", ir).finish();
    assertEquals("<pre>%v = insertelement &lt;2 x i32&gt; %a, i32 %b, i32 0 ; &quot;q&quot; &amp; &#39;a&#39;</pre>",
        html);
  }

  @Test
  void attributeValuesAreEscaped() {
    String html = new HtmlWriter().open("a", "href", "#x\"><script>", "title", "a&b").close("a").finish();
    assertEquals("<a href=\"#x&quot;&gt;&lt;script&gt;\" title=\"a&amp;b\"></a>", html);
  }

  @Test
  void markupInTextCannotOpenElements() {
    String html = new HtmlWriter().open("p").text("</p><script>alert(1)</script>").close("p").finish();
    assertEquals("<p>&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>", html);
  }

  @Test
  void escapingIsTheIdentityOnPlainText() {
    assertEquals("%x in @src: threads [0, 1]", HtmlWriter.escape("%x in @src: threads [0, 1]"));
    assertEquals("", HtmlWriter.escape(""));
  }

  @Test
  void elementsNestAndEmptyElementsHaveNoEndTag() {
    String html = new HtmlWriter().open("ul", "class", "notes").element("li", "a").element("li", "b").close("ul")
        .empty("meta", "charset", "utf-8").raw("<svg></svg>").finish();
    assertEquals("<ul class=\"notes\"><li>a</li><li>b</li></ul><meta charset=\"utf-8\"><svg></svg>", html);
  }

  @Test
  void closingAnElementThatIsNotInnermostFails() {
    HtmlWriter w = new HtmlWriter().open("table").open("tr");
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> w.close("table"));
    assertEquals("closing <table> but the innermost open element is <tr>", e.getMessage());
    assertThrows(IllegalStateException.class, () -> new HtmlWriter().close("p"));
  }

  @Test
  void finishingWithOpenElementsFails() {
    HtmlWriter w = new HtmlWriter().open("body").open("section");
    IllegalStateException e = assertThrows(IllegalStateException.class, w::finish);
    assertTrue(e.getMessage().contains("section") && e.getMessage().contains("body"), e.getMessage());
  }

  @Test
  void malformedNamesAndOddAttributesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new HtmlWriter().open("p onclick=x"));
    assertThrows(IllegalArgumentException.class, () -> new HtmlWriter().open("p", "class"));
    assertThrows(IllegalArgumentException.class, () -> new HtmlWriter().open("p", "on\"x", "1"));
    assertThrows(IllegalArgumentException.class, () -> new HtmlWriter().open("P"));
  }
}
