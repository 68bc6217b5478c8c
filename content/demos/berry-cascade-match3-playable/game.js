// Berry Cascade: a playable demo written by the studio (no engine, canvas 2D). Three moves on a match-3
// board: swap two neighbouring berries (tap one then the other, or swipe); the best move glows, and tapping
// a glowing berry makes it. Matches burst into the jam jar, berries fall and chain; after the third move the
// jar is full and the end card shows. A player who is stuck gets the glowing move played for them after three
// taps that changed nothing. Deterministic: the board and every refill come from SEED (demo.json's seed).
// Lifecycle per the studio's contract: gameReady() when loaded, nothing moves before the host's gameStart(),
// gameEnd() with the end card, install() on its button, gameRetry() on replay, gameClose() silences sound.
(function () {
  'use strict';
  var SEED = 61225;
  var GAME_NAME = 'Berry Cascade';
  var COLS = 7, ROWS = 8, MOVES = 3, KINDS = 5;
  var COLORS = ['#e8364f', '#3f6ee8', '#8e44c9', '#f4c531', '#4cb944'];

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
  function easeBounce(t) { return t < 0.8 ? ease(t / 0.8) : 1 + Math.sin(((t - 0.8) / 0.2) * Math.PI) * 0.06; }

  // ---- the board ----------------------------------------------------------------------------------------
  var grid, state, particles, hint;
  function newGem(kind) { return { k: kind, fall: 0, fallFrom: 0, pop: 0 }; }
  function kindAt(g, r, c) { return r >= 0 && r < ROWS && c >= 0 && c < COLS && g[r][c] ? g[r][c].k : -1; }
  function findMatches(g) {
    var hits = {};
    for (var r = 0; r < ROWS; r++) for (var c = 0; c < COLS; c++) {
      var k = kindAt(g, r, c);
      if (k < 0) continue;
      if (kindAt(g, r, c + 1) === k && kindAt(g, r, c + 2) === k) { hits[r + ',' + c] = hits[r + ',' + (c + 1)] = hits[r + ',' + (c + 2)] = true; }
      if (kindAt(g, r + 1, c) === k && kindAt(g, r + 2, c) === k) { hits[r + ',' + c] = hits[(r + 1) + ',' + c] = hits[(r + 2) + ',' + c] = true; }
    }
    return Object.keys(hits).map(function (key) { var p = key.split(','); return { r: +p[0], c: +p[1] }; });
  }
  function fill() {
    grid = [];
    for (var r = 0; r < ROWS; r++) {
      grid.push([]);
      for (var c = 0; c < COLS; c++) {
        var k;
        do { k = Math.floor(random() * KINDS); } while (
          (kindAt(grid, r, c - 1) === k && kindAt(grid, r, c - 2) === k) || (kindAt(grid, r - 1, c) === k && kindAt(grid, r - 2, c) === k)
        );
        grid[r].push(newGem(k));
      }
    }
  }
  function swapIn(g, a, b) { var t = g[a.r][a.c]; g[a.r][a.c] = g[b.r][b.c]; g[b.r][b.c] = t; }
  // The move that clears the most berries right away (ties: the lowest on the board, then the leftmost).
  function bestMove() {
    var best = null;
    for (var r = ROWS - 1; r >= 0; r--) for (var c = 0; c < COLS; c++) {
      [{ r: r, c: c + 1 }, { r: r - 1, c: c }].forEach(function (b) {
        if (b.r < 0 || b.c >= COLS) return;
        var a = { r: r, c: c };
        swapIn(grid, a, b);
        var n = findMatches(grid).length;
        swapIn(grid, a, b);
        if (n > 0 && (!best || n > best.n)) best = { a: a, b: b, n: n };
      });
    }
    return best;
  }

  function reset() {
    random = prng(SEED);
    fill();
    state = { phase: 'waiting', moves: MOVES, jam: 0, jamShown: 0, selected: null, idleSince: 0, misses: 0, anim: null, chain: 0, endAt: 0, down: null };
    particles = [];
    hint = bestMove();
  }

  function layout() {
    var dpr = Math.min(window.devicePixelRatio || 1, 2);
    W = window.innerWidth; H = window.innerHeight;
    canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    var landscape = W > H;
    var u = landscape ? Math.min(W / 640, H / 360) : Math.min(W / 360, H / 640);
    var cell = (landscape ? 40 : 46) * u;
    L = { u: u, cell: cell };
    if (landscape) { L.x0 = W * 0.64 - (cell * COLS) / 2; L.y0 = H / 2 - (cell * ROWS) / 2; L.jar = { x: W * 0.2, y: H * 0.55 }; L.titleX = W * 0.2; L.titleY = H * 0.14; }
    else { L.x0 = W / 2 - (cell * COLS) / 2; L.y0 = H * 0.62 - (cell * ROWS) / 2; L.jar = { x: W / 2, y: H * 0.17 }; L.titleX = W / 2; L.titleY = H * 0.045; }
    L.cy = H / 2;
    L.cta = { x: W / 2, y: L.cy + 45 * u, w: 220 * u, h: 58 * u };
    L.replay = { x: W / 2, y: L.cy + 110 * u, w: 150 * u, h: 40 * u };
  }
  function cellCenter(r, c) { return { x: L.x0 + (c + 0.5) * L.cell, y: L.y0 + (r + 0.5) * L.cell }; }
  function cellAt(p) {
    var c = Math.floor((p.x - L.x0) / L.cell), r = Math.floor((p.y - L.y0) / L.cell);
    return r >= 0 && r < ROWS && c >= 0 && c < COLS ? { r: r, c: c } : null;
  }
  function adjacent(a, b) { return Math.abs(a.r - b.r) + Math.abs(a.c - b.c) === 1; }
  function same(a, b) { return a && b && a.r === b.r && a.c === b.c; }

  // ---- moves and cascades ---------------------------------------------------------------------------------
  function trySwap(a, b, now) {
    state.selected = null;
    swapIn(grid, a, b);
    var ok = findMatches(grid).length > 0;
    swapIn(grid, a, b);
    state.anim = { kind: 'swap', a: a, b: b, at: now, back: !ok };
    state.phase = 'animating';
    tone(ok ? 520 : 200, 0.1, 'triangle', 0.1);
    if (ok) { state.moves -= 1; state.misses = 0; state.chain = 0; } else state.misses += 1;
  }
  function clearMatches(now) {
    var hits = findMatches(grid);
    if (hits.length === 0) return false;
    state.chain += 1;
    hits.forEach(function (h) {
      var gem = grid[h.r][h.c], p = cellCenter(h.r, h.c);
      burst(p.x, p.y, COLORS[gem.k], 7);
      gem.pop = now;
    });
    state.jam += hits.length;
    tone(440 + state.chain * 110, 0.18, 'sine', 0.14);
    state.anim = { kind: 'pop', at: now, hits: hits };
    return true;
  }
  function collapse(now) {
    for (var c = 0; c < COLS; c++) {
      var write = ROWS - 1;
      for (var r = ROWS - 1; r >= 0; r--) {
        var gem = grid[r][c];
        if (gem.pop) continue;
        if (write !== r) { gem.fallFrom = write - r; grid[write][c] = gem; }
        else gem.fallFrom = 0;
        write--;
      }
      for (var n = write; n >= 0; n--) { var fresh = newGem(Math.floor(random() * KINDS)); fresh.fallFrom = write + 1 + 1; grid[n][c] = fresh; }
    }
    state.anim = { kind: 'fall', at: now };
  }
  function afterMove(now) {
    hint = bestMove();
    if (state.moves <= 0) { state.phase = 'won'; state.endAt = now + 900; burst(L.jar.x, L.jar.y, '#ff5fa2', 40); [523, 659, 784, 1046].forEach(function (f, i) { tone(f, 0.3, 'sine', 0.1, i * 0.1); }); }
    else { state.phase = 'idle'; state.idleSince = now; }
  }
  function update(now) {
    var a = state.anim;
    if (!a) return;
    var t = now - a.at;
    if (a.kind === 'swap' && t >= 180) {
      if (a.back) { if (t >= 360) { state.anim = null; state.phase = 'idle'; state.idleSince = now; } return; }
      swapIn(grid, a.a, a.b);
      if (!clearMatches(now)) afterMove(now);
    } else if (a.kind === 'pop' && t >= 260) collapse(now);
    else if (a.kind === 'fall' && t >= 340) {
      for (var r = 0; r < ROWS; r++) for (var c = 0; c < COLS; c++) grid[r][c].fallFrom = 0;
      if (!clearMatches(now)) { state.anim = null; afterMove(now); }
    }
  }
  function burst(x, y, color, n) {
    for (var i = 0; i < n; i++) {
      var ang = random() * Math.PI * 2, v = (1.5 + random() * 4) * L.u;
      particles.push({ x: x, y: y, vx: Math.cos(ang) * v, vy: Math.sin(ang) * v - 2 * L.u, life: 1, color: color });
    }
  }

  // ---- input ------------------------------------------------------------------------------------------------
  function inRect(p, r) { return Math.abs(p.x - r.x) <= r.w / 2 && Math.abs(p.y - r.y) <= r.h / 2; }
  function point(event) { var rect = canvas.getBoundingClientRect(); return { x: event.clientX - rect.left, y: event.clientY - rect.top }; }
  canvas.addEventListener('pointerdown', function (event) {
    unlockAudio();
    if (!state || state.phase === 'waiting') return;
    var p = point(event), now = performance.now();
    if (state.phase === 'end') {
      if (inRect(p, L.cta)) { tone(880, 0.2, 'sine', 0.15); if (typeof window.install === 'function') window.install(); }
      else if (inRect(p, L.replay)) { if (typeof window.gameRetry === 'function') window.gameRetry(); reset(); state.phase = 'idle'; state.idleSince = now; }
      return;
    }
    if (state.phase !== 'idle') return;
    var cell = cellAt(p);
    state.idleSince = now;
    if (cell) {
      state.down = { cell: cell, x: p.x, y: p.y };
      if (state.selected && adjacent(state.selected, cell)) return trySwap(state.selected, cell, now);
      if (hint && (same(cell, hint.a) || same(cell, hint.b))) return trySwap(hint.a, hint.b, now);
      state.selected = same(state.selected, cell) ? null : cell;
      tone(330, 0.06, 'triangle', 0.08);
    }
    // Stuck (taps that moved nothing, on the board or off it): the glowing move plays itself.
    state.misses += 1;
    if (state.misses >= 3 && hint) trySwap(hint.a, hint.b, now);
  });
  canvas.addEventListener('pointermove', function (event) {
    if (!state || state.phase !== 'idle' || !state.down) return;
    var p = point(event), dx = p.x - state.down.x, dy = p.y - state.down.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < L.cell * 0.45) return;
    var from = state.down.cell, to = Math.abs(dx) > Math.abs(dy) ? { r: from.r, c: from.c + Math.sign(dx) } : { r: from.r + Math.sign(dy), c: from.c };
    state.down = null;
    if (to.r >= 0 && to.r < ROWS && to.c >= 0 && to.c < COLS) trySwap(from, to, performance.now());
  });
  window.addEventListener('pointerup', function () { if (state) state.down = null; });

  // ---- drawing ----------------------------------------------------------------------------------------------
  function roundRect(x, y, w, h, r) {
    ctx.beginPath(); ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
  }
  function text(str, x, y, size, color, weight) {
    ctx.fillStyle = color; ctx.font = (weight || 'bold') + ' ' + Math.round(size) + 'px "Trebuchet MS", Verdana, sans-serif';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillText(str, x, y);
  }
  function drawBerry(k, x, y, s, glow) {
    var rad = s * 0.38;
    if (glow) { ctx.shadowColor = '#fff3a0'; ctx.shadowBlur = glow; }
    var g = ctx.createRadialGradient(x - rad * 0.35, y - rad * 0.4, rad * 0.1, x, y, rad);
    g.addColorStop(0, '#ffffff'); g.addColorStop(0.25, COLORS[k]); g.addColorStop(1, COLORS[k]);
    ctx.fillStyle = g; ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
    ctx.shadowBlur = 0;
    ctx.fillStyle = '#2f8f3a'; ctx.beginPath(); ctx.ellipse(x + rad * 0.25, y - rad * 0.95, rad * 0.32, rad * 0.14, -0.5, 0, Math.PI * 2); ctx.fill();
  }
  function drawJar() {
    var u = L.u, j = L.jar, w = 70 * u, h = 82 * u;
    var full = state.phase === 'won' || state.phase === 'end' ? 1 : Math.min(0.9, state.jam / 24);
    state.jamShown += (full - state.jamShown) * 0.08;
    roundRect(j.x - w / 2, j.y - h / 2, w, h, 14 * u); ctx.fillStyle = 'rgba(255,255,255,0.22)'; ctx.fill();
    ctx.save(); roundRect(j.x - w / 2, j.y - h / 2, w, h, 14 * u); ctx.clip();
    var level = h * state.jamShown;
    ctx.fillStyle = '#ff3f7f'; ctx.fillRect(j.x - w / 2, j.y + h / 2 - level, w, level);
    ctx.restore();
    ctx.fillStyle = '#f6e3c4'; ctx.fillRect(j.x - w / 2 - 4 * u, j.y - h / 2 - 10 * u, w + 8 * u, 12 * u);
    ctx.strokeStyle = 'rgba(255,255,255,0.7)'; ctx.lineWidth = 2 * u; roundRect(j.x - w / 2, j.y - h / 2, w, h, 14 * u); ctx.stroke();
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
    var u = L.u, cell = L.cell;
    update(now);
    var bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#ff8fb1'); bg.addColorStop(0.5, '#9b3fb5'); bg.addColorStop(1, '#3b0d3f');
    ctx.fillStyle = bg; ctx.fillRect(0, 0, W, H);
    text('BERRY CASCADE', L.titleX, L.titleY, 24 * u, '#ffffff');
    drawJar();
    text('Moves ' + state.moves, L.jar.x, L.jar.y + 58 * u, 16 * u, '#ffffff');
    roundRect(L.x0 - 8 * u, L.y0 - 8 * u, cell * COLS + 16 * u, cell * ROWS + 16 * u, 16 * u);
    ctx.fillStyle = 'rgba(40, 8, 50, 0.45)'; ctx.fill();
    var a = state.anim, glowing = state.phase === 'idle' && hint && (state.moves === MOVES || now - state.idleSince > 3000);
    for (var r = 0; r < ROWS; r++) for (var c = 0; c < COLS; c++) {
      var gem = grid[r][c], p = cellCenter(r, c), x = p.x, y = p.y, scale = 1;
      if (a && a.kind === 'swap') {
        var t = Math.min(1, (now - a.at) / 180); if (a.back && now - a.at > 180) t = 1 - Math.min(1, (now - a.at - 180) / 180);
        var other = same({ r: r, c: c }, a.a) ? a.b : same({ r: r, c: c }, a.b) ? a.a : null;
        if (other && !(t >= 1 && !a.back)) { var q = cellCenter(other.r, other.c); x += (q.x - x) * ease(t); y += (q.y - y) * ease(t); }
      }
      if (gem.pop) { scale = 1 + Math.min(1, (now - gem.pop) / 260) * 0.5; ctx.globalAlpha = Math.max(0, 1 - (now - gem.pop) / 260); }
      if (a && a.kind === 'fall' && gem.fallFrom) y -= gem.fallFrom * cell * (1 - easeBounce(Math.min(1, (now - a.at) / 340)));
      var isHint = glowing && (same({ r: r, c: c }, hint.a) || same({ r: r, c: c }, hint.b));
      if (same(state.selected, { r: r, c: c })) { ctx.fillStyle = 'rgba(255,255,255,0.3)'; ctx.beginPath(); ctx.arc(x, y, cell * 0.46, 0, Math.PI * 2); ctx.fill(); }
      drawBerry(gem.k, x, y + (isHint ? Math.sin(now / 150) * 2 * u : 0), cell * scale, isHint ? (12 + Math.sin(now / 150) * 6) * u : 0);
      ctx.globalAlpha = 1;
    }
    particles = particles.filter(function (p) { return p.life > 0; });
    particles.forEach(function (p) {
      p.x += p.vx; p.y += p.vy; p.vy += 0.12 * u; p.life -= 0.025;
      ctx.globalAlpha = Math.max(0, p.life); ctx.fillStyle = p.color;
      ctx.beginPath(); ctx.arc(p.x, p.y, 3 * u, 0, Math.PI * 2); ctx.fill();
    });
    ctx.globalAlpha = 1;
    if (state.chain > 1 && a) text('Cascade x' + state.chain + '!', L.x0 + (cell * COLS) / 2, L.y0 - 22 * u, 20 * u, '#fff3a0');
    if (state.phase === 'won') {
      text('Jam jar full!', W / 2, L.cy, 32 * u, '#ffffff');
      if (now >= state.endAt) { state.phase = 'end'; if (typeof window.gameEnd === 'function') window.gameEnd(); }
    }
    if (state.phase === 'end') drawEndCard(now);
  }
  function drawEndCard(now) {
    var u = L.u;
    ctx.fillStyle = 'rgba(40, 6, 45, 0.82)'; ctx.fillRect(0, 0, W, H);
    text(GAME_NAME, W / 2, L.cy - 120 * u, 32 * u, '#ffffff');
    text('Keep the cascade going', W / 2, L.cy - 88 * u, 17 * u, '#ffd6e6', 'normal');
    for (var i = 0; i < 3; i++) drawBerry(i, W / 2 + (i - 1) * 46 * u, L.cy - 35 * u, 56 * u, 0);
    button(L.cta, 'PLAY NOW', '#ff3f7f', '#ffffff', Math.sin(now / 220) * 0.04);
    button(L.replay, 'Replay', 'rgba(255,255,255,0.2)', '#ffffff');
  }
  function frame(now) { draw(now); requestAnimationFrame(frame); }

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
