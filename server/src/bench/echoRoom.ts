/**
 * The benchmark's baseline: a bare Colyseus room that only echoes a counter. Each "inc"
 * bumps the counter and sends the patch at once, like a match room after an accepted move,
 * but with no rules, no store and no projection. Game figures are reported as ratios to it.
 */
import { Room, type Client } from "@colyseus/core";
import { Schema, type } from "@colyseus/schema";

export class EchoState extends Schema {
  @type("uint32") counter = 0;
}

export class EchoRoom extends Room<{ state: EchoState }> {
  override maxClients = 2;

  override onCreate() {
    this.setState(new EchoState());
    this.onMessage("inc", (_client: Client) => {
      this.state.counter += 1;
      this.broadcastPatch();
    });
  }
}
