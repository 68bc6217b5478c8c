// Drawing helpers shared by the video scenes (scripts/videos/<slug>/scene.js). This file runs in headless
// Chromium before a scene; scripts/make-videos.ts calls the scene's draw(ctx, t) once per frame with the
// scene's own time t in seconds, so nothing here may read a clock or Math.random: the same t draws the same
// pixels.
window.kit = (() => {
  const W = 1280;
  const H = 720;

  /** A seeded generator (mulberry32): the same seed gives the same sequence on every run. */
  function rng(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let r = Math.imul(a ^ (a >>> 15), 1 | a);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
    };
  }

  const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
  const lerp = (a, b, k) => a + (b - a) * k;
  /** 0 before `from`, 1 after `to`, linear between. */
  const span = (t, from, to) => clamp((t - from) / (to - from));
  const easeOut = (k) => 1 - Math.pow(1 - k, 3);
  const easeIn = (k) => k * k * k;
  const easeInOut = (k) => (k < 0.5 ? 4 * k * k * k : 1 - Math.pow(-2 * k + 2, 3) / 2);
  /** A springy overshoot, for things that pop in. */
  const easeBack = (k) => 1 + 2.70158 * Math.pow(k - 1, 3) + 1.70158 * Math.pow(k - 1, 2);

  /** Opacity of a shot that fades in over `fade` seconds after `from` and out before `to`. */
  function shot(t, from, to, fade = 0.35) {
    if (t < from || t > to) return 0;
    return Math.min(span(t, from, from + fade), 1 - span(t, to - fade, to));
  }

  const FONT = '"Noto Sans CJK JP", "DejaVu Sans", sans-serif';
  const SERIF = '"Noto Serif CJK JP", "DejaVu Serif", serif';

  function text(
    ctx,
    str,
    x,
    y,
    {
      size = 48,
      weight = 700,
      color = '#fff',
      align = 'center',
      font = FONT,
      alpha = 1,
      spacing = 0,
      baseline = 'middle',
    } = {},
  ) {
    ctx.save();
    ctx.globalAlpha *= alpha;
    ctx.font = `${weight} ${size}px ${font}`;
    ctx.letterSpacing = `${spacing}px`;
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    ctx.fillStyle = color;
    ctx.fillText(str, x, y);
    ctx.restore();
  }

  function linear(ctx, x0, y0, x1, y1, stops) {
    const g = ctx.createLinearGradient(x0, y0, x1, y1);
    stops.forEach(([at, color]) => g.addColorStop(at, color));
    return g;
  }

  function radial(ctx, x, y, r, stops) {
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    stops.forEach(([at, color]) => g.addColorStop(at, color));
    return g;
  }

  function roundRect(ctx, x, y, w, h, r, fill) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fillStyle = fill;
    ctx.fill();
  }

  /** A pinhole camera: world point → screen point and depth, for the scenes drawn in 3D. */
  function camera({ x = 0, y = 0, z = 0, yaw = 0, pitch = 0, focal = 900 }) {
    const cy = Math.cos(yaw),
      sy = Math.sin(yaw),
      cp = Math.cos(pitch),
      sp = Math.sin(pitch);
    return (px, py, pz) => {
      let dx = px - x,
        dy = py - y,
        dz = pz - z;
      const rx = cy * dx - sy * dz;
      const rz = sy * dx + cy * dz;
      const ry = cp * dy - sp * rz;
      const rz2 = sp * dy + cp * rz;
      if (rz2 <= 1) return null;
      return { x: W / 2 + (rx * focal) / rz2, y: H / 2 - (ry * focal) / rz2, depth: rz2, scale: focal / rz2 };
    };
  }

  /** Lambert shade of a colour [r, g, b] for a face normal against a fixed light. */
  function shade([r, g, b], normal, light = [0.4, 0.8, -0.45], ambient = 0.25) {
    const len = Math.hypot(...light);
    const d = Math.max(0, (normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2]) / len);
    const k = ambient + (1 - ambient) * d;
    return `rgb(${Math.round(r * k)}, ${Math.round(g * k)}, ${Math.round(b * k)})`;
  }

  return {
    W,
    H,
    rng,
    clamp,
    lerp,
    span,
    easeOut,
    easeIn,
    easeInOut,
    easeBack,
    shot,
    FONT,
    SERIF,
    text,
    linear,
    radial,
    roundRect,
    camera,
    shade,
  };
})();
