package dev.cvg.cli.inputs;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * One way of breaking an {@code .ll} input: each constant rewrites the bytes of an input (with a
 * second input to borrow from) using only its {@link Random}, so a mutation is replayed from its
 * seed. The mutations aim at every layer of the reader: the UTF-8 decoder (byte flips), the lexer
 * (unbalanced quotes, huge names, numeric edges), the parser (token flips, truncation, deep
 * nesting, unbalanced braces), name resolution and the verifiers (deleted and duplicated lines,
 * splices of two modules, swapped lines, one name put for another).
 */
enum Mutation {
  /** Replaces, inserts or bit-flips 1–8 bytes, sometimes with a NUL, 0xFF or a lone UTF-8 lead byte. */
  BYTE_FLIP {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      byte[] b = text;
      for (int k = 1 + r.nextInt(8); k > 0; k--) {
        int at = r.nextInt(b.length + 1);
        byte x = switch (r.nextInt(4)) {
          case 0 -> (byte) r.nextInt(256);
          case 1 -> SPECIAL_BYTES[r.nextInt(SPECIAL_BYTES.length)];
          case 2 -> at < b.length ? (byte) (b[at] ^ (1 << r.nextInt(8))) : (byte) '\n';
          default -> (byte) LEXICAL_CHARS.charAt(r.nextInt(LEXICAL_CHARS.length()));
        };
        if (at < b.length && r.nextBoolean()) {
          b = b.clone();
          b[at] = x;
        } else {
          byte[] grown = new byte[b.length + 1];
          System.arraycopy(b, 0, grown, 0, at);
          grown[at] = x;
          System.arraycopy(b, at, grown, at + 1, b.length - at);
          b = grown;
        }
      }
      return b;
    }
  },
  /** Replaces 1–4 tokens by a keyword, type or punctuation, or by a token of either input. */
  TOKEN_FLIP {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      List<Tokens.Span> mine = Tokens.of(s);
      if (mine.isEmpty()) {
        return BYTE_FLIP.apply(text, other, r);
      }
      String theirs = string(other);
      List<Tokens.Span> donors = Tokens.of(theirs);
      for (int k = 1 + r.nextInt(4); k > 0; k--) {
        Tokens.Span at = mine.get(r.nextInt(mine.size()));
        String with = switch (r.nextInt(3)) {
          case 0 -> Tokens.DICTIONARY.get(r.nextInt(Tokens.DICTIONARY.size()));
          case 1 -> donors.isEmpty() ? "" : donors.get(r.nextInt(donors.size())).text(theirs);
          default -> mine.get(r.nextInt(mine.size())).text(s);
        };
        s = s.substring(0, at.start()) + with + s.substring(at.end());
        mine = Tokens.of(s);
        if (mine.isEmpty()) {
          break;
        }
      }
      return bytes(s);
    }
  },
  /** Deletes a character, a token, a line or a run of lines. */
  DELETE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      int[] range = range(s, r);
      return bytes(s.substring(0, range[0]) + s.substring(range[1]));
    }
  },
  /** Copies a character, a token, a line or a run of lines to another place (redefinitions, twice-bound names). */
  DUPLICATE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      int[] range = range(s, r);
      String piece = s.substring(range[0], range[1]);
      int at = r.nextBoolean() ? range[1] : r.nextInt(s.length() + 1);
      return bytes(s.substring(0, at) + piece + s.substring(at));
    }
  },
  /** The start of one input followed by the rest of the other, cut at line boundaries or anywhere. */
  SPLICE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String a = string(text);
      String b = string(other);
      boolean lines = r.nextBoolean();
      int i = cut(a, r, lines);
      int j = cut(b, r, lines);
      return bytes(a.substring(0, i) + b.substring(j));
    }
  },
  /** The input cut off at a random byte (possibly inside a UTF-8 sequence). */
  TRUNCATE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      return java.util.Arrays.copyOf(text, r.nextInt(text.length + 1));
    }
  },
  /** Replaces numbers and integer widths by edge values: 0, -1, 2^31, 2^63, 2^64, i0, i8388608, huge digit runs. */
  NUMERIC_EDGE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      List<Tokens.Span> numbers = numbers(s);
      if (numbers.isEmpty()) {
        return TOKEN_FLIP.apply(text, other, r);
      }
      for (int k = 1 + r.nextInt(3); k > 0; k--) {
        Tokens.Span at = numbers.get(r.nextInt(numbers.size()));
        String old = at.text(s);
        String edge = Tokens.EDGE_NUMBERS.get(r.nextInt(Tokens.EDGE_NUMBERS.size()));
        String with = old.startsWith("i") ? "i" + edge.replace("-", "")
            : old.startsWith("%") || old.startsWith("@") || old.startsWith("!") || old.startsWith("#")
                ? old.charAt(0) + edge.replace("-", "") : edge;
        s = s.substring(0, at.start()) + with + s.substring(at.end());
        numbers = numbers(s);
        if (numbers.isEmpty()) {
          break;
        }
      }
      return bytes(s);
    }
  },
  /** Swaps two lines: definitions after uses, phis after instructions, terminators mid-block (mostly still parses). */
  SWAP_LINES {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      List<String> lines = new java.util.ArrayList<>(List.of(string(text).split("\n", -1)));
      if (lines.size() < 2) {
        return DUPLICATE.apply(text, other, r);
      }
      int i = r.nextInt(lines.size());
      int j = Math.min(lines.size() - 1, Math.max(0, i + r.nextInt(9) - 4));
      java.util.Collections.swap(lines, i, j);
      return bytes(String.join("\n", lines));
    }
  },
  /** Replaces every occurrence of one name of the input by another of its names (values, blocks, functions). */
  RENAME {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      List<String> names = Tokens.of(s).stream().map(t -> t.text(s)).filter(Tokens::isName).distinct().toList();
      if (names.size() < 2) {
        return TOKEN_FLIP.apply(text, other, r);
      }
      String from = names.get(r.nextInt(names.size()));
      String to = names.get(r.nextInt(names.size()));
      return bytes(s.replaceAll(java.util.regex.Pattern.quote(from) + "(?![-\\w.$])",
          java.util.regex.Matcher.quoteReplacement(to)));
    }
  },
  /** Inserts or deletes one of {@code {}()[]<>"'}. */
  UNBALANCE {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      String brackets = "{}()[]<>\"'";
      if (r.nextBoolean()) {
        int[] found = s.chars().map(c -> brackets.indexOf(c) >= 0 ? 1 : 0).toArray();
        int count = java.util.Arrays.stream(found).sum();
        if (count > 0) {
          int pick = r.nextInt(count);
          for (int i = 0; i < found.length; i++) {
            if (found[i] == 1 && pick-- == 0) {
              return bytes(s.substring(0, i) + s.substring(i + 1));
            }
          }
        }
      }
      int at = r.nextInt(s.length() + 1);
      return bytes(s.substring(0, at) + brackets.charAt(r.nextInt(brackets.length())) + s.substring(at));
    }
  },
  /** Renames a value, block or global (every occurrence, or just one) to a name of 1,000–60,000 characters (log-uniform). */
  HUGE_NAME {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      List<Tokens.Span> names = Tokens.of(s).stream().filter(t -> Tokens.isName(t.text(s))).toList();
      int length = logUniform(r, 1_000, 60_000);
      String huge = "n".repeat(length);
      if (names.isEmpty()) {
        int at = r.nextInt(s.length() + 1);
        return bytes(s.substring(0, at) + "%" + huge + s.substring(at));
      }
      String old = names.get(r.nextInt(names.size())).text(s);
      String with = old.charAt(0) + (r.nextInt(4) == 0 ? "\"" + huge + "\"" : huge);
      if (r.nextBoolean()) {
        return bytes(s.replace(old, with));
      }
      int at = s.indexOf(old);
      return bytes(s.substring(0, at) + with + s.substring(at + old.length()));
    }
  },
  /** Inserts a type, constant, metadata node or bracket run nested 100–20,000 deep (log-uniform). */
  DEEP_NESTING {
    @Override
    byte[] apply(byte[] text, byte[] other, Random r) {
      String s = string(text);
      int depth = logUniform(r, 100, 20_000);
      String nested = switch (r.nextInt(7)) {
        case 0 -> "[1 x ".repeat(depth) + "i32" + "]".repeat(depth);
        case 1 -> "{ ".repeat(depth) + "i32" + " }".repeat(depth);
        case 2 -> "<1 x ".repeat(depth) + "i32" + ">".repeat(depth);
        case 3 -> "!{".repeat(depth) + "i32 0" + "}".repeat(depth);
        case 4 -> "(".repeat(depth) + "i32 0" + ")".repeat(depth);
        case 5 -> "ptr (".repeat(depth) + "i32" + ")".repeat(depth);
        default -> "{".repeat(depth);
      };
      List<Tokens.Span> types = Tokens.of(s).stream().filter(t -> Tokens.isType(t.text(s))).toList();
      if (!types.isEmpty() && r.nextBoolean()) {
        Tokens.Span at = types.get(r.nextInt(types.size()));
        return bytes(s.substring(0, at.start()) + nested + s.substring(at.end()));
      }
      int at = r.nextInt(s.length() + 1);
      return bytes(s.substring(0, at) + nested + s.substring(at));
    }
  };

  private static final String LEXICAL_CHARS = " \t\n%@!#\"\\,=;:";
  private static final byte[] SPECIAL_BYTES = {0, (byte) 0xFF, (byte) 0xC3, (byte) 0xE2, (byte) 0x80, 0x7F, '\r'};

  /** Returns the mutated bytes; {@code other} is a second input to borrow tokens or a tail from. */
  abstract byte[] apply(byte[] text, byte[] other, Random r);

  /** Decodes leniently: malformed bytes become U+FFFD, so text mutations still apply. */
  static String string(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Returns a number in {@code [low, high)}, as likely in {@code [low, 2 low)} as in {@code [high/2, high)}. */
  private static int logUniform(Random r, int low, int high) {
    return (int) Math.min(high - 1, low * Math.exp(r.nextDouble() * Math.log((double) high / low)));
  }

  private static List<Tokens.Span> numbers(String s) {
    return Tokens.of(s).stream().filter(t -> Tokens.isNumeric(t.text(s))).toList();
  }

  /** Returns a random range of {@code s}: a character, a token, a line or a run of up to 10 lines. */
  private static int[] range(String s, Random r) {
    if (s.isEmpty()) {
      return new int[] {0, 0};
    }
    int at = r.nextInt(s.length());
    switch (r.nextInt(4)) {
      case 0 -> {
        return new int[] {at, at + 1};
      }
      case 1 -> {
        for (Tokens.Span t : Tokens.of(s)) {
          if (t.end() > at) {
            return new int[] {t.start(), t.end()};
          }
        }
        return new int[] {at, at + 1};
      }
      default -> {
        int start = s.lastIndexOf('\n', at) + 1;
        int end = start;
        for (int lines = 1 + (r.nextBoolean() ? 0 : r.nextInt(10)); lines > 0 && end < s.length(); lines--) {
          int nl = s.indexOf('\n', end);
          end = nl < 0 ? s.length() : nl + 1;
        }
        return new int[] {start, end};
      }
    }
  }

  /** Returns a cut point of {@code s}: a line start, or anywhere. */
  private static int cut(String s, Random r, boolean lines) {
    int at = r.nextInt(s.length() + 1);
    return lines && at < s.length() ? s.lastIndexOf('\n', at) + 1 : at;
  }
}
