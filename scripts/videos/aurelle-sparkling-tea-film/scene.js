// Aurelle Sparkling Tea — a wordless 15-second product film: tea leaves unfurl in a tall glass, cold water
// rises, every bubble that reaches the surface bursts into a blossom (jasmine, peach, mint), the shot is
// framed for three screens, and the film closes on a single can.
(() => {
  const { W, H, rng, clamp, lerp, span, easeOut, easeInOut, easeBack, text, linear, radial, roundRect } =
    window.kit;
  const FLAVOURS = [
    { petal: '#fffaf0', heart: '#ffd34d' }, // jasmine
    { petal: '#ffb3a7', heart: '#ff7f6e' }, // peach
    { petal: '#a8ecd0', heart: '#3fbf8f' }, // mint
  ];
  const GLASS = { top: 120, bottom: 610, topHalf: 125, bottomHalf: 100 };

  // The glass moves left for the end card.
  const glassX = (t) => lerp(W / 2, 430, easeInOut(span(t, 11.8, 12.8)));
  const level = (t) => lerp(0.04, 0.86, easeInOut(span(t, 2.2, 7.2)));
  const surfaceY = (t) => lerp(GLASS.bottom, GLASS.top, level(t));

  function glassPath(cx) {
    const p = new Path2D();
    p.moveTo(cx - GLASS.topHalf, GLASS.top);
    p.lineTo(cx - GLASS.bottomHalf, GLASS.bottom);
    p.quadraticCurveTo(cx, GLASS.bottom + 14, cx + GLASS.bottomHalf, GLASS.bottom);
    p.lineTo(cx + GLASS.topHalf, GLASS.top);
    return p;
  }

  const random = rng(21);
  const bubbles = Array.from({ length: 46 }, (_, i) => ({
    dx: (random() - 0.5) * 170,
    start: 2.6 + (i / 46) * 8.6 + random() * 0.3,
    speed: 150 + random() * 120,
    r: 4 + random() * 7,
    flavour: i % 3,
    drift: (random() < 0.5 ? -1 : 1) * (120 + random() * 260),
    spin: (random() - 0.5) * 2,
  }));
  // When each bubble meets the rising surface (stepped at the frame rate, so it is the same on every run).
  for (const b of bubbles) {
    b.burst = null;
    for (let s = b.start; s < 16; s += 1 / 60) {
      if (GLASS.bottom - 10 - (s - b.start) * b.speed <= surfaceY(s)) {
        b.burst = s;
        break;
      }
    }
  }
  const leaves = Array.from({ length: 5 }, (_, i) => ({
    dx: (i - 2) * 34 + (random() - 0.5) * 20,
    y: 0,
    angle: (random() - 0.5) * 1.6,
    delay: i * 0.35,
  }));

  function blossom(ctx, x, y, size, angle, flavour, alpha) {
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillStyle = flavour.petal;
    for (let i = 0; i < 5; i++) {
      ctx.rotate((Math.PI * 2) / 5);
      ctx.beginPath();
      ctx.ellipse(0, -size * 0.55, size * 0.32, size * 0.55, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = flavour.heart;
    ctx.beginPath();
    ctx.arc(0, 0, size * 0.22, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function leaf(ctx, x, y, open, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.scale(0.25 + 0.75 * open, 1);
    ctx.fillStyle = linear(ctx, -20, 0, 20, 0, [
      [0, '#3d7a3a'],
      [0.5, '#7fbf5a'],
      [1, '#3d7a3a'],
    ]);
    ctx.beginPath();
    ctx.ellipse(0, 0, 18, 44, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(20,60,20,0.5)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, -40);
    ctx.lineTo(0, 40);
    ctx.stroke();
    ctx.restore();
  }

  function can(ctx, x, y, k) {
    ctx.save();
    ctx.translate(x, y + (1 - k) * 80);
    ctx.globalAlpha = k;
    roundRect(
      ctx,
      -85,
      -190,
      170,
      380,
      26,
      linear(ctx, -85, 0, 85, 0, [
        [0, '#e58a4e'],
        [0.45, '#ffcf9a'],
        [1, '#d9763d'],
      ]),
    );
    roundRect(ctx, -78, -200, 156, 20, 10, '#d8d8de');
    roundRect(ctx, -78, 180, 156, 18, 9, '#c9c9d0');
    blossom(ctx, 0, -70, 58, 0.3, FLAVOURS[0], k);
    text(ctx, 'AURELLE', 0, 30, { size: 28, weight: 700, color: '#5a2a12', spacing: 4 });
    text(ctx, 'SPARKLING TEA', 0, 72, { size: 14, weight: 500, color: '#5a2a12', spacing: 3 });
    ctx.restore();
  }

  function frames(ctx, t, cx) {
    // One framing, three screens: 9:16, 1:1, 16:9 crops around the same product shot.
    const crops = [
      { w: 300, h: 533, label: '9:16', at: 8.6 },
      { w: 520, h: 520, label: '1:1', at: 9.4 },
      { w: 960, h: 540, label: '16:9', at: 10.2 },
    ];
    for (const crop of crops) {
      const k = Math.min(easeOut(span(t, crop.at, crop.at + 0.5)), 1 - span(t, 11.6, 12));
      if (k <= 0) continue;
      ctx.save();
      ctx.globalAlpha = k;
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 4;
      ctx.setLineDash([18, 10]);
      ctx.strokeRect(cx - crop.w / 2, 372 - crop.h / 2, crop.w, crop.h);
      ctx.restore();
      roundRect(ctx, cx - crop.w / 2, 372 - crop.h / 2 - 44, 86, 36, 18, `rgba(255,255,255,${0.9 * k})`);
      text(ctx, crop.label, cx - crop.w / 2 + 43, 372 - crop.h / 2 - 26, {
        size: 20,
        color: '#b24a2a',
        alpha: k,
      });
    }
  }

  window.scene = (ctx, t) => {
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, '#c9f2e2'],
      [1, '#ffd9c4'],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = radial(ctx, W / 2, H / 2, 520, [
      [0, 'rgba(255,255,255,0.6)'],
      [1, 'rgba(255,255,255,0)'],
    ]);
    ctx.fillRect(0, 0, W, H);
    const cx = glassX(t);
    const surface = surfaceY(t);
    const glass = glassPath(cx);

    // Inside the glass: leaves, the rising tea, bubbles.
    ctx.save();
    ctx.clip(glass);
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = linear(ctx, 0, surface, 0, GLASS.bottom, [
      [0, 'rgba(245,170,70,0.85)'],
      [1, 'rgba(196,110,30,0.95)'],
    ]);
    ctx.fillRect(cx - 200, surface, 400, GLASS.bottom - surface + 20);
    ctx.fillStyle = 'rgba(255,240,200,0.9)';
    ctx.fillRect(cx - 200, surface - 2, 400, 5);
    leaves.forEach((l) => {
      const open = easeOut(span(t, 0.3 + l.delay, 3 + l.delay));
      const float = Math.max(surface + 60, GLASS.bottom - 60 - 240 * level(t) * 0.6);
      leaf(
        ctx,
        cx + l.dx + Math.sin(t * 0.8 + l.delay) * 6,
        lerp(GLASS.bottom - 50, float, span(t, 2.2, 8)),
        open,
        l.angle + Math.sin(t * 0.6 + l.delay) * 0.15,
      );
    });
    for (const b of bubbles) {
      if (t < b.start || (b.burst !== null && t >= b.burst)) continue;
      const y = GLASS.bottom - 10 - (t - b.start) * b.speed;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(cx + b.dx + Math.sin(t * 4 + b.dx) * 3, y, b.r, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
    // The glass itself: rim and highlight.
    ctx.strokeStyle = 'rgba(255,255,255,0.95)';
    ctx.lineWidth = 5;
    ctx.stroke(glass);
    ctx.fillStyle = 'rgba(255,255,255,0.45)';
    ctx.fillRect(cx - GLASS.topHalf + 22, GLASS.top + 30, 10, 380);

    // Blossoms: each bubble that reaches the surface opens into one of the three flavours and floats up.
    for (const b of bubbles) {
      if (b.burst === null || t < b.burst) continue;
      const age = t - b.burst;
      const size = 34 * easeBack(clamp(age / 0.6));
      const x = glassX(b.burst) + b.dx + b.drift * easeOut(clamp(age / 4));
      const y = surfaceY(b.burst) - 45 * age - 10;
      const alpha = 1 - span(age, 3.5, 5);
      if (alpha > 0 && y > -40) blossom(ctx, x, y, size, b.spin * age, FLAVOURS[b.flavour], alpha);
    }

    frames(ctx, t, cx);
    const canIn = span(t, 12.2, 13);
    if (canIn > 0) can(ctx, 880, 380, clamp(easeBack(canIn)));
  };
})();
