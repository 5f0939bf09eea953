// The card form's model (card number, MM/YY expiry, CVC), as the C ABI's terminal form wires it
// (bindings/c/card_form.c), over the ES module: every key goes through the core's editors for the
// focused field (CardBrands' editPan / deletePan, editExpiry / deleteExpiry, editCvc and a Mask of
// the reported brand's CVC mask for deleting), then CardBrands.check gives every part's
// state, with `final` for the fields the customer has left. Typing that changes the field and makes its part ready (the check's "advance")
// moves the focus on; a field left shows its final state (red only when invalid) until edited again.
// The brand shown is the one the check reports: it never flips while digits are typed.
import { Mask, deleteExpiry, editExpiry } from './payseal.mjs';

export const FIELDS = ['pan', 'expiry', 'cvc'];

export class CardForm {
  constructor(brands) {
    this.brands = brands; // a CardBrands
    this.text = { pan: '', expiry: '', cvc: '' }; // card data: wipe() drops it
    this.left = { pan: false, expiry: false, cvc: false };
    this.focus = 'pan';
    this.brand = null;
    this.cvcLengths = [3, 4]; // the unknown brand's
    this.parts = {};
    this.complete = false;
    this.refresh();
  }

  // The check of the form as typed, then the final check of the fields the customer has left, and
  // the CVC lengths of the brand the check reports (never of the digits so far: 6 may be maestro,
  // 6011 discover).
  refresh() {
    const { pan, expiry, cvc } = this.text;
    const typed = this.brands.check(pan, { expiry, cvc });
    this.typed = typed; // as typed: its "advance" is what moved the focus
    this.parts = Object.fromEntries(FIELDS.map((f) => [f, { ...typed[f], advance: typed[f].advance ?? typed[f].state === 'valid' }]));
    if (FIELDS.some((f) => this.left[f])) {
      const final = this.brands.check(pan, { expiry, cvc, final: true });
      for (const f of FIELDS) if (this.left[f]) this.parts[f] = { ...final[f], advance: false };
    }
    this.complete = typed.complete;
    this.brand = typed.brand;
    this.cvcLengths = this.brand ? this.brands.info(this.brand).cvcLengths : [3, 4];
  }

  // The CVC field is as long as the reported brand's longest CVC: {{999}}, or {{9999}} for amex
  // (and with no brand yet).
  cvcMask() {
    return this.brands.cvcMask(this.brand);
  }

  // Text typed or pasted over [start, end) of the field: the edited text and caret, whether a
  // paste was cut (truncated) or refused and why, the form checked again; { advance: true } when
  // the focus moves on.
  type(field, start, end, replacement) {
    const before = this.text[field];
    const edited = field === 'pan' ? this.brands.editPan(before, start, end, replacement)
      : field === 'expiry' ? editExpiry(before, start, end, replacement)
        : this.brands.editCvc(before, start, end, replacement, { brand: this.brand });
    this.apply(field, edited);
    const changed = edited.text !== before;
    const advance = changed && field !== 'cvc' && this.parts[field].advance;
    if (advance) this.focus = FIELDS[FIELDS.indexOf(field) + 1];
    return { ...edited, advance };
  }

  // Backspace (forward false) or Delete over [start, end)
  delete(field, start, end, forward) {
    const text = this.text[field];
    const edited = field === 'pan' ? this.brands.deletePan(text, start, end, forward)
      : field === 'expiry' ? deleteExpiry(text, start, end, forward) : new Mask(this.cvcMask()).delete(text, start, end, forward);
    this.apply(field, edited);
    return { ...edited, advance: false };
  }

  apply(field, { text }) {
    this.text[field] = text;
    this.left[field] = false; // edited again: as the customer types it
    this.refresh();
  }

  // The customer left the field (Tab, a click elsewhere): its final state from now on
  leave(field) {
    this.left[field] = true;
    this.refresh();
  }

  enter(field) {
    this.focus = field;
  }

  // Submitting: every field is left, so every part shows its final state
  submit() {
    for (const f of FIELDS) this.left[f] = true;
    this.refresh();
    return this.complete;
  }

  // The payment values of a card product (its field ids), from the form's text: the expiry as MMYY,
  // or MMYYYY when the product's expiry mask has a four-digit year ({{99}}/{{9999}})
  values(expiryMask = '{{99}}/{{99}}') {
    const [month, year] = this.text.expiry.split('/');
    const fourDigits = /\{\{9999\}\}\s*$/.test(expiryMask);
    return { cardNumber: this.text.pan.replace(/[\s-]/g, ''), expiryDate: `${month}${fourDigits ? `20${year}` : year}`, cvv: this.text.cvc };
  }

  wipe() {
    this.text = { pan: '', expiry: '', cvc: '' };
    this.left = { pan: false, expiry: false, cvc: false };
    this.refresh();
  }
}
