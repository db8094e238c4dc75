package dev.cvg.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link CallSite#of} answers for every instruction kind: the site of calls and callbrs only. */
class CallSiteTest {
  @Test
  void onlyCallsAndCallBrsHaveASite() throws Exception {
    Map<Class<?>, Inst> kinds = AllInstKinds.oneOfEach(AllInstKinds.function());
    assertEquals(AllInstKinds.permitted(), kinds.keySet(), "the example lacks a kind");
    for (Inst i : kinds.values()) {
      boolean calls = i.opcode() == Opcode.CALL || i.opcode() == Opcode.CALLBR;
      assertEquals(calls, CallSite.of(i).isPresent(), i.opcode().mnemonic());
    }
    Inst call = kinds.get(Call.class);
    assertEquals(Optional.of("@g"), CallSite.of(call).flatMap(CallSite::calleeName));
  }
}
