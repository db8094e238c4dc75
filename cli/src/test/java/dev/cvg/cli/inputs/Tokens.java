package dev.cvg.cli.inputs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rough tokenizer of {@code .ll} text for the mutator: names ({@code %x}, {@code @f},
 * {@code !0}, {@code #1}, quoted names), words and numbers, quoted strings and single punctuation
 * characters, with the words and edge values that mutations put in their place. It only has to
 * find plausible cut points; it never decides what is valid.
 */
final class Tokens {
  /** A token's place in the text: {@code [start, end)}. */
  record Span(int start, int end) {
    String text(String s) {
      return s.substring(start, end);
    }
  }

  private static final Pattern TOKEN = Pattern.compile(
      "[%@!#$]?\"[^\"\\n]*\"|[%@!#]?[-A-Za-z0-9$._]+|[^\\s]");

  /** Keywords, types and punctuation a token flip puts in. */
  static final List<String> DICTIONARY = List.of("define", "declare", "label", "br", "ret", "void", "phi",
      "call", "switch", "unreachable", "i1", "i8", "i32", "i64", "ptr", "token", "float", "double", "x", "to",
      "addrspace(1)", "add", "icmp", "eq", "slt", "select", "load", "store", "alloca", "getelementptr",
      "convergent", "\"convergencectrl\"", "@llvm.experimental.convergence.entry",
      "@llvm.experimental.convergence.loop", "@llvm.experimental.convergence.anchor",
      "@llvm.amdgcn.ballot.i32", "@llvm.amdgcn.workitem.id.x", "undef", "poison", "null", "zeroinitializer",
      "true", "false", "%0", "%entry", "@0", "!0", "#0", "{", "}", "(", ")", "[", "]", "<", ">", ",", "=", "*",
      "...", "!dbg", "target", "triple", "datalayout", "attributes", "source_filename", "\"", "'", ";", "\n",
      "amdgpu_kernel", "ptx_kernel", "nsw", "inbounds", "align", "tail", "musttail", "unwind", "invoke",
      "callbr", "freeze", "extractvalue", "insertelement", "shufflevector", "bitcast", "inttoptr");

  /** Numbers at the edges of the integer and floating-point ranges, and runs of digits no type holds. */
  static final List<String> EDGE_NUMBERS = List.of("0", "-0", "1", "-1", "2147483647", "-2147483648",
      "2147483648", "4294967295", "4294967296", "9223372036854775807", "-9223372036854775808",
      "9223372036854775808", "18446744073709551615", "18446744073709551616", "8388608", "16777216",
      "99999999999999999999999999999999999999", "1e309", "-1e309", "1.0e-400", "0x7FF0000000000000",
      "0xFFFFFFFFFFFFFFFFFF", "0x", "1.5", "00000000000000000000000001", "1" + "0".repeat(400));

  private Tokens() {}

  /** Returns the tokens of {@code s}, in order. */
  static List<Span> of(String s) {
    List<Span> out = new ArrayList<>();
    Matcher m = TOKEN.matcher(s);
    while (m.find()) {
      out.add(new Span(m.start(), m.end()));
    }
    return out;
  }

  /** Whether {@code t} is a number, an integer type ({@code i32}) or a numbered name ({@code %3}, {@code !0}). */
  static boolean isNumeric(String t) {
    return t.matches("[%@!#]?-?[0-9][0-9.eE+-]*|i[0-9]+|0x[0-9A-Fa-f]+");
  }

  /** Whether {@code t} is a local, global or block name ({@code %x}, {@code @f}, {@code %"a b"}). */
  static boolean isName(String t) {
    return t.length() > 1 && (t.charAt(0) == '%' || t.charAt(0) == '@');
  }

  /** Whether {@code t} is a first-class type a nested type may replace. */
  static boolean isType(String t) {
    return t.matches("i[0-9]+|ptr|float|double|half|token");
  }
}
