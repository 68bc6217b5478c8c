import { brand } from '@/lib/brand';
import { contactRecipient } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { contactChoiceLabels } from './contact-labels';
import type { ContactPayload } from './contact-notification';
import { messageIdFor, type MailMessage } from './send';

// The mail a contact-form visitor gets in the language of the form they sent: thanks, when to expect an
// answer (the promise of the form's success message, messages Contact.status.successBody), and what they
// chose, with the form's own option texts. Answering it reaches the sales team, never a no-reply box.
// Anyone can type any address into the form, so the mail repeats neither the message nor the product link
// the sender typed: a stranger's inbox gets no one's text or link through it.

const studio = brand.studio;

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  summary: string;
  fields: {
    company: string;
    companyType: string;
    position: string;
    country: string;
    interests: string;
    productType: string;
    heardAbout: string;
  };
  closing: string;
}

const texts: Record<Locale, Texts> = {
  en: {
    subject: `We received your message – ${studio}`,
    greeting: (name) => `Dear ${name},`,
    body: `Thank you for contacting ${studio}. We have received your message and will get back to you as quickly as possible, usually within one business day. You can answer this mail to add anything.`,
    summary: 'What you sent us:',
    fields: {
      company: 'Company',
      companyType: 'Company type',
      position: 'Position',
      country: 'Country or region',
      interests: 'Interested in',
      productType: 'Promotional product type',
      heardAbout: 'How you heard about us',
    },
    closing: `The ${studio} team`,
  },
  'zh-CN': {
    subject: `我们已收到您的留言 – ${studio}`,
    greeting: (name) => `${name}，您好：`,
    body: `感谢您联系 ${studio}。我们已收到您的留言，会尽快回复您，通常在一个工作日内。如需补充信息，直接回复本邮件即可。`,
    summary: '您提交的信息：',
    fields: {
      company: '公司名称',
      companyType: '公司类型',
      position: '职位',
      country: '国家或地区',
      interests: '感兴趣的服务',
      productType: '推广产品类型',
      heardAbout: '了解我们的渠道',
    },
    closing: `${studio} 团队`,
  },
  ja: {
    subject: `お問い合わせを受け付けました – ${studio}`,
    greeting: (name) => `${name} 様`,
    body: `${studio} にお問い合わせいただきありがとうございます。メッセージを受け付けました。できるだけ早く、通常は 1 営業日以内にご連絡します。補足があれば、このメールにそのままご返信ください。`,
    summary: 'お送りいただいた内容：',
    fields: {
      company: '会社名',
      companyType: '業種',
      position: '役職',
      country: '国または地域',
      interests: 'ご興味のあるサービス',
      productType: 'プロモーションする製品の種類',
      heardAbout: '当社を知ったきっかけ',
    },
    closing: `${studio} チーム`,
  },
  ko: {
    subject: `문의가 접수되었습니다 – ${studio}`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: `${studio}에 문의해 주셔서 감사합니다. 메시지를 받았으며 가능한 한 빨리, 보통 1영업일 이내에 연락드리겠습니다. 덧붙일 내용이 있으면 이 메일에 바로 회신해 주세요.`,
    summary: '보내 주신 내용:',
    fields: {
      company: '회사명',
      companyType: '회사 유형',
      position: '직책',
      country: '국가 또는 지역',
      interests: '관심 있는 서비스',
      productType: '홍보할 제품 유형',
      heardAbout: '알게 된 경로',
    },
    closing: `${studio} 팀 드림`,
  },
};

function pick(locale: string): Texts {
  return texts[(locale in texts ? locale : 'en') as Locale];
}

export function contactConfirmation(leadId: string, contact: ContactPayload): MailMessage {
  const t = pick(contact.locale);
  const labels = contactChoiceLabels(contact, contact.locale);
  const lines: [string, string | undefined][] = [
    [t.fields.company, contact.company],
    [t.fields.companyType, labels.company_type],
    [t.fields.position, contact.position],
    [t.fields.country, labels.country],
    [t.fields.interests, labels.interested_in.join(', ')],
    [t.fields.productType, labels.product_type],
    [t.fields.heardAbout, labels.hear_about],
  ];
  const fields = lines
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return {
    to: contact.email,
    replyTo: contactRecipient(),
    subject: t.subject,
    text: `${t.greeting(contact.full_name)}\n\n${t.body}\n\n${t.summary}\n${fields}\n\n${t.closing}\n`,
    messageId: messageIdFor(`contact-confirmation-${leadId}`),
  };
}
