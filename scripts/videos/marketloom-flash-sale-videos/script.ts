import type { VideoScript } from '../types';

// Marketloom: hook (0–2.6 s), carousel (2.6–6 s), countdown (6–9 s), price reveal per market (9–12 s),
// three formats and the end card (12–15 s): the case's five template modules in order.
const script: VideoScript = {
  duration: 15,
  posterAt: 13.9,
  captions: {
    en: [
      { start: 0.3, end: 2.6, text: 'Noon. The flash sale is on.' },
      { start: 2.8, end: 5.9, text: 'Today’s picks, straight from the product feed.' },
      { start: 6.2, end: 8.9, text: 'Three hours. Then they’re gone.' },
      { start: 9.2, end: 11.9, text: 'Half price, in each market’s own currency.' },
      { start: 12.3, end: 14.8, text: 'Fresh cuts every morning, in every format. Marketloom.' },
    ],
    'zh-CN': [
      { start: 0.3, end: 2.6, text: '中午 12 点，限时抢购开始。' },
      { start: 2.8, end: 5.9, text: '今日好物，直接来自商品目录。' },
      { start: 6.2, end: 8.9, text: '只有三小时，错过就没了。' },
      { start: 9.2, end: 11.9, text: '全场半价，按各市场的当地货币标价。' },
      { start: 12.3, end: 14.8, text: '每天早上自动生成新素材，横屏、竖屏、方屏全都有。Marketloom' },
    ],
    ja: [
      { start: 0.3, end: 2.6, text: '正午12時、タイムセール開始。' },
      { start: 2.8, end: 5.9, text: '今日のおすすめを、商品カタログからそのまま。' },
      { start: 6.2, end: 8.9, text: 'チャンスは3時間だけ。' },
      { start: 9.2, end: 11.9, text: '半額。価格はそれぞれの国の通貨で。' },
      { start: 12.3, end: 14.8, text: '毎朝できたての動画を、すべてのフォーマットで。Marketloom' },
    ],
    ko: [
      { start: 0.3, end: 2.6, text: '정오 12시, 타임 세일 시작.' },
      { start: 2.8, end: 5.9, text: '오늘의 추천 상품을 카탈로그에서 바로.' },
      { start: 6.2, end: 8.9, text: '딱 세 시간. 지나면 끝.' },
      { start: 9.2, end: 11.9, text: '반값 할인, 나라마다 현지 통화로.' },
      { start: 12.3, end: 14.8, text: '매일 아침 새 영상을 모든 포맷으로. Marketloom' },
    ],
  },
};

export default script;
