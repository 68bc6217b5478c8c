// The page a top-level visit to a player URL gets instead of the playable (frame-only rule,
// lib/playable/serve.ts): it holds nothing of the upload and points to the tester. It is served from the
// upload host, outside the site's pages and messages, so its few words live here, in the site's four
// languages, chosen by Accept-Language.

const TEXTS = {
  en: {
    lang: 'en',
    title: 'Open this playable in the tester',
    body: 'This address plays an uploaded playable ad inside the PlayMind playable tester only. Upload it there to play it and see its checks.',
    link: 'Go to the playable tester',
  },
  'zh-CN': {
    lang: 'zh-CN',
    title: '请在测试工具中打开此试玩广告',
    body: '此地址中的试玩广告只能在 PlayMind 试玩广告测试工具内播放。请在测试工具中上传后试玩并查看检测结果。',
    link: '前往试玩广告测试工具',
  },
  ja: {
    lang: 'ja',
    title: 'このプレイアブル広告はテストツールで開いてください',
    body: 'このアドレスのプレイアブル広告は、PlayMind のプレイアブル広告テストツールの中でのみ再生できます。テストツールにアップロードして、再生とチェック結果の確認を行ってください。',
    link: 'プレイアブル広告テストツールへ',
  },
  ko: {
    lang: 'ko',
    title: '이 플레이어블 광고는 테스트 도구에서 열어 주세요',
    body: '이 주소의 플레이어블 광고는 PlayMind 플레이어블 광고 테스트 도구 안에서만 재생됩니다. 테스트 도구에 업로드하여 재생하고 검사 결과를 확인하세요.',
    link: '플레이어블 광고 테스트 도구로 이동',
  },
} as const;

type PointerLocale = keyof typeof TEXTS;

/** The first of the visitor's languages (Accept-Language order) that the page has; English otherwise. */
export function pointerLocale(acceptLanguage: string | null): PointerLocale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('ko')) return 'ko';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pointer page: no script, no upload content, one link to the tester (`testerUrl`, a configured origin). */
export function pointerPage(testerUrl: string, acceptLanguage: string | null): string {
  const text = TEXTS[pointerLocale(acceptLanguage)];
  return `<!doctype html>
<html lang="${text.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a}a{color:#4338ca}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(testerUrl)}">${escapeHtml(text.link)}</a></p>
</main>
</body>
</html>
`;
}

/** The pointer page's own CSP: its inline style only. */
export const POINTER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
