package dev.cvg.junit;

// The import style docs/library.md recommends: the package on demand, and the two names that
// clash with java.lang.Module and java.util.function.Function imported by name, which shadows
// both on-demand imports.
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.*;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.io.StringWriter;
import java.net.URI;
import java.util.List;
import java.util.function.*;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * cvg's {@code dev.cvg.ir.Module} and {@code dev.cvg.ir.Function} share their simple names with
 * {@code java.lang.Module} and {@code java.util.function.Function}. This file compiles with the
 * recommended imports (so the style keeps working), and the test compiles snippets with javac to
 * show the clash that the style avoids.
 */
class ImportStyleTest {
  private static final String KERNEL = "define void @k() {\nentry:\n  ret void\n}\n";

  @Test
  void theRecommendedImportsCompileAndMeanCvgsTypes() throws Exception {
    Module m = IrParser.parse(KERNEL, "k.ll");
    Function k = m.function("k").orElseThrow();
    UnaryOperator<Function> same = f -> f;             // java.util.function on demand, cvg's Function
    Block entry = same.apply(k).entry();               // the rest of dev.cvg.ir on demand
    assertEquals("entry", entry.name());
    assertEquals("dev.cvg.ir.Module", Module.class.getName());
  }

  @Test
  void wildcardImportsAloneMakeModuleAndFunctionAmbiguous() {
    String body = "  static Object use(Module m, Function f) { return m; }\n";
    assertEquals("", compile("import dev.cvg.ir.*;\nimport dev.cvg.ir.Function;\nimport dev.cvg.ir.Module;\n"
        + "import java.util.function.*;\n", body), "the recommended style compiles");
    String moduleClash = compile("import dev.cvg.ir.*;\nimport dev.cvg.ir.Function;\n", body);
    assertTrue(moduleClash.contains("reference to Module is ambiguous"), moduleClash);
    String functionClash = compile("import dev.cvg.ir.*;\nimport dev.cvg.ir.Module;\nimport java.util.function.*;\n",
        body);
    assertTrue(functionClash.contains("reference to Function is ambiguous"), functionClash);
  }

  /** Compiles one class with {@code imports} and {@code body}; returns javac's diagnostics, empty if it compiled. */
  private static String compile(String imports, String body) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    String source = "package snippet;\n" + imports + "class Snippet {\n" + body + "}\n";
    JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///snippet/Snippet.java"),
        JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    StringWriter out = new StringWriter();
    List<String> options = List.of("-proc:none", "-d", System.getProperty("java.io.tmpdir") + "/cvg-import-style",
        "-classpath", System.getProperty("java.class.path"));
    boolean ok = javac.getTask(out, null, null, options, null, List.of(file)).call();
    return ok ? "" : out.toString();
  }
}
