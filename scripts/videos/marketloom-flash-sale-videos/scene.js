// Marketloom — one morning's flash-sale cut assembled from the case's modular templates: a hook, a product
// carousel, a countdown, a price reveal in each market's currency, and the same ad in three formats.
(() => {
  const { W, H, clamp, lerp, span, easeOut, easeInOut, easeBack, shot, text, linear, roundRect } = window.kit;
  const NAVY = '#1d2a5b';
  const CREAM = '#fff6e6';
  const YELLOW = '#ffd23f';
  const CORAL = '#ff6b57';

  function backdrop(ctx) {
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, '#ff9a3c'],
      [1, CORAL],
    ]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = 'rgba(255,255,255,0.08)';
    for (let i = -4; i < 16; i++) {
      ctx.beginPath();
      ctx.moveTo(i * 120, 0);
      ctx.lineTo(i * 120 + 60, 0);
      ctx.lineTo(i * 120 + 60 + 300, H);
      ctx.lineTo(i * 120 + 300, H);
      ctx.fill();
    }
  }

  const products = [
    (ctx) => {
      // a table lamp
      ctx.fillStyle = YELLOW;
      ctx.beginPath();
      ctx.moveTo(-70, -40);
      ctx.lineTo(70, -40);
      ctx.lineTo(40, -120);
      ctx.lineTo(-40, -120);
      ctx.fill();
      ctx.fillStyle = NAVY;
      ctx.fillRect(-6, -40, 12, 110);
      roundRect(ctx, -50, 70, 100, 16, 8, NAVY);
    },
    (ctx) => {
      // a mug with steam
      roundRect(ctx, -55, -60, 110, 130, 18, CORAL);
      ctx.strokeStyle = CORAL;
      ctx.lineWidth = 14;
      ctx.beginPath();
      ctx.arc(62, 5, 28, -Math.PI / 2, Math.PI / 2);
      ctx.stroke();
      ctx.strokeStyle = 'rgba(29,42,91,0.4)';
      ctx.lineWidth = 6;
      for (const x of [-22, 0, 22]) {
        ctx.beginPath();
        ctx.moveTo(x, -75);
        ctx.bezierCurveTo(x - 12, -95, x + 12, -105, x, -125);
        ctx.stroke();
      }
    },
    (ctx) => {
      // a chair
      ctx.fillStyle = NAVY;
      roundRect(ctx, -60, -120, 120, 90, 14, CORAL);
      roundRect(ctx, -70, -20, 140, 26, 10, YELLOW);
      ctx.fillRect(-60, 6, 12, 80);
      ctx.fillRect(48, 6, 12, 80);
    },
  ];

  function productCard(ctx, x, y, s, index, alpha = 1) {
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.shadowColor = 'rgba(60,20,0,0.25)';
    ctx.shadowBlur = 30;
    ctx.shadowOffsetY = 12;
    roundRect(ctx, -150, -190, 300, 380, 28, CREAM);
    ctx.shadowColor = 'transparent';
    products[index](ctx);
    ctx.restore();
  }

  // Shot 1 (0–2.6 s): the hook slams in.
  function hook(ctx, t) {
    const k = easeBack(span(t, 0.15, 0.7));
    ctx.save();
    ctx.translate(W / 2, H / 2 - 30);
    ctx.rotate(-0.06);
    ctx.scale(lerp(2.2, 1, clamp(k)), lerp(2.2, 1, clamp(k)));
    roundRect(ctx, -420, -90, 840, 180, 24, NAVY);
    text(ctx, 'FLASH SALE', 0, 4, { size: 120, weight: 900, color: YELLOW, spacing: 6 });
    ctx.restore();
    const badge = easeBack(span(t, 0.8, 1.3));
    if (badge > 0) {
      ctx.save();
      ctx.translate(W / 2 + 330, H / 2 + 110);
      ctx.scale(badge, badge);
      roundRect(ctx, -110, -44, 220, 88, 44, CREAM);
      text(ctx, '12:00', 0, 2, { size: 54, weight: 800, color: CORAL });
      ctx.restore();
    }
  }

  // Shot 2 (2.6–6 s): the day's products slide past.
  function carousel(ctx, t) {
    const offset = lerp(W * 0.9, -W * 0.55, easeInOut(span(t, 2.6, 6)));
    for (let i = 0; i < 3; i++) {
      const x = W / 2 + offset + i * 380 - 380;
      const focus = 1 - clamp(Math.abs(x - W / 2) / 500);
      productCard(ctx, x, H / 2, 0.8 + 0.25 * focus, i);
    }
  }

  // Shot 3 (6–9 s): three hours of sale counted down in three seconds.
  function countdown(ctx, t) {
    const left = Math.max(0, Math.round(3 * 3600 * (1 - easeInOut(span(t, 6.3, 8.8)) * 0.92)));
    const hh = String(Math.floor(left / 3600)).padStart(2, '0');
    const mm = String(Math.floor(left / 60) % 60).padStart(2, '0');
    const ss = String(left % 60).padStart(2, '0');
    roundRect(ctx, W / 2 - 400, H / 2 - 130, 800, 220, 30, NAVY);
    text(ctx, `${hh}:${mm}:${ss}`, W / 2, H / 2 - 20, { size: 140, weight: 800, color: CREAM, spacing: 4 });
    const bar = 1 - left / (3 * 3600);
    roundRect(ctx, W / 2 - 340, H / 2 + 130, 680, 26, 13, 'rgba(255,255,255,0.35)');
    roundRect(ctx, W / 2 - 340, H / 2 + 130, Math.max(26, 680 * (1 - bar)), 26, 13, YELLOW);
  }

  // Shot 4 (9–12 s): the price drops, shown in each market's currency in turn.
  const MARKETS = [
    { code: 'PH', was: '₱1,299', now: '₱649' },
    { code: 'MY', was: 'RM89', now: 'RM45' },
    { code: 'TH', was: '฿990', now: '฿495' },
    { code: 'ID', was: 'Rp299.000', now: 'Rp149.000' },
  ];
  function priceReveal(ctx, t) {
    productCard(ctx, 390, H / 2, 1, 0);
    const index = Math.min(3, Math.floor(clamp((t - 9.3) / 0.68, 0, 3.99)));
    const market = MARKETS[index];
    const pop = easeBack(clamp((t - 9.3 - index * 0.68) / 0.3));
    MARKETS.forEach((m, i) => {
      roundRect(ctx, 690 + i * 110, 150, 92, 50, 25, i === index ? NAVY : 'rgba(255,255,255,0.4)');
      text(ctx, m.code, 736 + i * 110, 176, { size: 26, color: i === index ? YELLOW : NAVY });
    });
    text(ctx, market.was, 700, 300, { size: 54, weight: 600, color: 'rgba(29,42,91,0.6)', align: 'left' });
    ctx.save();
    ctx.font = `600 54px ${window.kit.FONT}`;
    const wasWidth = ctx.measureText(market.was).width;
    ctx.restore();
    ctx.fillStyle = NAVY;
    ctx.fillRect(696, 298, wasWidth + 8, 6);
    ctx.save();
    ctx.translate(700, 430);
    ctx.scale(lerp(0.6, 1, pop), lerp(0.6, 1, pop));
    text(ctx, market.now, 0, 0, { size: 128, weight: 900, color: CREAM, align: 'left' });
    ctx.restore();
    roundRect(ctx, 700, 520, 190, 60, 30, YELLOW);
    text(ctx, '−50%', 795, 551, { size: 36, weight: 800, color: NAVY });
  }

  // Shot 5 (12–15 s): the same cut in vertical, square and landscape, and the end card.
  function formats(ctx, t) {
    const tiles = [
      { w: 210, h: 373, x: 330 },
      { w: 300, h: 300, x: 640 },
      { w: 400, h: 225, x: 1000 },
    ];
    tiles.forEach((tile, i) => {
      const k = easeBack(span(t, 12.1 + i * 0.25, 12.6 + i * 0.25));
      if (k <= 0) return;
      ctx.save();
      ctx.translate(tile.x, 320);
      ctx.rotate(-0.05);
      ctx.scale(k, k);
      roundRect(ctx, -tile.w / 2, -tile.h / 2, tile.w, tile.h, 18, i === 1 ? YELLOW : i === 0 ? CREAM : NAVY);
      ctx.save();
      ctx.translate(0, -10);
      ctx.scale(0.45, 0.45);
      products[i](ctx);
      ctx.restore();
      text(ctx, MARKETS[i].now, 0, tile.h / 2 - 34, { size: 30, weight: 800, color: i === 2 ? CREAM : NAVY });
      ctx.restore();
    });
    const mark = easeOut(span(t, 13, 13.6));
    text(ctx, 'Marketloom', W / 2, 600 + (1 - mark) * 20, {
      size: 64,
      weight: 800,
      color: CREAM,
      alpha: mark,
    });
  }

  window.scene = (ctx, t) => {
    backdrop(ctx);
    const shots = [
      [hook, 0, 2.7],
      [carousel, 2.6, 6.1],
      [countdown, 6, 9.1],
      [priceReveal, 9, 12.1],
      [formats, 12, 15.01],
    ];
    for (const [draw, from, to] of shots) {
      const a = shot(t, from, to, 0.12);
      if (a <= 0) continue;
      ctx.save();
      ctx.globalAlpha =
        from === 0 ? Math.min(1, 1 - span(t, to - 0.12, to)) : to > 15 ? span(t, from, from + 0.12) : a;
      draw(ctx, t);
      ctx.restore();
    }
  };
})();
