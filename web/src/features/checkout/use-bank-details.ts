import { useSettingText, useSiteSettings } from '@web/features/settings/api/get-settings';
import type { BankDetails } from './components/payment-section';

/** The shop's bank for a wire, as the payment section shows it (the checkout and the quote acceptance), from the fresh settings. */
export function useBankDetails(): { bank: BankDetails; companyName: string } {
  const settings = useSiteSettings({ fresh: true });
  const wireInstructions = useSettingText()('bank_wire_instructions');
  return {
    bank: {
      instructions: wireInstructions.value,
      lang: wireInstructions.lang,
      bankName: settings.bank_name,
      routingNumber: settings.bank_routing_number,
      accountNumber: settings.bank_account_number,
      swiftCode: settings.bank_swift_code,
    },
    companyName: settings.company_name,
  };
}
