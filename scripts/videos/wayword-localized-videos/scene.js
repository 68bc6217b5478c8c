// Wayword — one master shot, many voices: a traveler lost at a night market holds up a phone, the app asks
// for them and the stall owner bursts out laughing; the same frame then swaps its line language by language,
// and the film closes on a wall of the markets' greetings.
(() => {
  const { W, H, rng, clamp, lerp, span, easeOut, easeBack, shot, text, linear, radial, roundRect } =
    window.kit;
  const BUBBLES = ['#ffffff', '#ffe066', '#ffb3c7', '#b8f2c2'];
  const NIGHT = '#1b2a4a';

  // The line the app speaks, in the order the versions swap (Latin, Cyrillic-free, CJK and Vietnamese).
  // DejaVu Sans first for Latin, Greek and Cyrillic with their accents (Vietnamese stacks two); the CJK face
  // of the line's own language, so Chinese is drawn with Chinese glyph shapes.
  const fontFor = (code) =>
    `"DejaVu Sans", "Noto Sans CJK ${code === 'CN' ? 'SC' : code === 'KR' ? 'KR' : 'JP'}", sans-serif`;

  const LINES = [
    { code: 'CN', line: '这附近哪家面最好吃？' },
    { code: 'JP', line: 'この辺でいちばんおいしい麺の屋台は？' },
    { code: 'KR', line: '이 근처에서 제일 맛있는 국숫집은요?' },
    { code: 'ES', line: '¿Dónde están los mejores fideos?' },
    { code: 'FR', line: 'Où sont les meilleures nouilles ?' },
    { code: 'DE', line: 'Wo gibt es hier die besten Nudeln?' },
    { code: 'VN', line: 'Quán mì nào ngon nhất ở đây?' },
    { code: 'BR', line: 'Onde tem o melhor macarrão daqui?' },
  ];
  const HELLOS = [
    ['US', 'Hello'],
    ['ES', '¡Hola!'],
    ['FR', 'Bonjour'],
    ['DE', 'Hallo'],
    ['IT', 'Ciao'],
    ['BR', 'Olá'],
    ['NL', 'Hoi'],
    ['SE', 'Hej'],
    ['PL', 'Cześć'],
    ['CZ', 'Ahoj'],
    ['TR', 'Merhaba'],
    ['GR', 'Γειά σου'],
    ['UA', 'Привіт'],
    ['RS', 'Zdravo'],
    ['CN', '你好'],
    ['JP', 'こんにちは'],
    ['KR', '안녕하세요'],
    ['VN', 'Xin chào'],
    ['ID', 'Halo'],
    ['MY', 'Helo'],
    ['PH', 'Kumusta'],
    ['FI', 'Hei'],
    ['HU', 'Szia'],
    ['RO', 'Salut'],
    ['DK', 'Goddag'],
    ['KE', 'Jambo'],
    ['ZA', 'Sawubona'],
    ['NZ', 'Kia ora'],
  ];

  const random = rng(33);
  const lanterns = Array.from({ length: 14 }, (_, i) => ({
    x: 40 + i * 92 + random() * 20,
    y: 70 + Math.sin(i * 0.9) * 26,
    hue: random(),
  }));

  function market(ctx, t) {
    ctx.fillStyle = linear(ctx, 0, 0, 0, H, [
      [0, '#2b4f8c'],
      [0.55, NIGHT],
      [1, '#0f1830'],
    ]);
    ctx.fillRect(0, 0, W, H);
    // A string of lanterns.
    ctx.strokeStyle = 'rgba(255,255,255,0.4)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    lanterns.forEach((l, i) => (i ? ctx.lineTo(l.x, l.y - 24) : ctx.moveTo(l.x, l.y - 24)));
    ctx.stroke();
    for (const l of lanterns) {
      const glow = 0.8 + 0.2 * Math.sin(t * 3 + l.x);
      ctx.fillStyle = radial(ctx, l.x, l.y, 60, [
        [0, `rgba(255,190,90,${0.45 * glow})`],
        [1, 'rgba(255,190,90,0)'],
      ]);
      ctx.fillRect(l.x - 60, l.y - 60, 120, 120);
      ctx.fillStyle = l.hue > 0.5 ? '#ff5a5f' : '#ffb347';
      ctx.beginPath();
      ctx.ellipse(l.x, l.y, 20, 26, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    // The stall: an awning, a counter, steam from the pot.
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = i % 2 ? '#fff4e0' : '#ff6b6b';
      ctx.fillRect(620 + i * 70, 200, 70, 70);
    }
    ctx.fillStyle = '#8a4b2a';
    ctx.fillRect(640, 270, 12, 260);
    ctx.fillRect(1168, 270, 12, 260);
    // The owner behind the counter; laughs once the app has spoken.
    const laugh = span(t, 3.2, 3.6);
    const shake = laugh > 0 && t < 5.5 ? Math.sin(t * 30) * 4 : 0;
    ctx.save();
    ctx.translate(930, 390 + shake);
    ctx.fillStyle = '#5a3d8a';
    roundRect(ctx, -80, 0, 160, 160, 40, '#5a3d8a');
    ctx.fillStyle = '#e8b48a';
    ctx.beginPath();
    ctx.arc(0, -40, 58, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.fillRect(-60, -96, 120, 26);
    ctx.strokeStyle = '#2d1b12';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    if (laugh > 0) {
      ctx.arc(-20, -48, 8, Math.PI * 1.1, Math.PI * 1.9);
      ctx.moveTo(28, -48);
      ctx.arc(20, -48, 8, Math.PI * 1.1, Math.PI * 1.9);
    } else {
      ctx.moveTo(-22, -48);
      ctx.lineTo(-18, -48);
      ctx.moveTo(18, -48);
      ctx.lineTo(22, -48);
    }
    ctx.stroke();
    ctx.fillStyle = '#7a2430';
    ctx.beginPath();
    ctx.ellipse(0, -18, 20, 4 + 14 * laugh, 0, 0, Math.PI);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = '#6b3a22';
    ctx.fillRect(600, 520, 600, 200);
    ctx.fillStyle = '#3a3f4b';
    roundRect(ctx, 720, 470, 140, 60, 10, '#3a3f4b');
    for (let i = 0; i < 3; i++) {
      ctx.strokeStyle = `rgba(255,255,255,${0.35})`;
      ctx.lineWidth = 5;
      const x = 760 + i * 30,
        rise = (t * 40 + i * 25) % 60;
      ctx.beginPath();
      ctx.moveTo(x, 465 - rise);
      ctx.bezierCurveTo(x - 10, 440 - rise, x + 10, 420 - rise, x, 400 - rise);
      ctx.stroke();
    }
    // The traveler, holding up the phone.
    ctx.save();
    ctx.translate(330, 450);
    roundRect(ctx, -70, 0, 140, 270, 50, '#2f9e8f');
    ctx.fillStyle = '#c68c63';
    ctx.beginPath();
    ctx.arc(0, -50, 54, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3b2a20';
    ctx.beginPath();
    ctx.arc(0, -70, 56, Math.PI, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#2f9e8f';
    ctx.lineWidth = 26;
    ctx.lineCap = 'round';
    const raise = easeOut(span(t, 0.6, 1.4));
    ctx.beginPath();
    ctx.moveTo(50, 30);
    ctx.lineTo(lerp(70, 130, raise), lerp(110, -30, raise));
    ctx.stroke();
    ctx.restore();
    const phoneX = lerp(400, 460, raise),
      phoneY = lerp(560, 380, raise);
    roundRect(ctx, phoneX - 34, phoneY - 60, 68, 120, 12, '#111');
    roundRect(ctx, phoneX - 28, phoneY - 52, 56, 104, 8, '#4fc3f7');
    return { phoneX, phoneY };
  }

  function bubble(ctx, x, y, str, color, k, font, maxWidth = 560) {
    if (k <= 0) return;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(k, k);
    ctx.font = `700 34px ${font}`;
    const w = Math.min(maxWidth, ctx.measureText(str).width) + 56;
    roundRect(ctx, -w / 2, -40, w, 80, 40, color);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(-w / 2 + 40, 30);
    ctx.lineTo(-w / 2 + 20, 70);
    ctx.lineTo(-w / 2 + 80, 36);
    ctx.fill();
    ctx.fillStyle = '#1b2a4a';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(str, 0, 2, maxWidth);
    ctx.restore();
  }

  window.scene = (ctx, t) => {
    const master = shot(t, -1, 10.2, 0.3);
    if (master > 0) {
      ctx.globalAlpha = master;
      const { phoneX, phoneY } = market(ctx, t);
      // 1.6–5 s the phone speaks the first line; from 5 s the same frame swaps through the other languages.
      const index = t < 5 ? 0 : Math.min(LINES.length - 1, 1 + Math.floor((t - 5) / 0.72));
      const start = index === 0 ? 1.6 : 5 + (index - 1) * 0.72;
      const pop = easeBack(clamp((t - start) / 0.3));
      bubble(
        ctx,
        phoneX + 290,
        phoneY - 150,
        LINES[index].line,
        BUBBLES[index % 4],
        clamp(pop, 0, 1.1),
        fontFor(LINES[index].code),
      );
      if (index > 0) {
        roundRect(ctx, 40, 40, 120, 56, 28, '#ffe066');
        text(ctx, LINES[index].code, 100, 69, { size: 30, weight: 800, color: NIGHT });
      }
      if (t > 3.3 && t < 5)
        bubble(
          ctx,
          1080,
          250,
          'Ha ha ha!',
          '#ffe066',
          clamp(easeBack(span(t, 3.3, 3.6)), 0, 1.1),
          fontFor('US'),
        );
      ctx.globalAlpha = 1;
    }
    // 10–15 s: the markets' greetings, one tile each, then the wordmark.
    const wall = span(t, 10, 10.3);
    if (wall > 0) {
      ctx.globalAlpha = wall;
      ctx.fillStyle = linear(ctx, 0, 0, 0, H, [
        [0, '#7cc6fe'],
        [1, '#4a90e2'],
      ]);
      ctx.fillRect(0, 0, W, H);
      HELLOS.forEach(([code, hello], i) => {
        const col = i % 7,
          row = Math.floor(i / 7);
        const k = easeBack(span(t, 10.2 + i * 0.06, 10.6 + i * 0.06));
        if (k <= 0) return;
        const x = 110 + col * 177,
          y = 110 + row * 120;
        ctx.save();
        ctx.translate(x, y);
        ctx.scale(k, k);
        roundRect(ctx, -80, -44, 160, 88, 26, BUBBLES[(col + row) % 4]);
        text(ctx, hello, 0, -6, {
          size: hello.length > 6 ? 24 : 30,
          weight: 700,
          color: NIGHT,
          font: fontFor(code),
        });
        text(ctx, code, 0, 26, { size: 16, weight: 600, color: 'rgba(27,42,74,0.6)', spacing: 2 });
        ctx.restore();
      });
      const mark = easeOut(span(t, 12.6, 13.2));
      text(ctx, 'Wayword', W / 2, 630 + (1 - mark) * 16, {
        size: 72,
        weight: 800,
        color: '#fff',
        alpha: mark,
      });
      ctx.globalAlpha = 1;
    }
  };
})();
