/* Corvane Aero — a 3D test drive. The car in a garage (swipe to turn it, tap to repaint it), then a night
   drive through a neon city (tap left or right to change lanes; every tap is a burst of instant torque), then
   the end card books a test drive. Real 3D in canvas 2D: a small projected, flat-shaded, depth-sorted mesh.
   Studio lifecycle: gameReady() once painted, play on gameStart(), gameEnd() on the end card, install() on
   the CTA, gameRetry() on "Drive again"; gameClose() silences the ad. Hand-written, no engine. */
(function () {
  'use strict';

  // ---- seed (demo.json "seed"; ?seed= overrides) and a seeded PRNG (mulberry32) ----
  var SEED = 2108;
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
  var fx = Math.random; // looks only (sparks, shake): never the seeded PRNG

  // ---- words ----
  var WORDS = {
    en: {
      start: 'Tap to start',
      hint: 'Swipe to turn · tap to repaint', drive: 'START TEST DRIVE', steer: 'Tap left or right to change lanes',
      battery: 'Battery', dealer: 'Dealer', arrived: 'You made it!', cta: 'BOOK A TEST DRIVE', retry: 'Drive again',
      tagline: 'The all-electric city hatchback', yourColor: 'Your color', assist: 'Assist',
      specs: 'Range 410 km · 0–100 km/h in 7.1 s',
      colors: ['Glacier White', 'Aurora Teal', 'Neon Magenta', 'Midnight Blue', 'Ember Red', 'Solar Gold']
    },
    zh: {
      start: '点击开始',
      hint: '滑动旋转 · 点击换色', drive: '开始试驾', steer: '点击左侧或右侧变道',
      battery: '电量', dealer: '经销商', arrived: '顺利抵达！', cta: '预约试驾', retry: '再开一次',
      tagline: '纯电城市掀背车', yourColor: '你的颜色', assist: '辅助',
      specs: '续航 410 km · 0–100 km/h 加速 7.1 秒',
      colors: ['冰川白', '极光青', '霓虹洋红', '午夜蓝', '余烬红', '日耀金']
    },
    ja: {
      start: 'タップしてスタート',
      hint: 'スワイプで回転・タップで色替え', drive: '試乗スタート', steer: '左右をタップして車線変更',
      battery: 'バッテリー', dealer: 'ディーラー', arrived: '到着！', cta: '試乗を予約する', retry: 'もう一度走る',
      tagline: '街のための電気ハッチバック', yourColor: '選んだ色', assist: 'アシスト',
      specs: '航続距離 410 km・0–100 km/h 加速 7.1 秒',
      colors: ['グレイシャーホワイト', 'オーロラティール', 'ネオンマゼンタ', 'ミッドナイトブルー', 'エンバーレッド', 'ソーラーゴールド']
    },
    ko: {
      start: '탭해서 시작',
      hint: '밀어서 회전 · 탭해서 색상 변경', drive: '시승 시작', steer: '왼쪽이나 오른쪽을 탭해 차선 변경',
      battery: '배터리', dealer: '딜러', arrived: '도착!', cta: '시승 예약하기', retry: '다시 달리기',
      tagline: '도시를 위한 전기 해치백', yourColor: '선택한 색상', assist: '보조',
      specs: '주행거리 410 km · 0–100 km/h 7.1초',
      colors: ['글레이셔 화이트', '오로라 틸', '네온 마젠타', '미드나잇 블루', '엠버 레드', '솔라 골드']
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
  var PAINTS = [[232, 238, 244], [40, 214, 196], [255, 79, 216], [38, 62, 140], [214, 40, 52], [240, 190, 60]];

  // ---- canvas ----
  var canvas = document.getElementById('stage');
  var ctx = canvas.getContext('2d');
  var statusLine = document.getElementById('status');
  var W = 360, H = 640, DPR = 1, S = 1;
  function resize() {
    DPR = Math.min(window.devicePixelRatio || 1, 2);
    W = Math.max(1, window.innerWidth);
    H = Math.max(1, window.innerHeight);
    canvas.width = Math.round(W * DPR);
    canvas.height = Math.round(H * DPR);
    // the type and controls' scale: a 360×640 portrait frame is 1; a landscape frame reads from its height
    S = W > H ? Math.min(W / 640, H / 360) * 0.8 : Math.min(W / 360, H / 640);
  }
  window.addEventListener('resize', resize);
  function say(text) { statusLine.textContent = text; }

  // ---- sound after the first touch ----
  var audio = null, master = null, silenced = false, hum = null;
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
  function live() { return audio && !silenced && audio.state === 'running'; }
  function tone(freq, dur, type, vol, slideTo, delay) {
    if (!live()) return;
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
  /** The electric motor's whine, its pitch following the speed. */
  function motor(speed) {
    if (!live()) return;
    if (!hum) {
      var o = audio.createOscillator(), g = audio.createGain();
      o.type = 'sawtooth'; g.gain.value = 0; o.connect(g); g.connect(master); o.start();
      hum = { o: o, g: g };
    }
    hum.o.frequency.setTargetAtTime(80 + speed * 6, audio.currentTime, 0.08);
    hum.g.gain.setTargetAtTime(speed > 0 ? 0.025 : 0, audio.currentTime, 0.1);
  }
  document.addEventListener('visibilitychange', function () {
    if (!audio) return;
    if (document.hidden) audio.suspend(); else if (!silenced) audio.resume();
  });

  // ---- lifecycle ----
  function host(name) {
    var fn = window[name];
    if (typeof fn === 'function') { try { fn(); } catch { /* the host's problem, not the player's */ } }
  }
  var hostPresent = typeof window.gameReady === 'function';
  var started = false;
  window.gameStart = function () {
    if (started) return;
    started = true;
    newRun();
  };
  window.gameClose = function () {
    silenced = true;
    if (audio) audio.suspend();
  };

  // ---- the car: lofted cross-sections, wheels, lights ----
  function v3(x, y, z) { return [x, y, z]; }
  var CAR = buildCar();
  function buildCar() {
    var faces = [];
    function loft(stations, kindOf, capFront, capBack) {
      var rings = stations.map(function (s) {
        var z = s[0], hw = s[1], yb = s[2], yt = s[3], ym = yb + (yt - yb) * 0.5;
        return [v3(-hw * 0.94, yb, z), v3(hw * 0.94, yb, z), v3(hw, ym, z), v3(hw * 0.8, yt, z), v3(-hw * 0.8, yt, z), v3(-hw, ym, z)];
      });
      for (var i = 0; i < rings.length - 1; i++) {
        for (var e = 0; e < 6; e++) {
          var a = rings[i][e], b = rings[i][(e + 1) % 6], c = rings[i + 1][(e + 1) % 6], d = rings[i + 1][e];
          faces.push({ pts: [a, b, c, d], kind: kindOf(e, i) });
        }
      }
      faces.push({ pts: rings[0].slice().reverse(), kind: capBack });
      faces.push({ pts: rings[rings.length - 1].slice(), kind: capFront });
    }
    // body: rear (-z) to nose (+z); [z, half width, bottom, top]
    loft([[-2.05, 0.8, 0.3, 0.86], [-1.85, 0.88, 0.24, 0.98], [-1.0, 0.9, 0.22, 1.0], [0.6, 0.9, 0.22, 0.98], [1.45, 0.88, 0.24, 0.86], [2.05, 0.8, 0.3, 0.66]],
      function (e) { return e === 0 ? 'under' : 'paint'; }, 'paint', 'paint');
    // greenhouse: glass sides, a black roof, windshield and rear glass
    loft([[-1.78, 0.72, 0.97, 1.3], [-1.5, 0.72, 0.99, 1.44], [0.1, 0.72, 0.99, 1.47], [0.6, 0.74, 0.98, 1.3], [1.1, 0.8, 0.97, 1.0]],
      function (e) { return e === 3 ? 'roof' : e === 0 ? 'under' : 'glass'; }, 'glass', 'glass');
    // wheels
    [[-0.86, -1.3], [0.86, -1.3], [-0.86, 1.3], [0.86, 1.3]].forEach(function (w) {
      var n = 12, r = 0.35, cx = w[0], cz = w[1], out = cx > 0 ? 0.13 : -0.13, inn = -out * 0.6;
      var outer = [], inner = [];
      for (var i = 0; i < n; i++) {
        var a = (i / n) * Math.PI * 2, y = 0.35 + Math.sin(a) * r, z = cz + Math.cos(a) * r;
        outer.push(v3(cx + out, y, z)); inner.push(v3(cx + inn, y, z));
      }
      for (var k = 0; k < n; k++) faces.push({ pts: [outer[k], outer[(k + 1) % n], inner[(k + 1) % n], inner[k]], kind: 'tire', center: v3(cx, 0.35, cz) });
      faces.push({ pts: outer, kind: 'rim', center: v3(cx, 0.35, cz) });
    });
    // light bars, a hair outside the body's caps
    faces.push({ pts: [v3(-0.7, 0.7, -2.07), v3(0.7, 0.7, -2.07), v3(0.7, 0.78, -2.07), v3(-0.7, 0.78, -2.07)], kind: 'tail' });
    faces.push({ pts: [v3(-0.68, 0.56, 2.07), v3(-0.3, 0.56, 2.07), v3(-0.3, 0.62, 2.07), v3(-0.68, 0.62, 2.07)], kind: 'head' });
    faces.push({ pts: [v3(0.3, 0.56, 2.07), v3(0.68, 0.56, 2.07), v3(0.68, 0.62, 2.07), v3(0.3, 0.62, 2.07)], kind: 'head' });
    return faces;
  }
  /** A plain car of the traffic: a box body and a box cabin. */
  function boxFaces(x0, x1, y0, y1, z0, z1, kind) {
    var p = [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y1, z0), v3(x0, y1, z0), v3(x0, y0, z1), v3(x1, y0, z1), v3(x1, y1, z1), v3(x0, y1, z1)];
    return [[0, 1, 2, 3], [5, 4, 7, 6], [4, 0, 3, 7], [1, 5, 6, 2], [3, 2, 6, 7]].map(function (f) {
      return { pts: f.map(function (i) { return p[i]; }), kind: kind };
    });
  }
  var TRAFFIC_CAR = boxFaces(-0.85, 0.85, 0.25, 0.95, -2, 2, 'paint')
    .concat(boxFaces(-0.7, 0.7, 0.95, 1.45, -1.3, 0.8, 'glass'))
    .concat([{ pts: [v3(-0.8, 0.62, -2.02), v3(-0.45, 0.62, -2.02), v3(-0.45, 0.8, -2.02), v3(-0.8, 0.8, -2.02)], kind: 'tail' },
      { pts: [v3(0.45, 0.62, -2.02), v3(0.8, 0.62, -2.02), v3(0.8, 0.8, -2.02), v3(0.45, 0.8, -2.02)], kind: 'tail' }]);

  // ---- the camera and the projection ----
  var cam = { x: 0, y: 2, z: -7, pitch: 0.18, f: 400, ox: 180, oy: 320 };
  function project(p) {
    var dx = p[0] - cam.x, dy = p[1] - cam.y, dz = p[2] - cam.z;
    var sp = Math.sin(cam.pitch), cp = Math.cos(cam.pitch);
    var depth = -dy * sp + dz * cp, up = dy * cp + dz * sp;
    if (depth < 0.2) return null;
    var f = cam.f / depth;
    return [cam.ox + dx * f, cam.oy - up * f, depth];
  }
  var LIGHT = norm([-0.5, 0.8, -0.35]);
  function norm(a) { var l = Math.hypot(a[0], a[1], a[2]) || 1; return [a[0] / l, a[1] / l, a[2] / l]; }
  function sub(a, b) { return [a[0] - b[0], a[1] - b[1], a[2] - b[2]]; }
  function cross(a, b) { return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]; }
  function dot(a, b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

  /** Transforms a mesh (yaw about its own origin, then moved to `at`) and queues its visible faces. */
  function queueMesh(queue, mesh, at, yaw, paint, night) {
    var s = Math.sin(yaw), c = Math.cos(yaw);
    function place(p) { return [at[0] + p[0] * c + p[2] * s, at[1] + p[1], at[2] - p[0] * s + p[2] * c]; }
    var center = place([0, 0.75, 0]);
    for (var i = 0; i < mesh.length; i++) {
      var face = mesh[i], pts = face.pts.map(place);
      var n = norm(cross(sub(pts[1], pts[0]), sub(pts[2], pts[0])));
      var mid = [0, 0, 0];
      pts.forEach(function (p) { mid[0] += p[0] / pts.length; mid[1] += p[1] / pts.length; mid[2] += p[2] / pts.length; });
      var ref = face.center ? place(face.center) : center;
      if (dot(n, sub(mid, ref)) < 0) n = [-n[0], -n[1], -n[2]];
      var view = sub([cam.x, cam.y, cam.z], mid);
      if (dot(n, view) <= 0) continue;
      var proj = [], ok = true;
      for (var k = 0; k < pts.length; k++) { var q = project(pts[k]); if (!q) { ok = false; break; } proj.push(q); }
      if (!ok) continue;
      queue.push({ proj: proj, depth: Math.hypot(view[0], view[1], view[2]), color: shade(face.kind, n, norm(view), paint, night) });
    }
  }
  function shade(kind, n, view, paint, night) {
    var diffuse = Math.max(0, dot(n, LIGHT));
    var r = [2 * dot(n, LIGHT) * n[0] - LIGHT[0], 2 * dot(n, LIGHT) * n[1] - LIGHT[1], 2 * dot(n, LIGHT) * n[2] - LIGHT[2]];
    var spec = Math.pow(Math.max(0, dot(r, view)), 14);
    var amb = night ? 0.32 : 0.42;
    if (kind === 'paint') return rgb(paint, amb + diffuse * 0.7, spec * 0.8);
    if (kind === 'roof') return rgb([24, 28, 36], amb + diffuse * 0.6, spec * 0.6);
    if (kind === 'glass') return rgb([30, 52, 74], amb + diffuse * 0.5 + (n[1] > 0.3 ? 0.25 : 0), spec * 0.9);
    if (kind === 'tire') return rgb([18, 18, 22], 0.8 + diffuse * 0.4, 0);
    if (kind === 'rim') return rgb([150, 160, 175], 0.5 + diffuse * 0.5, spec * 0.4);
    if (kind === 'tail') return 'rgb(255,40,70)';
    if (kind === 'head') return 'rgb(235,255,255)';
    return 'rgb(10,12,18)';
  }
  function rgb(c, k, add) {
    var a = (add || 0) * 255;
    return 'rgb(' + Math.min(255, Math.round(c[0] * k + a)) + ',' + Math.min(255, Math.round(c[1] * k + a)) + ',' + Math.min(255, Math.round(c[2] * k + a)) + ')';
  }
  function flush(queue, glow) {
    queue.sort(function (a, b) { return b.depth - a.depth; });
    for (var i = 0; i < queue.length; i++) {
      var f = queue[i];
      ctx.beginPath();
      ctx.moveTo(f.proj[0][0], f.proj[0][1]);
      for (var k = 1; k < f.proj.length; k++) ctx.lineTo(f.proj[k][0], f.proj[k][1]);
      ctx.closePath();
      ctx.fillStyle = f.color;
      if (glow && (f.color === 'rgb(255,40,70)' || f.color === 'rgb(235,255,255)')) { ctx.shadowColor = f.color; ctx.shadowBlur = 14; }
      ctx.fill();
      ctx.strokeStyle = f.color; ctx.lineWidth = 0.6; ctx.stroke();
      ctx.shadowBlur = 0;
    }
  }

  // ---- state ----
  var phase, phaseAt, paint, yaw, yawVel, drag, carZ, speed, boost, lane, laneX, traffic, sparks, batteryUsed, assist, ended;
  var clock = 0;
  var DISTANCE = 260, LANES = [-3, 0, 3];
  function newRun() {
    reseed();
    phase = 'garage'; phaseAt = clock; paint = 1; yaw = -0.7; yawVel = 0.35; drag = null;
    carZ = 0; speed = 0; boost = 0; lane = 1; laneX = 0; sparks = []; batteryUsed = 0; assist = 0; ended = false;
    traffic = [];
    for (var i = 0; i < 16; i++) {
      traffic.push({ z: 45 + i * 28 + rand() * 12, lane: Math.floor(rand() * 3), speed: 13 + rand() * 6,
        color: [[90, 96, 110], [150, 150, 160], [60, 70, 100], [120, 60, 60]][Math.floor(rand() * 4)] });
    }
    say(T.hint + '. ' + T.drive);
  }
  function setPaint(i) {
    paint = i;
    tone(520 + i * 70, 0.12, 'triangle', 0.18);
    say(T.colors[i]);
  }
  function startDrive() {
    phase = 'drive'; phaseAt = clock;
    tone(110, 0.6, 'sine', 0.2, 440);
    say(T.steer);
  }
  function steer(dir) {
    lane = Math.max(0, Math.min(2, lane + dir));
    boost = Math.min(50, boost + 10); // instant torque
    tone(dir < 0 ? 600 : 700, 0.06, 'square', 0.05);
  }
  function arrive() {
    phase = 'end'; phaseAt = clock;
    [523, 659, 784, 1047].forEach(function (f, i) { tone(f, 0.3, 'triangle', 0.16, null, i * 0.09); });
    motor(0);
    say(T.arrived + ' Corvane Aero. ' + T.cta);
    if (!ended) { ended = true; host('gameEnd'); }
  }

  // ---- simulation ----
  function stepDrive(dt) {
    boost *= Math.exp(-1.2 * dt);
    var target = 26 + boost;
    // collision assist: never closer than 9 m to a slower car in the same lane
    var ahead = traffic.filter(function (c) { return Math.abs(LANES[c.lane] - laneX) < 1.8 && c.z > carZ && c.z - carZ < 9; })[0];
    assist = Math.max(0, assist - dt);
    if (ahead) { target = Math.min(target, ahead.speed); assist = 0.6; }
    speed += (target - speed) * Math.min(1, dt * 3.5);
    carZ += speed * dt;
    laneX += (LANES[lane] - laneX) * Math.min(1, dt * 9);
    batteryUsed += speed * dt * 0.0022;
    traffic.forEach(function (c) { c.z += c.speed * dt; });
    if (boost > 20 && fx() < 0.5) sparks.push({ x: laneX + (fx() - 0.5) * 1.6, y: 0.3, z: carZ - 2.1, life: 0.4, t: 0 });
    sparks = sparks.filter(function (p) { p.t += dt; return p.t < p.life; });
    motor(speed);
    if (carZ >= DISTANCE) arrive();
  }

  // ---- input ----
  function inside(r, x, y) { return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h; }
  /** Where the garage's rows sit, as fractions of the frame's height. */
  function rows() { return W > H ? { hint: 0.5, swatch: 0.6, drive: 0.82, specs: 0.955 } : { hint: 0.53, swatch: 0.615, drive: 0.75, specs: 0.9 }; }
  function swatches() {
    var size = Math.min(40 * S, W / 9), gap = size * 0.35, total = 6 * size + 5 * gap, y = H * rows().swatch;
    var list = [];
    for (var i = 0; i < 6; i++) list.push({ x: (W - total) / 2 + i * (size + gap), y: y - size / 2, w: size, h: size });
    return list;
  }
  function driveButton() { var w = Math.min(W * 0.72, 320), h = Math.max(46, Math.min(H * 0.085, 60)); return { x: (W - w) / 2, y: H * rows().drive - h / 2, w: w, h: h }; }
  function endButtons() {
    var w = Math.min(W * 0.76, 320), h = Math.max(46, Math.min(H * 0.085, 60)), cy = H * 0.855;
    var rw = Math.min(150, W * 0.4), rh = Math.min(40, Math.max(32, H * 0.06));
    return { cta: { x: (W - w) / 2, y: cy - h / 2, w: w, h: h }, retry: { x: W - rw - 10, y: 10, w: rw, h: rh } };
  }
  function swatchAt(x, y) {
    var list = swatches(), s = list[0];
    if (y < s.y - s.h * 0.5 || y > s.y + s.h * 1.5) return -1;
    var best = -1, dist = Infinity;
    list.forEach(function (r, i) { var d = Math.abs(r.x + r.w / 2 - x); if (d < dist) { dist = d; best = i; } });
    return best;
  }
  function press(x, y) {
    unlockAudio();
    if (audio && audio.state === 'suspended' && !silenced) audio.resume();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    if (phase === 'garage') {
      var b = driveButton();
      if (inside({ x: b.x - 8, y: b.y - 8, w: b.w + 16, h: b.h + 16 }, x, y)) { startDrive(); return; }
      var sw = swatchAt(x, y);
      if (sw >= 0) { setPaint(sw); return; }
      drag = { x0: x, x: x, t: clock, moved: 0 };
    } else if (phase === 'drive') {
      steer(x < W / 2 ? -1 : 1);
    } else if (phase === 'end' && clock - phaseAt > 0.25) {
      var e = endButtons();
      // The CTA's target runs from its top edge to the frame's bottom edge, a thumb's reach under the button.
      if (inside({ x: e.cta.x, y: e.cta.y, w: e.cta.w, h: H - e.cta.y }, x, y)) { tone(880, 0.15, 'triangle', 0.22, 1320); host('install'); }
      // "Drive again" owns its corner up to the frame's edges: the corner is where a thumb finds it.
      else if (inside({ x: e.retry.x, y: 0, w: W - e.retry.x, h: e.retry.y + e.retry.h }, x, y)) { host('gameRetry'); newRun(); }
    }
  }
  function move(x) {
    if (!drag || phase !== 'garage') return;
    var dx = x - drag.x;
    drag.moved += Math.abs(dx); drag.x = x;
    yaw += dx * 0.012; yawVel = dx * 0.6;
  }
  function release() {
    if (!drag) return;
    if (drag.moved < 8 && phase === 'garage') setPaint((paint + 1) % PAINTS.length); // a tap on the car repaints it
    drag = null;
  }
  function localPoint(e) { var r = canvas.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; }
  canvas.addEventListener('pointerdown', function (e) { var p = localPoint(e); press(p[0], p[1]); });
  window.addEventListener('pointermove', function (e) { move(localPoint(e)[0]); });
  window.addEventListener('pointerup', release);
  window.addEventListener('pointercancel', release);
  window.addEventListener('keydown', function (e) {
    unlockAudio();
    // Waiting for the host's gameStart(): a viewer's own tap or key is as clear a start.
    if (!started) { window.gameStart(); return; }
    if (phase === 'garage') {
      if (e.key >= '1' && e.key <= '6') setPaint(+e.key - 1);
      else if (e.key === 'ArrowLeft') yaw -= 0.3;
      else if (e.key === 'ArrowRight') yaw += 0.3;
      else if (e.key === 'Enter') startDrive();
    } else if (phase === 'drive') {
      if (e.key === 'ArrowLeft') steer(-1);
      else if (e.key === 'ArrowRight' || e.key === ' ') steer(1);
    } else if (phase === 'end') {
      var b = endButtons();
      if (e.key === 'Enter') press(b.cta.x + 1, b.cta.y + 1);
      else if (e.key === 'r' || e.key === 'R') press(b.retry.x + 1, b.retry.y + 1);
    }
  });

  // ---- drawing ----
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
    ctx.font = '800 ' + Math.round(size) + 'px ' + FONT;
    if ('letterSpacing' in ctx) ctx.letterSpacing = Math.round(size * 0.28) + 'px';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle'; ctx.fillStyle = color;
    ctx.fillText('CORVANE', x, y);
    ctx.restore();
  }
  function button(r, label, from, to, glow) {
    var pulse = 1 + Math.sin(clock * 5) * 0.03;
    ctx.save(); ctx.translate(r.x + r.w / 2, r.y + r.h / 2); ctx.scale(pulse, pulse);
    roundRect(-r.w / 2, -r.h / 2, r.w, r.h, r.h / 2);
    var g = ctx.createLinearGradient(-r.w / 2, 0, r.w / 2, 0); g.addColorStop(0, from); g.addColorStop(1, to);
    ctx.fillStyle = g; ctx.shadowColor = glow; ctx.shadowBlur = 22; ctx.fill(); ctx.shadowBlur = 0;
    fitText(label, 0, 1, r.h * 0.38, r.w * 0.84, '#06102a', '900');
    ctx.restore();
  }

  function garageCamera(scale) {
    var unit = Math.min(W, H * 0.75);
    cam.x = 0; cam.y = 2.3; cam.z = -8.2; cam.pitch = 0.2;
    cam.f = unit * 1.3 * (scale || 1); cam.ox = W / 2; cam.oy = H * 0.36;
  }
  function drawGarage(alpha, showUi) {
    var g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, '#070b1c'); g.addColorStop(0.55, '#121a33'); g.addColorStop(1, '#05070f');
    ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
    garageCamera();
    // spotlights
    ctx.save(); ctx.globalCompositeOperation = 'lighter';
    [-0.25, 0.25].forEach(function (k) {
      var lg = ctx.createLinearGradient(0, 0, 0, H * 0.6);
      lg.addColorStop(0, 'rgba(95,245,224,0.16)'); lg.addColorStop(1, 'rgba(95,245,224,0)');
      ctx.fillStyle = lg; ctx.beginPath();
      ctx.moveTo(W / 2 + k * W * 0.9 - 6, 0); ctx.lineTo(W / 2 + k * W * 0.9 + 6, 0);
      ctx.lineTo(W / 2 + k * W * 0.2 + W * 0.22, H * 0.6); ctx.lineTo(W / 2 + k * W * 0.2 - W * 0.22, H * 0.6); ctx.fill();
    });
    ctx.restore();
    // the turntable
    var c = project([0, 0, 0]), rim = project([2.9, 0, 0]);
    if (c && rim) {
      var rx = rim[0] - c[0], ry = rx * 0.28;
      var tg = ctx.createRadialGradient(c[0], c[1], 0, c[0], c[1], rx);
      tg.addColorStop(0, '#24304f'); tg.addColorStop(1, '#0c1226');
      ctx.fillStyle = tg; ctx.beginPath(); ctx.ellipse(c[0], c[1], rx, ry, 0, 0, Math.PI * 2); ctx.fill();
      ctx.strokeStyle = 'rgba(95,245,224,' + (0.5 + 0.3 * Math.sin(clock * 2)) + ')'; ctx.lineWidth = 2;
      ctx.shadowColor = '#5ff5e0'; ctx.shadowBlur = 12; ctx.stroke(); ctx.shadowBlur = 0;
    }
    // the reflection, then the car
    var q = [];
    queueMesh(q, CAR.map(function (f) { return { pts: f.pts.map(function (p) { return [p[0], -p[1], p[2]]; }), kind: f.kind, center: f.center && [f.center[0], -f.center[1], f.center[2]] }; }), [0, 0, 0], yaw, PAINTS[paint], true);
    ctx.save(); ctx.globalAlpha = 0.16 * alpha; flush(q, false); ctx.restore();
    q = [];
    queueMesh(q, CAR, [0, 0, 0], yaw, PAINTS[paint], false);
    ctx.save(); ctx.globalAlpha = alpha; flush(q, true); ctx.restore();
    if (!showUi) return;
    wordmark(W / 2, H * 0.075, 22 * S, '#e9fbff');
    text('AERO', W / 2, H * 0.115, 13 * S, '#5ff5e0', '700');
    fitText(T.hint, W / 2, H * rows().hint, 13 * S, W * 0.9, 'rgba(233,251,255,0.7)', '600');
    swatches().forEach(function (r, i) {
      var on = i === paint, cx = r.x + r.w / 2, cy = r.y + r.h / 2, p = PAINTS[i];
      ctx.beginPath(); ctx.arc(cx, cy, r.w / 2 + (on ? 4 : 0), 0, Math.PI * 2);
      ctx.fillStyle = on ? '#5ff5e0' : 'rgba(233,251,255,0.25)'; ctx.fill();
      var sg = ctx.createRadialGradient(cx - r.w * 0.15, cy - r.w * 0.15, 1, cx, cy, r.w / 2);
      sg.addColorStop(0, rgb(p, 1.25, 0.1)); sg.addColorStop(1, rgb(p, 0.6, 0));
      ctx.beginPath(); ctx.arc(cx, cy, r.w / 2 - 2, 0, Math.PI * 2); ctx.fillStyle = sg; ctx.fill();
    });
    fitText(T.colors[paint], W / 2, H * rows().swatch + Math.min(40 * S, W / 9) * 0.5 + 14 * S, 14 * S, W * 0.8, '#e9fbff', '700');
    fitText(T.specs, W / 2, H * rows().specs, 12 * S, W * 0.9, 'rgba(233,251,255,0.55)', '600');
    button(driveButton(), T.drive, '#5ff5e0', '#bff3ff', 'rgba(95,245,224,0.7)');
  }

  var CITY = null;
  function city() {
    if (CITY) return CITY;
    var r = Math.random; // the skyline is decoration; the seeded PRNG stays for the traffic
    CITY = [];
    for (var z = -10; z < DISTANCE + 260; z += 9 + r() * 6) {
      [-1, 1].forEach(function (side) {
        CITY.push({ side: side, x: side * (9 + r() * 5), z: z, w: 5 + r() * 4, d: 6 + r() * 4, h: 8 + r() * 26, hue: r() < 0.5 ? '#ff4fd8' : '#5ff5e0', lit: r() });
      });
    }
    return CITY;
  }
  function driveCamera() {
    var unit = Math.min(W, H * 0.9);
    cam.x = laneX * 0.6; cam.y = 2.5; cam.z = carZ - 7.2; cam.pitch = 0.12;
    cam.f = unit * 0.95; cam.ox = W / 2; cam.oy = H * 0.5;
  }
  function line(a, b, color, width, glow) {
    var p = project(a), q = project(b);
    if (!p || !q) return;
    ctx.strokeStyle = color; ctx.lineWidth = width;
    if (glow) { ctx.shadowColor = color; ctx.shadowBlur = glow; }
    ctx.beginPath(); ctx.moveTo(p[0], p[1]); ctx.lineTo(q[0], q[1]); ctx.stroke();
    ctx.shadowBlur = 0;
  }
  function drawDrive() {
    driveCamera();
    var sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, '#0b1230'); sky.addColorStop(0.5, '#123a5c'); sky.addColorStop(1, '#0b1230');
    ctx.fillStyle = sky; ctx.fillRect(0, 0, W, H);
    var horizon = project([0, 0, carZ + 600]);
    var hy = horizon ? horizon[1] : H * 0.45;
    var glow = ctx.createRadialGradient(W / 2, hy, 0, W / 2, hy, W * 0.7);
    glow.addColorStop(0, 'rgba(95,245,224,0.55)'); glow.addColorStop(1, 'rgba(95,245,224,0)');
    ctx.fillStyle = glow; ctx.fillRect(0, hy - W * 0.7, W, W * 1.4);
    ctx.fillStyle = '#070b1c'; ctx.fillRect(0, hy, W, H - hy);
    // the road
    var near = carZ - 6.9, far = carZ + 600;
    var a = project([-4.6, 0, near]), b = project([4.6, 0, near]), c = project([4.6, 0, far]), d = project([-4.6, 0, far]);
    if (a && b && c && d) {
      ctx.fillStyle = '#10152e'; ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.lineTo(c[0], c[1]); ctx.lineTo(d[0], d[1]); ctx.fill();
    }
    line([-4.6, 0, near], [-4.6, 0, far], '#ff4fd8', 3, 10);
    line([4.6, 0, near], [4.6, 0, far], '#ff4fd8', 3, 10);
    var dash = 7, off = carZ % dash;
    for (var z = carZ - off - 7; z < carZ + 160; z += dash) {
      line([-1.5, 0, z], [-1.5, 0, z + 3], '#5ff5e0', 2, 0);
      line([1.5, 0, z], [1.5, 0, z + 3], '#5ff5e0', 2, 0);
    }
    // the finish gate at the dealer
    var gate = DISTANCE + 4;
    if (gate - carZ < 260) {
      line([-5, 0, gate], [-5, 6, gate], '#5ff5e0', 4, 14);
      line([5, 0, gate], [5, 6, gate], '#5ff5e0', 4, 14);
      line([-5, 6, gate], [5, 6, gate], '#5ff5e0', 4, 14);
      var label = project([0, 6.8, gate]);
      if (label) fitText('CORVANE · ' + T.dealer, label[0], label[1], Math.max(8, 2400 / label[2] * S * 0.1), W * 0.6, '#e9fbff', '800');
    }
    // buildings and traffic, far to near
    var items = [];
    city().forEach(function (bd) { if (bd.z > carZ - 8 && bd.z < carZ + 240) items.push({ z: bd.z, b: bd }); });
    traffic.forEach(function (t) { if (t.z > carZ - 1 && t.z < carZ + 200) items.push({ z: t.z, t: t }); });
    items.sort(function (p, q) { return q.z - p.z; });
    items.forEach(function (it) {
      if (it.b) drawBuilding(it.b);
      else { var q = []; queueMesh(q, TRAFFIC_CAR, [LANES[it.t.lane], 0, it.t.z], 0, it.t.color, true); flush(q, true); }
    });
    // boost sparks behind the car
    sparks.forEach(function (p) {
      var s = project([p.x, p.y + p.t * 0.8, p.z - p.t * 6]);
      if (!s) return;
      ctx.globalAlpha = 1 - p.t / p.life; ctx.fillStyle = '#5ff5e0';
      ctx.fillRect(s[0] - 1.5, s[1] - 1.5, 3, 3); ctx.globalAlpha = 1;
    });
    var q2 = [];
    var lean = (LANES[lane] - laneX) * -0.05;
    queueMesh(q2, CAR, [laneX, 0, carZ], lean, PAINTS[paint], true);
    var shadow = project([laneX, 0, carZ]);
    if (shadow) { ctx.fillStyle = 'rgba(0,0,0,0.5)'; ctx.beginPath(); ctx.ellipse(shadow[0], shadow[1], cam.f / shadow[2] * 1.2, cam.f / shadow[2] * 0.35, 0, 0, Math.PI * 2); ctx.fill(); }
    flush(q2, true);
    drawHud();
  }
  function drawBuilding(bd) {
    var x0 = bd.x - bd.w / 2, x1 = bd.x + bd.w / 2, z0 = bd.z, h = bd.h;
    var inner = bd.side < 0 ? x1 : x0;
    var p1 = project([inner, 0, z0]), p2 = project([inner, h, z0]), p3 = project([inner, h, z0 + bd.d]), p4 = project([inner, 0, z0 + bd.d]);
    var f1 = project([x0, 0, z0]), f2 = project([x1, 0, z0]), f3 = project([x1, h, z0]), f4 = project([x0, h, z0]);
    if (!p1 || !p2 || !p3 || !p4 || !f1 || !f2 || !f3 || !f4) return;
    ctx.fillStyle = '#0d1433';
    ctx.beginPath(); ctx.moveTo(p1[0], p1[1]); ctx.lineTo(p2[0], p2[1]); ctx.lineTo(p3[0], p3[1]); ctx.lineTo(p4[0], p4[1]); ctx.fill();
    ctx.fillStyle = '#141d45';
    ctx.beginPath(); ctx.moveTo(f1[0], f1[1]); ctx.lineTo(f2[0], f2[1]); ctx.lineTo(f3[0], f3[1]); ctx.lineTo(f4[0], f4[1]); ctx.fill();
    ctx.strokeStyle = bd.hue; ctx.lineWidth = 1.2; ctx.globalAlpha = 0.7;
    ctx.beginPath(); ctx.moveTo(f4[0], f4[1]); ctx.lineTo(f3[0], f3[1]); ctx.lineTo(p3[0], p3[1]); ctx.stroke();
    ctx.globalAlpha = 1;
    // lit windows on the face toward the road
    var rows = Math.min(6, Math.floor(h / 4));
    ctx.fillStyle = bd.lit > 0.5 ? 'rgba(255,216,79,0.75)' : 'rgba(191,243,255,0.6)';
    for (var r = 1; r <= rows; r++) {
      for (var k = 1; k <= 2; k++) {
        var w = project([inner, (r * h) / (rows + 1), z0 + (k * bd.d) / 3]);
        if (w && (r + k + Math.floor(bd.lit * 10)) % 3) { var s = Math.min(4, Math.max(1, (cam.f / w[2]) * 0.5)); ctx.fillRect(w[0] - s / 2, w[1] - s, s, s * 2); }
      }
    }
  }
  function drawHud() {
    wordmark(W / 2, 26 * S, 16 * S, '#e9fbff');
    // speed and battery
    var kmh = Math.round(speed * 3.6);
    text(String(kmh), 20 * S, 64 * S, 30 * S, '#e9fbff', '800', 'left');
    text('km/h', 20 * S, 88 * S, 11 * S, 'rgba(233,251,255,0.7)', '600', 'left');
    var pct = Math.max(0, 98 - Math.floor(batteryUsed));
    var bx = W - 20 * S - 60 * S, by = 56 * S;
    ctx.strokeStyle = '#5ff5e0'; ctx.lineWidth = 2; roundRect(bx, by, 56 * S, 20 * S, 4); ctx.stroke();
    ctx.fillStyle = '#5ff5e0'; ctx.fillRect(bx + 56 * S, by + 6 * S, 3 * S, 8 * S);
    ctx.fillRect(bx + 3, by + 3, (56 * S - 6) * pct / 100, 20 * S - 6);
    text(T.battery + ' ' + pct + '%', W - 20 * S, 88 * S, 11 * S, 'rgba(233,251,255,0.8)', '600', 'right');
    // progress to the dealer
    var px = W * 0.18, pw = W * 0.64, py = H - 40 * S, k = Math.min(1, carZ / DISTANCE);
    ctx.fillStyle = 'rgba(233,251,255,0.18)'; roundRect(px, py, pw, 6, 3); ctx.fill();
    ctx.fillStyle = '#5ff5e0'; roundRect(px, py, Math.max(6, pw * k), 6, 3); ctx.fill();
    ctx.beginPath(); ctx.arc(px + pw * k, py + 3, 7, 0, Math.PI * 2); ctx.fillStyle = '#e9fbff'; ctx.fill();
    text(T.dealer, px + pw, py - 12, 11 * S, '#e9fbff', '700', 'right');
    var hintAlpha = Math.max(0, 1 - (clock - phaseAt - 2.5));
    if (hintAlpha > 0) {
      ctx.globalAlpha = hintAlpha;
      fitText('‹  ' + T.steer + '  ›', W / 2, H * 0.78, 14 * S, W * 0.92, '#e9fbff', '700');
      ctx.globalAlpha = 1;
    }
    if (assist > 0) text('⚠ ' + T.assist, W / 2, 116 * S, 12 * S, '#ffd84f', '800');
  }
  function drawEnd() {
    var t = clock - phaseAt, k = Math.min(1, t / 0.5), e = 1 - Math.pow(1 - k, 3);
    yaw += 0.004;
    drawGarage(1, false);
    ctx.fillStyle = 'rgba(5,8,20,' + 0.35 * e + ')'; ctx.fillRect(0, 0, W, H);
    ctx.save(); ctx.globalAlpha = e; ctx.translate(0, (1 - e) * 20);
    text(T.arrived, W / 2, H * 0.12, 16 * S, '#5ff5e0', '800');
    wordmark(W / 2, H * 0.18, 30 * S, '#e9fbff');
    text('AERO', W / 2, H * 0.23, 18 * S, '#5ff5e0', '800');
    fitText(T.tagline, W / 2, H * 0.64, 15 * S, W * 0.88, '#e9fbff', '600');
    fitText(T.yourColor + ': ' + T.colors[paint], W / 2, H * 0.69, 13 * S, W * 0.88, 'rgba(233,251,255,0.7)', '600');
    var b = endButtons();
    button(b.cta, T.cta, '#5ff5e0', '#bff3ff', 'rgba(95,245,224,0.8)');
    roundRect(b.retry.x, b.retry.y, b.retry.w, b.retry.h, b.retry.h / 2);
    ctx.fillStyle = 'rgba(233,251,255,0.12)'; ctx.fill(); ctx.strokeStyle = 'rgba(233,251,255,0.35)'; ctx.lineWidth = 1; ctx.stroke();
    fitText('↻ ' + T.retry, b.retry.x + b.retry.w / 2, b.retry.y + b.retry.h / 2, Math.min(14, b.retry.h * 0.42), b.retry.w * 0.86, 'rgba(233,251,255,0.9)', '700');
    ctx.restore();
  }
  function drawTransition() {
    // the garage fades as the drive begins: the car rolls out toward the camera's chase position
    var k = Math.min(1, (clock - phaseAt) / 0.6);
    drawDrive();
    if (k < 1) { ctx.fillStyle = 'rgba(5,8,20,' + (1 - k) + ')'; ctx.fillRect(0, 0, W, H); }
  }

  function draw() {
    ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
    if (!started) {
      var g = ctx.createLinearGradient(0, 0, 0, H); g.addColorStop(0, '#070b1c'); g.addColorStop(1, '#05070f');
      ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
      wordmark(W / 2, H * 0.46, 28 * S, '#e9fbff');
      ctx.fillStyle = 'rgba(95,245,224,' + (0.5 + 0.5 * Math.sin(clock * 3)) + ')'; ctx.fillRect(W / 2 - 40, H * 0.46 + 22 * S, 80, 3);
      if (clock > 1.5) text(T.start, W / 2, H * 0.46 + 56 * S, 15 * S, 'rgba(233,251,255,0.8)', '700');
      return;
    }
    if (phase === 'garage') drawGarage(1, true);
    else if (phase === 'drive') drawTransition();
    else drawEnd();
  }

  // ---- the loop: a fixed 60 Hz step, so a seed drives the same at any frame rate ----
  var STEP = 1 / 60, acc = 0, last = 0;
  function frame(now) {
    var dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
    last = now; acc += dt;
    while (acc >= STEP) {
      acc -= STEP; clock += STEP;
      if (!started) continue;
      if (phase === 'garage') {
        if (!drag) { yaw += yawVel * STEP; yawVel += (0.35 - yawVel) * Math.min(1, STEP * 1.5); }
      } else if (phase === 'drive') stepDrive(STEP);
    }
    draw();
    window.requestAnimationFrame(frame);
  }
  resize();
  draw();
  window.requestAnimationFrame(frame);
  if (hostPresent) host('gameReady'); else window.gameStart();
})();
