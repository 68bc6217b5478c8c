import type { VideoScript } from '../types';

// Aurelle: leaves unfurl (0–3 s), water rises and bubbles bloom (2.2–8.5 s), three framings (8.6–11.6 s),
// the can (12–15 s). The film itself has no words; the captions carry its story and the closing line.
const script: VideoScript = {
  duration: 15,
  posterAt: 13.8,
  captions: {
    en: [
      { start: 0.5, end: 3.0, text: 'Real tea leaves, opening slowly.' },
      { start: 3.3, end: 6.3, text: 'Cold water rises. The bubbles start to climb.' },
      { start: 6.5, end: 8.8, text: 'Each one blooms: jasmine, peach, mint.' },
      { start: 9.0, end: 11.6, text: 'One film, framed for every screen.' },
      { start: 12.4, end: 14.8, text: 'Aurelle Sparkling Tea. Tea, wide awake.' },
    ],
    'zh-CN': [
      { start: 0.5, end: 3.0, text: '真正的茶叶，在水中缓缓舒展。' },
      { start: 3.3, end: 6.3, text: '冷水漫上来，气泡开始上升。' },
      { start: 6.5, end: 8.8, text: '每一颗都绽成花：茉莉、蜜桃、薄荷。' },
      { start: 9.0, end: 11.6, text: '一支影片，适配每一块屏幕。' },
      { start: 12.4, end: 14.8, text: 'Aurelle 气泡茶：醒着的茶。' },
    ],
    ja: [
      { start: 0.5, end: 3.0, text: '本物の茶葉が、ゆっくりとほどけていく。' },
      { start: 3.3, end: 6.3, text: '冷たい水が満ちて、泡がのぼりはじめる。' },
      { start: 6.5, end: 8.8, text: 'ひと粒ごとに花が咲く。ジャスミン、ピーチ、ミント。' },
      { start: 9.0, end: 11.6, text: 'ひとつの映像を、すべての画面に。' },
      { start: 12.4, end: 14.8, text: 'Aurelle スパークリングティー。目覚めるお茶。' },
    ],
    ko: [
      { start: 0.5, end: 3.0, text: '진짜 찻잎이 천천히 펼쳐집니다.' },
      { start: 3.3, end: 6.3, text: '차가운 물이 차오르고, 기포가 떠오르기 시작합니다.' },
      { start: 6.5, end: 8.8, text: '기포마다 꽃이 핍니다. 재스민, 복숭아, 민트.' },
      { start: 9.0, end: 11.6, text: '하나의 영상을 모든 화면에 맞게.' },
      { start: 12.4, end: 14.8, text: 'Aurelle 스파클링 티. 깨어 있는 차.' },
    ],
  },
};

export default script;
