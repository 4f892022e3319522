import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import { VAT_RATE_SETTING_KEY } from '@backoffice/shared/sales/orders/order.contract';
import { DEFAULT_VAT_RATE_PERCENT, PERCENT_DECIMALS } from '@backoffice/shared/sales/orders/order-totals';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { readSetting } from '../../settings/settings.repository.js';

/** The application setting that changes the VAT rate of new and edited orders (Nepal's rate is 13 %). */
export { VAT_RATE_SETTING_KEY };

/**
 * The company's VAT rate. A value that is not a percentage is logged and the legal default used,
 * so a typo in a setting cannot stop order taking; orders keep the rate they were priced at.
 */
export const readVatRatePercent = async (db: Database, companyId: number, log: Logger): Promise<number> => {
  const text = (await readSetting(db, companyId, VAT_RATE_SETTING_KEY))?.value.trim() ?? '';
  if (text === '') return DEFAULT_VAT_RATE_PERCENT;
  const rate = Number(text);
  const scaled = toScaledInteger(rate, PERCENT_DECIMALS);
  if (scaled === null || rate < 0 || rate > 100) {
    log.warn({ companyId, value: text }, `${VAT_RATE_SETTING_KEY} is not a percentage; using the default`);
    return DEFAULT_VAT_RATE_PERCENT;
  }
  return rate;
};
