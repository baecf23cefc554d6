import { CHECKOUT_METHODS, type CheckoutMethod } from './checkout-form';

/** Bank debits are ACH for a US shipping address and pre-authorised debit for a Canadian one (docs/decisions/040). */
export function bankDebitCountry(shippingCountry: string): 'US' | 'CA' | null {
  if (shippingCountry === 'United States') return 'US';
  if (shippingCountry === 'Canada') return 'CA';
  return null;
}

/** The methods the checkout offers: bank debit only when the provider offers it and the order ships to the US or Canada. */
export function offeredMethods(bankDebit: boolean, shippingCountry: string): CheckoutMethod[] {
  return CHECKOUT_METHODS.filter((method) => method !== 'bank_debit' || (bankDebit && bankDebitCountry(shippingCountry) !== null));
}
