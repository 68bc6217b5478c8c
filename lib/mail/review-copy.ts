import { brand } from '@/lib/brand';
import { reviewRecipient } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import type { PlayableReport } from '@/lib/playable/types';
import { type ReviewMailContext, reportSections } from '@/lib/review/mail';
import type { SendEmailRequest } from '@/lib/schemas/review';
import { messageIdFor, type MailMessage } from './send';

// The developer's copy of the playable report they sent to the studio (POST /api/review/send-email): a short
// intro in the language of the page they sent it from, then the report as the studio got it, in English (the
// checks', the networks' rules' and their fixes' language). Answering it reaches the review team. Anyone can
// type any address into the form, so, as the contact form's confirmation (./contact-confirmation.ts), the copy
// repeats none of the text or links the sender typed (product, advertiser, remarks): only the report the
// upload and its live run made.

const studio = brand.studio;

interface Texts {
  subject: (name: string) => string;
  intro: (name: string) => string;
  english: string;
  closing: string;
}

const texts: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Your playable test report: ${name} – ${studio}`,
    intro: (name) =>
      `Hello,\n\nThis is a copy of the test report of the playable ${name}, which you sent to the ${studio} review team. We will answer you at this address; you can also answer this mail. Passing these checks is not an approval by any ad network.`,
    english: 'The report:',
    closing: `The ${studio} team`,
  },
  'zh-CN': {
    subject: (name) => `您的试玩广告测试报告：${name} – ${studio}`,
    intro: (name) =>
      `您好：\n\n这是试玩广告 ${name} 的测试报告副本，您已将其发送给 ${studio} 审核团队。我们会通过此邮箱回复您，您也可以直接回复本邮件。通过这些检测并不代表任何广告平台已审核通过。`,
    english: '报告内容（英文，与审核团队收到的一致）：',
    closing: `${studio} 团队`,
  },
  ja: {
    subject: (name) => `プレイアブル広告のテストレポート：${name} – ${studio}`,
    intro: (name) =>
      `こんにちは。\n\n${studio} の審査チームにお送りいただいたプレイアブル広告 ${name} のテストレポートの控えです。このアドレス宛てにご連絡します。このメールにそのままご返信いただくこともできます。これらのチェックに合格しても、広告ネットワークの審査に通ったことにはなりません。`,
    english: 'レポート（英語、審査チームが受け取ったものと同じ内容）：',
    closing: `${studio} チーム`,
  },
  ko: {
    subject: (name) => `플레이어블 광고 테스트 보고서: ${name} – ${studio}`,
    intro: (name) =>
      `안녕하세요.\n\n${studio} 심사팀에 보내 주신 플레이어블 광고 ${name}의 테스트 보고서 사본입니다. 이 주소로 답변드리며, 이 메일에 바로 회신하셔도 됩니다. 이 검사를 통과했다고 해서 광고 네트워크의 승인을 받은 것은 아닙니다.`,
    english: '보고서(영문, 심사팀이 받은 내용과 같음):',
    closing: `${studio} 팀 드림`,
  },
};

/** The copy to the developer; `key` is the submission's idempotency key, so a resend folds into one mail. */
export function reviewCopyMail(
  stored: PlayableReport,
  form: Pick<SendEmailRequest, 'email' | 'locale'>,
  context: ReviewMailContext,
  key: string,
): MailMessage {
  const t = texts[form.locale] ?? texts.en;
  const name = stored.name.replace(/\s+/g, ' ').slice(0, 100);
  return {
    to: form.email,
    replyTo: reviewRecipient(),
    subject: t.subject(name),
    text: [t.intro(name), '', t.english, '', ...reportSections(stored, context), '', t.closing, ''].join(
      '\n',
    ),
    messageId: messageIdFor(`review-copy-${key}`),
  };
}
