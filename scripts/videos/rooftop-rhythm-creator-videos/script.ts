import type { VideoScript } from '../types';

// Rooftop Rhythm at 120 BPM: the creator's reaction (0–1.8 s), the game with a tap on every beat from 2 s
// (1.7–12.3 s), the creator beside the final combo and the title (12.2–15 s).
const script: VideoScript = {
  duration: 15,
  posterAt: 8.1,
  captions: {
    en: [
      { start: 0.2, end: 1.8, text: 'Wait, you tap to the music?' },
      { start: 2.0, end: 6.0, text: 'Every tap on the beat. Every leap on the beat.' },
      { start: 6.2, end: 11.8, text: 'Miss one and the run is over. Can you keep up?' },
      { start: 12.4, end: 14.8, text: 'Rooftop Rhythm. Your song, your rooftops.' },
    ],
    'zh-CN': [
      { start: 0.2, end: 1.8, text: '等等，是跟着音乐点的？' },
      { start: 2.0, end: 6.0, text: '每一下点击都踩在节拍上，每一次起跳也是。' },
      { start: 6.2, end: 11.8, text: '错一拍就前功尽弃。你跟得上吗？' },
      { start: 12.4, end: 14.8, text: 'Rooftop Rhythm：你的歌，你的屋顶。' },
    ],
    ja: [
      { start: 0.2, end: 1.8, text: 'え、音楽に合わせてタップするの？' },
      { start: 2.0, end: 6.0, text: 'タップもジャンプも、ぜんぶビートに合わせて。' },
      { start: 6.2, end: 11.8, text: 'ひとつ外したら終わり。ついてこられる？' },
      { start: 12.4, end: 14.8, text: 'Rooftop Rhythm。きみの曲で、屋上を駆けろ。' },
    ],
    ko: [
      { start: 0.2, end: 1.8, text: '잠깐, 음악에 맞춰 탭하는 거야?' },
      { start: 2.0, end: 6.0, text: '탭도 점프도 전부 비트에 맞춰서.' },
      { start: 6.2, end: 11.8, text: '한 번만 놓쳐도 끝. 따라올 수 있겠어?' },
      { start: 12.4, end: 14.8, text: 'Rooftop Rhythm. 내 노래로 달리는 옥상.' },
    ],
  },
};

export default script;
