import {
  CODE_LIFETIME_MINUTES,
  type CodePurpose,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';

export interface SmsText {
  /** What the member receives. */
  text: string;
  /** What the outbox keeps when a gateway delivered it: the code masked, so the record is no secret. */
  masked: string;
  purpose: string;
}

const WHAT: Readonly<Record<CodePurpose, string>> = {
  activation: 'mobile banking activation code',
  pinReset: 'mobile banking PIN reset code',
  passwordReset: 'mobile banking password reset code',
};

export const codeSms = (sender: string, purpose: CodePurpose, code: string): SmsText => {
  const say = (shown: string) =>
    `${sender}: your ${WHAT[purpose]} is ${shown}. It works once, for ${CODE_LIFETIME_MINUTES} minutes. Never share it.`;
  return { text: say(code), masked: say('*'.repeat(code.length)), purpose };
};

export const noticeSms = (sender: string, purpose: string, body: string): SmsText => {
  const text = `${sender}: ${body}`;
  return { text, masked: text, purpose };
};
