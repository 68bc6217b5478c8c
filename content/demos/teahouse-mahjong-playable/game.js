// Teahouse Mahjong: a playable demo written by the studio (no engine, canvas 2D). A small two-layer board in
// a lamplit teahouse: tapping a free tile whose twin is also free slides both away; a glow shows a free
// pair when the player pauses; the lanterns light up one by one when the last pair clears, then the end card.
// Deterministic: the board is designed, and every random choice (reshuffles, sparks) comes from SEED (the same
// as demo.json's seed). Lifecycle per the studio's contract: gameReady() when loaded, nothing moves before the
// host's gameStart(), gameEnd() with the end card, install() on its button, gameRetry() on replay, and
// gameClose() silences the sound.
(function () {
  'use strict';
  var SEED = 8812;
  var GAME_NAME = 'Teahouse Mahjong';

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
  function ease(t) { return 1 - Math.pow(1 - t, 3); }

  // ---- the board: layer 0 is 4 × 3, layer 1 two tiles over the top row's centre ---------------------------
  // Faces by position, designed so the first pair is the two top corners and each pair opens the next.
  var DESIGN = [
    { c: 0, r: 0, z: 0, f: 0 }, { c: 1, r: 0, z: 0, f: 2 }, { c: 2, r: 0, z: 0, f: 2 }, { c: 3, r: 0, z: 0, f: 0 },
    { c: 0, r: 1, z: 0, f: 3 }, { c: 1, r: 1, z: 0, f: 4 }, { c: 2, r: 1, z: 0, f: 4 }, { c: 3, r: 1, z: 0, f: 3 },
    { c: 0, r: 2, z: 0, f: 5 }, { c: 1, r: 2, z: 0, f: 6 }, { c: 2, r: 2, z: 0, f: 6 }, { c: 3, r: 2, z: 0, f: 5 },
    { c: 1, r: 0, z: 1, f: 1 }, { c: 2, r: 0, z: 1, f: 1 }
  ];
  var FACES = [
    { kind: 'dots', n: 1, color: '#c0392b' }, { kind: 'dragon', color: '#b3262e' }, { kind: 'dots', n: 3, color: '#1f7a5a' },
    { kind: 'bamboo', n: 2 }, { kind: 'flower', color: '#e0709b' }, { kind: 'dots', n: 5, color: '#2b5fa8' }, { kind: 'bamboo', n: 3 }
  ];

  var tiles, state, particles;
  function reset() {
    random = prng(SEED);
    tiles = DESIGN.map(function (d, i) { return { id: i, c: d.c, r: d.r, z: d.z, f: d.f, gone: false, leaving: 0, shake: 0 }; });
    state = { phase: 'waiting', idleSince: 0, cleared: 0, lit: 0, litAt: 0, endAt: 0, selected: null };
    particles = [];
  }
  // A matched tile is out of play at once (it only finishes sliding away): it blocks nothing.
  function at(c, r, z) {
    for (var i = 0; i < tiles.length; i++) {
      var t = tiles[i];
      if (!t.gone && !t.leaving && t.c === c && t.r === r && t.z === z) return t;
    }
    return null;
  }
  function isFree(t) {
    if (t.gone || t.leaving || at(t.c, t.r, t.z + 1)) return false;
    return !at(t.c - 1, t.r, t.z) || !at(t.c + 1, t.r, t.z);
  }
  function twinOf(t) {
    for (var i = 0; i < tiles.length; i++) {
      var other = tiles[i];
      if (other !== t && !other.gone && !other.leaving && other.f === t.f) return other;
    }
    return null;
  }
  function freePair() {
    for (var i = 0; i < tiles.length; i++) {
      var t = tiles[i];
      if (isFree(t)) { var twin = twinOf(t); if (twin && isFree(twin)) return [t, twin]; }
    }
    return null;
  }
  // No free pair left: deal the remaining faces again (seeded) until one opens, as mahjong games do.
  function reshuffleIfStuck() {
    var left = tiles.filter(function (t) { return !t.gone && !t.leaving; });
    for (var tries = 0; left.length && !freePair() && tries < 50; tries++) {
      var faces = left.map(function (t) { return t.f; });
      for (var i = faces.length - 1; i > 0; i--) { var j = Math.floor(random() * (i + 1)), k = faces[i]; faces[i] = faces[j]; faces[j] = k; }
      left.forEach(function (t, n) { t.f = faces[n]; });
    }
  }

  function layout() {
    var dpr = Math.min(window.devicePixelRatio || 1, 2);
    W = window.innerWidth; H = window.innerHeight;
    canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    var landscape = W > H;
    var u = landscape ? Math.min(W / 640, H / 360) : Math.min(W / 360, H / 640);
    var tw = 74 * u, th = 96 * u, gap = 4 * u;
    var boardW = tw * 4 + gap * 3, boardH = th * 3 + gap * 2;
    L = { u: u, tw: tw, th: th, gap: gap, lift: { x: -6 * u, y: -8 * u } };
    if (landscape) { L.x0 = W * 0.62 - boardW / 2; L.y0 = H / 2 - boardH / 2; L.titleX = W * 0.17; L.titleY = H * 0.3; }
    else { L.x0 = W / 2 - boardW / 2; L.y0 = H / 2 - boardH / 2 + 10 * u; L.titleX = W / 2; L.titleY = H * 0.16; }
    L.cy = H / 2;
    L.cta = { x: W / 2, y: L.cy + 45 * u, w: 220 * u, h: 58 * u };
    L.replay = { x: W / 2, y: L.cy + 110 * u, w: 150 * u, h: 40 * u };
  }
  function tileRect(t) {
    return { x: L.x0 + t.c * (L.tw + L.gap) + t.z * L.lift.x, y: L.y0 + t.r * (L.th + L.gap) + t.z * L.lift.y, w: L.tw, h: L.th };
  }
  // A tile answers taps over its whole cell, the gaps around it included, so no tap falls between tiles.
  function tileAt(p) {
    var hit = null, g = L.gap / 2;
    tiles.forEach(function (t) {
      if (t.gone || t.leaving) return;
      var r = tileRect(t);
      if (p.x >= r.x - g && p.x <= r.x + r.w + g && p.y >= r.y - g && p.y <= r.y + r.h + g && (!hit || t.z > hit.z)) hit = t;
    });
    return hit;
  }

  function match(a, b, now) {
    a.leaving = b.leaving = now;
    state.selected = null;
    tone(660, 0.12, 'triangle', 0.14); tone(990, 0.18, 'sine', 0.1, 0.08);
    [a, b].forEach(function (t) { var r = tileRect(t); burst(r.x + r.w / 2, r.y + r.h / 2, 16); });
  }
  function burst(x, y, n) {
    for (var i = 0; i < n; i++) {
      var ang = random() * Math.PI * 2, v = (1 + random() * 4) * L.u;
      particles.push({ x: x, y: y, vx: Math.cos(ang) * v, vy: Math.sin(ang) * v, life: 1, gold: random() < 0.6 });
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
      else if (inRect(p, L.replay)) { if (typeof window.gameRetry === 'function') window.gameRetry(); reset(); state.phase = 'play'; state.idleSince = now; }
      return;
    }
    if (state.phase !== 'play') return;
    var t = tileAt(p);
    if (!t) return;
    state.idleSince = now;
    if (!isFree(t)) { t.shake = now; tone(140, 0.12, 'sine', 0.08); return; }
    var twin = twinOf(t);
    if (state.selected && state.selected !== t && state.selected.f === t.f) return match(state.selected, t, now);
    if (twin && isFree(twin)) return match(t, twin, now);
    state.selected = t; tone(420, 0.08, 'triangle', 0.1);
  });

  function roundRect(x, y, w, h, r) {
    ctx.beginPath(); ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
  }
  function text(str, x, y, size, color, weight) {
    ctx.fillStyle = color; ctx.font = (weight || 'bold') + ' ' + Math.round(size) + 'px Georgia, "Times New Roman", serif';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillText(str, x, y);
  }
  function drawFace(face, cx, cy, s) {
    ctx.save(); ctx.translate(cx, cy);
    if (face.kind === 'dots') {
      var spots = { 1: [[0, 0]], 3: [[-0.22, -0.28], [0, 0], [0.22, 0.28]], 5: [[-0.2, -0.26], [0.2, -0.26], [0, 0], [-0.2, 0.26], [0.2, 0.26]] }[face.n];
      spots.forEach(function (d) {
        ctx.fillStyle = face.color; ctx.beginPath(); ctx.arc(d[0] * s, d[1] * s, (face.n === 1 ? 0.26 : 0.11) * s, 0, Math.PI * 2); ctx.fill();
        ctx.fillStyle = '#fff7e6'; ctx.beginPath(); ctx.arc(d[0] * s, d[1] * s, (face.n === 1 ? 0.12 : 0.045) * s, 0, Math.PI * 2); ctx.fill();
      });
    } else if (face.kind === 'bamboo') {
      for (var i = 0; i < face.n; i++) {
        var x = (i - (face.n - 1) / 2) * 0.2 * s;
        ctx.fillStyle = '#2e8b57'; roundRect(x - 0.05 * s, -0.32 * s, 0.1 * s, 0.64 * s, 0.04 * s); ctx.fill();
        ctx.fillStyle = '#bfe3c8'; ctx.fillRect(x - 0.05 * s, -0.02 * s, 0.1 * s, 0.04 * s);
      }
    } else if (face.kind === 'dragon') {
      ctx.strokeStyle = face.color; ctx.lineWidth = 0.07 * s; ctx.strokeRect(-0.22 * s, -0.3 * s, 0.44 * s, 0.6 * s);
      text('中', 0, 0.02 * s, 0.4 * s, face.color);
    } else {
      for (var k = 0; k < 5; k++) {
        var a = (k * Math.PI * 2) / 5;
        ctx.fillStyle = face.color; ctx.beginPath(); ctx.ellipse(Math.cos(a) * 0.14 * s, Math.sin(a) * 0.14 * s, 0.12 * s, 0.07 * s, a, 0, Math.PI * 2); ctx.fill();
      }
      ctx.fillStyle = '#f6c945'; ctx.beginPath(); ctx.arc(0, 0, 0.06 * s, 0, Math.PI * 2); ctx.fill();
    }
    ctx.restore();
  }
  function drawTile(t, now, hintPair) {
    var r = tileRect(t), u = L.u, alpha = 1, dx = 0, dy = 0, scale = 1;
    if (t.leaving) {
      var k = Math.min(1, (now - t.leaving) / 450);
      dy = -60 * u * ease(k); alpha = 1 - k; scale = 1 - 0.2 * k;
      if (k >= 1) { t.gone = true; t.leaving = 0; state.cleared += 1; reshuffleIfStuck(); return; }
    }
    if (t.shake && now - t.shake < 300) dx = Math.sin((now - t.shake) / 20) * 4 * u;
    var glow = (hintPair && hintPair.indexOf(t) >= 0) || state.selected === t;
    ctx.save(); ctx.globalAlpha = alpha;
    ctx.translate(r.x + r.w / 2 + dx, r.y + r.h / 2 + dy); ctx.scale(scale, scale);
    ctx.fillStyle = '#1d6b4f'; roundRect(-r.w / 2 + 3 * u, -r.h / 2 + 5 * u, r.w, r.h, 9 * u); ctx.fill();
    if (glow) { ctx.shadowColor = '#ffd86b'; ctx.shadowBlur = (14 + Math.sin(now / 160) * 6) * u; }
    var g = ctx.createLinearGradient(0, -r.h / 2, 0, r.h / 2);
    g.addColorStop(0, '#fffaf0'); g.addColorStop(1, '#efe2c6');
    ctx.fillStyle = g; roundRect(-r.w / 2, -r.h / 2, r.w, r.h, 9 * u); ctx.fill();
    ctx.shadowBlur = 0;
    if (glow) { ctx.strokeStyle = '#f2b632'; ctx.lineWidth = 3 * u; ctx.stroke(); }
    drawFace(FACES[t.f], 0, 0, r.w);
    if (!isFree(t) && !t.leaving) { ctx.fillStyle = 'rgba(20, 40, 30, 0.18)'; roundRect(-r.w / 2, -r.h / 2, r.w, r.h, 9 * u); ctx.fill(); }
    ctx.restore();
  }
  function drawLanterns() {
    var u = L.u;
    for (var i = 0; i < 5; i++) {
      var x = W * (0.12 + i * 0.19), y = 30 * u + (i % 2) * 14 * u;
      var on = i < state.lit;
      if (on) {
        var glow = ctx.createRadialGradient(x, y, 2 * u, x, y, 48 * u);
        glow.addColorStop(0, 'rgba(255, 190, 90, 0.55)'); glow.addColorStop(1, 'rgba(255, 190, 90, 0)');
        ctx.fillStyle = glow; ctx.beginPath(); ctx.arc(x, y, 48 * u, 0, Math.PI * 2); ctx.fill();
      }
      ctx.strokeStyle = '#3b2a1a'; ctx.lineWidth = 1.5 * u; ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x, y - 14 * u); ctx.stroke();
      ctx.fillStyle = on ? '#ff6a3d' : '#7a2e22'; ctx.beginPath(); ctx.ellipse(x, y, 12 * u, 15 * u, 0, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = '#e0b04a'; ctx.fillRect(x - 6 * u, y - 16 * u, 12 * u, 3 * u); ctx.fillRect(x - 6 * u, y + 13 * u, 12 * u, 3 * u);
    }
  }
  function button(r, label, fill, color, pulse) {
    var s = 1 + (pulse || 0);
    ctx.save(); ctx.translate(r.x, r.y); ctx.scale(s, s);
    ctx.shadowColor = 'rgba(0,0,0,0.35)'; ctx.shadowBlur = 12 * L.u; ctx.shadowOffsetY = 4 * L.u;
    roundRect(-r.w / 2, -r.h / 2, r.w, r.h, r.h / 2); ctx.fillStyle = fill; ctx.fill();
    ctx.restore();
    text(label, r.x, r.y + 1, r.h * 0.4 * s, color);
  }

  function draw(now) {
    var u = L.u;
    var bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1b4d3e'); bg.addColorStop(1, '#0c2b22');
    ctx.fillStyle = bg; ctx.fillRect(0, 0, W, H);
    drawLanterns();
    text('TEAHOUSE MAHJONG', L.titleX, L.titleY, 24 * u, '#f6e7c1');
    var left = tiles.filter(function (t) { return !t.gone; }).length / 2;
    text(state.phase === 'play' && left === 7 ? 'Tap a glowing tile' : left + (left === 1 ? ' pair left' : ' pairs left'), L.titleX, L.titleY + 28 * u, 15 * u, '#cfe8d9', 'normal');
    var pair = state.phase === 'play' && (state.cleared === 0 || now - state.idleSince > 3000) ? freePair() : null;
    tiles.slice().sort(function (a, b) { return a.z - b.z || a.r - b.r || a.c - b.c; }).forEach(function (t) { if (!t.gone) drawTile(t, now, pair); });
    particles = particles.filter(function (p) { return p.life > 0; });
    particles.forEach(function (p) {
      p.x += p.vx; p.y += p.vy; p.vy += 0.05 * u; p.life -= 0.02;
      ctx.globalAlpha = Math.max(0, p.life); ctx.fillStyle = p.gold ? '#ffd86b' : '#ffffff';
      ctx.beginPath(); ctx.arc(p.x, p.y, 2.5 * u, 0, Math.PI * 2); ctx.fill();
    });
    ctx.globalAlpha = 1;
    if (state.phase === 'play' && state.cleared === tiles.length) { state.phase = 'lanterns'; state.litAt = now; }
    if (state.phase === 'lanterns') {
      state.lit = Math.min(5, Math.floor((now - state.litAt) / 260) + 1);
      if (now - state.litAt > 1500) { state.phase = 'end'; if (typeof window.gameEnd === 'function') window.gameEnd(); }
    }
    if (state.phase === 'end') drawEndCard(now);
  }
  function drawEndCard(now) {
    var u = L.u;
    ctx.fillStyle = 'rgba(8, 26, 20, 0.8)'; ctx.fillRect(0, 0, W, H);
    text(GAME_NAME, W / 2, L.cy - 120 * u, 30 * u, '#f6e7c1');
    text('Your table is ready', W / 2, L.cy - 88 * u, 17 * u, '#ffffff', 'normal');
    drawFace(FACES[1], W / 2 - 30 * u, L.cy - 35 * u, 60 * u);
    drawFace(FACES[0], W / 2 + 30 * u, L.cy - 35 * u, 60 * u);
    button(L.cta, 'PLAY NOW', '#c0392b', '#ffffff', Math.sin(now / 220) * 0.04);
    button(L.replay, 'Replay', 'rgba(255,255,255,0.18)', '#ffffff');
  }
  function frame(now) { draw(now); requestAnimationFrame(frame); }

  window.gameStart = function () {
    if (state.phase === 'waiting') { state.phase = 'play'; state.idleSince = performance.now(); }
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
