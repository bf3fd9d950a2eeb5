/**
 * Whether this browser draws WebGL on the CPU (no GPU, or one it will not use), as headless browsers and many virtual
 * machines do. There the table is drawn with Pixi's Canvas 2D renderer instead (table-canvas.ts): software WebGL
 * emulates a GPU pixel by pixel (SwiftShader), and where the page is composited in software too, every frame drawn is
 * read back from the GPU process before it shows: measured with the feel benchmark (docs/benchmark.md), 60–100 ms
 * of waiting per frame at 1280×800, against a few milliseconds for Canvas 2D drawing the same flat shapes and
 * glyphs. Asked once, of a throwaway context: WebGL refuses one that could only be slow
 * (`failIfMajorPerformanceCaveat`), or names a software renderer.
 */
let answer: boolean | null = null;

/** Renderers that shade on the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' basic driver. */
export const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software|Basic Render/i;

export function softwareWebGl(): boolean {
  if (answer !== null) return answer;
  const probe = document.createElement("canvas");
  const options: WebGLContextAttributes = { failIfMajorPerformanceCaveat: true };
  const gl = probe.getContext("webgl2", options) ?? probe.getContext("webgl", options);
  if (!gl) return (answer = true);
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  answer = SOFTWARE_RENDERER.test(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return answer;
}
