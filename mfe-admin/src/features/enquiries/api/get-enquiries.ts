import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** One message from the Contact Us form (spec 01 "Contact enquiry"). */
export interface Enquiry {
  _id: string;
  name: string;
  email: string;
  phone: string;
  enquiry: string;
  createdAt: string;
}

export interface EnquiryPage {
  enquiries: Enquiry[];
  totalPages: number;
}

/** GET /admin/contactform/list?page=N: newest first. */
export async function getEnquiries(page: number): Promise<EnquiryPage> {
  const { enquiries, totalPages } = await apiGet<EnquiryPage>('admin/contactform/list', { page });
  return { enquiries, totalPages };
}

export const enquiriesQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'enquiries', 'list', page], queryFn: () => getEnquiries(page), keepPreviousData: true });

export const useEnquiries = (page: number) => useQuery(enquiriesQuery(page));
