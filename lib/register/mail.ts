import type { MailMessage } from '@/lib/mail/send';
import { messageIdFor } from '@/lib/mail/send';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';

// The mails of the trial registration in the visitor's language: the code, the "already registered" notice
// (sent instead of a code, so the code endpoint does not reveal which addresses have accounts) and the outcome.

const platform = brand.platform.name;

interface Texts {
  codeSubject: (code: string) => string;
  codeBody: (code: string, minutes: number) => string;
  registeredSubject: string;
  registeredBody: (login: string) => string;
  activatedSubject: string;
  /** Greets the visitor by the name they gave (fullName), and reminds them of the username they log in with. */
  activatedBody: (name: string, username: string, days: number, expires: string, login: string) => string;
  reviewSubject: string;
  reviewBody: (name: string) => string;
}

const texts: Record<Locale, Texts> = {
  en: {
    codeSubject: (code) => `${code} is your ${platform} verification code`,
    codeBody: (code, minutes) =>
      `Your verification code for the ${platform} free trial is:\n\n    ${code}\n\nIt is valid for ${minutes} minutes. If you did not ask for it, you can ignore this mail.\n`,
    registeredSubject: `You already have a ${platform} account`,
    registeredBody: (login) =>
      `Someone asked for a trial registration code for this address, but it already has an account.\nLog in here: ${login}\nAccounts of our other products work too. If it was not you, you can ignore this mail.\n`,
    activatedSubject: `Your ${platform} trial is active`,
    activatedBody: (name, username, days, expires, login) =>
      `Welcome, ${name}!\n\nYour ${platform} trial is active for ${days} days, until ${expires}.\nYour username: ${username}\nLog in here: ${login}\n`,
    reviewSubject: `We received your ${platform} trial application`,
    reviewBody: (name) =>
      `Thank you, ${name}.\n\nWe review every application and open your trial account after that. You will hear from us by e-mail within 1–2 business days.\n`,
  },
  'zh-CN': {
    codeSubject: (code) => `${code} 是您的 ${platform} 验证码`,
    codeBody: (code, minutes) =>
      `您申请 ${platform} 免费试用的验证码是：\n\n    ${code}\n\n验证码 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件。\n`,
    registeredSubject: `您已拥有 ${platform} 账号`,
    registeredBody: (login) =>
      `有人为此邮箱申请了试用注册验证码，但该邮箱已注册。\n请在此登录：${login}\n我们其他产品的账号同样可以登录。如果这不是您本人的操作，请忽略本邮件。\n`,
    activatedSubject: `您的 ${platform} 试用已开通`,
    activatedBody: (name, username, days, expires, login) =>
      `${name}，欢迎您！\n\n您的 ${platform} 试用已开通，有效期 ${days} 天，至 ${expires}。\n您的用户名：${username}\n登录地址：${login}\n`,
    reviewSubject: `我们已收到您的 ${platform} 试用申请`,
    reviewBody: (name) =>
      `${name}，感谢您的申请。\n\n我们会审核每一份申请，审核通过后为您开通试用账号，并在 1–2 个工作日内通过邮件通知您。\n`,
  },
  ja: {
    codeSubject: (code) => `${platform} の認証コード：${code}`,
    codeBody: (code, minutes) =>
      `${platform} 無料トライアルの認証コードは次のとおりです。\n\n    ${code}\n\nコードの有効期限は ${minutes} 分です。お心当たりがない場合は、このメールを破棄してください。\n`,
    registeredSubject: `${platform} のアカウントはすでに登録済みです`,
    registeredBody: (login) =>
      `このメールアドレス宛てにトライアル登録の認証コードが申請されましたが、このアドレスはすでに登録されています。\nログインはこちら：${login}\n当社の他製品のアカウントでもログインできます。お心当たりがない場合は、このメールを破棄してください。\n`,
    activatedSubject: `${platform} のトライアルが有効になりました`,
    activatedBody: (name, username, days, expires, login) =>
      `${name} 様\n\n${platform} のトライアルが有効になりました。有効期間は ${days} 日間（${expires} まで）です。\nユーザー名：${username}\nログインはこちら：${login}\n`,
    reviewSubject: `${platform} トライアルのお申し込みを受け付けました`,
    reviewBody: (name) =>
      `${name} 様\n\nお申し込みありがとうございます。内容を確認のうえトライアルアカウントを開設し、1〜2 営業日以内にメールでご連絡します。\n`,
  },
  ko: {
    codeSubject: (code) => `${platform} 인증 코드: ${code}`,
    codeBody: (code, minutes) =>
      `${platform} 무료 체험 인증 코드입니다.\n\n    ${code}\n\n코드는 ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.\n`,
    registeredSubject: `이미 ${platform} 계정이 있습니다`,
    registeredBody: (login) =>
      `이 주소로 체험 등록 인증 코드가 요청되었지만, 이미 가입된 주소입니다.\n로그인: ${login}\n당사 다른 제품의 계정으로도 로그인할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.\n`,
    activatedSubject: `${platform} 체험이 활성화되었습니다`,
    activatedBody: (name, username, days, expires, login) =>
      `${name}님, 환영합니다!\n\n${platform} 체험이 ${days}일 동안(${expires}까지) 활성화되었습니다.\n사용자 이름: ${username}\n로그인: ${login}\n`,
    reviewSubject: `${platform} 체험 신청이 접수되었습니다`,
    reviewBody: (name) =>
      `${name}님, 신청해 주셔서 감사합니다.\n\n모든 신청서를 검토한 후 체험 계정을 개설하며, 영업일 기준 1~2일 이내에 이메일로 안내해 드립니다.\n`,
  },
};

function pick(locale: string): Texts {
  return texts[(locale in texts ? locale : 'en') as Locale];
}

export function codeMail(
  to: string,
  code: string,
  locale: string,
  minutes: number,
  seed: string,
): MailMessage {
  const t = pick(locale);
  return {
    to,
    subject: t.codeSubject(code),
    text: t.codeBody(code, minutes),
    messageId: messageIdFor(`code-${seed}`),
  };
}

export function alreadyRegisteredMail(to: string, locale: string, login: string, seed: string): MailMessage {
  const t = pick(locale);
  return {
    to,
    subject: t.registeredSubject,
    text: t.registeredBody(login),
    messageId: messageIdFor(`registered-${seed}`),
  };
}

export function activatedMail(
  to: string,
  locale: string,
  account: { id: string; name: string; username: string; days: number; expiresAt: Date; login: string },
): MailMessage {
  const t = pick(locale);
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    account.expiresAt,
  );
  return {
    to,
    subject: t.activatedSubject,
    text: t.activatedBody(account.name, account.username, account.days, expires, account.login),
    messageId: messageIdFor(`trial-${account.id}`),
  };
}

export function reviewMail(to: string, locale: string, account: { id: string; name: string }): MailMessage {
  const t = pick(locale);
  return {
    to,
    subject: t.reviewSubject,
    text: t.reviewBody(account.name),
    messageId: messageIdFor(`trial-${account.id}`),
  };
}
