package dev.cvg.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import picocli.CommandLine.Option;

/**
 * A picocli mixin for the output file of a subcommand that writes a module: {@code -o FILE}
 * (as {@code opt -o}); without it, or with {@code -o -}, the result goes to standard output.
 *
 * <p>A file is written atomically: the text goes to a temporary file in the same directory,
 * which is then moved over {@code FILE}, so a failure never leaves a half-written file and an
 * existing {@code FILE} is either untouched or wholly replaced (keeping its permissions). A
 * symbolic link is followed (the file it names is replaced, the link stays), and a file that is
 * not a regular one ({@code /dev/null}, a pipe) is written through, never replaced.
 */
public final class OutputFile {
  @Option(names = "-o", paramLabel = "FILE",
      description = "Write the result to FILE (atomically) instead of standard output; - means standard output.")
  private String path;

  /** Returns whether the result goes to standard output. */
  public boolean isStdout() {
    return path == null || path.equals(InputReader.STDIN);
  }

  /**
   * Writes {@code text} to the file, or to {@code stdout} if none was given.
   *
   * @throws CliException (exit code 2) naming the file if it cannot be written; the file is
   *     then as it was before
   */
  public void write(PrintWriter stdout, String text) throws CliException {
    if (isStdout()) {
      stdout.print(text);
      return;
    }
    writeAtomically(path, text);
  }

  /**
   * Writes {@code text} to the file {@code path} atomically (through a hidden temporary file in
   * the same directory moved over it), as {@code -o FILE} does; other options that name an output
   * file ({@code cvg check --html}) write through here too.
   *
   * @throws CliException (exit code 2) naming the file if it cannot be written; the file is
   *     then as it was before
   */
  public static void writeAtomically(String path, String text) throws CliException {
    Path target = Path.of(path).toAbsolutePath();
    if (Files.isDirectory(target)) {
      throw CliException.input(path, "is a directory, not an output file");
    }
    try {
      if (Files.exists(target)) {
        // a symbolic link stays a link: the file it names is the one replaced
        target = target.toRealPath();
      }
      if (Files.exists(target) && !Files.isRegularFile(target)) {
        // a device or a pipe (-o /dev/null, -o /dev/stdout): moving a file over it would replace
        // the device itself, so write through it instead
        Files.writeString(target, text, StandardCharsets.UTF_8);
        return;
      }
    } catch (IOException e) {
      throw CliException.input(path, "cannot write: " + reason(e));
    }
    Path tmp = null;
    try {
      tmp = createSibling(target);
      Files.writeString(tmp, text, StandardCharsets.UTF_8);
      if (Files.exists(target) && Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
        Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
      }
      move(tmp, target);
    } catch (IOException e) {
      deleteQuietly(tmp);
      throw CliException.input(path, "cannot write: " + reason(e));
    }
  }

  /**
   * Creates an empty hidden file next to {@code target}. Not {@code Files.createTempFile}: its
   * files are private ({@code rw-------}), this one gets the default permissions a new file
   * gets (the umask applies).
   */
  private static Path createSibling(Path target) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path tmp = target.resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid()
          + "." + attempt + ".tmp");
      try {
        return Files.createFile(tmp);
      } catch (FileAlreadyExistsException e) {
        // left over from an earlier run with the same process id: take the next name
      }
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      // the temporary file is in the target's directory, so this is rare (some network file systems)
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void deleteQuietly(Path p) {
    if (p == null) {
      return;
    }
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // nothing more to do: the temporary file's name starts with a dot
    }
  }

  /** Returns the cause of an I/O failure in words ({@code NoSuchFileException} has only the path). */
  private static String reason(IOException e) {
    return switch (e) {
      case java.nio.file.NoSuchFileException x -> "no such directory";
      case java.nio.file.AccessDeniedException x -> "permission denied";
      case java.nio.file.FileSystemException x when x.getReason() != null -> x.getReason();
      default -> String.valueOf(e.getMessage());
    };
  }
}
