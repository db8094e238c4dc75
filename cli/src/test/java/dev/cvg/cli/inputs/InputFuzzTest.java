package dev.cvg.cli.inputs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The bounded input-fuzzing campaign of the suite: {@value #COUNT} mutated inputs of seed
 * {@value #SEED} through every command, none breaking the {@link InputContract}; the failure
 * message is the campaign's report (seed, input index, command line, reduced input). The long
 * campaign is {@code scripts/fuzz-inputs.sh} ({@link InputFuzzMain}).
 */
class InputFuzzTest {
  static final int COUNT = 4_000;
  static final long SEED = 13;

  @Test
  void everyCommandKeepsTheContractOnMutatedInputs() throws IOException {
    InputCampaign.Report report = InputFuzzMain.campaign(SEED, 0, COUNT, false);
    assertEquals(0, report.violations(), report.text());
  }
}
