// PaySealError: a failed call of the core, with the C ABI's status (`code`) and message.

import { STATUS_NAMES } from './raw.mjs';

/**
 * A call the core refused: `code` is the payseal_status (PAYSEAL_E_ARGUMENT is 1), `statusName`
 * its name, `message` exactly what payseal_last_error gives, `subject` and `detail` what
 * payseal_last_error_subject and payseal_last_error_detail give ("" when the build has none).
 */
export class PaySealError extends Error {
  constructor(code, message, { subject = '', detail = message, statusName = STATUS_NAMES[code] ?? 'PAYSEAL_E_UNKNOWN' } = {}) {
    super(message);
    this.name = 'PaySealError';
    this.code = code;
    this.statusName = statusName;
    this.subject = subject;
    this.detail = detail;
  }
}
