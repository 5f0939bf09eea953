// PaySeal's messages in the customer's language (8 languages), from the core's catalog.

import { core, optionalJson, optionalString, options, string, json } from './core.mjs';

function catalogArgument(catalog) {
  return optionalJson(catalog, 'catalog');
}

/** The message of a key ("validation.length", "card.pan.luhn") with its params, in `locale`. */
export function message(key, params = null, opts = undefined) {
  const { locale = null, catalog = null } = options(opts);
  return core().call('payseal_message', string(key, 'key'), optionalJson(params, 'params'), optionalString(locale, 'locale'),
    catalogArgument(catalog));
}

/** An output of PaySeal (validation errors, a field check) with every message rendered in `locale`. */
export function localizeMessages(output, locale, opts = undefined) {
  const { catalog = null } = options(opts);
  return core().call('payseal_messages_localize', json(output, 'output'), optionalString(locale, 'locale'), catalogArgument(catalog));
}
