/* Iron Vanguard — squad playable. Draft three heroes of five, set the rows, march, rally with taps.
   Studio lifecycle: gameReady() once painted, play on the host's gameStart(), gameEnd() on the end card,
   install() on the CTA, gameRetry() on "Play again"; gameClose() silences the ad. Hand-written, no engine. */
(function () {
  'use strict';

  // ---- seed (demo.json "seed"; ?seed= overrides) and a small seeded PRNG (mulberry32) ----
  var SEED = 1207;
  var seedParam = /[?&]seed=(\d+)/.exec(location.search);
  if (seedParam) SEED = parseInt(seedParam[1], 10);
  var rand;
  function reseed() {
    var a = SEED >>> 0;
    rand = function () {
      a = (a + 0x6d2b79f5) | 0;
      var t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  reseed();

  // ---- words, in the four languages of the site ----
  var WORDS = {
    en: {
      start: 'Tap to start',
      draft: 'Draft 3 heroes', swap: 'Tap a hero on the field to switch rows', march: 'MARCH!',
      rally: 'Tap to rally your squad!', victory: 'VICTORY', defeat: 'DEFEAT',
      tip: 'Tip: Shieldbearer in front, Healer behind.', cta: 'PLAY FREE', retry: 'Play again',
      tagline: 'Build your squad. Break the line.', front: 'FRONT', back: 'BACK', ready: 'Ready!',
      names: ['Shieldbearer', 'Blademaster', 'Archer', 'Healer', 'Mage'], enemy: 'Rust Legion'
    },
    zh: {
      start: '点击开始',
      draft: '选择 3 名英雄', swap: '点击场上的英雄可切换前后排', march: '出征！',
      rally: '点击屏幕，为小队助威！', victory: '胜利', defeat: '战败',
      tip: '提示：盾卫站前排，医者放后排。', cta: '免费畅玩', retry: '再来一局',
      tagline: '组建你的小队，击破敌阵。', front: '前排', back: '后排', ready: '就绪！',
      names: ['盾卫', '剑士', '弓手', '医者', '法师'], enemy: '锈铁军团'
    },
    ja: {
      start: 'タップしてスタート',
      draft: 'ヒーローを3人選ぼう', swap: '配置したヒーローをタップで前後を入れ替え', march: '進軍！',
      rally: 'タップで部隊を援護！', victory: '勝利！', defeat: '敗北…',
      tip: 'ヒント：盾兵を前に、治癒師を後ろに。', cta: '無料でプレイ', retry: 'もう一度',
      tagline: '部隊を編成し、敵陣を突破せよ。', front: '前列', back: '後列', ready: '準備完了！',
      names: ['盾兵', '剣士', '弓兵', '治癒師', '魔導士'], enemy: '錆鉄軍団'
    },
    ko: {
      start: '탭해서 시작',
      draft: '영웅 3명을 고르세요', swap: '배치한 영웅을 탭하면 전열과 후열이 바뀝니다', march: '진격!',
      rally: '탭해서 분대를 지원하세요!', victory: '승리!', defeat: '패배',
      tip: '팁: 방패병은 앞에, 치유사는 뒤에.', cta: '무료 플레이', retry: '다시 하기',
      tagline: '분대를 꾸려 적진을 돌파하라.', front: '전열', back: '후열', ready: '준비 완료!',
      names: ['방패병', '검사', '궁수', '치유사', '마법사'], enemy: '녹철 군단'
    }
  };
  function pickLanguage() {
    var m = /[?&]lang=([A-Za-z-]+)/.exec(location.search);
    var tag = (m ? m[1] : navigator.language || 'en').toLowerCase();
    if (tag.indexOf('zh') === 0) return 'zh';
    if (tag.indexOf('ja') === 0) return 'ja';
    if (tag.indexOf('ko') === 0) return 'ko';
    return 'en';
  }
  var LANG = pickLanguage();
  var T = WORDS[LANG];
  document.documentElement.lang = { en: 'en', zh: 'zh-CN', ja: 'ja', ko: 'ko' }[LANG];
  var FONT = '"Segoe UI","Helvetica Neue",Arial,' +
    { en: '', zh: '"Noto Sans CJK SC","PingFang SC",', ja: '"Noto Sans CJK JP","Hiragino Sans",', ko: '"Noto Sans CJK KR","Apple SD Gothic Neo",' }[LANG] +
    'sans-serif';

  // ---- canvas, sized to the frame in both orientations ----
  var canvas = document.getElementById('stage');
  var ctx = canvas.getContext('2d');
  var statusLine = document.getElementById('status');
  var W = 360, H = 640, DPR = 1, L = null;
  function resize() {
    DPR = Math.min(window.devicePixelRatio || 1, 2);
    W = Math.max(1, window.innerWidth);
    H = Math.max(1, window.innerHeight);
    canvas.width = Math.round(W * DPR);
    canvas.height = Math.round(H * DPR);
    L = layout(W, H);
  }
  window.addEventListener('resize', resize);
  function say(text) { statusLine.textContent = text; }

  function layout(w, h) {
    var land = w > h * 1.1;
    var field, tray, cards = [], header;
    if (land) {
      field = { x: 0, y: 0, w: w * 0.6, h: h };
      header = { x: w * 0.6, y: 0, w: w * 0.4, h: h * 0.16 };
      tray = { x: w * 0.62, y: h * 0.17, w: w * 0.36, h: h * 0.64 };
      var ch = tray.h / 5;
      for (var i = 0; i < 5; i++) cards.push({ x: tray.x, y: tray.y + i * ch + 3, w: tray.w, h: ch - 6 });
    } else {
      header = { x: 0, y: 0, w: w, h: h * 0.1 };
      field = { x: 0, y: h * 0.1, w: w, h: h * 0.66 };
      tray = { x: 0, y: h * 0.78, w: w, h: h * 0.16 };
      var cw = w / 5;
      for (var j = 0; j < 5; j++) cards.push({ x: j * cw + 3, y: tray.y, w: cw - 6, h: tray.h });
    }
    var r = Math.min(field.w / 9.5, field.h / 11.5);
    return { land: land, field: field, tray: tray, cards: cards, header: header, r: r,
      march: land ? { x: tray.x + tray.w * 0.05, y: h * 0.83, w: tray.w * 0.9, h: h * 0.13 }
        : { x: tray.x + tray.w * 0.08, y: tray.y + tray.h * 0.1, w: tray.w * 0.84, h: tray.h * 0.8 } };
  }
  function slotPos(side, row, col) {
    var f = L.field;
    var ys = side === 'hero' ? (row === 'front' ? 0.6 : 0.8) : (row === 'front' ? 0.37 : 0.16);
    var count = side === 'enemy' && row === 'back' ? 2 : 3;
    var spread = f.w * 0.27;
    var x = f.x + f.w / 2 + (col - (count - 1) / 2) * spread;
    return { x: x, y: f.y + f.h * ys };
  }

  // ---- sound, made only after the first touch (WebAudio oscillators, nothing loaded) ----
  var audio = null, master = null, silenced = false;
  function unlockAudio() {
    if (audio || silenced) return;
    var AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    try {
      audio = new AC();
      master = audio.createGain();
      master.gain.value = 0.35;
      master.connect(audio.destination);
    } catch { audio = null; }
  }
  function tone(freq, dur, type, vol, slideTo, delay) {
    if (!audio || silenced || audio.state !== 'running') return;
    var t = audio.currentTime + (delay || 0);
    var o = audio.createOscillator(), g = audio.createGain();
    o.type = type || 'sine';
    o.frequency.setValueAtTime(freq, t);
    if (slideTo) o.frequency.exponentialRampToValueAtTime(slideTo, t + dur);
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(vol || 0.3, t + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
    o.connect(g); g.connect(master);
    o.start(t); o.stop(t + dur + 0.02);
  }
  function thud(vol) {
    if (!audio || silenced || audio.state !== 'running') return;
    var len = Math.floor(audio.sampleRate * 0.12);
    var buf = audio.createBuffer(1, len, audio.sampleRate), d = buf.getChannelData(0);
    for (var i = 0; i < len; i++) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / len, 3);
    var s = audio.createBufferSource(), f = audio.createBiquadFilter(), g = audio.createGain();
    s.buffer = buf; f.type = 'lowpass'; f.frequency.value = 900; g.gain.value = vol || 0.4;
    s.connect(f); f.connect(g); g.connect(master); s.start();
  }
  document.addEventListener('visibilitychange', function () {
    if (!audio) return;
    if (document.hidden) audio.suspend(); else if (!silenced) audio.resume();
  });

  // ---- the host's lifecycle ----
  function host(name) {
    var fn = window[name];
    if (typeof fn === 'function') { try { fn(); } catch { /* the host's problem, not the player's */ } }
  }
  var hostPresent = typeof window.gameReady === 'function';
  var started = false;
  window.gameStart = function () {
    if (started) return;
    started = true;
    newRound(false);
  };
  window.gameClose = function () {
    silenced = true;
    if (audio) audio.suspend();
  };

  // ---- heroes, enemies and the battle ----
  var HEROES = [
    { kind: 'shield', row: 'front', hp: 260, atk: 14, every: 1.0, armor: 0.55, color: '#8a96ab' },
    { kind: 'blade', row: 'front', hp: 170, atk: 26, every: 0.8, armor: 1, color: '#c7d0df' },
    { kind: 'archer', row: 'back', hp: 110, atk: 22, every: 0.9, armor: 1, ranged: true, color: '#9fd36b' },
    { kind: 'healer', row: 'back', hp: 120, heal: 30, every: 1.2, armor: 1, color: '#e63946' },
    { kind: 'mage', row: 'back', hp: 100, atk: 16, every: 1.4, armor: 1, splash: true, color: '#7cc4ff' }
  ];
  var RALLY_DAMAGE = 40;
  var phase, phaseAt, picked, units, foes, shots, sparks, texts, shake, outcome, lastRally, ended;
  var clock = 0;

  function newRound(isRetry) {
    reseed();
    phase = 'draft'; phaseAt = clock; picked = []; units = []; shots = []; sparks = []; texts = [];
    shake = 0; outcome = null; lastRally = -1; ended = false;
    foes = [];
    for (var i = 0; i < 3; i++) foes.push(makeFoe('front', i, 150, 14, 1.1, false));
    for (var k = 0; k < 2; k++) foes.push(makeFoe('back', k, 100, 10, 1.3, true));
    say(T.draft + '. ' + T.swap);
    if (isRetry) tone(520, 0.15, 'triangle', 0.2);
  }
  function makeFoe(row, col, hp, atk, every, ranged) {
    return { side: 'enemy', row: row, col: col, hp: hp, max: hp, atk: atk, every: every, ranged: ranged,
      cd: 0.4 + rand() * every, flash: 0, armor: 1, bob: rand() * 6 };
  }
  function pickHero(index) {
    var at = picked.indexOf(index);
    if (at >= 0) {
      picked.splice(at, 1);
      units = units.filter(function (u) { return u.hero !== index; });
      arrangeRows();
      tone(300, 0.08, 'square', 0.12);
      return;
    }
    if (picked.length >= 3) return;
    picked.push(index);
    var h = HEROES[index];
    units.push({ side: 'hero', hero: index, kind: h.kind, row: h.row, col: 0, hp: h.hp, max: h.hp, atk: h.atk,
      heal: h.heal, every: h.every, armor: h.armor, ranged: h.ranged, splash: h.splash, cd: 0.3 + rand() * 0.5,
      flash: 0, born: clock, bob: rand() * 6 });
    arrangeRows();
    tone(440 + picked.length * 110, 0.12, 'triangle', 0.25);
    burst(cardCenter(index).x, cardCenter(index).y, '#ffd166', 10);
    if (picked.length === 3) { tone(660, 0.2, 'triangle', 0.25, 990, 0.1); say(T.ready + ' ' + T.march); }
  }
  function arrangeRows() {
    ['front', 'back'].forEach(function (row) {
      var inRow = units.filter(function (u) { return u.row === row; });
      var cols = inRow.length === 1 ? [1] : inRow.length === 2 ? [0.5, 1.5] : [0, 1, 2];
      inRow.forEach(function (u, i) { u.col = cols[i]; });
    });
  }
  function cardCenter(i) { var c = L.cards[i]; return { x: c.x + c.w / 2, y: c.y + c.h / 2 }; }
  function posOf(u) {
    var p = slotPos(u.side, u.row, u.col);
    p.y += Math.sin(clock * 2 + u.bob) * 1.5;
    if (u.lunge > 0) p.y += (u.side === 'hero' ? -1 : 1) * Math.sin((u.lunge / 0.22) * Math.PI) * L.r * 0.45;
    return p;
  }
  function alive(list) { return list.filter(function (u) { return u.hp > 0; }); }
  function frontOf(list) {
    var living = alive(list), front = living.filter(function (u) { return u.row === 'front'; });
    return front.length ? front : living;
  }

  function march() {
    phase = 'battle'; phaseAt = clock;
    tone(196, 0.35, 'sawtooth', 0.2, 294); tone(294, 0.45, 'sawtooth', 0.15, 392, 0.25);
    say(T.rally);
  }
  function strike(from, to, amount, kind) {
    shots.push({ from: posOf(from), to: to, t: 0, dur: kind === 'melee' ? 0.18 : 0.35, amount: amount, kind: kind,
      color: from.side === 'hero' ? HEROES[from.hero].color : '#ff6b4a' });
  }
  function hurt(target, amount) {
    if (target.hp <= 0) return;
    var dealt = Math.round(amount * target.armor * exposure(target) * (0.85 + rand() * 0.3));
    target.hp = Math.max(0, target.hp - dealt);
    target.flash = 0.2;
    var p = posOf(target);
    texts.push({ x: p.x, y: p.y - L.r, text: '-' + dealt, color: target.side === 'hero' ? '#ff8a8a' : '#ffffff', t: 0 });
    burst(p.x, p.y, target.side === 'hero' ? '#e63946' : '#ffd166', 6);
    if (target.hp === 0) { burst(p.x, p.y, '#c7d0df', 22); shake = Math.max(shake, 6); thud(0.5); }
  }
  /** The formation's point: a back row with nobody in front of it, or a fragile hero in front, takes more. */
  function exposure(u) {
    if (u.side !== 'hero') return 1;
    var fragile = u.kind === 'archer' || u.kind === 'healer' || u.kind === 'mage';
    if (u.row === 'front') return fragile ? 1.6 : 1;
    return alive(units).some(function (a) { return a.row === 'front'; }) ? 1 : 1.8;
  }
  function act(u, allies, enemies) {
    u.lunge = 0.22;
    if (u.heal) {
      var weakest = alive(allies).sort(function (a, b) { return a.hp / a.max - b.hp / b.max; })[0];
      if (weakest && weakest.hp < weakest.max) {
        var amount = Math.min(u.heal, weakest.max - weakest.hp);
        weakest.hp += amount;
        var p = posOf(weakest);
        texts.push({ x: p.x, y: p.y - L.r, text: '+' + amount, color: '#7dffa1', t: 0 });
        burst(p.x, p.y, '#7dffa1', 8);
        tone(880, 0.12, 'sine', 0.08, 1320);
      }
      return;
    }
    var pool = u.ranged || u.splash ? alive(enemies) : frontOf(enemies);
    if (!pool.length) return;
    var target = u.side === 'hero' && u.ranged
      ? pool.sort(function (a, b) { return a.hp - b.hp; })[0]
      : pool[Math.floor(rand() * pool.length)];
    if (u.splash) {
      var row = alive(enemies).filter(function (e) { return e.row === target.row; });
      row.forEach(function (e) { strike(u, e, u.atk, 'bolt'); });
    } else {
      strike(u, target, u.atk, u.ranged ? 'arrow' : 'melee');
    }
  }
  function rally(x, y) {
    if (clock - lastRally < 0.09) return;
    lastRally = clock;
    var shooters = alive(units), targets = alive(foes);
    if (!shooters.length || !targets.length) return;
    var target = targets.slice().sort(function (a, b) {
      var pa = posOf(a), pb = posOf(b);
      return Math.hypot(pa.x - x, pa.y - y) - Math.hypot(pb.x - x, pb.y - y);
    })[0];
    var from = shooters[Math.floor(rand() * shooters.length)];
    shots.push({ from: posOf(from), to: target, t: 0, dur: 0.25, amount: RALLY_DAMAGE, kind: 'rally', color: '#ffd166' });
    ripple(x, y);
    tone(620 + fx() * 200, 0.07, 'square', 0.07, 300);
  }
  function stepBattle(dt) {
    [units, foes].forEach(function (side) {
      var allies = side, enemies = side === units ? foes : units;
      alive(side).forEach(function (u) {
        u.cd -= dt;
        if (u.cd <= 0) { u.cd += u.every; act(u, allies, enemies); }
      });
    });
    if (!alive(foes).length || !alive(units).length) finish(alive(foes).length === 0);
  }
  function finish(won) {
    if (phase !== 'battle') return;
    outcome = won ? 'win' : 'lose';
    phase = 'end'; phaseAt = clock;
    if (won) { [523, 659, 784, 1047].forEach(function (f, i) { tone(f, 0.3, 'triangle', 0.2, null, i * 0.1); }); confetti(); }
    else { tone(330, 0.4, 'sawtooth', 0.15, 165); }
    say((won ? T.victory : T.defeat) + '. ' + (won ? T.tagline : T.tip) + ' ' + T.cta);
    if (!ended) { ended = true; host('gameEnd'); }
  }

  // ---- particles ----
  var fx = Math.random; // looks only: never the seeded PRNG, whose draws decide the battle
  function burst(x, y, color, n) {
    for (var i = 0; i < n; i++) {
      var a = fx() * Math.PI * 2, s = 40 + fx() * 140;
      sparks.push({ x: x, y: y, vx: Math.cos(a) * s, vy: Math.sin(a) * s - 40, life: 0.5 + fx() * 0.4, t: 0, color: color, size: 1.5 + fx() * 2.5 });
    }
  }
  function ripple(x, y) { sparks.push({ x: x, y: y, ring: true, life: 0.35, t: 0, color: '#ffd166' }); }
  function confetti() {
    var colors = ['#e63946', '#ffd166', '#c7d0df', '#7cc4ff', '#ffffff'];
    for (var i = 0; i < 90; i++) {
      sparks.push({ x: W * fx(), y: -10 - fx() * H * 0.3, vx: (fx() - 0.5) * 60, vy: 60 + fx() * 120, life: 3 + fx() * 2, t: 0,
        color: colors[i % colors.length], size: 3 + fx() * 3, spin: fx() * 6, confetti: true });
    }
  }
  function stepEffects(dt) {
    shots = shots.filter(function (s) {
      s.t += dt;
      if (s.t >= s.dur) {
        hurt(s.to, s.amount);
        return false;
      }
      return true;
    });
    sparks = sparks.filter(function (p) {
      p.t += dt;
      if (!p.ring) { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += (p.confetti ? 10 : 260) * dt; }
      return p.t < p.life;
    });
    texts = texts.filter(function (t) { t.t += dt; return t.t < 0.9; });
    [units, foes].forEach(function (side) { side.forEach(function (u) { u.flash = Math.max(0, u.flash - dt); u.lunge = Math.max(0, (u.lunge || 0) - dt); }); });
    shake = Math.max(0, shake - dt * 30);
  }

  // ---- input: taps (touch, pen, mouse) and keys ----
  function inside(r, x, y) { return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h; }
  function grow(r, by) { return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by }; }
  /** The card under a tap, generous: the gaps between cards and the frame's edge count for the nearest card. */
  function cardAt(x, y) {
    if (!inside(grow(L.tray, 8), x, y)) return -1;
    if (L.land) return Math.max(0, Math.min(4, Math.floor(((y - L.tray.y) / L.tray.h) * 5)));
    return Math.max(0, Math.min(4, Math.floor((x / W) * 5)));
  }
  function endButtons() {
    var w = Math.min(W * 0.72, 300), h = Math.max(46, Math.min(H * 0.09, 64));
    var cy = L.land ? H * 0.74 : H * 0.855;
    var cta = { x: (W - w) / 2, y: cy - h / 2, w: w, h: h };
    var rw = Math.min(150, W * 0.4), rh = Math.max(32, Math.min(40, H * 0.06));
    // after a defeat the instant retry is offered big, beside the tip; after a victory it waits in the corner
    var again = outcome === 'lose'
      ? (L.land ? { x: (W - w * 0.7) / 2, y: cta.y + h + 8, w: w * 0.7, h: Math.min(40, H - cta.y - h - 12) } : { x: (W - w * 0.7) / 2, y: H * 0.69, w: w * 0.7, h: 44 })
      : null;
    return { cta: cta, retry: { x: W - rw - 10, y: 10, w: rw, h: rh }, again: again };
  }
  function tap(x, y) {
    unlockAudio();
    if (audio && audio.state === 'suspended' && !silenced) audio.resume();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    if (phase === 'draft') {
      if (picked.length === 3 && inside(grow(L.land ? L.march : L.tray, 8), x, y)) { march(); return; }
      var card = cardAt(x, y);
      if (card >= 0 && (picked.length < 3 || picked.indexOf(card) >= 0)) { pickHero(card); return; }
      var hit = units.filter(function (u) { var p = posOf(u); return Math.hypot(p.x - x, p.y - y) < L.r * 1.1; })[0];
      if (hit) {
        hit.row = hit.row === 'front' ? 'back' : 'front';
        if (units.filter(function (u) { return u.row === hit.row; }).length > 3) hit.row = hit.row === 'front' ? 'back' : 'front';
        arrangeRows(); tone(560, 0.08, 'triangle', 0.15);
      }
    } else if (phase === 'battle') {
      rally(x, y);
    } else if (phase === 'end' && clock - phaseAt > 0.25) {
      var b = endButtons();
      // "Play again" owns its corner up to the frame's edges; the CTA's target runs from its top edge to the
      // frame's bottom edge, a thumb's reach under the button.
      if (b.again ? inside(b.again, x, y) : inside({ x: b.retry.x, y: 0, w: W - b.retry.x, h: b.retry.y + b.retry.h }, x, y)) { host('gameRetry'); newRound(true); }
      else if (inside({ x: b.cta.x, y: b.cta.y, w: b.cta.w, h: H - b.cta.y }, x, y)) { tone(880, 0.15, 'triangle', 0.25, 1320); host('install'); }
    }
  }
  canvas.addEventListener('pointerdown', function (e) {
    var r = canvas.getBoundingClientRect();
    tap(e.clientX - r.left, e.clientY - r.top);
  });
  window.addEventListener('keydown', function (e) {
    unlockAudio();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    var b;
    if (phase === 'draft' && e.key >= '1' && e.key <= '5') pickHero(+e.key - 1);
    else if (phase === 'draft' && e.key === 'Enter' && picked.length === 3) march();
    else if (phase === 'battle' && (e.key === ' ' || e.key === 'Enter')) { var f = alive(foes)[0]; if (f) { var p = posOf(f); rally(p.x, p.y); } }
    else if (phase === 'end' && e.key === 'Enter') { b = endButtons(); tap(b.cta.x + 1, b.cta.y + 1); }
    else if (phase === 'end' && (e.key === 'r' || e.key === 'R')) { b = endButtons(); var r = b.again || b.retry; tap(r.x + 1, r.y + 1); }
  });

  // ---- drawing ----
  function hexPath(x, y, r) {
    ctx.beginPath();
    for (var i = 0; i < 6; i++) {
      var a = Math.PI / 6 + (i * Math.PI) / 3;
      ctx[i ? 'lineTo' : 'moveTo'](x + r * Math.cos(a), y + r * Math.sin(a));
    }
    ctx.closePath();
  }
  function roundRect(x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
  }
  function text(str, x, y, size, color, weight, align) {
    ctx.font = (weight || '700') + ' ' + Math.round(size) + 'px ' + FONT;
    ctx.textAlign = align || 'center'; ctx.textBaseline = 'middle'; ctx.fillStyle = color;
    ctx.fillText(str, x, y);
  }
  function fitText(str, x, y, size, maxW, color, weight) {
    ctx.font = (weight || '700') + ' ' + Math.round(size) + 'px ' + FONT;
    var w = ctx.measureText(str).width;
    text(str, x, y, w > maxW ? size * maxW / w : size, color, weight);
  }
  function icon(kind, x, y, s, color) {
    ctx.save(); ctx.translate(x, y); ctx.scale(s / 20, s / 20);
    ctx.fillStyle = color; ctx.strokeStyle = color; ctx.lineWidth = 3; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
    ctx.beginPath();
    if (kind === 'shield') { ctx.moveTo(0, -11); ctx.lineTo(10, -7); ctx.quadraticCurveTo(10, 7, 0, 12); ctx.quadraticCurveTo(-10, 7, -10, -7); ctx.closePath(); ctx.fill(); }
    else if (kind === 'blade') { ctx.moveTo(-8, 9); ctx.lineTo(9, -9); ctx.moveTo(-4, 1); ctx.lineTo(1, 6); ctx.stroke(); }
    else if (kind === 'archer') { ctx.arc(-2, 0, 11, -1.2, 1.2); ctx.moveTo(2.5, -10.5); ctx.lineTo(2.5, 10.5); ctx.moveTo(-9, 0); ctx.lineTo(10, 0); ctx.stroke(); }
    else if (kind === 'healer') { ctx.fillRect(-3, -10, 6, 20); ctx.fillRect(-10, -3, 20, 6); }
    else if (kind === 'mage') { for (var i = 0; i < 5; i++) { var a = -Math.PI / 2 + (i * 4 * Math.PI) / 5; ctx[i ? 'lineTo' : 'moveTo'](Math.cos(a) * 11, Math.sin(a) * 11); } ctx.closePath(); ctx.fill(); }
    else if (kind === 'raider') { ctx.moveTo(-10, -6); ctx.lineTo(-4, 2); ctx.lineTo(4, 2); ctx.lineTo(10, -6); ctx.lineTo(7, 8); ctx.lineTo(-7, 8); ctx.closePath(); ctx.fill(); }
    else if (kind === 'slinger') { ctx.arc(0, 0, 8, 0, Math.PI * 2); ctx.fill(); ctx.fillStyle = '#1d2330'; ctx.fillRect(-6, -2, 12, 3); }
    ctx.restore();
  }
  function drawBackground() {
    var g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#1d2330'); g.addColorStop(1, '#3b4558');
    ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
    var f = L.field, s = L.r * 0.9;
    ctx.save(); ctx.globalAlpha = 0.07; ctx.strokeStyle = '#c7d0df'; ctx.lineWidth = 1;
    for (var y = f.y, row = 0; y < f.y + f.h + s; y += s * 1.5, row++) {
      for (var x = f.x + (row % 2 ? s * 0.87 : 0); x < f.x + f.w + s; x += s * 1.73) { hexPath(x, y, s); ctx.stroke(); }
    }
    ctx.restore();
    // the fortress wall the enemy defends, and the line between the armies
    ctx.fillStyle = 'rgba(10,13,20,0.55)';
    var wy = f.y + f.h * 0.05;
    ctx.fillRect(f.x, f.y, f.w, f.h * 0.05);
    for (var cx = f.x; cx < f.x + f.w; cx += 22) ctx.fillRect(cx, wy, 12, 8);
    ctx.strokeStyle = 'rgba(230,57,70,0.35)'; ctx.setLineDash([10, 8]); ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(f.x + 12, f.y + f.h * 0.485); ctx.lineTo(f.x + f.w - 12, f.y + f.h * 0.485); ctx.stroke();
    ctx.setLineDash([]);
    if (!started) return;
    text(T.front, f.x + 8, f.y + f.h * 0.6, Math.max(9, L.r * 0.32), 'rgba(199,208,223,0.45)', '700', 'left');
    text(T.back, f.x + 8, f.y + f.h * 0.8, Math.max(9, L.r * 0.32), 'rgba(199,208,223,0.45)', '700', 'left');
  }
  function drawUnit(u) {
    var p = posOf(u), r = L.r;
    var dead = u.hp <= 0;
    var grow = u.side === 'hero' ? easeOutBack(Math.min(1, (clock - u.born) / 0.35)) : 1;
    ctx.save();
    ctx.globalAlpha = dead ? 0.25 : 1;
    ctx.translate(p.x, p.y); ctx.scale(grow, grow);
    ctx.fillStyle = 'rgba(0,0,0,0.35)'; ctx.beginPath(); ctx.ellipse(0, r * 0.85, r * 0.8, r * 0.22, 0, 0, Math.PI * 2); ctx.fill();
    hexPath(0, 0, r);
    var base = u.side === 'hero' ? (u.kind === 'healer' ? '#e63946' : '#c7d0df') : '#5a2a2e';
    ctx.fillStyle = u.flash > 0 ? '#ffffff' : base; ctx.fill();
    ctx.lineWidth = 3; ctx.strokeStyle = u.side === 'hero' ? '#eef2f8' : '#e63946'; ctx.stroke();
    hexPath(0, 0, r * 0.72); ctx.fillStyle = u.side === 'hero' ? '#1d2330' : '#2a1518'; ctx.fill();
    var kind = u.side === 'hero' ? u.kind : u.ranged ? 'slinger' : 'raider';
    icon(kind, 0, 0, r * 0.95, u.side === 'hero' ? HEROES[u.hero].color : '#ff6b4a');
    ctx.restore();
    if (!dead && (phase !== 'draft' || u.side === 'enemy')) {
      var bw = r * 1.5, bh = Math.max(3, r * 0.14);
      ctx.fillStyle = 'rgba(0,0,0,0.5)'; ctx.fillRect(p.x - bw / 2, p.y - r - bh - 4, bw, bh);
      ctx.fillStyle = u.side === 'hero' ? '#7dffa1' : '#e63946';
      ctx.fillRect(p.x - bw / 2, p.y - r - bh - 4, (bw * u.hp) / u.max, bh);
    }
  }
  function drawSlots() {
    ctx.save(); ctx.setLineDash([5, 5]); ctx.strokeStyle = 'rgba(199,208,223,0.35)'; ctx.lineWidth = 2;
    ['front', 'back'].forEach(function (row) {
      for (var c = 0; c < 3; c++) {
        var taken = units.some(function (u) { return u.row === row && Math.abs(u.col - c) < 0.01; });
        if (taken) continue;
        var p = slotPos('hero', row, c); hexPath(p.x, p.y, L.r * 0.9); ctx.stroke();
      }
    });
    ctx.restore();
  }
  function drawCards() {
    var t = clock - phaseAt;
    for (var i = 0; i < 5; i++) {
      var c = L.cards[i], h = HEROES[i], on = picked.indexOf(i) >= 0;
      var rise = easeOutBack(Math.min(1, Math.max(0, (t - i * 0.06) / 0.4)));
      var dy = (1 - rise) * 40 - (on ? 4 : 0);
      ctx.save(); ctx.globalAlpha = Math.min(1, rise + 0.01) * (picked.length === 3 && !on ? 0.35 : 1);
      roundRect(c.x, c.y + dy, c.w, c.h, 10);
      ctx.fillStyle = on ? '#3b4558' : '#262d3c'; ctx.fill();
      ctx.lineWidth = on ? 3 : 1.5; ctx.strokeStyle = on ? '#ffd166' : 'rgba(199,208,223,0.4)'; ctx.stroke();
      if (L.land) {
        var s = Math.min(c.h * 0.5, 26);
        hexPath(c.x + c.h * 0.55, c.y + dy + c.h / 2, s * 0.8); ctx.fillStyle = '#1d2330'; ctx.fill();
        icon(h.kind, c.x + c.h * 0.55, c.y + dy + c.h / 2, s * 0.75, h.color);
        ctx.font = '700 ' + Math.round(Math.min(15, c.h * 0.32)) + 'px ' + FONT;
        text(T.names[i], c.x + c.h * 1.1, c.y + dy + c.h / 2, Math.min(15, c.h * 0.32), '#eef2f8', '700', 'left');
      } else {
        var si = Math.min(c.w * 0.45, c.h * 0.42);
        hexPath(c.x + c.w / 2, c.y + dy + c.h * 0.38, si * 0.75); ctx.fillStyle = '#1d2330'; ctx.fill();
        icon(h.kind, c.x + c.w / 2, c.y + dy + c.h * 0.38, si * 0.7, h.color);
        fitText(T.names[i], c.x + c.w / 2, c.y + dy + c.h * 0.8, Math.min(12, c.h * 0.14), c.w - 6, '#eef2f8', '700');
      }
      if (on) {
        var n = picked.indexOf(i) + 1;
        ctx.beginPath(); ctx.arc(c.x + c.w - 10, c.y + dy + 10, 9, 0, Math.PI * 2); ctx.fillStyle = '#ffd166'; ctx.fill();
        text(String(n), c.x + c.w - 10, c.y + dy + 10.5, 11, '#1d2330', '800');
      }
      ctx.restore();
    }
  }
  function drawMarch() {
    var m = L.march, pulse = 1 + Math.sin(clock * 6) * 0.03;
    ctx.save(); ctx.translate(m.x + m.w / 2, m.y + m.h / 2); ctx.scale(pulse, pulse);
    roundRect(-m.w / 2, -m.h / 2, m.w, m.h, 14);
    var g = ctx.createLinearGradient(0, -m.h / 2, 0, m.h / 2); g.addColorStop(0, '#ff5d6a'); g.addColorStop(1, '#b8202d');
    ctx.fillStyle = g; ctx.shadowColor = 'rgba(230,57,70,0.6)'; ctx.shadowBlur = 18; ctx.fill(); ctx.shadowBlur = 0;
    ctx.lineWidth = 2; ctx.strokeStyle = '#ffd0d4'; ctx.stroke();
    fitText(T.march, 0, 1, Math.min(30, m.h * 0.45), m.w * 0.8, '#ffffff', '900');
    ctx.restore();
  }
  /** The two armies' remaining strength, where the draft tray was, and a tap ring that asks for rallies. */
  function drawStrength() {
    var t = L.tray, k = Math.min(1, (clock - phaseAt) / 0.4);
    function total(list) { return list.reduce(function (sum, u) { return sum + u.hp; }, 0) / list.reduce(function (sum, u) { return sum + u.max; }, 0); }
    var bars = [[T.enemy, total(foes), '#e63946'], ['IRON VANGUARD', total(units), '#7dffa1']];
    ctx.save(); ctx.globalAlpha = k;
    bars.forEach(function (b, i) {
      var band = Math.min(t.h, 104), y = t.y + band * (0.22 + i * 0.42), x = t.x + t.w * 0.08, w = t.w * 0.84;
      var h = Math.min(12, Math.max(8, band * 0.12)), size = Math.min(13, Math.max(10, band * 0.12));
      ctx.font = '800 ' + Math.round(size) + 'px ' + FONT;
      var tw = ctx.measureText(b[0]).width;
      text(b[0], x, y - h, tw > w ? (size * w) / tw : size, 'rgba(238,242,248,0.8)', '800', 'left');
      roundRect(x, y, w, h, h / 2); ctx.fillStyle = 'rgba(0,0,0,0.4)'; ctx.fill();
      roundRect(x, y, Math.max(h, w * b[1]), h, h / 2); ctx.fillStyle = b[2]; ctx.fill();
    });
    ctx.restore();
  }
  function drawHeader() {
    var hd = L.header;
    text('IRON VANGUARD', hd.x + hd.w / 2, hd.y + hd.h * 0.32, Math.min(18, hd.h * 0.28), '#c7d0df', '900');
    var msg = phase === 'draft' ? (picked.length < 3 ? T.draft + '  ' + picked.length + '/3' : T.swap) : phase === 'battle' ? T.rally : '';
    if (msg) fitText(msg, hd.x + hd.w / 2, hd.y + hd.h * 0.72, Math.min(16, hd.h * 0.26), hd.w * 0.94, '#ffd166', '700');
    if (phase === 'draft' && picked.length > 0 && picked.length < 3 && !L.land) fitText(T.swap, W / 2, L.field.y + L.field.h * 0.955, 11, W * 0.9, 'rgba(238,242,248,0.6)', '600');
  }
  function drawShots() {
    shots.forEach(function (s) {
      var k = s.t / s.dur, to = posOf(s.to);
      var x = s.from.x + (to.x - s.from.x) * k, y = s.from.y + (to.y - s.from.y) * k - Math.sin(k * Math.PI) * (s.kind === 'arrow' || s.kind === 'rally' ? 40 : 10);
      ctx.save();
      if (s.kind === 'melee') {
        ctx.strokeStyle = '#e63946'; ctx.lineWidth = 4; ctx.lineCap = 'round';
        ctx.beginPath(); ctx.moveTo(x - 10, y + 8); ctx.lineTo(x + 10, y - 8); ctx.stroke();
      } else {
        ctx.fillStyle = s.color; ctx.shadowColor = s.color; ctx.shadowBlur = 12;
        ctx.beginPath(); ctx.arc(x, y, s.kind === 'bolt' ? 6 : 4, 0, Math.PI * 2); ctx.fill();
      }
      ctx.restore();
    });
  }
  function drawSparks() {
    sparks.forEach(function (p) {
      var a = 1 - p.t / p.life;
      ctx.save(); ctx.globalAlpha = Math.max(0, a);
      if (p.ring) { ctx.strokeStyle = p.color; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(p.x, p.y, 6 + (p.t / p.life) * 30, 0, Math.PI * 2); ctx.stroke(); }
      else if (p.confetti) { ctx.translate(p.x, p.y); ctx.rotate(p.spin + p.t * 5); ctx.fillStyle = p.color; ctx.fillRect(-p.size, -p.size / 2, p.size * 2, p.size); }
      else { ctx.fillStyle = p.color; ctx.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size); }
      ctx.restore();
    });
    texts.forEach(function (t) {
      ctx.save(); ctx.globalAlpha = 1 - t.t / 0.9;
      text(t.text, t.x, t.y - t.t * 30, Math.max(12, L.r * 0.45), t.color, '800');
      ctx.restore();
    });
  }
  function drawEndCard() {
    var t = clock - phaseAt, k = easeOutCubic(Math.min(1, t / 0.45));
    ctx.fillStyle = 'rgba(12,15,22,' + 0.78 * k + ')'; ctx.fillRect(0, 0, W, H);
    var won = outcome === 'win', cx = W / 2, top = L.land ? H * 0.1 : H * 0.16;
    var s = Math.min(W / 360, H / 640) * (L.land ? 1.25 : 1);
    ctx.save(); ctx.globalAlpha = k; ctx.translate(0, (1 - k) * 30);
    var pop = easeOutBack(Math.min(1, t / 0.5));
    ctx.save(); ctx.translate(cx, top + 40 * s); ctx.scale(pop, pop);
    hexPath(0, 0, 38 * s); ctx.fillStyle = won ? '#e63946' : '#3b4558'; ctx.fill(); ctx.lineWidth = 4; ctx.strokeStyle = '#eef2f8'; ctx.stroke();
    icon(won ? 'healer' : 'shield', 0, 0, 40 * s, '#ffffff');
    ctx.restore();
    fitText(won ? T.victory : T.defeat, cx, top + 108 * s, 44 * s, W * 0.9, won ? '#ffd166' : '#c7d0df', '900');
    if (won) for (var i = 0; i < 3; i++) {
      var sk = easeOutBack(Math.min(1, Math.max(0, (t - 0.3 - i * 0.15) / 0.3)));
      ctx.save(); ctx.translate(cx + (i - 1) * 40 * s, top + (150 - (i === 1 ? 8 : 0)) * s); ctx.scale(sk, sk);
      icon('mage', 0, 0, 30 * s, '#ffd166'); ctx.restore();
    }
    var by = L.land ? H * 0.5 : H * 0.52;
    fitText('IRON VANGUARD', cx, by, 34 * s, W * 0.86, '#eef2f8', '900');
    ctx.fillStyle = '#e63946'; ctx.fillRect(cx - 60 * s, by + 22 * s, 120 * s, 4 * s);
    fitText(won ? T.tagline : T.tip, cx, by + 48 * s, 16 * s, W * 0.86, '#c7d0df', '600');
    text('Kestrel Forge Games', cx, by + 74 * s, 12 * s, 'rgba(199,208,223,0.6)', '600');
    var b = endButtons(), pulse = 1 + Math.sin(clock * 5) * 0.035;
    ctx.save(); ctx.translate(b.cta.x + b.cta.w / 2, b.cta.y + b.cta.h / 2); ctx.scale(pulse, pulse);
    roundRect(-b.cta.w / 2, -b.cta.h / 2, b.cta.w, b.cta.h, b.cta.h / 2);
    var g = ctx.createLinearGradient(0, -b.cta.h / 2, 0, b.cta.h / 2); g.addColorStop(0, '#ff5d6a'); g.addColorStop(1, '#c1121f');
    ctx.fillStyle = g; ctx.shadowColor = 'rgba(230,57,70,0.7)'; ctx.shadowBlur = 24; ctx.fill(); ctx.shadowBlur = 0;
    fitText(T.cta, 0, 1, b.cta.h * 0.42, b.cta.w * 0.8, '#ffffff', '900');
    ctx.restore();
    if (!b.again) {
      roundRect(b.retry.x, b.retry.y, b.retry.w, b.retry.h, b.retry.h / 2);
      ctx.fillStyle = 'rgba(199,208,223,0.14)'; ctx.fill(); ctx.strokeStyle = 'rgba(199,208,223,0.35)'; ctx.lineWidth = 1; ctx.stroke();
      fitText('↻ ' + T.retry, b.retry.x + b.retry.w / 2, b.retry.y + b.retry.h / 2, Math.min(14, b.retry.h * 0.42), b.retry.w * 0.86, '#eef2f8', '700');
    } else {
      roundRect(b.again.x, b.again.y, b.again.w, b.again.h, b.again.h / 2);
      ctx.fillStyle = '#3b4558'; ctx.fill(); ctx.strokeStyle = '#ffd166'; ctx.lineWidth = 2; ctx.stroke();
      fitText('↻ ' + T.retry, b.again.x + b.again.w / 2, b.again.y + b.again.h / 2, Math.min(17, b.again.h * 0.42), b.again.w * 0.86, '#ffd166', '800');
    }
    ctx.restore();
  }
  function drawWaiting() {
    var pulse = 0.5 + 0.5 * Math.sin(clock * 3);
    text('IRON VANGUARD', W / 2, H * 0.45, Math.min(34, W * 0.09), '#eef2f8', '900');
    ctx.fillStyle = 'rgba(230,57,70,' + (0.4 + pulse * 0.6) + ')';
    ctx.fillRect(W / 2 - 50, H * 0.45 + 24, 100, 4);
    if (clock > 1.5) text(T.start, W / 2, H * 0.45 + 56, 15, 'rgba(238,242,248,' + (0.5 + pulse * 0.5) + ')', '700');
  }
  function easeOutBack(x) { var c1 = 1.70158, c3 = c1 + 1; return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2); }
  function easeOutCubic(x) { return 1 - Math.pow(1 - x, 3); }

  function draw() {
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    drawBackground();
    if (!started) { drawWaiting(); return; }
    if (shake > 0) ctx.translate((fx() - 0.5) * shake, (fx() - 0.5) * shake);
    if (phase === 'draft') drawSlots();
    foes.forEach(drawUnit);
    units.forEach(drawUnit);
    drawShots();
    drawSparks();
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    if (phase !== 'end') drawHeader();
    if (phase === 'draft') { if (picked.length === 3) drawMarch(); if (picked.length < 3 || L.land) drawCards(); }
    if (phase === 'battle') drawStrength();
    if (phase === 'end') drawEndCard();
  }

  // ---- the loop: a fixed 60 Hz simulation step, so a seed plays the same on every frame rate ----
  var STEP = 1 / 60, acc = 0, last = 0;
  function frame(now) {
    var dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
    last = now; acc += dt;
    while (acc >= STEP) {
      acc -= STEP; clock += STEP;
      if (started) {
        if (phase === 'battle') stepBattle(STEP);
        stepEffects(STEP);
      }
    }
    draw();
    window.requestAnimationFrame(frame);
  }
  resize();
  draw();
  window.requestAnimationFrame(frame);
  // Painted: tell the host. Opened on its own (no host, e.g. from the file system), the ad starts itself.
  if (hostPresent) host('gameReady'); else window.gameStart();
})();
