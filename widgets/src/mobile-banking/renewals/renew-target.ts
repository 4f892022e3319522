import type { RenewalMember } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';

/** Which member a Renew is for: the `renew` event's detail and the detail address's fields. */
export interface RenewTarget {
  /** The activation request. */
  id: number;
  phone: string;
  /** The company (the widget token's org). */
  cid: number;
}

export const renewTargetOf = (member: RenewalMember, companyId: string): RenewTarget => ({
  id: member.ActivationRequestId,
  phone: member.PhoneNumber,
  cid: Number(companyId),
});

const PLACEHOLDER = /\{(id|phone|cid)\}/g;

/**
 * The host's detail-url template (`detail.html?id={id}&phone={phone}&cid={cid}`) filled in, each
 * value URL-encoded, and resolved against the host page's address. Undefined when the template
 * does not make an http(s) address (a `javascript:` template is not followed).
 */
export const fillDetailUrl = (template: string, target: RenewTarget, pageUrl: string): string | undefined => {
  const filled = template.replace(PLACEHOLDER, (_, name: keyof RenewTarget) =>
    encodeURIComponent(String(target[name])),
  );
  try {
    const url = new URL(filled, pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};
