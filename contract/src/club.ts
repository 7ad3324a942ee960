import { z } from './zod.ts';

/**
 * The club's details every page may show, from one place: the API's configuration (CLUB_EMAIL,
 * CLUB_PHONE, CLUB_WHATSAPP, MEMBERSHIP_FEE_HKD), read by the apps through `GET /ext/club`.
 */
export const clubSchema = z.object({
  email: z.string().describe('the one address for enquiries and support'),
  phone: z.string().describe('the club telephone, as people dial it (+852 …)'),
  whatsapp: z.string().describe('the WhatsApp number, digits with the country code'),
  membershipFeeHkd: z.number().describe('the annual membership fee in HKD'),
});

export type Club = z.infer<typeof clubSchema>;

/** A wa.me link for a WhatsApp number written with spaces or a plus sign. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** A tel: link for a phone number as written. */
export function telLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
