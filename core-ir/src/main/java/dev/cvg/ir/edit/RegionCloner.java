package dev.cvg.ir.edit;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Copies blocks with remapping, as LLVM's {@code CloneBasicBlock} followed by
 * {@code RemapInstruction}: {@link #cloneRegion} duplicates blocks of this function (unrolling,
 * jump threading), {@link #importBody} copies a callee's body in (inlining).
 *
 * <p>Both run in time linear in the size of what they copy: one pass allocates ids and names
 * (names made unique through the name table), one pass copies and remaps each instruction, and
 * the phi fix-up touches only the phis of the region's outside successors.
 */
final class RegionCloner {
  private final FunctionEditor e;

  RegionCloner(FunctionEditor e) {
    this.e = e;
  }

  /**
   * Copies {@code region} after {@code after}: copies reference copies for region entities,
   * the originals otherwise; outside successors' phis get one entry per new edge with the
   * original edge's value mapped.
   */
  CloneMap cloneRegion(Collection<BlockId> region, CloneKey key, BlockId after) {
    e.checks().block(after);
    List<Block> sources = new ArrayList<>();
    for (BlockId b : new LinkedHashSet<>(region)) {
      e.checks().block(b);
      sources.add(new Block(b, e.blockName(b), e.body().insts(b)));
    }
    CloneMap map = copy(sources, new HashMap<>(), after, b -> e.ledger().blockOriginOfCopy(b, key),
        i -> e.ledger().originOfCopy(i, key), (from, to) -> e.copyAttributes(from, to.id()));
    addOutsideEntries(sources, map);
    return map;
  }

  /**
   * Copies the body of {@code callee} after {@code after}: parameters become {@code arguments},
   * each instruction's origin is {@link Origin.Inlined} at {@code callSite}, chained to the
   * origin the instruction had in the callee when it came from inlining there.
   */
  CloneMap importBody(dev.cvg.ir.Function callee, List<Value> arguments, InstId callSite, BlockId after) {
    if (callee.isDeclaration()) {
      throw new IllegalArgumentException("@" + callee.name() + " has no body to import");
    }
    if (arguments.size() != callee.params().size()) {
      throw new IllegalArgumentException("@" + callee.name() + " takes " + callee.params().size()
          + " arguments, not " + arguments.size());
    }
    e.checks().block(after);
    Map<ValueId, Value> values = new HashMap<>();
    for (int k = 0; k < arguments.size(); k++) {
      int n = k;
      e.checks().hasType(() -> "argument " + n + " of @" + callee.name(), arguments.get(k), callee.params().get(k).type());
      values.put(callee.params().get(k).id(), arguments.get(k));
    }
    return copy(callee.blocks().toJavaList(), values, after,
        b -> new BlockOrigin.Inlined(b, callee.name(), callSite),
        i -> new Origin.Inlined(i, callee.name(), callSite, callee.provenance().originOf(i)
            .filter(o -> o instanceof Origin.Inlined).map(o -> (Origin.Inlined) o)),
        (from, to) -> callee.nameOf(from.value()).ifPresent(n -> e.setName(to.id().value(), e.uniqueName(n))));
  }

  /**
   * Copies {@code sources} (blocks, possibly of another function) after {@code after}: first
   * allocates every block, instruction id and value copy, then inserts each remapped copy.
   */
  private CloneMap copy(List<Block> sources, Map<ValueId, Value> values, BlockId after,
      Function<BlockId, BlockOrigin> blockOrigin, Function<InstId, Origin> origin, java.util.function.BiConsumer<InstId, Inst> copied) {
    Map<BlockId, BlockId> blocks = new HashMap<>();
    Map<InstId, InstId> insts = new HashMap<>();
    List<BlockId> copies = new ArrayList<>();
    for (Block b : sources) {
      BlockId copy = e.newBlockId();
      e.names().nameBlock(copy, e.uniqueName(b.name()));
      e.ledger().setBlockOrigin(copy, blockOrigin.apply(b.id()));
      blocks.put(b.id(), copy);
      copies.add(copy);
      for (Inst i : b.insts()) {
        InstId c = e.newInstId();
        insts.put(i.id(), c);
        if (i.hasResult()) {
          values.put(i.id().value(), new Value.Local(c.value(), i.resultType()));
        }
      }
    }
    e.body().addBlocks(copies, after);
    for (Block b : sources) {
      BlockId copy = blocks.get(b.id());
      for (Inst i : b.insts()) {
        Inst c = remap(i, insts.get(i.id()), values, blocks);
        e.insertNew(copy, e.body().insts(copy).size(), c, origin.apply(i.id()));
        copied.accept(i.id(), c);
      }
    }
    return new CloneMap(blocks, values, insts, copies);
  }

  /** Returns {@code i} with id {@code id}, operands and block references mapped. */
  private static Inst remap(Inst i, InstId id, Map<ValueId, Value> values, Map<BlockId, BlockId> blocks) {
    Function<Value, Value> v = x -> x instanceof Value.Local l ? values.getOrDefault(l.id(), x) : x;
    return i.withId(id).mapOperands(v::apply).mapBlocks(b -> blocks.getOrDefault(b, b));
  }

  /** Gives outside successors' phis one entry per new edge from a copy, with the value mapped. */
  private void addOutsideEntries(List<Block> sources, CloneMap map) {
    LinkedHashSet<BlockId> outside = new LinkedHashSet<>();
    for (Block b : sources) {
      e.body().terminator(b.id()).ifPresent(t -> t.successors().stream()
          .filter(s -> map.block(s).equals(s)).forEach(outside::add));
    }
    for (BlockId s : outside) {
      for (Phi p : e.phis().phis(s)) {
        List<Phi.Incoming> in = new ArrayList<>(p.incoming());
        for (Phi.Incoming entry : p.incoming()) {
          BlockId copy = map.block(entry.block());
          if (!copy.equals(entry.block())) {
            in.add(new Phi.Incoming(map.value(entry.value()), copy));
          }
        }
        if (in.size() != p.incoming().size()) {
          e.body().replace(new Phi(p.id(), p.type(), in, p.flags()));
        }
      }
    }
  }
}
