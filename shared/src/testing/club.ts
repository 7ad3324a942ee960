import { http, HttpResponse } from 'msw';
import type { Club } from '@golf/contract/club';
import { API } from './api-server';

/** The club's details as a test's API answers them (GET /ext/club). */
export const TEST_CLUB: Club = { email: 'info@youthgolf.hk', phone: '+852 0000 0000', whatsapp: '+852 0000 0000', membershipFeeHkd: 500 };

export const clubHandler = (club: Club = TEST_CLUB) => http.get(`${API}/ext/club`, () => HttpResponse.json({ status: 'ok', club }));
