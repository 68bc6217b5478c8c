// Ashen Crown — a 15-second cinematic in the case's story: a descent into the ember-lit arena, a knight's
// parry against a boss, the forge where gear is earned, and the crown turning in 3D under the title.
(() => {
  const {
    W,
    H,
    rng,
    clamp,
    lerp,
    span,
    easeOut,
    easeInOut,
    shot,
    text,
    linear,
    radial,
    camera,
    shade,
    SERIF,
  } = window.kit;

  // Embers: fixed positions in a box the camera flies through; drawn by depth.
  const emberRandom = rng(7);
  const embers = Array.from({ length: 220 }, () => ({
    x: (emberRandom() - 0.5) * 30,
    y: emberRandom() * 8,
    z: emberRandom() * 40,
    drift: 0.3 + emberRandom() * 0.9,
    phase: emberRandom() * Math.PI * 2,
  }));

  function background(ctx, glowY = H * 0.7) {
    ctx.fillStyle = linear(ctx, 0, 0, 0, H, [
      [0, '#0d0c10'],
      [0.6, '#1c1416'],
      [1, '#2a1710'],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = radial(ctx, W / 2, glowY, W * 0.6, [
      [0, 'rgba(255,110,30,0.35)'],
      [1, 'rgba(255,110,30,0)'],
    ]);
    ctx.fillRect(0, 0, W, H);
  }

  function drawEmbers(ctx, t, project, alpha) {
    for (const e of embers) {
      const y = (e.y + t * e.drift) % 8;
      const p = project(e.x + Math.sin(t * 0.7 + e.phase) * 0.4, y - 1, e.z);
      if (!p || p.x < -20 || p.x > W + 20 || p.y < -20 || p.y > H + 20) continue;
      const flicker = 0.55 + 0.45 * Math.sin(t * 6 + e.phase * 3);
      const r = Math.max(0.8, 0.06 * p.scale);
      ctx.globalAlpha = alpha * flicker * clamp(1 - p.depth / 40);
      ctx.fillStyle = radial(ctx, p.x, p.y, r * 3, [
        [0, '#ffd08a'],
        [0.35, '#ff7a24'],
        [1, 'rgba(255,80,20,0)'],
      ]);
      ctx.beginPath();
      ctx.arc(p.x, p.y, r * 3, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }

  function knight(ctx, x, y, s, swordAngle, crouch = 0) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = '#120f12';
    ctx.strokeStyle = 'rgba(255,140,60,0.85)';
    ctx.lineWidth = 2 / s;
    const body = new Path2D();
    body.moveTo(-18, 0);
    body.lineTo(-12, -60 + crouch);
    body.lineTo(-22, -118 + crouch * 1.6);
    body.lineTo(22, -118 + crouch * 1.6);
    body.lineTo(14, -60 + crouch);
    body.lineTo(20, 0);
    body.closePath();
    body.moveTo(-14, -120 + crouch * 1.6);
    body.arc(0, -138 + crouch * 1.6, 17, Math.PI * 0.9, Math.PI * 2.1);
    body.closePath();
    // Cape.
    body.moveTo(-22, -116 + crouch * 1.6);
    body.quadraticCurveTo(-52, -60, -44, -6);
    body.lineTo(-16, -40);
    body.closePath();
    ctx.fill(body);
    ctx.stroke(body);
    // Sword from the right hand.
    ctx.translate(16, -92 + crouch * 1.3);
    ctx.rotate(swordAngle);
    ctx.fillStyle = '#d9d2c8';
    ctx.fillRect(0, -3, 110, 6);
    ctx.fillStyle = '#ff9a4a';
    ctx.fillRect(-6, -10, 6, 20);
    ctx.restore();
  }

  function boss(ctx, x, y, s, bladeAngle, t) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = '#0b090b';
    ctx.beginPath();
    ctx.moveTo(-90, 0);
    ctx.lineTo(-70, -190);
    ctx.lineTo(-110, -300);
    ctx.lineTo(-40, -330);
    ctx.lineTo(-70, -420);
    ctx.lineTo(-20, -360);
    ctx.lineTo(20, -360);
    ctx.lineTo(70, -420);
    ctx.lineTo(40, -330);
    ctx.lineTo(110, -300);
    ctx.lineTo(70, -190);
    ctx.lineTo(90, 0);
    ctx.closePath();
    ctx.fill();
    const eye = 0.7 + 0.3 * Math.sin(t * 9);
    ctx.fillStyle = `rgba(255,90,30,${eye})`;
    ctx.beginPath();
    ctx.arc(-18, -330, 6, 0, Math.PI * 2);
    ctx.arc(18, -330, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.translate(-90, -250);
    ctx.rotate(bladeAngle);
    ctx.fillStyle = '#2a2224';
    ctx.beginPath();
    ctx.moveTo(0, -12);
    ctx.lineTo(-300, -30);
    ctx.lineTo(-330, 0);
    ctx.lineTo(-300, 20);
    ctx.lineTo(0, 12);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,120,50,0.7)';
    ctx.lineWidth = 2 / s;
    ctx.stroke();
    ctx.restore();
  }

  function sparks(ctx, x, y, t0, t, seed, count = 40, reach = 260) {
    const age = t - t0;
    if (age < 0 || age > 0.9) return;
    const random = rng(seed);
    for (let i = 0; i < count; i++) {
      const angle = random() * Math.PI * 2;
      const speed = (0.3 + random()) * reach;
      const px = x + Math.cos(angle) * speed * age;
      const py = y + Math.sin(angle) * speed * age + 300 * age * age;
      ctx.globalAlpha = 1 - age / 0.9;
      ctx.strokeStyle = random() > 0.5 ? '#ffd08a' : '#ff7a24';
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.moveTo(px, py);
      ctx.lineTo(px - Math.cos(angle) * 14, py - Math.sin(angle) * 14);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }

  function ground(ctx, project, alpha) {
    ctx.strokeStyle = `rgba(255,120,50,${0.22 * alpha})`;
    ctx.lineWidth = 1;
    for (let i = -12; i <= 12; i++) {
      const a = project(i * 2, -1, 0.5),
        b = project(i * 2, -1, 60);
      if (a && b) {
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
    for (let z = 1; z < 60; z += 2) {
      const a = project(-24, -1, z),
        b = project(24, -1, z);
      if (a && b) {
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
  }

  // Shot 1 (0–4.2 s): the camera descends and flies toward a lone knight.
  function descent(ctx, t, alpha) {
    const k = easeInOut(span(t, 0, 4.2));
    const project = camera({
      x: 0,
      y: lerp(5, 0.6, k),
      z: lerp(-6, 6, k),
      pitch: lerp(-0.5, -0.05, k),
      focal: 820,
    });
    ctx.globalAlpha = alpha;
    background(ctx);
    ground(ctx, project, 1);
    const foot = project(0, -1, 16);
    if (foot) knight(ctx, foot.x, foot.y, foot.scale / 120, -0.9);
    drawEmbers(ctx, t, project, 1);
    ctx.globalAlpha = 1;
  }

  // Shot 2 (4.2–8.2 s): the boss swings, the knight parries on the beat, then rolls under the next blow.
  function parry(ctx, t, alpha) {
    const impact = 5.9;
    const shake = t > impact && t < impact + 0.3 ? Math.sin(t * 90) * 10 * (1 - (t - impact) / 0.3) : 0;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(shake, shake * 0.5);
    background(ctx, H * 0.9);
    ctx.fillStyle = '#150f10';
    ctx.fillRect(-20, H * 0.82, W + 40, H);
    // The blade rises (positive angles lift its tip), falls onto the knight's guard and rests there.
    const swing =
      t < 5.2
        ? lerp(0.2, 0.9, easeInOut(span(t, 4.2, 5.2)))
        : t < impact
          ? lerp(0.9, -0.28, easeOut(span(t, 5.2, impact)))
          : lerp(-0.28, -0.2, span(t, impact, 6.6));
    const roll = span(t, 7.0, 7.7);
    const kx = lerp(430, 700, easeInOut(roll));
    boss(ctx, 930, H * 0.82, 1.25, swing, t);
    const guard = t < impact ? lerp(-0.5, -1.4, span(t, 5.4, impact)) : -1.4;
    knight(ctx, kx, H * 0.82, 1.15, roll > 0 ? roll * Math.PI * 2 : guard, Math.sin(roll * Math.PI) * 40);
    if (t >= impact && t < impact + 0.25) {
      ctx.fillStyle = `rgba(255,230,190,${0.4 * (1 - (t - impact) / 0.25)})`;
      ctx.fillRect(-20, -20, W + 40, H + 40);
    }
    sparks(ctx, 465, 380, impact, t, 11, 60, 380);
    ctx.restore();
  }

  // Shot 3 (8.2–11.2 s): the forge — three hammer strikes on a glowing blade.
  function forge(ctx, t, alpha) {
    ctx.globalAlpha = alpha;
    background(ctx, H * 0.55);
    const strikes = [8.8, 9.6, 10.4];
    const heat = clamp(span(t, 8.2, 11));
    ctx.fillStyle = radial(ctx, W / 2, H * 0.58, 360, [
      [0, `rgba(255,${Math.round(120 + 100 * heat)},60,0.55)`],
      [1, 'rgba(255,80,20,0)'],
    ]);
    ctx.fillRect(0, 0, W, H);
    // Anvil.
    ctx.fillStyle = '#1a1618';
    ctx.beginPath();
    ctx.moveTo(W / 2 - 260, H * 0.62);
    ctx.lineTo(W / 2 + 200, H * 0.62);
    ctx.quadraticCurveTo(W / 2 + 300, H * 0.62, W / 2 + 330, H * 0.58);
    ctx.lineTo(W / 2 + 210, H * 0.7);
    ctx.lineTo(W / 2 + 90, H * 0.7);
    ctx.lineTo(W / 2 + 120, H * 0.9);
    ctx.lineTo(W / 2 - 150, H * 0.9);
    ctx.lineTo(W / 2 - 120, H * 0.7);
    ctx.lineTo(W / 2 - 260, H * 0.7);
    ctx.closePath();
    ctx.fill();
    // The blade being forged: orange to white-hot.
    ctx.fillStyle = linear(ctx, W / 2 - 230, 0, W / 2 + 180, 0, [
      [0, '#5a2a14'],
      [0.5, `rgb(255,${Math.round(140 + 110 * heat)},${Math.round(60 + 170 * heat)})`],
      [1, '#ff7a24'],
    ]);
    ctx.fillRect(W / 2 - 230, H * 0.6 - 10, 410, 10);
    // Hammer: rises between strikes, falls onto each.
    let lift = 1;
    for (const s of strikes)
      if (t > s - 0.5 && t < s + 0.3)
        lift = t < s ? 1 - easeOut(span(t, s - 0.5, s)) + (t < s - 0.25 ? 0 : 0) : span(t, s, s + 0.3);
    lift = t < strikes[0] - 0.5 ? 1 : lift;
    ctx.save();
    ctx.translate(W / 2 + 40, H * 0.6 - 12);
    ctx.rotate(-0.9 * lift);
    ctx.fillStyle = '#2b2426';
    ctx.fillRect(60, -30, 230, 14);
    ctx.fillStyle = '#3a3134';
    ctx.fillRect(-10, -62, 80, 62);
    ctx.restore();
    strikes.forEach((s, i) => sparks(ctx, W / 2 + 70, H * 0.6 - 12, s, t, 20 + i, 50, 320));
    ctx.globalAlpha = 1;
  }

  // The crown: eight segments of a band with spikes, flat-shaded and turned in 3D.
  const SEGMENTS = 8;
  function crownFaces(turn) {
    const faces = [];
    const ring = (i, y, r = 1) => {
      const a = (i / SEGMENTS) * Math.PI * 2 + turn;
      return [Math.cos(a) * r, y, Math.sin(a) * r];
    };
    for (let i = 0; i < SEGMENTS; i++) {
      const b0 = ring(i, -0.35),
        b1 = ring(i + 1, -0.35),
        t0 = ring(i, 0.1),
        t1 = ring(i + 1, 0.1);
      faces.push({ points: [b0, b1, t1, t0], color: [250, 172, 70] });
      const mid = ((i + 0.5) / SEGMENTS) * Math.PI * 2 + turn;
      const tall = i % 2 === 0 ? 0.95 : 0.6;
      faces.push({
        points: [t0, t1, [Math.cos(mid) * 0.97, tall, Math.sin(mid) * 0.97]],
        color: [255, 200, 96],
      });
    }
    return faces;
  }

  function crown(ctx, t, alpha) {
    ctx.globalAlpha = alpha;
    background(ctx, H * 0.45);
    const project = camera({ x: 0, y: 1.2, z: -4.2, pitch: -0.22, focal: 760 });
    drawEmbers(ctx, t, camera({ x: 0, y: 2, z: -10, focal: 700 }), 0.9);
    const faces = crownFaces(t * 0.55)
      .map((face) => {
        const [a, b, c] = face.points;
        const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]],
          v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
        const len = Math.hypot(...n) || 1;
        const centre = face.points
          .reduce((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0])
          .map((x) => x / face.points.length);
        const toCamera = [0 - centre[0], 1.2 - centre[1], -4.2 - centre[2]];
        const facing = n[0] * toCamera[0] + n[1] * toCamera[1] + n[2] * toCamera[2] < 0;
        return {
          ...face,
          normal: n.map((x) => (facing ? -x : x) / len),
          depth: Math.hypot(...toCamera),
          back: facing,
        };
      })
      .sort((a, b) => b.depth - a.depth);
    const lift = Math.sin(t * 1.4) * 0.05;
    for (const face of faces) {
      const pts = face.points.map(([x, y, z]) => project(x, y + 0.5 + lift, z + 0.6));
      if (pts.some((p) => !p)) continue;
      ctx.beginPath();
      pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.closePath();
      ctx.fillStyle = shade(
        face.back ? face.color.map((c) => c * 0.55) : face.color,
        face.normal,
        [0.5, 0.7, -0.6],
        0.5,
      );
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,210,140,0.35)';
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    const title = easeOut(span(t, 12.2, 13.2));
    ctx.fillStyle = radial(ctx, W / 2, H * 0.8, 420, [
      [0, `rgba(255,120,40,${0.35 * title})`],
      [1, 'rgba(255,120,40,0)'],
    ]);
    ctx.fillRect(0, 0, W, H);
    text(ctx, 'ASHEN CROWN', W / 2, H * 0.82 + (1 - title) * 20, {
      size: 84,
      weight: 700,
      font: SERIF,
      spacing: 14,
      color: '#ffe3c0',
      alpha: title,
    });
    ctx.globalAlpha = 1;
  }

  window.scene = (ctx, t) => {
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, W, H);
    const shots = [
      [descent, 0, 4.4],
      [parry, 4.2, 8.4],
      [forge, 8.2, 11.4],
      [crown, 11.2, 15.01],
    ];
    for (const [draw, from, to] of shots) {
      const a = from === 0 ? Math.min(1, shot(t, -1, to, 0.4)) : shot(t, from, to, 0.4);
      if (a > 0) draw(ctx, t, to > 15 ? Math.min(1, span(t, from, from + 0.4)) : a);
    }
    // Letterbox bars: the cinematic frame.
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, W, 52);
    ctx.fillRect(0, H - 52, W, 52);
  };
})();
