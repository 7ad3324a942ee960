import { addShellTexts } from './shell-catalogue';

// Golf Courses page (spec 01 §2, §3). Course names, places and descriptions are texts, so they
// live here in both languages; numbers, phones and links are data (features/golf-courses/data).
const en = {
  golf: {
    title: 'Golf Courses in Hong Kong',
    otherLanguageTitle: '香港高爾夫球場',
    subtitle: 'From a historic championship club to an island public course: where to play in Hong Kong.',
    holes: '{{count}} holes',
    par: 'Par {{par}}',
    rating: 'Rated {{rating}} out of 5',
    moreFeatures: '+{{count}} more',
    viewDetails: 'View details',
    dialog: {
      location: 'Location',
      holes: 'Holes',
      totalPar: 'Total Par',
      parking: 'Parking',
      parkingValue: 'Available',
      restaurant: 'Restaurant',
      restaurantValue: 'On site',
      about: 'About',
      features: 'Features',
      call: 'Call',
      visitWebsite: 'Visit Website',
      close: 'Close',
      newTab: '(opens in a new tab)',
    },
    features: {
      hostsOpen: 'Home of the Hong Kong Open',
      drivingRange: 'Driving range',
      caddies: 'Caddie service',
      proShop: 'Pro shop',
      juniorProgramme: 'Junior programme',
      lockerRooms: 'Locker rooms',
      seaViews: 'Sea views',
      academyCourse: 'Six-hole academy course',
      golfCarts: 'Golf carts',
      clubRental: 'Club rental',
      publicAccess: 'Open to the public',
      ferry: 'Ferry from Sai Kung pier',
      coaching: 'Golf lessons',
      puttingGreen: 'Putting green',
      nearCity: 'Minutes from Central',
    },
    courses: {
      fanling: {
        name: 'Hong Kong Golf Club, Fanling',
        location: 'Fan Kam Road, Fanling, New Territories',
        description:
          'Founded in 1889, the oldest golf club in Hong Kong. Three 18-hole courses — Old, New and Eden — wind through mature woodland, and the club hosts the Hong Kong Open.',
      },
      clearwaterBay: {
        name: 'Clearwater Bay Golf & Country Club',
        location: 'Tai Au Mun Road, Clearwater Bay, Sai Kung',
        description:
          'A dramatic clifftop course on the tip of the Sai Kung peninsula, surrounded by sea on three sides, with a six-hole academy course for practice.',
      },
      kauSaiChau: {
        name: 'Jockey Club Kau Sai Chau Public Golf Course',
        location: 'Kau Sai Chau Island, Sai Kung',
        description:
          'The only public golf course in Hong Kong, on an island a short ferry ride from Sai Kung. Two championship courses welcome golfers of every level.',
      },
      discoveryBay: {
        name: 'Discovery Bay Golf Club',
        location: 'Valley Road, Discovery Bay, Lantau Island',
        description:
          'A hilltop resort course on Lantau Island with sweeping views over the bay and the South China Sea.',
      },
      deepWaterBay: {
        name: 'Deep Water Bay Golf Course',
        location: 'Island Road, Deep Water Bay, Hong Kong Island',
        description:
          'A compact nine-hole course beside the beach at Deep Water Bay on the south side of Hong Kong Island — perfect for a quick round.',
      },
    },
  },
};

const zh: typeof en = {
  golf: {
    title: '香港高爾夫球場',
    otherLanguageTitle: 'Golf Courses in Hong Kong',
    subtitle: '由歷史悠久的錦標賽球會到離島公眾球場，一覽香港打球好去處。',
    holes: '{{count}} 洞',
    par: '標準桿 {{par}}',
    rating: '評分 {{rating}}／5',
    moreFeatures: '另有 {{count}} 項',
    viewDetails: '查看詳情',
    dialog: {
      location: '地點',
      holes: '洞數',
      totalPar: '總標準桿',
      parking: '泊車',
      parkingValue: '設有車位',
      restaurant: '餐廳',
      restaurantValue: '場內設有',
      about: '簡介',
      features: '設施及特色',
      call: '致電',
      visitWebsite: '瀏覽網站',
      close: '關閉',
      newTab: '（在新分頁開啟）',
    },
    features: {
      hostsOpen: '香港公開賽主場',
      drivingRange: '練習場',
      caddies: '球僮服務',
      proShop: '專業用品店',
      juniorProgramme: '青少年培訓',
      lockerRooms: '更衣室',
      seaViews: '海景',
      academyCourse: '六洞學院球場',
      golfCarts: '球車',
      clubRental: '球桿租借',
      publicAccess: '開放予公眾',
      ferry: '西貢碼頭渡輪接駁',
      coaching: '高爾夫球課程',
      puttingGreen: '推桿果嶺',
      nearCity: '距離中環數分鐘車程',
    },
    courses: {
      fanling: {
        name: '香港哥爾夫球會（粉嶺）',
        location: '新界粉嶺粉錦公路',
        description: '創立於 1889 年，是香港歷史最悠久的高爾夫球會。舊場、新場及伊甸場三個 18 洞球場穿梭於成熟林木之間，亦是香港公開賽的舉辦場地。',
      },
      clearwaterBay: {
        name: '清水灣高爾夫球鄉村俱樂部',
        location: '西貢清水灣大坳門路',
        description: '位於西貢半島最南端的懸崖球場，三面環海，景色壯觀，另設六洞學院球場供練習。',
      },
      kauSaiChau: {
        name: '賽馬會滘西洲公眾高爾夫球場',
        location: '西貢滘西洲',
        description: '香港唯一的公眾高爾夫球場，位於西貢對開小島，乘渡輪即達。兩個錦標賽級球場歡迎不同程度的球手。',
      },
      discoveryBay: {
        name: '愉景灣高爾夫球會',
        location: '大嶼山愉景灣愉景灣道',
        description: '位於大嶼山山頂的度假式球場，可飽覽愉景灣及南中國海的壯麗景色。',
      },
      deepWaterBay: {
        name: '深水灣高爾夫球場',
        location: '香港島深水灣道',
        description: '位於港島南區深水灣泳灘旁的九洞球場，適合打一場輕鬆快捷的球。',
      },
    },
  },
};

export const golfCourseTexts = { en, zh };
addShellTexts(golfCourseTexts);
