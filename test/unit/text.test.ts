/**
 * The rules of the text people type that others read (server/src/text.ts), over nasty inputs: names and chat lines
 * are NFKC, one line, without invisible or bidi controls, and a name does not pass for one of the page's labels.
 */
import { labelImitated, plainText, readChatLine, readName } from "@tabletop/server/text.js";

const name = (raw: unknown) => {
  const r = readName(raw);
  return r.ok ? r.text : null;
};

describe("plain text (names and chat)", () => {
  test.each([
    ["zero-width space", "A\u200bnn", "Ann"],
    ["zero-width no-break space (BOM)", "\ufeffAnn", "Ann"],
    ["word joiner and invisible operators", "A\u2060n\u2062n", "Ann"],
    ["soft hyphen", "An\u00adn", "Ann"],
    ["right-to-left override", "\u202eevil\u202c", "evil"],
    ["left-to-right and right-to-left marks", "\u200eAnn\u200f", "Ann"],
    ["bidi isolates", "\u2066Ann\u2069 \u2067x\u2069", "Ann x"],
    ["Arabic letter mark", "\u061cAnn", "Ann"],
    ["Hangul fillers (blank names)", "\u3164\u115f\u1160\uffa0Ann", "Ann"],
    ["Mongolian vowel separator", "An\u180en", "Ann"],
    ["tag characters", "Ann\u{e0041}\u{e007f}", "Ann"],
    ["interlinear annotation", "\ufff9An\ufffan\ufffb", "Ann"],
    ["combining grapheme joiner", "An\u034fn", "Ann"],
    ["NUL and other controls", "Nul\u0000l\u0007\u001b[31m", "Null[31m"],
    ["C1 controls", "A\u0080\u009bnn", "Ann"],
    ["line breaks become one space", "one\r\ntwo\u2028three\u2029four\u0085five", "one two three four five"],
    ["tabs and runs of spaces", "a\t\t b\u00a0\u3000c", "a b c"],
    ["braille blank", "\u2800\u2800Ann\u2800", "Ann"],
    ["fullwidth letters", "\uff21\uff4e\uff4e", "Ann"],
    ["mathematical letters", "\u{1d400}\u{1d427}\u{1d427}", "Ann"],
    ["ligature", "\ufb01ne", "fine"],
    ["unpaired surrogate", "Ann\ud800", "Ann"],
    ["noncharacter", "Ann\uffff", "Ann"],
    [
      "a pile of combining marks",
      "Z\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308",
      "\u0179\u0302\u0303\u0304\u0305",
    ],
    ["a family emoji keeps its joiners", "👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"],
    ["a heart keeps its emoji presentation", "I \u2764\ufe0f it", "I \u2764\ufe0f it"],
    ["Persian keeps its zero-width non-joiner", "می\u200cخواهم", "می\u200cخواهم"],
    ["a joiner with nothing to join goes", "\u200d\u200cAnn\u200d \u200dx", "Ann x"],
    ["a presentation selector alone goes", "\ufe0f Ann", "Ann"],
    ["Vietnamese keeps its two marks", "Nguyễn", "Nguyễn"],
  ])("%s", (_what, raw, want) => {
    expect(plainText(raw)).toBe(want);
  });
});

describe("guest names", () => {
  test("good names pass, trimmed", () => {
    expect(name("  Bo ")).toBe("Bo");
    expect(name("Ünal")).toBe("Ünal");
    expect(name("Smile \ud83d\ude00")).toBe("Smile 😀");
    expect(name("李小龍")).toBe("李小龍");
    expect(name("Youssef")).toBe("Youssef");
    expect(name("Botond")).toBe("Botond");
    expect(name("Hostile Hugo")).toBe("Hostile Hugo");
    expect(name("x".repeat(24))).toBe("x".repeat(24));
    expect(name("Agent 7")).toBe("Agent 7");
  });

  test.each([
    ["not text", {}, /is text/],
    ["empty", "", /can be seen/],
    ["only invisible characters", "\u200b\u3164\u2800\u202e", /can be seen/],
    ["too long", "x".repeat(25), /1 to 24 characters \(this one has 25\)/],
    ["too long once the invisible ones are gone? no: counted after", "\u200b".repeat(30) + "Ann", null],
    ["brackets", "Ann (you)", /brackets/],
    ["fullwidth brackets", "Ann \uff08host\uff09", /brackets/],
  ])("%s", (_what, raw, reason) => {
    const r = readName(raw);
    if (reason === null) expect(r).toEqual({ ok: true, text: "Ann" });
    else expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
  });

  test.each([
    ["Bot 2", "bot"],
    ["bot", "bot"],
    ["BOT #3", "bot"],
    ["Bot-10", "bot"],
    ["B0t 2", "bot"],
    ["B\u200bot 2", "bot"],
    ["\u0412\u043e\u0442 2", "bot"], // Cyrillic Ve, o, te
    ["\uff22\uff4f\uff54 \uff12", "bot"], // fullwidth
    ["𝐁𝐨𝐭 2", "bot"],
    ["Bót", "bot"],
    ["b o t 2", "bot"],
    ["Stand-in bot", "stand-in bot"],
    ["you", "you"],
    ["YOU", "you"],
    ["\u04ae\u043e\u057d", "you"], // Cyrillic straight U, Cyrillic o, Armenian seh
    ["\u028f\u1d0f\u1d1c", "you"], // small capitals
    ["Host", "host"],
    ["H\u043e\u0455t", "host"], // Cyrillic o, dze
    ["\u0397\u039f\u0405\u03a4", "host"], // Greek Eta, Omicron, Cyrillic Dze, Greek Tau
    ["Open seat", "open seat"],
    ["Seat 3", "seat"],
    ["Spectator", "spectator"],
    ["Server", "server"],
    ["System", "system"],
    ["Admin", "admin"],
    ["Moderator", "moderator"],
    ["Waiting for a player", "waiting for a player"],
  ])("%s passes for the label %s, and is refused with the reason", (raw, label) => {
    expect(labelImitated(plainText(raw))).toBe(label);
    expect(readName(raw)).toMatchObject({ ok: false, reason: expect.stringContaining(`label "${label}"`) });
  });

  test("names that only contain a label, or look a little like one, pass", () => {
    for (const ok of ["Bobby", "Botan", "Hosta", "Yours truly", "Seattle", "Admiral", "Systematic Sam", "Sir Vera"])
      expect(labelImitated(ok)).toBeNull();
  });
});

describe("chat lines", () => {
  test("a line keeps no invisible or bidi control, and says why it is refused", () => {
    expect(readChatLine("gg \u202ewp\u202c\u200b!", 280)).toEqual({ ok: true, text: "gg wp!" });
    expect(readChatLine("\u200b\u2066\u2069 \n", 280)).toMatchObject({ ok: false, reason: /empty/ });
    expect(readChatLine(42, 280)).toMatchObject({ ok: false, reason: /\{"text"/ });
    expect(readChatLine("x".repeat(281), 280)).toMatchObject({ ok: false, reason: /at most 280 characters/ });
  });

  test("chat may say what names may not: a line is not a name", () => {
    expect(readChatLine("Bot 2 (you) is the host", 280)).toEqual({ ok: true, text: "Bot 2 (you) is the host" });
  });
});
