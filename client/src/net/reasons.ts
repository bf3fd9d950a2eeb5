/**
 * The server's HTTP errors are `{code, reason}` with a standard status (docs/wire-contract.md, "HTTP errors"). The
 * Colyseus SDK reads an error's words from `message` (or `error`) and its code from the status: this fetch, given to
 * the SDK's client, hands it the reason as `message`, so a refused join or create throws with the server's words and
 * its status as `code` (client/src/net/code-refusal.ts reads both).
 */
export async function fetchWithReasons(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.ok || !res.headers.get("content-type")?.includes("json")) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { reason?: unknown } | null;
  if (typeof body?.reason !== "string") return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message: body.reason }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
