/**
 * The periodic patch is only a safety net: a room sends the patch itself right after every change (a move, a join,
 * a drop...). Colyseus's default of 50 ms costs every idle room 20 wake-ups a second, which at a thousand matches is
 * a large share of the server's CPU. The match rooms and the benchmark's echo rooms all use this one.
 */
export const SAFETY_PATCH_MS = 1000;
