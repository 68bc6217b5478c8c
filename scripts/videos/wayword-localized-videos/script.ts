import type { VideoScript } from '../types';

// Wayword: the master shot (0–5 s: the phone speaks, the owner laughs), the same frame in seven more
// languages (5–10 s), the wall of 28 markets' greetings and the wordmark (10–15 s).
const script: VideoScript = {
  duration: 15,
  posterAt: 4.2,
  captions: {
    en: [
      { start: 0.4, end: 3.0, text: 'Lost at a night market, and hungry.' },
      { start: 3.2, end: 5.0, text: 'The app asks for you. The owner can’t stop laughing.' },
      { start: 5.2, end: 9.9, text: 'Same shot, same joke, in every traveler’s language.' },
      { start: 10.3, end: 12.6, text: 'One shoot. 28 markets.' },
      { start: 12.8, end: 14.8, text: 'Wayword. Talk to anyone, anywhere.' },
    ],
    'zh-CN': [
      { start: 0.4, end: 3.0, text: '在夜市里迷了路，肚子还饿着。' },
      { start: 3.2, end: 5.0, text: 'App 替你开口，摊主笑得停不下来。' },
      { start: 5.2, end: 9.9, text: '同一个镜头，同一个笑点，换成每位旅行者的语言。' },
      { start: 10.3, end: 12.6, text: '一次拍摄，覆盖 28 个市场。' },
      { start: 12.8, end: 14.8, text: 'Wayword：走到哪儿，都能聊得来。' },
    ],
    ja: [
      { start: 0.4, end: 3.0, text: '夜市で迷子。しかも、おなかはぺこぺこ。' },
      { start: 3.2, end: 5.0, text: 'アプリが代わりに話すと、店主は大笑い。' },
      { start: 5.2, end: 9.9, text: '同じシーン、同じオチを、旅行者それぞれの言葉で。' },
      { start: 10.3, end: 12.6, text: '撮影は1回。届け先は28の市場。' },
      { start: 12.8, end: 14.8, text: 'Wayword。どこでも、誰とでも話せる。' },
    ],
    ko: [
      { start: 0.4, end: 3.0, text: '야시장에서 길을 잃었는데, 배까지 고프다.' },
      { start: 3.2, end: 5.0, text: '앱이 대신 말하자, 사장님이 웃음을 터뜨린다.' },
      { start: 5.2, end: 9.9, text: '같은 장면, 같은 웃음을 여행자마다 자기 언어로.' },
      { start: 10.3, end: 12.6, text: '촬영은 한 번, 시장은 28곳.' },
      { start: 12.8, end: 14.8, text: 'Wayword. 어디서든, 누구와도 통한다.' },
    ],
  },
};

export default script;
