/** The dialling codes the forms offer (spec 01 §3), Hong Kong first as the default. */
export const COUNTRY_CODES = [
  { code: '+852', country: 'hongKong' },
  { code: '+853', country: 'macao' },
  { code: '+86', country: 'china' },
  { code: '+886', country: 'taiwan' },
  { code: '+44', country: 'unitedKingdom' },
  { code: '+1', country: 'unitedStates' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+852';
