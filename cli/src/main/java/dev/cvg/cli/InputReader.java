package dev.cvg.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a subcommand's input file (or standard input for {@code -}) as strict UTF-8, turning
 * every failure into a one-line {@link CliException} that names the file.
 */
public final class InputReader {
  /** The argument that means standard input. */
  public static final String STDIN = "-";

  private InputReader() {}

  /**
   * Reads {@code path}, or {@code stdin} when {@code path} is {@code -}.
   *
   * @throws CliException (exit code 2) for a missing, unreadable or non-UTF-8 input:
   *     {@code x.ll: error: no such file}, {@code x.ll:3:7: error: invalid UTF-8 ...}
   */
  public static SourceText read(String path, InputStream stdin) throws CliException {
    byte[] bytes;
    String name;
    if (STDIN.equals(path)) {
      name = "<stdin>";
      try {
        bytes = stdin.readAllBytes();
      } catch (IOException e) {
        throw CliException.input(name, "cannot read standard input: " + e.getMessage());
      }
    } else {
      name = path;
      Path p = Path.of(path);
      if (Files.isDirectory(p)) {
        throw CliException.input(name, "is a directory, not an input file");
      }
      try {
        bytes = Files.readAllBytes(p);
      } catch (NoSuchFileException e) {
        throw CliException.input(name, "no such file");
      } catch (AccessDeniedException e) {
        throw CliException.input(name, "permission denied");
      } catch (IOException e) {
        throw CliException.input(name, "cannot read: " + e.getMessage());
      }
    }
    return new SourceText(name, decode(name, bytes));
  }

  private static String decode(String name, byte[] bytes) throws CliException {
    CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = dec.decode(in, out, true);
    if (!r.isError()) {
      r = dec.flush(out);
    }
    if (r.isError()) {
      out.flip();
      String before = out.toString();
      int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
      int col = before.length() - before.lastIndexOf('\n');
      throw new CliException(ExitCodes.USAGE, name + ":" + line + ":" + col
          + ": error: invalid UTF-8 byte sequence; cvg reads UTF-8 text");
    }
    out.flip();
    return out.toString();
  }
}
