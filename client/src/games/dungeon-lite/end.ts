/** The end of the adventure, at the head of the page's panels: won or lost, and why (the view's result and reason). */
import { h, type ComponentChild } from "preact";
import { pagePanel } from "../../table/kit";
import { said, type Ctx } from "./ctx";
import { count } from "../../ui/words";

export function endPanel(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  if (!v.result) return null;
  const title =
    v.result !== "win"
      ? "Defeat. The party is lost."
      : v.missionObject
        ? "Full victory! The boss is slain, the mission complete."
        : "Victory! The party wins.";
  return pagePanel(
    "end",
    title,
    h("p", { class: v.result === "win" ? "good" : "danger" }, said(ctx, v.reason ?? "")),
    h("p", { class: "muted" }, `Round ${v.round} · ${count(v.segments.length, "segment")} explored`),
  );
}
