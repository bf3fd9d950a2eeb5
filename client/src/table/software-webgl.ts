/**
 * Whether this browser draws WebGL on the CPU (no GPU, or one it will not use), as headless browsers and many virtual
 * machines do: there the CPU shades every pixel of every frame, so the table leaves out what costs most and shows
 * least, multisampling (table-canvas.ts). Asked once, of a throwaway context: WebGL refuses one that could only be
 * slow (`failIfMajorPerformanceCaveat`), or names a software renderer.
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
