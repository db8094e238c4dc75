package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class MergesTest {
  @Test
  void dump() throws Exception {
    for (String f : new String[] {"gvnsink-convergent-into-join.ll", "gvn-convergent-across-branch.ll"}) {
      Module m = IrParser.parse(Files.readString(Path.of("../tests/src/test/resources/golden/legality/bugs/" + f)), f);
      Correspondence c = NameCorrespondence.infer(m, "src", m, "tgt");
      System.out.println(f + " " + c.origins() + " " + c.replacedBy());
    }
  }
}
