import fanlingImage from '../assets/fanling.svg';
import clearwaterBayImage from '../assets/clearwater-bay.svg';
import kauSaiChauImage from '../assets/kau-sai-chau.svg';
import discoveryBayImage from '../assets/discovery-bay.svg';
import deepWaterBayImage from '../assets/deep-water-bay.svg';

export type FeatureKey =
  | 'hostsOpen'
  | 'drivingRange'
  | 'caddies'
  | 'proShop'
  | 'juniorProgramme'
  | 'lockerRooms'
  | 'seaViews'
  | 'academyCourse'
  | 'golfCarts'
  | 'clubRental'
  | 'publicAccess'
  | 'ferry'
  | 'coaching'
  | 'puttingGreen'
  | 'nearCity';

/** A course built into the app (spec 01 §3); its name, location and description are i18n texts. */
export interface GolfCourse {
  /** Also the key of its texts: shell:golf.courses.<id>. */
  id: 'fanling' | 'clearwaterBay' | 'kauSaiChau' | 'discoveryBay' | 'deepWaterBay';
  holes: number;
  par: number;
  /** International format, dialled as is by the call button. */
  phone: string;
  website?: string;
  rating: number;
  image: string;
  features: FeatureKey[];
}

/** How many features a card lists before the '+N more' chip (spec 01 §9). */
export const CARD_FEATURE_LIMIT = 3;

export const GOLF_COURSES: GolfCourse[] = [
  {
    id: 'fanling',
    holes: 54,
    par: 216,
    phone: '+852 2670 1211',
    website: 'https://www.hkgolfclub.org',
    rating: 4.8,
    image: fanlingImage,
    features: ['hostsOpen', 'drivingRange', 'caddies', 'proShop', 'juniorProgramme', 'lockerRooms'],
  },
  {
    id: 'clearwaterBay',
    holes: 18,
    par: 72,
    phone: '+852 2335 3700',
    website: 'https://www.cwbgolf.org',
    rating: 4.7,
    image: clearwaterBayImage,
    features: ['seaViews', 'academyCourse', 'drivingRange', 'golfCarts', 'clubRental'],
  },
  {
    id: 'kauSaiChau',
    holes: 36,
    par: 144,
    phone: '+852 2791 3388',
    website: 'https://www.kscgolf.org.hk',
    rating: 4.5,
    image: kauSaiChauImage,
    features: ['publicAccess', 'ferry', 'drivingRange', 'clubRental', 'coaching', 'golfCarts'],
  },
  {
    id: 'discoveryBay',
    holes: 18,
    par: 72,
    phone: '+852 2987 7273',
    website: 'https://www.dbgc.hk',
    rating: 4.4,
    image: discoveryBayImage,
    features: ['seaViews', 'golfCarts', 'drivingRange', 'proShop'],
  },
  {
    id: 'deepWaterBay',
    holes: 9,
    par: 35,
    phone: '+852 2812 7070',
    rating: 4.0,
    image: deepWaterBayImage,
    features: ['nearCity', 'puttingGreen', 'caddies'],
  },
];

/** The phone number as a tel: link (digits and the leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
