package dev.cvg.ir;

import java.util.List;

/**
 * Everything of a {@code define}/{@code declare} line except the name and the body:
 * {@code define [linkage...] [cc] [ret attrs] R @name(params) [trailing...]}.
 *
 * @param linkage words before the calling convention ({@code internal}, {@code dso_local}, …)
 * @param callingConv the calling convention ({@code amdgpu_kernel}), empty for the default
 * @param returnAttrs return attributes as written
 * @param returnType the return type
 * @param params the parameters (declarations also carry ids, never used)
 * @param varArgs whether the parameter list ends in {@code ...}
 * @param trailing words after the parameter list ({@code #0}, {@code convergent},
 *     {@code local_unnamed_addr}, {@code section "x"}, …), as written
 */
public record FunctionHeader(
    List<String> linkage,
    String callingConv,
    List<String> returnAttrs,
    Type returnType,
    List<Param> params,
    boolean varArgs,
    List<String> trailing) {
  /** Copies the lists. */
  public FunctionHeader {
    linkage = List.copyOf(linkage);
    returnAttrs = List.copyOf(returnAttrs);
    params = List.copyOf(params);
    trailing = List.copyOf(trailing);
  }

  /**
   * Returns the function type.
   *
   * @return the return type and parameter types
   */
  public Type.Function type() {
    return new Type.Function(returnType, params.stream().map(Param::type).toList(), varArgs);
  }
}
