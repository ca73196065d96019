/** The 26 counties of the Republic of Ireland, as the address gazetteer names them. */
export const IRISH_COUNTIES = [
  'Carlow',
  'Cavan',
  'Clare',
  'Cork',
  'Donegal',
  'Dublin',
  'Galway',
  'Kerry',
  'Kildare',
  'Kilkenny',
  'Laois',
  'Leitrim',
  'Limerick',
  'Longford',
  'Louth',
  'Mayo',
  'Meath',
  'Monaghan',
  'Offaly',
  'Roscommon',
  'Sligo',
  'Tipperary',
  'Waterford',
  'Westmeath',
  'Wexford',
  'Wicklow',
] as const;
export type IrishCounty = (typeof IRISH_COUNTIES)[number];

/**
 * County Dublin's local authorities whose names do not contain 'Dublin' (South Dublin and Dublin
 * City do). A county field may hold the authority when typed by hand; the home is in Dublin all
 * the same, so it has Dublin's rebuild-cost minimum and Dublin's rating zone.
 */
const DUBLIN_AUTHORITIES_WITHOUT_DUBLIN = ['dun laoghaire', 'fingal'] as const;

/** Lower case without accents, so 'DÚN LAOGHAIRE' and 'dun laoghaire' read alike. */
function plainCounty(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * home.md 5 and 9: a county containing 'dublin' ('Dublin', 'Co. Dublin', 'Dublin 6W', 'South
 * Dublin'), or one of the Dublin authorities named without it (Fingal, Dún Laoghaire-Rathdown).
 * The one definition the forms, the server's rules and both rating engines use.
 */
export function isDublinCounty(county: string | null | undefined): boolean {
  const plain = plainCounty(county);
  return (
    plain.includes('dublin') ||
    DUBLIN_AUTHORITIES_WITHOUT_DUBLIN.some((area) => plain.includes(area))
  );
}

/**
 * The county of a free-text county field ('Co. Cork', 'County Dublin', 'Dublin 6', 'DÚN
 * LAOGHAIRE-RATHDOWN'); undefined outside the 26 counties.
 */
export function countyOf(text: string | null | undefined): IrishCounty | undefined {
  if (isDublinCounty(text)) return 'Dublin';
  const words = plainCounty(text).split(/[^a-z]+/);
  return IRISH_COUNTIES.find((county) => words.includes(county.toLowerCase()));
}
