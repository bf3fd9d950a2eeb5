/**
 * The client's game modules, one per production game of the shared registry (its GameId keys make a missing or a
 * stray entry a type error). Test-only games are loaded only in builds made with VITE_FIXTURES=1: Vite replaces the
 * condition with a constant, so a production bundle drops the import (a test checks this).
 */
import type { GameId } from "@tabletop/shared";
import type { ClientGameModule } from "./types";
import { xorloschClient } from "./xorlosch";
import { dungeonFleeClient } from "./dungeon-flee/index";
import { dungeonLiteClient } from "./dungeon-lite/index";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds every game's types
export type AnyGameModule = ClientGameModule<any, any, any>;

const production: Record<GameId, AnyGameModule> = {
  "dungeon-flee": dungeonFleeClient,
  xorlosch: xorloschClient,
  "dungeon-lite": dungeonLiteClient,
};

let loaded: Map<string, AnyGameModule> | null = null;

export async function loadGames(): Promise<Map<string, AnyGameModule>> {
  if (loaded) return loaded;
  const modules = Object.values(production);
  if (import.meta.env.VITE_FIXTURES === "1") {
    const { fixtureCardsClient } = await import("../../../test/fixtures/fixture-cards/client.js");
    modules.push(fixtureCardsClient);
  }
  loaded = new Map(modules.map((m) => [m.engine.game, m]));
  return loaded;
}

export async function gameModule(id: string): Promise<AnyGameModule | undefined> {
  return (await loadGames()).get(id);
}
