// The core's vectors through the ES module in a page: the first cases of every vector file the
// node runner (../vectors.test.mjs) runs, with its runners (../vectors/runners-*.mjs, topic
// "card-as-you-type" by runCardAsYouType) and the C ABI runner's skips (topics the C ABI cannot
// express, keys below 2048 bits, U+0000 in a C string argument, decryption, which the page does
// not have, and the prepare round trip, whose runner needs node's Buffer). A smoke: node runs every
// case; the page shows the same runners answer alike here.
import { cStringInputs, parseKeepingText } from '../vectors/cases.mjs';
import * as payment from '../vectors/runners-payment.mjs';
import * as cards from '../vectors/runners-cards.mjs';

export const CASES_PER_FILE = 12;
// The C ABI runner's topics it cannot express, decryption (no private keys in the page), and the
// round trip, whose runner decrypts with node's Buffer (node runs it whole)
const NOT_HERE = new Set(['a256cbc-hs512', 'rsa-oaep-encrypt', 'rsa-oaep-decrypt', 'base64', 'jwe-decrypt', 'prepare-round-trip']);

const runnerOf = (topic) => {
  const name = `run${topic.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
  return payment[name] ?? cards[name];
};

/**
 * [name, async run()] per vector file (`texts`: file name -> its JSON text). `restart()` gives the
 * page a new instance after a file's case trapped (WebAssembly leaves a trapped instance unusable),
 * so that each file is tested on a working one.
 */
export function vectorSmokeCases(texts, { restart = null } = {}) {
  const cases = [];
  for (const [file, text] of Object.entries(texts)) {
    const { topic, cases: vectors } = parseKeepingText(text);
    const runner = runnerOf(topic);
    if (NOT_HERE.has(topic) || !runner) continue;
    const chosen = vectors.filter((v) => !v.test_allow_small_key
      && !Object.values(cStringInputs(topic, v)).some((value) => value.includes('\0'))).slice(0, CASES_PER_FILE);
    cases.push([`${file}: ${chosen.length} cases`, async () => {
      const failures = [];
      let trapped = false;
      for (const vector of chosen) {
        try {
          await runner(vector);
        } catch (error) {
          failures.push(`${vector.id}: ${String(error.message).split('\n')[0].slice(0, 200)}`);
          trapped ||= error?.name === 'WasmTrap' || error instanceof WebAssembly.RuntimeError;
        }
      }
      if (trapped && restart) await restart();
      if (failures.length) throw new Error(`${failures.length} failed: ${failures.slice(0, 3).join('; ')}`);
    }]);
  }
  return cases;
}
