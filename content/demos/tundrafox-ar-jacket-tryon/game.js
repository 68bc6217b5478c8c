/* Tundrafox — an AR-style jacket try-on with the camera simulated: a drawn street stands in for the camera
   feed, the tracker locks onto the shopper's shoulders, and the Summit Parka is fitted over them. Pick one of
   four colors, pull the hood up, tap the jacket to make the reflective trim catch the light, then see the look
   and shop the color. No camera is opened and nothing is recorded.
   Studio lifecycle: gameReady() once painted, play on gameStart(), gameEnd() on the end card, install() on
   the CTA, gameRetry() on "Try again"; gameClose() silences the ad. Hand-written, no engine. */
(function () {
  'use strict';

  // ---- seed (demo.json "seed"; ?seed= overrides) and a seeded PRNG (mulberry32) ----
  var SEED = 3041;
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
  var fx = Math.random; // looks only (sparkles): never the seeded PRNG

  // ---- words ----
  var WORDS = {
    en: {
      start: 'Tap to start',
      title: 'How does it look on you?', sub: 'Try the Summit Parka with your camera', open: 'OPEN CAMERA',
      note: 'Camera simulated in this demo · nothing is recorded', scanning: 'Fitting to your shoulders…',
      hood: 'Hood', see: 'SEE MY LOOK', hint: 'Tap the jacket to catch the light', cta: 'SHOP THIS COLOR',
      size: 'The size guide opens with it', retry: 'Try again', product: 'Summit Parka', live: 'LIVE',
      great: 'Looks great on you!', colors: ['Ember Orange', 'Glacier Blue', 'Pine Green', 'Graphite']
    },
    zh: {
      start: '点击开始',
      title: '穿在你身上会是什么样？', sub: '用相机试穿 Summit 派克大衣', open: '打开相机',
      note: '本演示的相机画面为模拟 · 不会录制任何内容', scanning: '正在贴合你的肩膀…',
      hood: '兜帽', see: '看看我的效果', hint: '点击外套，看反光条闪亮', cta: '选购这个颜色',
      size: '同时打开尺码指南', retry: '再试一次', product: 'Summit 派克大衣', live: '实时',
      great: '很适合你！', colors: ['余烬橙', '冰川蓝', '松林绿', '石墨黑']
    },
    ja: {
      start: 'タップしてスタート',
      title: 'あなたが着たら、どう見える？', sub: 'カメラでサミットパーカを試着', open: 'カメラを起動',
      note: 'このデモのカメラ映像は模擬です・何も記録されません', scanning: '肩の位置に合わせています…',
      hood: 'フード', see: '着こなしを見る', hint: 'ジャケットをタップしてリフレクターを光らせよう', cta: 'この色を購入する',
      size: 'サイズガイドも一緒に開きます', retry: 'もう一度試す', product: 'サミットパーカ', live: 'ライブ',
      great: 'よく似合っています！', colors: ['エンバーオレンジ', 'グレイシャーブルー', 'パイングリーン', 'グラファイト']
    },
    ko: {
      start: '탭해서 시작',
      title: '내가 입으면 어떨까?', sub: '카메라로 서밋 파카를 입어 보세요', open: '카메라 열기',
      note: '이 데모의 카메라 화면은 시뮬레이션이며 아무것도 녹화하지 않습니다', scanning: '어깨에 맞추는 중…',
      hood: '후드', see: '내 스타일 보기', hint: '재킷을 탭하면 반사 트림이 빛나요', cta: '이 색상 구매하기',
      size: '사이즈 가이드가 함께 열립니다', retry: '다시 입어 보기', product: '서밋 파카', live: '라이브',
      great: '잘 어울려요!', colors: ['엠버 오렌지', '글레이셔 블루', '파인 그린', '그래파이트']
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
  // [light, mid, dark] of each shell
  var SHELLS = [['#ffa15c', '#ff7a1a', '#c9550a'], ['#9fd0ff', '#5d8fc9', '#2f5f9e'], ['#7fc49a', '#2f7d57', '#1b5138'], ['#6d7480', '#3b414b', '#1f242b']];
  var ORANGE = '#ff7a1a', NAVY = '#1b3a66';

  // ---- canvas ----
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
    L = layout();
  }
  window.addEventListener('resize', resize);
  function say(text) { statusLine.textContent = text; }

  /** The camera view, the control panel and their rows, for portrait and landscape frames. */
  function layout() {
    var land = W > H * 1.1;
    var k = land ? Math.min(W / 640, H / 360) : Math.min(W / 360, H / 640);
    var view = land ? { x: 0, y: 0, w: W * 0.58, h: H } : { x: 0, y: 0, w: W, h: H * 0.7 };
    var panel = land ? { x: W * 0.58, y: 0, w: W * 0.42, h: H } : { x: 0, y: H * 0.68, w: W, h: H * 0.32 };
    var rowName = panel.y + panel.h * (land ? 0.2 : 0.06);
    var rowSwatch = panel.y + panel.h * (land ? 0.38 : 0.2);
    var rowButtons = panel.y + panel.h * (land ? 0.62 : 0.58);
    var bh = Math.max(44, 50 * k), r = Math.max(16, 21 * k);
    var swatches = [];
    for (var i = 0; i < 4; i++) swatches.push({ x: panel.x + panel.w * (0.2 + i * 0.2), y: rowSwatch, r: r });
    var hood = { x: panel.x + panel.w * 0.05, y: rowButtons - bh / 2, w: panel.w * 0.3, h: bh };
    var see = { x: panel.x + panel.w * 0.39, y: rowButtons - bh / 2, w: panel.w * 0.56, h: bh };
    var figureScale = (land ? Math.min(view.w / 330, H / 420) : Math.min(W / 360, view.h / 430)) * 0.86;
    return { land: land, k: k, view: view, panel: panel, rowName: rowName, swatches: swatches, hood: hood, see: see,
      figure: { x: view.x + view.w / 2, y: view.y + view.h * (land ? 0.56 : 0.58), s: figureScale } };
  }

  // ---- sound after the first touch ----
  var audio = null, master = null, silenced = false;
  function unlockAudio() {
    if (audio || silenced) return;
    var AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    try {
      audio = new AC();
      master = audio.createGain();
      master.gain.value = 0.3;
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
  document.addEventListener('visibilitychange', function () {
    if (!audio) return;
    if (document.hidden) audio.suspend(); else if (!silenced) audio.resume();
  });

  // ---- lifecycle ----
  function host(name) {
    var fn = window[name];
    if (typeof fn === 'function') { try { fn(); } catch { /* the host's problem, not the shopper's */ } }
  }
  var hostPresent = typeof window.gameReady === 'function';
  var started = false;
  window.gameStart = function () {
    if (started) return;
    started = true;
    newSession();
  };
  window.gameClose = function () {
    silenced = true;
    if (audio) audio.suspend();
  };

  // ---- state ----
  var phase, phaseAt, shell, previousShell, shellAt, hoodUp, hoodAt, shineAt, tried, snow, sparkles, ended;
  var clock = 0;
  function newSession() {
    reseed();
    phase = 'intro'; phaseAt = clock; shell = 0; previousShell = 0; shellAt = -9; hoodUp = false; hoodAt = -9;
    shineAt = -9; tried = [0]; sparkles = []; ended = false;
    snow = [];
    for (var i = 0; i < 70; i++) snow.push({ x: rand(), y: rand(), r: 0.6 + rand() * 2, v: 0.03 + rand() * 0.05, drift: rand() * 6 });
    say(T.title + ' ' + T.open);
  }
  function openCamera() {
    phase = 'scan'; phaseAt = clock;
    tone(660, 0.08, 'square', 0.1); tone(990, 0.1, 'square', 0.1, null, 0.09);
    say(T.scanning);
  }
  function fitted() {
    phase = 'try'; phaseAt = clock; shineAt = clock + 0.2;
    [523, 784].forEach(function (f, i) { tone(f, 0.2, 'triangle', 0.18, null, i * 0.08); });
    say(T.colors[shell] + '. ' + T.hint);
  }
  function setShell(i) {
    if (i === shell) { shine(); return; }
    previousShell = shell; shell = i; shellAt = clock;
    if (tried.indexOf(i) < 0) tried.push(i);
    tone(520 + i * 90, 0.14, 'triangle', 0.18, 700 + i * 90);
    var f = L.figure;
    for (var n = 0; n < 16; n++) sparkles.push({ x: f.x + (fx() - 0.5) * 200 * f.s, y: f.y + (fx() - 0.4) * 220 * f.s, t: 0, life: 0.6 + fx() * 0.4 });
    say(T.colors[i]);
  }
  function toggleHood() {
    hoodUp = !hoodUp; hoodAt = clock;
    tone(hoodUp ? 330 : 440, 0.16, 'sine', 0.2, hoodUp ? 440 : 330);
  }
  function shine() {
    shineAt = clock;
    tone(1320, 0.25, 'sine', 0.08, 1760);
  }
  function seeLook() {
    phase = 'end'; phaseAt = clock;
    [659, 784, 988, 1319].forEach(function (f, i) { tone(f, 0.28, 'triangle', 0.15, null, i * 0.08); });
    say(T.great + ' Tundrafox ' + T.product + ', ' + T.colors[shell] + '. ' + T.cta);
    if (!ended) { ended = true; host('gameEnd'); }
  }

  // ---- input ----
  function inside(r, x, y) { return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h; }
  function grow(r, by) { return { x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by }; }
  function swatchAt(x, y) {
    var best = -1, dist = Infinity;
    L.swatches.forEach(function (s, i) {
      if (Math.abs(y - s.y) > s.r * 1.5 || !inside(L.panel, x, y)) return;
      var d = Math.abs(x - s.x);
      if (d < dist) { dist = d; best = i; }
    });
    return best;
  }
  function endButtons() {
    var w = Math.min(W * (L.land ? 0.5 : 0.8), 320), h = Math.max(46, 54 * L.k);
    var cx = L.land ? W * 0.7 : W / 2, cy = L.land ? H * 0.74 : H * 0.86;
    var rw = Math.min(150, W * 0.4), rh = Math.max(32, 36 * L.k);
    return { cta: { x: cx - w / 2, y: cy - h / 2, w: w, h: h }, retry: { x: W - rw - 10, y: 10, w: rw, h: rh } };
  }
  function press(x, y) {
    unlockAudio();
    if (audio && audio.state === 'suspended' && !silenced) audio.resume();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    if (phase === 'intro') { openCamera(); return; }
    if (phase === 'try') {
      if (inside(grow(L.see, 6), x, y)) { seeLook(); return; }
      if (inside(grow(L.hood, 6), x, y)) { toggleHood(); return; }
      var s = swatchAt(x, y);
      if (s >= 0) { setShell(s); return; }
      if (inside(L.view, x, y)) shine();
    } else if (phase === 'end' && clock - phaseAt > 0.3) {
      var b = endButtons();
      // The CTA's target runs from its top edge to the frame's bottom edge, a thumb's reach under the button.
      if (inside({ x: b.cta.x, y: b.cta.y, w: b.cta.w, h: H - b.cta.y }, x, y)) { tone(988, 0.15, 'triangle', 0.2, 1480); host('install'); }
      // "Try again" owns its corner up to the frame's edges: the corner is where a thumb finds it.
      else if (inside({ x: b.retry.x, y: 0, w: W - b.retry.x, h: b.retry.y + b.retry.h }, x, y)) { host('gameRetry'); newSession(); }
    }
  }
  canvas.addEventListener('pointerdown', function (e) {
    var r = canvas.getBoundingClientRect();
    press(e.clientX - r.left, e.clientY - r.top);
  });
  window.addEventListener('keydown', function (e) {
    unlockAudio();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    if (phase === 'intro' && (e.key === 'Enter' || e.key === ' ')) openCamera();
    else if (phase === 'try') {
      if (e.key >= '1' && e.key <= '4') setShell(+e.key - 1);
      else if (e.key === 'h' || e.key === 'H') toggleHood();
      else if (e.key === ' ') shine();
      else if (e.key === 'Enter') seeLook();
    } else if (phase === 'end') {
      var b = endButtons();
      if (e.key === 'Enter') press(b.cta.x + 1, b.cta.y + 1);
      else if (e.key === 'r' || e.key === 'R') press(b.retry.x + 1, b.retry.y + 1);
    }
  });

  // ---- drawing helpers ----
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
  function fitText(str, x, y, size, maxW, color, weight, align) {
    ctx.font = (weight || '700') + ' ' + Math.round(size) + 'px ' + FONT;
    var w = ctx.measureText(str).width;
    text(str, x, y, w > maxW ? (size * maxW) / w : size, color, weight, align);
  }
  function wordmark(x, y, size, color) {
    ctx.save();
    ctx.font = '900 ' + Math.round(size) + 'px ' + FONT;
    if ('letterSpacing' in ctx) ctx.letterSpacing = Math.round(size * 0.18) + 'px';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillStyle = color;
    ctx.fillText('TUNDRAFOX', x, y);
    ctx.restore();
  }
  function pill(r, label, fill, color, glow) {
    roundRect(r.x, r.y, r.w, r.h, r.h / 2);
    ctx.fillStyle = fill;
    if (glow) { ctx.shadowColor = glow; ctx.shadowBlur = 18; }
    ctx.fill(); ctx.shadowBlur = 0;
    fitText(label, r.x + r.w / 2, r.y + r.h / 2 + 1, r.h * 0.36, r.w * 0.84, color, '800');
  }
  function corners(x, y, w, h, len, color, width) {
    ctx.strokeStyle = color; ctx.lineWidth = width; ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y + len); ctx.lineTo(x, y); ctx.lineTo(x + len, y);
    ctx.moveTo(x + w - len, y); ctx.lineTo(x + w, y); ctx.lineTo(x + w, y + len);
    ctx.moveTo(x + w, y + h - len); ctx.lineTo(x + w, y + h); ctx.lineTo(x + w - len, y + h);
    ctx.moveTo(x + len, y + h); ctx.lineTo(x, y + h); ctx.lineTo(x, y + h - len);
    ctx.stroke();
  }
  function easeOutBack(x) { var c1 = 1.70158, c3 = c1 + 1; return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2); }
  function easeInOut(x) { return x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2; }

  // ---- the simulated camera feed: a November street, falling snow ----
  function drawStreet(v) {
    ctx.save();
    ctx.beginPath(); ctx.rect(v.x, v.y, v.w, v.h); ctx.clip();
    var sky = ctx.createLinearGradient(0, v.y, 0, v.y + v.h);
    sky.addColorStop(0, '#b9c6d3'); sky.addColorStop(1, '#8496a8');
    ctx.fillStyle = sky; ctx.fillRect(v.x, v.y, v.w, v.h);
    var u = v.w / 10, base = v.y + v.h * 0.78;
    var fronts = [['#6f7f92', 0, 2.6, 0.38], ['#8a7a70', 2.5, 2.4, 0.3], ['#5f6f84', 4.8, 2.8, 0.22], ['#7a8797', 7.4, 2.8, 0.34]];
    fronts.forEach(function (b, i) {
      var x = v.x + b[1] * u, w = b[2] * u, top = v.y + v.h * b[3];
      ctx.fillStyle = b[0]; ctx.fillRect(x, top, w, base - top);
      for (var r = 0; r < 6; r++) {
        for (var c = 0; c < 3; c++) {
          var wy = top + 14 + r * ((base - top - 30) / 6), wx = x + w * (0.15 + c * 0.28);
          ctx.fillStyle = (r * 3 + c + i) % 4 === 0 ? 'rgba(255,226,160,0.85)' : 'rgba(40,52,70,0.55)';
          ctx.fillRect(wx, wy, w * 0.16, (base - top) / 14);
        }
      }
    });
    // a shop's awning and a street lamp
    ctx.fillStyle = '#c44d2a'; ctx.fillRect(v.x + 2.5 * u, base - v.h * 0.12, 2.4 * u, v.h * 0.03);
    ctx.fillStyle = '#39424f'; ctx.fillRect(v.x + 8.6 * u, v.y + v.h * 0.3, 3, base - v.y - v.h * 0.3);
    var lamp = ctx.createRadialGradient(v.x + 8.6 * u, v.y + v.h * 0.3, 0, v.x + 8.6 * u, v.y + v.h * 0.3, u * 1.6);
    lamp.addColorStop(0, 'rgba(255,230,170,0.9)'); lamp.addColorStop(1, 'rgba(255,230,170,0)');
    ctx.fillStyle = lamp; ctx.fillRect(v.x + 7 * u, v.y + v.h * 0.3 - u * 1.6, 3.2 * u, 3.2 * u);
    // wet pavement
    var road = ctx.createLinearGradient(0, base, 0, v.y + v.h);
    road.addColorStop(0, '#5b6675'); road.addColorStop(1, '#3a4350');
    ctx.fillStyle = road; ctx.fillRect(v.x, base, v.w, v.y + v.h - base);
    // out of focus: a soft veil keeps the shopper in front
    ctx.fillStyle = 'rgba(200,215,230,0.28)'; ctx.fillRect(v.x, v.y, v.w, v.h);
    ctx.restore();
  }
  function drawSnow(v, dt) {
    ctx.save(); ctx.beginPath(); ctx.rect(v.x, v.y, v.w, v.h); ctx.clip();
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    snow.forEach(function (f) {
      f.y += f.v * dt; if (f.y > 1) f.y -= 1;
      var x = v.x + (f.x * v.w + Math.sin(clock * 0.8 + f.drift) * 8), y = v.y + f.y * v.h;
      ctx.beginPath(); ctx.arc(x, y, f.r, 0, Math.PI * 2); ctx.fill();
    });
    ctx.restore();
  }
  function vignette(v) {
    var g = ctx.createRadialGradient(v.x + v.w / 2, v.y + v.h / 2, Math.min(v.w, v.h) * 0.35, v.x + v.w / 2, v.y + v.h / 2, Math.max(v.w, v.h) * 0.75);
    g.addColorStop(0, 'rgba(0,0,0,0)'); g.addColorStop(1, 'rgba(10,20,40,0.45)');
    ctx.fillStyle = g; ctx.fillRect(v.x, v.y, v.w, v.h);
  }

  // ---- the shopper, and the parka over them (drawn in a 360-unit box around the chest) ----
  function drawPerson(f, breathe) {
    ctx.save(); ctx.translate(f.x, f.y); ctx.scale(f.s, f.s * breathe);
    // sweater
    ctx.fillStyle = '#9aa3ad';
    ctx.beginPath(); ctx.moveTo(-88, -56); ctx.quadraticCurveTo(0, -74, 88, -56); ctx.lineTo(118, 40); ctx.lineTo(124, 200); ctx.lineTo(-124, 200); ctx.lineTo(-118, 40); ctx.closePath(); ctx.fill();
    // neck and head
    ctx.fillStyle = '#e8b894'; ctx.fillRect(-16, -100, 32, 34);
    ctx.beginPath(); ctx.ellipse(0, -136, 38, 46, 0, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#4a3426';
    ctx.beginPath(); ctx.ellipse(0, -158, 41, 30, 0, Math.PI, Math.PI * 2); ctx.fill();
    ctx.beginPath(); ctx.ellipse(-30, -150, 12, 22, 0.3, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#2b2b33';
    ctx.beginPath(); ctx.arc(-13, -134, 3.6, 0, Math.PI * 2); ctx.arc(13, -134, 3.6, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = '#a0604a'; ctx.lineWidth = 3; ctx.lineCap = 'round';
    ctx.beginPath(); ctx.arc(0, -118, 10, 0.2 * Math.PI, 0.8 * Math.PI); ctx.stroke();
    ctx.fillStyle = 'rgba(240,130,120,0.35)';
    ctx.beginPath(); ctx.arc(-22, -120, 6, 0, Math.PI * 2); ctx.arc(22, -120, 6, 0, Math.PI * 2); ctx.fill();
    ctx.restore();
  }
  function parkaPath() {
    ctx.beginPath();
    ctx.moveTo(-34, -86); ctx.quadraticCurveTo(-70, -78, -98, -58);
    ctx.quadraticCurveTo(-124, -30, -130, 40); ctx.lineTo(-134, 200); ctx.lineTo(134, 200); ctx.lineTo(130, 40);
    ctx.quadraticCurveTo(124, -30, 98, -58); ctx.quadraticCurveTo(70, -78, 34, -86);
    ctx.quadraticCurveTo(0, -62, -34, -86); ctx.closePath();
  }
  function drawParka(f, breathe, colors, reveal, alpha) {
    ctx.save(); ctx.globalAlpha = alpha;
    ctx.translate(f.x, f.y); ctx.scale(f.s, f.s * breathe);
    if (reveal < 1) { ctx.beginPath(); ctx.rect(-200, -220, 400, 420 * reveal); ctx.clip(); }
    var hoodK = easeInOut(Math.min(1, (clock - hoodAt) / 0.35));
    var up = hoodUp ? hoodK : 1 - hoodK;
    // the hood resting behind the neck
    if (up < 1) {
      ctx.fillStyle = colors[2];
      ctx.beginPath(); ctx.ellipse(0, -84, 62 * (1 - up) + 20, 20, 0, 0, Math.PI * 2); ctx.fill();
    }
    var g = ctx.createLinearGradient(-130, 0, 130, 0);
    g.addColorStop(0, colors[0]); g.addColorStop(0.55, colors[1]); g.addColorStop(1, colors[2]);
    parkaPath(); ctx.fillStyle = g; ctx.fill();
    ctx.save(); parkaPath(); ctx.clip();
    // quilted baffles
    ctx.strokeStyle = 'rgba(0,0,0,0.16)'; ctx.lineWidth = 2;
    for (var y = -30; y < 200; y += 34) { ctx.beginPath(); ctx.moveTo(-140, y); ctx.quadraticCurveTo(0, y + 10, 140, y); ctx.stroke(); }
    // sleeves' seams
    ctx.strokeStyle = 'rgba(0,0,0,0.22)'; ctx.lineWidth = 2.5;
    ctx.beginPath(); ctx.moveTo(-96, -56); ctx.quadraticCurveTo(-92, 60, -96, 200); ctx.moveTo(96, -56); ctx.quadraticCurveTo(92, 60, 96, 200); ctx.stroke();
    // reflective trim across the chest and the sleeves
    var trims = [[-96, 6, 192, 9], [-134, 118, 40, 9], [94, 118, 40, 9]];
    ctx.fillStyle = '#dfe6ee';
    trims.forEach(function (t) { ctx.fillRect(t[0], t[1], t[2], t[3]); });
    var since = clock - shineAt;
    if (since >= 0 && since < 0.9) {
      var sx = -200 + (since / 0.9) * 400;
      ctx.save(); ctx.beginPath(); trims.forEach(function (t) { ctx.rect(t[0], t[1], t[2], t[3]); }); ctx.clip();
      var sg = ctx.createLinearGradient(sx - 40, 0, sx + 40, 0);
      sg.addColorStop(0, 'rgba(255,255,255,0)'); sg.addColorStop(0.5, 'rgba(255,255,255,1)'); sg.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = sg; ctx.fillRect(-140, 0, 280, 140);
      ctx.restore();
      ctx.fillStyle = 'rgba(255,255,240,' + (0.5 * (1 - since / 0.9)) + ')';
      ctx.beginPath(); ctx.arc(sx, 10, 16, 0, Math.PI * 2); ctx.fill();
    }
    ctx.restore();
    // zipper, collar, pockets, the fox mark
    ctx.strokeStyle = 'rgba(0,0,0,0.35)'; ctx.lineWidth = 3;
    ctx.beginPath(); ctx.moveTo(0, -70); ctx.lineTo(0, 200); ctx.stroke();
    ctx.fillStyle = '#e9eef3'; ctx.fillRect(-3, -46, 6, 14);
    ctx.fillStyle = colors[2];
    ctx.beginPath(); ctx.moveTo(-36, -88); ctx.quadraticCurveTo(0, -58, 36, -88); ctx.lineTo(30, -70); ctx.quadraticCurveTo(0, -48, -30, -70); ctx.closePath(); ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.25)'; ctx.lineWidth = 2;
    ctx.strokeRect(-82, 120, 56, 10); ctx.strokeRect(26, 120, 56, 10);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath(); ctx.moveTo(40, -32); ctx.lineTo(58, -32); ctx.lineTo(49, -18); ctx.closePath(); ctx.fill();
    ctx.beginPath(); ctx.moveTo(40, -32); ctx.lineTo(43, -39); ctx.lineTo(46, -32); ctx.moveTo(52, -32); ctx.lineTo(55, -39); ctx.lineTo(58, -32); ctx.fill();
    // the hood up, with its fur ruff
    if (up > 0) {
      ctx.save(); ctx.globalAlpha = alpha * up;
      var hg = ctx.createLinearGradient(-70, 0, 70, 0);
      hg.addColorStop(0, colors[0]); hg.addColorStop(1, colors[2]);
      ctx.fillStyle = hg;
      ctx.beginPath(); ctx.moveTo(-58, -76); ctx.quadraticCurveTo(-74, -196, 0, -200); ctx.quadraticCurveTo(74, -196, 58, -76);
      ctx.quadraticCurveTo(42, -60, 30, -82); ctx.quadraticCurveTo(48, -178, 0, -180); ctx.quadraticCurveTo(-48, -178, -30, -82); ctx.quadraticCurveTo(-42, -60, -58, -76); ctx.fill();
      ctx.fillStyle = '#efe3cf';
      for (var a = 0; a <= 24; a++) {
        var ang = Math.PI * (0.92 + (a / 24) * 1.16);
        ctx.beginPath(); ctx.arc(Math.cos(ang) * 44, -128 + Math.sin(ang) * 56, 6 + (a % 3), 0, Math.PI * 2); ctx.fill();
      }
      ctx.restore();
    }
    ctx.restore();
  }

  // ---- scenes ----
  function drawIntro() {
    var g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, '#e6f4ff'); g.addColorStop(1, '#9cc9f0');
    ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
    mountains(H * 0.62, 1);
    var k = Math.min(W / 360, H / 640) * (L.land ? 1.3 : 1), t = clock - phaseAt;
    wordmark(W / 2, H * 0.12, 24 * k, NAVY);
    fitText(T.title, W / 2, H * 0.22, 24 * k, W * 0.88, NAVY, '800');
    fitText(T.sub, W / 2, H * 0.22 + 30 * k, 15 * k, W * 0.88, '#2f5f9e', '600');
    // a phone-camera frame waiting for the shopper
    var fw = 150 * k, fh = 170 * k, fx0 = W / 2 - fw / 2, fy0 = H * 0.36, pulse = 1 + Math.sin(clock * 4) * 0.03;
    ctx.save(); ctx.translate(W / 2, fy0 + fh / 2); ctx.scale(pulse, pulse); ctx.translate(-W / 2, -(fy0 + fh / 2));
    corners(fx0, fy0, fw, fh, 30 * k, ORANGE, 7 * k);
    ctx.fillStyle = ORANGE;
    ctx.beginPath(); ctx.moveTo(W / 2 - 40 * k, fy0 + 50 * k); ctx.quadraticCurveTo(W / 2, fy0 + 66 * k, W / 2 + 40 * k, fy0 + 50 * k);
    ctx.lineTo(W / 2 + 66 * k, fy0 + 66 * k); ctx.lineTo(W / 2 + 52 * k, fy0 + 98 * k); ctx.lineTo(W / 2 + 42 * k, fy0 + 94 * k);
    ctx.lineTo(W / 2 + 42 * k, fy0 + 150 * k); ctx.lineTo(W / 2 - 42 * k, fy0 + 150 * k); ctx.lineTo(W / 2 - 42 * k, fy0 + 94 * k);
    ctx.lineTo(W / 2 - 52 * k, fy0 + 98 * k); ctx.lineTo(W / 2 - 66 * k, fy0 + 66 * k); ctx.closePath(); ctx.fill();
    ctx.strokeStyle = '#ffd9b8'; ctx.lineWidth = 3 * k; ctx.beginPath(); ctx.moveTo(W / 2, fy0 + 58 * k); ctx.lineTo(W / 2, fy0 + 150 * k); ctx.stroke();
    ctx.restore();
    var b = { x: W / 2 - Math.min(W * 0.36, 150), y: H * (L.land ? 0.8 : 0.8) - 26 * k, w: Math.min(W * 0.72, 300), h: Math.max(46, 52 * k) };
    var rise = easeOutBack(Math.min(1, t / 0.5));
    ctx.save(); ctx.globalAlpha = Math.min(1, rise);
    pill(b, '◉  ' + T.open, ORANGE, '#ffffff', 'rgba(255,122,26,0.6)');
    fitText(T.note, W / 2, b.y + b.h + 22 * k, 11 * k, W * 0.9, 'rgba(27,58,102,0.75)', '600');
    ctx.restore();
  }
  function mountains(base, alpha) {
    ctx.save(); ctx.globalAlpha = alpha;
    ctx.fillStyle = '#5d8fc9';
    ctx.beginPath(); ctx.moveTo(0, H); ctx.lineTo(0, base + 40); ctx.lineTo(W * 0.22, base - 60); ctx.lineTo(W * 0.36, base); ctx.lineTo(W * 0.56, base - 110);
    ctx.lineTo(W * 0.78, base + 10); ctx.lineTo(W * 0.88, base - 30); ctx.lineTo(W, base + 20); ctx.lineTo(W, H); ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath(); ctx.moveTo(W * 0.56, base - 110); ctx.lineTo(W * 0.51, base - 80); ctx.lineTo(W * 0.545, base - 86); ctx.lineTo(W * 0.56, base - 70); ctx.lineTo(W * 0.585, base - 92); ctx.lineTo(W * 0.61, base - 80); ctx.closePath(); ctx.fill();
    ctx.fillStyle = '#2f5f9e';
    ctx.beginPath(); ctx.moveTo(0, H); ctx.lineTo(0, base + 90); ctx.lineTo(W * 0.18, base + 30); ctx.lineTo(W * 0.34, base + 100); ctx.lineTo(W * 0.52, base + 50); ctx.lineTo(W * 0.74, H); ctx.fill();
    ctx.restore();
  }
  function drawCamera(dt) {
    var v = L.view, f = L.figure, breathe = 1 + Math.sin(clock * 1.7) * 0.006;
    var sway = { x: f.x + Math.sin(clock * 0.9) * 3 * f.s, y: f.y, s: f.s };
    drawStreet(v);
    drawPerson(sway, breathe);
    var t = clock - phaseAt;
    if (phase === 'scan') {
      // the tracker finds the shoulders: corner brackets close in, key points light up, a scan line sweeps
      var k = Math.min(1, t / 1.3);
      var bx = sway.x - (150 - 40 * easeInOut(k)) * f.s, by = sway.y - (200 - 40 * easeInOut(k)) * f.s;
      corners(bx, by, (300 - 80 * easeInOut(k)) * f.s, (330 - 60 * easeInOut(k)) * f.s, 26 * f.s, ORANGE, 5);
      var pts = [[-96, -58], [96, -58], [0, -92], [-122, 60], [122, 60]];
      pts.forEach(function (p, i) {
        if (k < 0.2 + i * 0.12) return;
        ctx.fillStyle = '#ffffff'; ctx.strokeStyle = ORANGE; ctx.lineWidth = 3;
        ctx.beginPath(); ctx.arc(sway.x + p[0] * f.s, sway.y + p[1] * f.s, 6, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
      });
      ctx.strokeStyle = 'rgba(255,255,255,0.8)'; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.moveTo(sway.x - 96 * f.s, sway.y - 58 * f.s); ctx.lineTo(sway.x + 96 * f.s, sway.y - 58 * f.s); ctx.stroke();
      var sy = v.y + v.h * ((t * 0.9) % 1);
      var sg = ctx.createLinearGradient(0, sy - 30, 0, sy);
      sg.addColorStop(0, 'rgba(255,122,26,0)'); sg.addColorStop(1, 'rgba(255,122,26,0.45)');
      ctx.fillStyle = sg; ctx.fillRect(v.x, sy - 30, v.w, 30);
      pillLabel(T.scanning, v.x + v.w / 2, v.y + v.h * 0.9);
    } else {
      var reveal = Math.min(1, t / 0.5);
      var fade = Math.min(1, (clock - shellAt) / 0.35);
      if (fade < 1) drawParka(sway, breathe, SHELLS[previousShell], reveal, 1);
      drawParka(sway, breathe, SHELLS[shell], reveal, fade);
      if (reveal < 1) { ctx.fillStyle = 'rgba(255,255,255,0.8)'; ctx.fillRect(v.x, sway.y - 220 * f.s + 420 * f.s * reveal - 2, v.w, 3); }
      corners(sway.x - 150 * f.s, sway.y - 222 * f.s, 300 * f.s, 300 * f.s, 24 * f.s, 'rgba(255,122,26,0.8)', 4);
    }
    drawSnow(v, dt);
    sparkles = sparkles.filter(function (p) {
      p.t += dt;
      var a = 1 - p.t / p.life, s = 4 + p.t * 10;
      ctx.save(); ctx.globalAlpha = Math.max(0, a); ctx.strokeStyle = '#ffffff'; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.moveTo(p.x - s, p.y); ctx.lineTo(p.x + s, p.y); ctx.moveTo(p.x, p.y - s); ctx.lineTo(p.x, p.y + s); ctx.stroke();
      ctx.restore();
      return p.t < p.life;
    });
    vignette(v);
    // the camera's chrome: live badge
    var k2 = L.k;
    roundRect(v.x + 12, v.y + 12, 70 * k2, 24 * k2, 12 * k2); ctx.fillStyle = 'rgba(10,20,40,0.55)'; ctx.fill();
    ctx.fillStyle = (Math.floor(clock * 2) % 2) ? '#ff3b3b' : '#ff8080';
    ctx.beginPath(); ctx.arc(v.x + 12 + 13 * k2, v.y + 12 + 12 * k2, 4.5 * k2, 0, Math.PI * 2); ctx.fill();
    text(T.live, v.x + 12 + 24 * k2, v.y + 12 + 12.5 * k2, 11 * k2, '#ffffff', '800', 'left');
    wordmark(v.x + v.w / 2, v.y + 24 * k2, 14 * k2, 'rgba(255,255,255,0.95)');
  }
  function pillLabel(str, x, y) {
    ctx.font = '700 ' + Math.round(14 * L.k) + 'px ' + FONT;
    var w = Math.min(ctx.measureText(str).width + 28, W * 0.9);
    roundRect(x - w / 2, y - 16 * L.k, w, 32 * L.k, 16 * L.k); ctx.fillStyle = 'rgba(10,20,40,0.6)'; ctx.fill();
    fitText(str, x, y + 1, 14 * L.k, w - 20, '#ffffff', '700');
  }
  function drawPanelBackground() {
    var p = L.panel;
    ctx.save();
    ctx.shadowColor = 'rgba(20,40,80,0.25)'; ctx.shadowBlur = 20;
    roundRect(p.x, p.y, p.w, p.h + 24, L.land ? 0 : 22);
    ctx.fillStyle = '#f4f9ff'; ctx.fill();
    ctx.restore();
  }
  function drawPanel() {
    var p = L.panel, k = L.k;
    drawPanelBackground();
    var t = clock - phaseAt, rise = easeOutBack(Math.min(1, t / 0.45));
    ctx.save(); ctx.translate(0, (1 - rise) * 30); ctx.globalAlpha = Math.min(1, rise);
    fitText('Tundrafox ' + T.product + ' · ' + T.colors[shell], p.x + p.w / 2, L.rowName, 14 * k, p.w * 0.9, NAVY, '800');
    L.swatches.forEach(function (s, i) {
      var on = i === shell;
      ctx.beginPath(); ctx.arc(s.x, s.y, s.r + (on ? 5 : 2), 0, Math.PI * 2); ctx.fillStyle = on ? ORANGE : '#cfdceb'; ctx.fill();
      var g = ctx.createLinearGradient(s.x - s.r, s.y - s.r, s.x + s.r, s.y + s.r);
      g.addColorStop(0, SHELLS[i][0]); g.addColorStop(1, SHELLS[i][2]);
      ctx.beginPath(); ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2); ctx.fillStyle = g; ctx.fill();
      if (tried.indexOf(i) >= 0 && !on) { ctx.fillStyle = '#ffffff'; ctx.beginPath(); ctx.arc(s.x + s.r * 0.7, s.y - s.r * 0.7, 3, 0, Math.PI * 2); ctx.fill(); }
    });
    pill(L.hood, (hoodUp ? '▼ ' : '▲ ') + T.hood, hoodUp ? NAVY : '#dbe7f5', hoodUp ? '#ffffff' : NAVY);
    var pulse = 1 + Math.sin(clock * 5) * 0.025;
    ctx.save(); ctx.translate(L.see.x + L.see.w / 2, L.see.y + L.see.h / 2); ctx.scale(pulse, pulse); ctx.translate(-(L.see.x + L.see.w / 2), -(L.see.y + L.see.h / 2));
    pill(L.see, T.see + '  ›', ORANGE, '#ffffff', 'rgba(255,122,26,0.55)');
    ctx.restore();
    var hintY = L.land ? p.y + p.h * 0.82 : L.see.y + L.see.h + 16 * k;
    fitText(T.hint, p.x + p.w / 2, Math.min(hintY, H - 10), 11 * k, p.w * 0.9, 'rgba(27,58,102,0.65)', '600');
    ctx.restore();
  }
  function drawEnd() {
    var t = clock - phaseAt, e = 1 - Math.pow(1 - Math.min(1, t / 0.5), 3);
    var g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, '#e6f4ff'); g.addColorStop(1, '#9cc9f0');
    ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
    mountains(L.land ? H * 0.55 : H * 0.42, 1);
    var fig = L.land ? { x: W * 0.27, y: H * 0.58, s: Math.min(W * 0.45 / 330, H / 460) } : { x: W / 2, y: H * 0.36, s: Math.min(W / 360, H / 640) * 0.72 };
    var pop = easeOutBack(Math.min(1, t / 0.6));
    var f = { x: fig.x, y: fig.y, s: fig.s * pop };
    var breathe = 1 + Math.sin(clock * 1.7) * 0.006;
    ctx.save(); ctx.beginPath(); ctx.rect(0, 0, W, f.y + 170 * f.s); ctx.clip();
    drawPerson(f, breathe);
    drawParka(f, breathe, SHELLS[shell], 1, 1);
    ctx.restore();
    corners(f.x - 150 * f.s, f.y - 222 * f.s, 300 * f.s, 392 * f.s, 30 * f.s, ORANGE, 6);
    var k = L.land ? Math.min(W / 640, H / 360) : Math.min(W / 360, H / 640);
    var cx = L.land ? W * 0.7 : W / 2, top = L.land ? H * 0.14 : H * 0.66;
    ctx.save(); ctx.globalAlpha = e; ctx.translate(0, (1 - e) * 20);
    ctx.fillStyle = 'rgba(244,249,255,0.92)';
    if (L.land) roundRect(W * 0.45, H * 0.04, W * 0.51, H * 0.92, 22); else roundRect(W * 0.04, H * 0.6, W * 0.92, H * 0.385, 22);
    ctx.fill();
    fitText(T.great, cx, top, 20 * k, (L.land ? W * 0.5 : W * 0.86), ORANGE, '800');
    wordmark(cx, top + 34 * k, 26 * k, NAVY);
    fitText(T.product + ' · ' + T.colors[shell], cx, top + 64 * k, 15 * k, (L.land ? W * 0.5 : W * 0.86), '#2f5f9e', '700');
    var b = endButtons(), pulse = 1 + Math.sin(clock * 5) * 0.03;
    ctx.save(); ctx.translate(b.cta.x + b.cta.w / 2, b.cta.y + b.cta.h / 2); ctx.scale(pulse, pulse); ctx.translate(-(b.cta.x + b.cta.w / 2), -(b.cta.y + b.cta.h / 2));
    pill(b.cta, T.cta, ORANGE, '#ffffff', 'rgba(255,122,26,0.6)');
    ctx.restore();
    fitText(T.size, cx, b.cta.y + b.cta.h + 16 * k, 11 * k, (L.land ? W * 0.5 : W * 0.86), 'rgba(27,58,102,0.7)', '600');
    roundRect(b.retry.x, b.retry.y, b.retry.w, b.retry.h, b.retry.h / 2);
    ctx.fillStyle = 'rgba(27,58,102,0.12)'; ctx.fill();
    fitText('↻ ' + T.retry, b.retry.x + b.retry.w / 2, b.retry.y + b.retry.h / 2 + 1, Math.min(14, b.retry.h * 0.42), b.retry.w * 0.86, NAVY, '700');
    ctx.restore();
  }

  var lastDraw = 0;
  function draw(now) {
    var dt = lastDraw ? Math.min(0.1, (now - lastDraw) / 1000) : 0;
    lastDraw = now;
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    if (!started) {
      var g = ctx.createLinearGradient(0, 0, 0, H); g.addColorStop(0, '#e6f4ff'); g.addColorStop(1, '#9cc9f0');
      ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
      wordmark(W / 2, H * 0.46, 26 * L.k, NAVY);
      if (clock > 1.5) text(T.start, W / 2, H * 0.46 + 44 * L.k, 15 * L.k, 'rgba(27,58,102,0.75)', '700');
      return;
    }
    if (phase === 'intro') drawIntro();
    else if (phase === 'end') drawEnd();
    else {
      drawCamera(dt);
      if (phase === 'try') drawPanel();
      else drawPanelBackground();
    }
  }

  // ---- the loop: a fixed 60 Hz step for the session's timing ----
  var STEP = 1 / 60, acc = 0, last = 0;
  function frame(now) {
    var dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
    last = now; acc += dt;
    while (acc >= STEP) {
      acc -= STEP; clock += STEP;
      if (started && phase === 'scan' && clock - phaseAt >= 1.4) fitted();
    }
    draw(now);
    window.requestAnimationFrame(frame);
  }
  resize();
  draw(0);
  window.requestAnimationFrame(frame);
  if (hostPresent) host('gameReady'); else window.gameStart();
})();
