// Rooftop Rhythm — a 15-second creator cut at 120 BPM: the creator's reaction in the first second, the
// game screen where every tap and every rooftop leap lands on the beat, and the creator again for the final
// combo.
(() => {
  const { W, H, rng, clamp, span, easeOut, easeBack, shot, text, linear, radial, roundRect } = window.kit;
  const PINK = '#ff4fa3';
  const CYAN = '#3ee6ff';
  const GOLD = '#ffd166';
  const BEAT = 0.5;
  const FIRST = 2.0;
  const beats = Array.from({ length: 20 }, (_, k) => FIRST + k * BEAT);
  const laneOf = (k) => [1, 0, 2, 1, 2, 0, 1, 1, 0, 2, 2, 1, 0, 1, 2, 0, 1, 2, 1, 1][k];
  const combo = (t) => beats.filter((b) => b <= t).length;

  const random = rng(5);
  const skyline = (count, minH, maxH) =>
    Array.from({ length: count }, () => ({
      w: 60 + random() * 90,
      h: minH + random() * (maxH - minH),
      lit: random(),
    }));
  const far = skyline(30, 120, 300);
  const near = skyline(24, 80, 200);

  function sky(ctx) {
    ctx.fillStyle = linear(ctx, 0, 0, 0, H, [
      [0, '#1a0b3b'],
      [0.7, '#3b1466'],
      [1, '#5e1a78'],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = radial(ctx, 520, 150, 120, [
      [0, GOLD],
      [0.55, GOLD],
      [0.6, 'rgba(255,209,102,0.25)'],
      [1, 'rgba(255,209,102,0)'],
    ]);
    ctx.fillRect(390, 20, 260, 260);
  }

  function buildings(ctx, list, scroll, base, color, windowColor) {
    let x = -((scroll % 2400) + 2400) % 2400;
    for (let pass = 0; pass < 2; pass++) {
      for (const b of list) {
        if (x + b.w > 0 && x < W) {
          ctx.fillStyle = color;
          ctx.fillRect(x, base - b.h, b.w - 6, b.h);
          if (b.lit > 0.35) {
            ctx.fillStyle = windowColor;
            for (let wy = base - b.h + 16; wy < base - 14; wy += 26)
              for (let wx = x + 10; wx < x + b.w - 20; wx += 20) ctx.fillRect(wx, wy, 8, 10);
          }
        }
        x += b.w;
      }
    }
  }

  function beatPulse(t) {
    if (t < FIRST - 0.01) return 0;
    const phase = ((t - FIRST) % BEAT) / BEAT;
    return Math.pow(1 - phase, 3);
  }

  function equalizer(ctx, t, alpha) {
    const pulse = beatPulse(t);
    for (let i = 0; i < 32; i++) {
      const h =
        20 + 60 * pulse * (0.5 + 0.5 * Math.sin(i * 1.7 + t * 3)) + 14 * Math.sin(i * 0.9 + t * 5) ** 2;
      ctx.fillStyle = linear(ctx, 0, H - h, 0, H, [
        [0, CYAN],
        [1, PINK],
      ]);
      ctx.globalAlpha = alpha * 0.8;
      ctx.fillRect(i * 40 + 4, H - h, 30, h);
    }
    ctx.globalAlpha = 1;
  }

  // The game screen: rooftops scroll, the runner leaps once per beat, notes fall into three lanes.
  function game(ctx, t) {
    sky(ctx);
    buildings(ctx, far, t * 60, 560, '#2a1150', 'rgba(255,209,102,0.35)');
    buildings(ctx, near, t * 180, 640, '#160a2e', 'rgba(62,230,255,0.4)');
    equalizer(ctx, t, 0.5);
    // The runner: a hop per beat.
    const phase = t < FIRST ? 0 : ((t - FIRST) % BEAT) / BEAT;
    const jump = Math.sin(Math.PI * phase) * 90;
    ctx.save();
    ctx.translate(300, 474 - 36 * 1.5 - jump);
    ctx.scale(1.5, 1.5);
    ctx.rotate(phase * Math.PI * 2 * (combo(t) % 4 === 0 ? 1 : 0));
    ctx.fillStyle = PINK;
    ctx.beginPath();
    ctx.arc(0, -58, 16, 0, Math.PI * 2);
    ctx.fill();
    roundRect(ctx, -14, -42, 28, 46, 10, CYAN);
    ctx.strokeStyle = CYAN;
    ctx.lineWidth = 9;
    ctx.lineCap = 'round';
    const stride = Math.sin(t * 16) * 0.6;
    ctx.beginPath();
    ctx.moveTo(-6, 2);
    ctx.lineTo(-6 - 18 * Math.sin(stride), 34);
    ctx.moveTo(6, 2);
    ctx.lineTo(6 + 18 * Math.sin(stride), 34);
    ctx.stroke();
    ctx.restore();
    roundRect(ctx, 180, 474, 260, 24, 4, '#0c0620');

    // Note highway on the right.
    const lanesX = [760, 880, 1000];
    const hitY = 600;
    ctx.fillStyle = 'rgba(10,4,30,0.55)';
    ctx.fillRect(690, 0, 380, H);
    lanesX.forEach((x) => {
      ctx.fillStyle = 'rgba(255,255,255,0.08)';
      ctx.fillRect(x - 2, 0, 4, H);
    });
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(700, hitY);
    ctx.lineTo(1060, hitY);
    ctx.stroke();
    beats.forEach((b, k) => {
      const x = lanesX[laneOf(k)];
      if (t < b) {
        const y = hitY - (b - t) * 520;
        if (y > -40) {
          roundRect(ctx, x - 48, y - 16, 96, 32, 16, k % 2 ? PINK : CYAN);
        }
      } else if (t < b + 0.35) {
        const age = (t - b) / 0.35;
        ctx.strokeStyle = k % 2 ? PINK : CYAN;
        ctx.globalAlpha = 1 - age;
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.arc(x, hitY, 30 + 60 * age, 0, Math.PI * 2);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
    });
    const last = beats.filter((b) => b <= t).at(-1);
    if (last !== undefined && t - last < 0.4) {
      text(ctx, 'PERFECT', 880, 520 - (t - last) * 60, {
        size: 40,
        weight: 900,
        color: GOLD,
        alpha: 1 - (t - last) / 0.4,
        spacing: 4,
      });
    }
    const c = combo(t);
    if (c > 0) {
      text(ctx, `${c}`, 880, 110, { size: 96 + 18 * beatPulse(t), weight: 900, color: '#fff' });
      text(ctx, 'COMBO', 880, 180, { size: 28, weight: 700, color: CYAN, spacing: 8 });
    }
  }

  // The creator, drawn as a phone-shot selfie: headphones, a grin that opens on the beat.
  function creator(ctx, x, y, s, t, wow) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    roundRect(ctx, -150, -270, 300, 540, 36, '#0c0620');
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(-138, -258, 276, 516, 28);
    ctx.clip();
    ctx.fillStyle = linear(ctx, 0, -258, 0, 258, [
      [0, '#ff8fc5'],
      [1, '#7a5cff'],
    ]);
    ctx.fillRect(-140, -260, 280, 520);
    ctx.fillStyle = '#ffcf9e';
    ctx.beginPath();
    ctx.arc(0, -20, 88, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#2b1638';
    ctx.beginPath();
    ctx.arc(0, -52, 92, Math.PI, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#1b1b2f';
    ctx.lineWidth = 14;
    ctx.beginPath();
    ctx.arc(0, -20, 104, Math.PI * 1.05, Math.PI * 1.95);
    ctx.stroke();
    roundRect(ctx, -118, -50, 30, 62, 12, CYAN);
    roundRect(ctx, 88, -50, 30, 62, 12, CYAN);
    ctx.fillStyle = '#1b1b2f';
    const eye = 10 + 6 * wow;
    ctx.beginPath();
    ctx.ellipse(-32, -30, 9, eye, 0, 0, Math.PI * 2);
    ctx.ellipse(32, -30, 9, eye, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#8a1f3d';
    ctx.beginPath();
    ctx.ellipse(0, 22, 26, 8 + 22 * wow, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3a1d5c';
    ctx.beginPath();
    ctx.moveTo(-140, 260);
    ctx.quadraticCurveTo(0, 40, 140, 260);
    ctx.fill();
    ctx.restore();
    ctx.restore();
  }

  window.scene = (ctx, t) => {
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, W, H);
    // 0–1.8 s: the reaction, in the first second.
    const intro = shot(t, -1, 1.8, 0.2);
    if (intro > 0) {
      ctx.globalAlpha = intro;
      sky(ctx);
      equalizer(ctx, t + 2, 0.8);
      creator(ctx, W / 2, H / 2, 1.2, t, easeOut(span(t, 0.3, 0.7)));
      ctx.globalAlpha = 1;
    }
    // 1.7–12.3 s: the screen.
    const play = shot(t, 1.7, 12.3, 0.15);
    if (play > 0) {
      ctx.globalAlpha = play;
      game(ctx, t);
      ctx.globalAlpha = 1;
    }
    // 12.2–15 s: split screen for the final combo, then the title.
    const outro = Math.min(1, span(t, 12.2, 12.4));
    if (outro > 0) {
      ctx.globalAlpha = outro;
      sky(ctx);
      buildings(ctx, near, t * 180, 720, '#160a2e', 'rgba(62,230,255,0.4)');
      equalizer(ctx, t, 0.9);
      creator(ctx, 330, H / 2, 1.05, t, beatPulse(t));
      const big = easeBack(span(t, 12.4, 12.9));
      text(ctx, `x${beats.length}`, 860, 250, { size: 150 * clamp(big, 0, 1.2), weight: 900, color: GOLD });
      const title = easeOut(span(t, 13.2, 13.8));
      text(ctx, 'ROOFTOP', 860, 430 + (1 - title) * 20, {
        size: 78,
        weight: 900,
        color: PINK,
        alpha: title,
        spacing: 6,
      });
      text(ctx, 'RHYTHM', 860, 520 + (1 - title) * 20, {
        size: 78,
        weight: 900,
        color: CYAN,
        alpha: title,
        spacing: 6,
      });
      ctx.globalAlpha = 1;
    }
  };
})();
