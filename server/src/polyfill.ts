/**
 * Colyseus 0.18 expects a global WebSocket (Node 22 has one). On Node 20 every
 * reconnect fails with "WebSocket is not defined" without this (STACK.md).
 * Import this module first.
 */
import { WebSocket } from "ws";

const g = globalThis as unknown as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;
