/**
 * A list that grows at its end (the log, the chat): after `update`, it follows the newest line only if it was
 * scrolled to its end before; a person reading back keeps their place.
 */
export function keepScroll(list: HTMLElement | null, update: () => void): void {
  const atEnd = !list || list.scrollHeight - list.scrollTop - list.clientHeight < 4;
  const top = list?.scrollTop ?? 0;
  update();
  if (!list) return;
  list.scrollTop = atEnd ? list.scrollHeight : top;
}
