import type { VideoScript } from '../types';

// Ashen Crown: descent (0–4.2 s), parry (4.2–8.2 s), forge (8.2–11.2 s), the crown and title (11.2–15 s).
const script: VideoScript = {
  duration: 15,
  posterAt: 13.6,
  captions: {
    en: [
      { start: 0.6, end: 4.0, text: 'One knight. Three bosses. No shortcuts.' },
      { start: 4.5, end: 7.9, text: 'Every parry on screen is one you can land in the game.' },
      { start: 8.4, end: 11.1, text: 'Gear isn’t bought. It’s forged.' },
      { start: 11.6, end: 14.8, text: 'Ashen Crown. The crown is earned in the ashes.' },
    ],
    'zh-CN': [
      { start: 0.6, end: 4.0, text: '一名骑士，三场 Boss 战，没有捷径。' },
      { start: 4.5, end: 7.9, text: '画面里的每一次格挡，你在游戏里都能打出来。' },
      { start: 8.4, end: 11.1, text: '装备不是买来的，是一锤一锤锻出来的。' },
      { start: 11.6, end: 14.8, text: 'Ashen Crown：王冠，只属于从灰烬中站起来的人。' },
    ],
    ja: [
      { start: 0.6, end: 4.0, text: '騎士はひとり。ボスは三体。近道はない。' },
      { start: 4.5, end: 7.9, text: '画面の中のパリィは、すべてゲームで決められる。' },
      { start: 8.4, end: 11.1, text: '装備は買うものじゃない。鍛えて手に入れるものだ。' },
      { start: 11.6, end: 14.8, text: 'Ashen Crown――王冠は、灰の中から勝ち取れ。' },
    ],
    ko: [
      { start: 0.6, end: 4.0, text: '기사는 단 한 명. 보스는 셋. 지름길은 없다.' },
      { start: 4.5, end: 7.9, text: '화면 속 모든 패링, 게임에서 그대로 해낼 수 있다.' },
      { start: 8.4, end: 11.1, text: '장비는 사는 게 아니다. 벼려 내는 것이다.' },
      { start: 11.6, end: 14.8, text: 'Ashen Crown. 왕관은 잿더미 속에서 쟁취하는 것.' },
    ],
  },
};

export default script;
