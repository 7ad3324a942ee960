import { apiPut } from '@golf/shared/api/client';

/** PUT /cms/privacy/marketing {consent}: direct marketing given or withdrawn (decision 94). */
export async function updateMarketing(consent: boolean): Promise<boolean> {
  const { marketingConsent } = await apiPut<{ marketingConsent: boolean }>('cms/privacy/marketing', { consent });
  return marketingConsent;
}
