package dev.cvg.ir.text;

/**
 * The construct parsers of one module parse, sharing one {@link Cursor} and
 * {@link ModuleContext}; each instruction-family parser reaches the others through it.
 */
final class Parsers {
  final ModuleContext module;
  final Cursor in;
  final TypeParser types;
  final AttributeParser attrs;
  final MetadataText metadata;
  final ValueParser values;
  final InstParser insts;
  final MemoryParser memory;
  final CallParser calls;
  final TerminatorParser terminators;

  Parsers(ModuleContext module) {
    this.module = module;
    this.in = module.cursor;
    this.types = new TypeParser(module);
    this.attrs = new AttributeParser(module, types);
    this.metadata = new MetadataText(module, types);
    this.values = new ValueParser(module, types, metadata);
    this.insts = new InstParser(this);
    this.memory = new MemoryParser(this);
    this.calls = new CallParser(this);
    this.terminators = new TerminatorParser(this);
  }
}
