// Lucky Lagoon Slots: a playable demo written by the studio (no engine, canvas 2D). Three spins: a near miss,
// a small win, then three pearls and the big win, then the end card. Deterministic: every random choice comes
// from SEED (the same as demo.json's seed). The lifecycle follows the studio's contract: gameReady() when
// loaded, nothing moves before the host's gameStart(), gameEnd() when the end card shows, install() on its
// button, gameRetry() on replay; gameClose() silences the sound.
(function () {
  'use strict';
  var SEED = 20250304;
  var GAME_NAME = 'Lucky Lagoon Slots';

  function prng(seed) {
    var a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  var random = prng(SEED);

  var canvas = document.getElementById('game');
  var ctx = canvas.getContext('2d');
  var W = 0, H = 0, L = null;

  // ---- sound: created on the first touch only --------------------------------------------------------
  var audio = null, muted = false;
  function tone(freq, dur, type, gain, delay) {
    if (!audio || muted) return;
    var t0 = audio.currentTime + (delay || 0);
    var osc = audio.createOscillator(), amp = audio.createGain();
    osc.type = type || 'sine';
    osc.frequency.setValueAtTime(freq, t0);
    amp.gain.setValueAtTime(0.0001, t0);
    amp.gain.exponentialRampToValueAtTime(gain || 0.15, t0 + 0.01);
    amp.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
    osc.connect(amp).connect(audio.destination);
    osc.start(t0);
    osc.stop(t0 + dur + 0.05);
  }
  function unlockAudio() {
    if (audio) return;
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (Ctx) try { audio = new Ctx(); } catch (e) { audio = null; }
  }

  // ---- symbols ----------------------------------------------------------------------------------------
  var SYMBOLS = ['pearl', 'star', 'shell', 'fish', 'seven'];
  // The three spins' middle rows, as designed: near miss, small win, big win.
  var SCRIPT = [['pearl', 'pearl', 'star'], ['shell', 'shell', 'shell'], ['pearl', 'pearl', 'pearl']];
  var PRIZES = [0, 250, 5000];

  function ease(t) { return 1 - Math.pow(1 - t, 3); }
  function easeBack(t) { var c = 1.7; return 1 + (c + 1) * Math.pow(t - 1, 3) + c * Math.pow(t - 1, 2); }

  function drawSymbol(name, x, y, s) {
    ctx.save();
    ctx.translate(x, y);
    if (name === 'pearl') {
      var g = ctx.createRadialGradient(-s * 0.12, -s * 0.14, s * 0.04, 0, 0, s * 0.32);
      g.addColorStop(0, '#ffffff'); g.addColorStop(0.6, '#f3e7ff'); g.addColorStop(1, '#c9b2e6');
      ctx.fillStyle = g; ctx.beginPath(); ctx.arc(0, 0, s * 0.3, 0, Math.PI * 2); ctx.fill();
    } else if (name === 'star') {
      ctx.fillStyle = '#ff8a5c'; ctx.beginPath();
      for (var i = 0; i < 10; i++) {
        var r = i % 2 ? s * 0.14 : s * 0.34, a = -Math.PI / 2 + (i * Math.PI) / 5;
        ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
      }
      ctx.closePath(); ctx.fill();
    } else if (name === 'shell') {
      ctx.fillStyle = '#ffd37a'; ctx.beginPath();
      ctx.moveTo(0, s * 0.28); ctx.arc(0, 0, s * 0.3, Math.PI * 1.05, Math.PI * 1.95); ctx.closePath(); ctx.fill();
      ctx.strokeStyle = '#d79a2b'; ctx.lineWidth = s * 0.03;
      for (var k = -2; k <= 2; k++) { ctx.beginPath(); ctx.moveTo(0, s * 0.26); ctx.lineTo(k * s * 0.11, -s * 0.2); ctx.stroke(); }
    } else if (name === 'fish') {
      ctx.fillStyle = '#4fd1c5'; ctx.beginPath(); ctx.ellipse(-s * 0.04, 0, s * 0.24, s * 0.15, 0, 0, Math.PI * 2); ctx.fill();
      ctx.beginPath(); ctx.moveTo(s * 0.16, 0); ctx.lineTo(s * 0.32, -s * 0.13); ctx.lineTo(s * 0.32, s * 0.13); ctx.fill();
      ctx.fillStyle = '#073b4c'; ctx.beginPath(); ctx.arc(-s * 0.14, -s * 0.03, s * 0.03, 0, Math.PI * 2); ctx.fill();
    } else {
      ctx.fillStyle = '#ff4f7b'; ctx.font = 'bold ' + Math.round(s * 0.6) + 'px Georgia, serif';
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillText('7', 0, s * 0.03);
    }
    ctx.restore();
  }

  // ---- state ------------------------------------------------------------------------------------------
  var state, particles, bubbles;
  function reelStrip() {
    var strip = [];
    for (var i = 0; i < 24; i++) strip.push(SYMBOLS[Math.floor(random() * SYMBOLS.length)]);
    return strip;
  }
  function reset() {
    random = prng(SEED);
    state = {
      phase: 'waiting', spin: 0, coins: 1000, shownCoins: 1000, reels: [], spinStart: 0, win: null,
      idleSince: 0, endAt: 0, hint: true
    };
    for (var r = 0; r < 3; r++) state.reels.push({ strip: reelStrip(), offset: 0, from: 0, to: 0, stopAt: 0, bounce: 0 });
    particles = [];
    bubbles = [];
    for (var b = 0; b < 18; b++) bubbles.push({ x: random(), y: random(), r: 2 + random() * 5, v: 0.02 + random() * 0.05 });
  }

  function layout() {
    var dpr = Math.min(window.devicePixelRatio || 1, 2);
    W = window.innerWidth; H = window.innerHeight;
    canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    var landscape = W > H;
    var u = landscape ? Math.min(W / 640, H / 360) : Math.min(W / 360, H / 640);
    var cell = 78 * u;
    if (landscape) {
      L = { u: u, landscape: true, cell: cell, reelX: W * 0.62 - cell * 1.5, reelY: H * 0.5 - cell * 1.5,
        titleX: W * 0.2, titleY: H * 0.22, spin: { x: W * 0.2, y: H * 0.72, r: 44 * u } };
    } else {
      L = { u: u, landscape: false, cell: cell, reelX: W / 2 - cell * 1.5, reelY: H * 0.5 - cell * 1.5 - 20 * u,
        titleX: W / 2, titleY: H * 0.13, spin: { x: W / 2, y: H * 0.86, r: 44 * u } };
    }
    // The end card, centred in either orientation.
    L.cy = H / 2;
    L.cta = { x: W / 2, y: L.cy + 45 * u, w: 220 * u, h: 58 * u };
    L.replay = { x: W / 2, y: L.cy + 110 * u, w: 150 * u, h: 40 * u };
  }

  // ---- flow -------------------------------------------------------------------------------------------
  function startSpin(now) {
    var plan = SCRIPT[state.spin];
    state.phase = 'spinning'; state.spinStart = now; state.win = null; state.hint = false;
    state.coins -= 100;
    for (var r = 0; r < 3; r++) {
      var reel = state.reels[r];
      // Land the planned symbol in the middle row: place it on the strip where the reel will stop.
      var turns = 2 + r;
      var target = Math.floor(reel.offset) + turns * reel.strip.length + 6;
      reel.strip[(target + 1) % reel.strip.length] = plan[r];
      reel.from = reel.offset; reel.to = target; reel.stopAt = now + 1100 + r * 420; reel.bounce = 0;
    }
    tone(220, 0.2, 'triangle', 0.12);
  }
  function settle(now) {
    var prize = PRIZES[state.spin];
    state.spin += 1;
    state.coins += prize;
    state.win = prize > 0 ? { amount: prize, at: now, big: state.spin === 3 } : { amount: 0, at: now, near: true };
    burst(W / 2, L.reelY + L.cell * 1.5, prize >= 5000 ? 90 : prize > 0 ? 30 : 0);
    if (prize >= 5000) { [523, 659, 784, 1046].forEach(function (f, i) { tone(f, 0.35, 'square', 0.08, i * 0.12); }); }
    else if (prize > 0) { tone(659, 0.2, 'sine', 0.15); tone(880, 0.3, 'sine', 0.15, 0.1); }
    else tone(180, 0.25, 'sawtooth', 0.05);
    if (state.spin >= 3) { state.phase = 'won'; state.endAt = now + 1600; }
    else { state.phase = 'idle'; state.idleSince = now; }
  }
  function showEndCard() {
    state.phase = 'end';
    if (typeof window.gameEnd === 'function') window.gameEnd();
  }
  function burst(x, y, count) {
    for (var i = 0; i < count; i++) {
      var a = random() * Math.PI * 2, v = (2 + random() * 6) * L.u;
      particles.push({ x: x, y: y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 4 * L.u, life: 1, coin: random() < 0.7 });
    }
  }

  function inRect(p, r) { return Math.abs(p.x - r.x) <= r.w / 2 && Math.abs(p.y - r.y) <= r.h / 2; }
  canvas.addEventListener('pointerdown', function (event) {
    unlockAudio();
    if (!state || state.phase === 'waiting') return;
    var rect = canvas.getBoundingClientRect();
    var p = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    var now = performance.now();
    if (state.phase === 'end') {
      if (inRect(p, L.cta)) { tone(880, 0.2, 'sine', 0.15); if (typeof window.install === 'function') window.install(); }
      else if (inRect(p, L.replay)) { if (typeof window.gameRetry === 'function') window.gameRetry(); reset(); state.phase = 'idle'; state.idleSince = now; }
      return;
    }
    // The machine spins on a tap anywhere, as the lever invites.
    if (state.phase === 'idle') startSpin(now);
  });

  // ---- drawing ----------------------------------------------------------------------------------------
  function roundRect(x, y, w, h, r) {
    ctx.beginPath(); ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
  }
  function text(str, x, y, size, color, weight) {
    ctx.fillStyle = color; ctx.font = (weight || 'bold') + ' ' + Math.round(size) + 'px "Trebuchet MS", Verdana, sans-serif';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillText(str, x, y);
  }
  function button(r, label, fill, color, pulse) {
    var s = 1 + (pulse || 0);
    ctx.save(); ctx.translate(r.x, r.y); ctx.scale(s, s);
    ctx.shadowColor = 'rgba(0,0,0,0.35)'; ctx.shadowBlur = 12 * L.u; ctx.shadowOffsetY = 4 * L.u;
    roundRect(-r.w / 2, -r.h / 2, r.w, r.h, r.h / 2); ctx.fillStyle = fill; ctx.fill();
    ctx.restore();
    text(label, r.x, r.y + 1, r.h * 0.42 * s, color);
  }

  function draw(now) {
    var u = L.u;
    var bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#0fb5c9'); bg.addColorStop(0.55, '#0a5a8c'); bg.addColorStop(1, '#03263f');
    ctx.fillStyle = bg; ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = 'rgba(255,255,255,0.25)';
    bubbles.forEach(function (b) {
      b.y -= b.v * 0.016; if (b.y < -0.05) b.y = 1.05;
      ctx.beginPath(); ctx.arc(b.x * W, b.y * H, b.r * u, 0, Math.PI * 2); ctx.fill();
    });
    // Title and coins (in-game coins only).
    text('LUCKY LAGOON', L.titleX, L.titleY, 34 * u, '#fff6c2');
    text('COINS ' + Math.round(state.shownCoins).toLocaleString('en-US'), L.titleX, L.titleY + 34 * u, 18 * u, '#ffffff');
    text('In-game coins only. No real money.', L.titleX, L.titleY + 56 * u, 11 * u, 'rgba(255,255,255,0.75)', 'normal');
    state.shownCoins += (state.coins - state.shownCoins) * 0.08;
    // Machine.
    var c = L.cell, x0 = L.reelX, y0 = L.reelY;
    roundRect(x0 - 14 * u, y0 - 14 * u, c * 3 + 28 * u, c * 3 + 28 * u, 22 * u);
    ctx.fillStyle = '#ffcf5a'; ctx.fill();
    roundRect(x0 - 6 * u, y0 - 6 * u, c * 3 + 12 * u, c * 3 + 12 * u, 16 * u);
    ctx.fillStyle = '#062c47'; ctx.fill();
    ctx.save(); ctx.beginPath(); ctx.rect(x0, y0, c * 3, c * 3); ctx.clip();
    for (var r = 0; r < 3; r++) {
      var reel = state.reels[r];
      if (state.phase === 'spinning') {
        var t = Math.min(1, (now - state.spinStart) / (reel.stopAt - state.spinStart));
        reel.offset = reel.from + (reel.to - reel.from) * easeBack(t);
      }
      ctx.fillStyle = r % 2 ? '#f4fbff' : '#e9f6ff';
      ctx.fillRect(x0 + r * c + 2 * u, y0, c - 4 * u, c * 3);
      var base = Math.floor(reel.offset), frac = reel.offset - base;
      for (var row = -1; row < 4; row++) {
        var name = reel.strip[(((base + row) % reel.strip.length) + reel.strip.length) % reel.strip.length];
        drawSymbol(name, x0 + r * c + c / 2, y0 + (row - frac) * c + c / 2, c);
      }
    }
    ctx.restore();
    // Pay line.
    ctx.strokeStyle = 'rgba(255,79,123,0.8)'; ctx.lineWidth = 3 * u;
    ctx.beginPath(); ctx.moveTo(x0 - 8 * u, y0 + c * 1.5); ctx.lineTo(x0 + c * 3 + 8 * u, y0 + c * 1.5); ctx.stroke();
    if (state.phase === 'spinning' && now >= state.reels[2].stopAt) settle(now);
    // Win banner.
    if (state.win && state.phase !== 'end') {
      var age = Math.min(1, (now - state.win.at) / 400);
      var label = state.win.big ? 'BIG WIN +' + state.win.amount : state.win.near ? 'SO CLOSE!' : 'WIN +' + state.win.amount;
      ctx.globalAlpha = age;
      text(label, W / 2, y0 + c * 3 + 40 * u, (state.win.big ? 34 : 26) * u * ease(age), state.win.big ? '#fff06a' : '#ffffff');
      ctx.globalAlpha = 1;
    }
    // Spin button with a pulsing hint.
    if (state.phase === 'idle' || state.phase === 'spinning' || state.phase === 'waiting') {
      var pulse = state.phase === 'idle' ? Math.sin(now / 180) * 0.05 + 0.03 : 0;
      var s = L.spin;
      ctx.save(); ctx.translate(s.x, s.y); ctx.scale(1 + pulse, 1 + pulse);
      ctx.fillStyle = state.phase === 'spinning' ? '#a33a55' : '#ff4f7b';
      ctx.beginPath(); ctx.arc(0, 0, s.r, 0, Math.PI * 2); ctx.fill();
      ctx.restore();
      text('SPIN', s.x, s.y + 1, 20 * u, '#ffffff');
      if (state.phase === 'idle' && (state.hint || now - state.idleSince > 2500)) {
        var bob = Math.sin(now / 200) * 6 * u;
        text('TAP TO SPIN', s.x, s.y - s.r - 18 * u + bob, 14 * u, '#fff6c2');
      }
    }
    // Coins and sparkles.
    particles = particles.filter(function (p) { return p.life > 0; });
    particles.forEach(function (p) {
      p.x += p.vx; p.y += p.vy; p.vy += 0.25 * u; p.life -= 0.012;
      ctx.globalAlpha = Math.max(0, p.life);
      ctx.fillStyle = p.coin ? '#ffd23f' : '#ffffff';
      ctx.beginPath(); ctx.arc(p.x, p.y, (p.coin ? 6 : 3) * u, 0, Math.PI * 2); ctx.fill();
    });
    ctx.globalAlpha = 1;
    if (state.phase === 'won' && now >= state.endAt) showEndCard();
    if (state.phase === 'end') drawEndCard(now);
  }

  function drawEndCard(now) {
    var u = L.u;
    ctx.fillStyle = 'rgba(3, 24, 42, 0.82)'; ctx.fillRect(0, 0, W, H);
    text(GAME_NAME, W / 2, L.cy - 120 * u, 30 * u, '#fff6c2');
    text('Your free spins are waiting', W / 2, L.cy - 88 * u, 17 * u, '#ffffff', 'normal');
    for (var i = -1; i <= 1; i++) drawSymbol('pearl', W / 2 + i * 60 * u, L.cy - 35 * u, 70 * u);
    button(L.cta, 'PLAY NOW', '#ff4f7b', '#ffffff', Math.sin(now / 220) * 0.04);
    button(L.replay, 'Replay', 'rgba(255,255,255,0.18)', '#ffffff');
    text('In-game coins only. No real money.', W / 2, L.cy + 150 * u, 11 * u, 'rgba(255,255,255,0.7)', 'normal');
  }

  function frame(now) {
    draw(now);
    requestAnimationFrame(frame);
  }

  // ---- lifecycle --------------------------------------------------------------------------------------
  window.gameStart = function () {
    if (state.phase === 'waiting') { state.phase = 'idle'; state.idleSince = performance.now(); }
  };
  window.gameClose = function () {
    muted = true;
    if (audio) audio.close();
  };
  window.addEventListener('resize', layout);
  layout();
  reset();
  requestAnimationFrame(frame);
  if (typeof window.gameReady === 'function') window.gameReady();
})();
