/**
 * Versioned schema migrations, applied in order, each once, each in its own transaction (see ../migrate.ts).
 * They are TS modules holding SQL so that they ship with the `tsc` output. Never edit a released migration:
 * add the next version instead.
 */
import { m001Init } from "./001_init.js";
import { m002LiveMatches } from "./002_live_matches.js";
import { m003Resumable } from "./003_resumable.js";
import { m004Chat } from "./004_chat.js";
import { m005SignOuts } from "./005_sign_outs.js";
import { m006Ratings } from "./006_ratings.js";
import { m007SeatRefs } from "./007_seat_refs.js";
import { m008Records } from "./008_records.js";
import type { Migration } from "./migration.js";

export type { Migration };

export const migrations: readonly Migration[] = [
  m001Init,
  m002LiveMatches,
  m003Resumable,
  m004Chat,
  m005SignOuts,
  m006Ratings,
  m007SeatRefs,
  m008Records,
];
