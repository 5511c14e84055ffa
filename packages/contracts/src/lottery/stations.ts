/**
 * Vietnamese stations (lottery companies) and their weekly draw schedule, from the reference table. Stations are
 * stored by id: abbreviations collide (dn is Đà Nẵng, Đồng Nai and Đắk Nông). The first station of a day is the
 * "đài chính"; "2 đài" / "3 đài" bets take the first two / three. The sources predate the 2025 provincial merger.
 */

export type TLotteryVnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export const LOTTERY_VN_STATIONS = {
  'ha-noi': 'Hà Nội',
  'quang-ninh': 'Quảng Ninh',
  'bac-ninh': 'Bắc Ninh',
  'hai-phong': 'Hải Phòng',
  'nam-dinh': 'Nam Định',
  'thai-binh': 'Thái Bình',
  'phu-yen': 'Phú Yên',
  'thua-thien-hue': 'Thừa Thiên Huế',
  'dak-lak': 'Đắk Lắk',
  'quang-nam': 'Quảng Nam',
  'da-nang': 'Đà Nẵng',
  'khanh-hoa': 'Khánh Hòa',
  'binh-dinh': 'Bình Định',
  'quang-tri': 'Quảng Trị',
  'quang-binh': 'Quảng Bình',
  'gia-lai': 'Gia Lai',
  'ninh-thuan': 'Ninh Thuận',
  'quang-ngai': 'Quảng Ngãi',
  'dak-nong': 'Đắk Nông',
  'kon-tum': 'Kon Tum',
  'ho-chi-minh': 'TP. Hồ Chí Minh',
  'dong-thap': 'Đồng Tháp',
  'ca-mau': 'Cà Mau',
  'ben-tre': 'Bến Tre',
  'vung-tau': 'Vũng Tàu',
  'bac-lieu': 'Bạc Liêu',
  'dong-nai': 'Đồng Nai',
  'can-tho': 'Cần Thơ',
  'soc-trang': 'Sóc Trăng',
  'tay-ninh': 'Tây Ninh',
  'an-giang': 'An Giang',
  'binh-thuan': 'Bình Thuận',
  'vinh-long': 'Vĩnh Long',
  'binh-duong': 'Bình Dương',
  'tra-vinh': 'Trà Vinh',
  'long-an': 'Long An',
  'binh-phuoc': 'Bình Phước',
  'hau-giang': 'Hậu Giang',
  'tien-giang': 'Tiền Giang',
  'kien-giang': 'Kiên Giang',
  'da-lat': 'Đà Lạt',
} as const;
export type TLotteryVnStationId = keyof typeof LOTTERY_VN_STATIONS;

/** Stations drawing on each weekday, index 0 = Sunday … 6 = Saturday, the đài chính first. */
export const LOTTERY_VN_WEEKLY_STATIONS: Readonly<
  Record<TLotteryVnRegion, readonly (readonly TLotteryVnStationId[])[]>
> = {
  NORTH: ['thai-binh', 'ha-noi', 'quang-ninh', 'bac-ninh', 'ha-noi', 'hai-phong', 'nam-dinh'].map((id) => [
    id as TLotteryVnStationId,
  ]),
  CENTRAL: [
    // Sunday's Huế is in two sources and missing from a third (weak).
    ['kon-tum', 'khanh-hoa', 'thua-thien-hue'],
    ['phu-yen', 'thua-thien-hue'],
    ['dak-lak', 'quang-nam'],
    ['da-nang', 'khanh-hoa'],
    ['binh-dinh', 'quang-tri', 'quang-binh'],
    ['gia-lai', 'ninh-thuan'],
    ['da-nang', 'quang-ngai', 'dak-nong'],
  ],
  SOUTH: [
    ['tien-giang', 'kien-giang', 'da-lat'],
    ['ho-chi-minh', 'dong-thap', 'ca-mau'],
    ['ben-tre', 'vung-tau', 'bac-lieu'],
    ['dong-nai', 'can-tho', 'soc-trang'],
    ['tay-ninh', 'an-giang', 'binh-thuan'],
    ['vinh-long', 'binh-duong', 'tra-vinh'],
    ['ho-chi-minh', 'long-an', 'binh-phuoc', 'hau-giang'],
  ],
};

/** The stations of a region drawing on a weekday (0 = Sunday), the đài chính first. */
export function lotteryVnStationsOn(
  region: TLotteryVnRegion,
  weekday: number,
): readonly TLotteryVnStationId[] {
  const stations = LOTTERY_VN_WEEKLY_STATIONS[region][weekday];
  if (!stations) throw new Error('the weekday is 0 (Sunday) to 6 (Saturday)');
  return stations;
}
