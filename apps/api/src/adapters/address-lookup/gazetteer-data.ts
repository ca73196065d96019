/**
 * The local gazetteer: the 26 counties of the Republic of Ireland, their main towns with the Eircode
 * routing key that serves each, and street names from which sample addresses are built
 * (gazetteer.ts). County codes are the counties' vehicle registration marks. Counties are named
 * without 'Co.' ('Dublin', 'Cork'), as the profile and quote records hold them.
 */
export interface GazetteerTown {
  name: string;
  routingKey: string;
  /** Areas within the town, used in turn as address line 2. */
  localities?: readonly string[];
  streets: readonly string[];
}

export interface GazetteerCounty {
  name: string;
  code: string;
  towns: readonly GazetteerTown[];
}

/** Addresses kept exactly, so records elsewhere in the product (the demo profile) can be found. */
export const FIXED_ADDRESSES = [
  {
    addressLine1: '14 Seaview Terrace',
    addressLine2: 'Sandymount',
    addressLine3: '',
    town: 'Dublin 4',
    county: 'Dublin',
    eircode: 'D04 X2Y3',
  },
] as const;

const TOWN_STREETS = ['Main Street', 'Church Street', 'Bridge Street'] as const;

export const GAZETTEER: readonly GazetteerCounty[] = [
  {
    name: 'Carlow',
    code: 'CW',
    towns: [
      {
        name: 'Carlow',
        routingKey: 'R93',
        streets: ['Tullow Street', 'Dublin Street', 'Burrin Street'],
      },
      { name: 'Bagenalstown', routingKey: 'R21', streets: ['Regent Street', 'Station Road'] },
      { name: 'Tullow', routingKey: 'R93', streets: ['Bridge Street', 'Mill Street'] },
    ],
  },
  {
    name: 'Cavan',
    code: 'CN',
    towns: [
      {
        name: 'Cavan',
        routingKey: 'H12',
        streets: ['Farnham Street', 'Bridge Street', 'Main Street'],
      },
      { name: 'Belturbet', routingKey: 'H14', streets: ['Holborn Hill', 'Main Street'] },
      { name: 'Cootehill', routingKey: 'H16', streets: ['Market Street', 'Bridge Street'] },
    ],
  },
  {
    name: 'Clare',
    code: 'CE',
    towns: [
      {
        name: 'Ennis',
        routingKey: 'V95',
        streets: ['Abbey Street', "O'Connell Street", 'Parnell Street'],
      },
      {
        name: 'Shannon',
        routingKey: 'V14',
        localities: ['Drumgeely', 'Tullyvarraga'],
        streets: ['Ard Na Rí', 'Cluain Airne'],
      },
      { name: 'Kilrush', routingKey: 'V15', streets: ['Frances Street', 'Moore Street'] },
    ],
  },
  {
    name: 'Cork',
    code: 'C',
    towns: [
      {
        name: 'Cork',
        routingKey: 'T12',
        localities: ['Ballintemple', 'Douglas', 'Turners Cross'],
        streets: ['Oliver Plunkett Street', 'South Mall', 'Douglas Road', 'Evergreen Road'],
      },
      {
        name: 'Cork',
        routingKey: 'T23',
        localities: ['Blackpool', "Saint Luke's", 'Montenotte'],
        streets: ['MacCurtain Street', 'Summerhill North', 'Wellington Road'],
      },
      { name: 'Ballincollig', routingKey: 'P31', streets: ['Main Street', 'Station Road'] },
      { name: 'Carrigaline', routingKey: 'P43', streets: ['Main Street', 'Church Road'] },
      { name: 'Midleton', routingKey: 'P25', streets: ['Main Street', 'Mill Road'] },
      { name: 'Cobh', routingKey: 'P24', streets: ['Harbour Row', 'Bishop Street'] },
      { name: 'Mallow', routingKey: 'P51', streets: ['Bank Place', 'Spa Walk'] },
      { name: 'Bandon', routingKey: 'P72', streets: ['South Main Street', 'Weir Street'] },
      { name: 'Clonakilty', routingKey: 'P85', streets: ['Pearse Street', 'Ashe Street'] },
      { name: 'Skibbereen', routingKey: 'P81', streets: ['North Street', 'Bridge Street'] },
      { name: 'Fermoy', routingKey: 'P61', streets: ['Pearse Square', 'Patrick Street'] },
      { name: 'Kinsale', routingKey: 'P17', streets: ['Main Street', 'Market Street'] },
    ],
  },
  {
    name: 'Donegal',
    code: 'DL',
    towns: [
      {
        name: 'Letterkenny',
        routingKey: 'F92',
        streets: ['Main Street', 'Port Road', 'Upper Main Street'],
      },
      { name: 'Donegal', routingKey: 'F94', streets: ['Bridge Street', 'Tirconnell Street'] },
      { name: 'Buncrana', routingKey: 'F93', streets: ['Main Street', 'Maginn Avenue'] },
    ],
  },
  {
    name: 'Dublin',
    code: 'D',
    towns: [
      {
        name: 'Dublin 1',
        routingKey: 'D01',
        streets: ['Gardiner Street Upper', 'Mountjoy Square', 'Parnell Street'],
      },
      {
        name: 'Dublin 2',
        routingKey: 'D02',
        streets: ['Baggot Street Lower', 'Harcourt Street', 'Leeson Street Lower'],
      },
      {
        name: 'Dublin 3',
        routingKey: 'D03',
        localities: ['Clontarf', 'Marino'],
        streets: ['Vernon Avenue', 'Seafield Road West', 'Griffith Avenue'],
      },
      {
        name: 'Dublin 4',
        routingKey: 'D04',
        localities: ['Ballsbridge', 'Sandymount', 'Donnybrook'],
        streets: ['Seaview Terrace', 'Shelbourne Road', 'Morehampton Road'],
      },
      {
        name: 'Dublin 6',
        routingKey: 'D06',
        localities: ['Rathmines', 'Ranelagh', 'Rathgar'],
        streets: ['Leinster Road', 'Cowper Road', 'Highfield Road'],
      },
      {
        name: 'Dublin 6W',
        routingKey: 'D6W',
        localities: ['Terenure', 'Kimmage'],
        streets: ['Templeogue Road', 'Fortfield Road'],
      },
      {
        name: 'Dublin 7',
        routingKey: 'D07',
        localities: ['Phibsborough', 'Cabra'],
        streets: ['Prussia Street', 'Connaught Street'],
      },
      {
        name: 'Dublin 8',
        routingKey: 'D08',
        localities: ['Portobello', 'Inchicore'],
        streets: ['South Circular Road', 'Emmet Road'],
      },
      {
        name: 'Dublin 9',
        routingKey: 'D09',
        localities: ['Drumcondra', 'Glasnevin'],
        streets: ['Iona Road', 'Collins Avenue'],
      },
      {
        name: 'Dublin 12',
        routingKey: 'D12',
        localities: ['Crumlin', 'Walkinstown'],
        streets: ['Sundrive Road', 'Cromwellsfort Road'],
      },
      {
        name: 'Dublin 14',
        routingKey: 'D14',
        localities: ['Dundrum', 'Churchtown'],
        streets: ['Main Street', 'Braemor Road'],
      },
      {
        name: 'Dublin 15',
        routingKey: 'D15',
        localities: ['Castleknock', 'Blanchardstown'],
        streets: ['Castleknock Road', 'Main Street'],
      },
      {
        name: 'Dublin 16',
        routingKey: 'D16',
        localities: ['Ballinteer', 'Rathfarnham'],
        streets: ['Ballinteer Road', 'Grange Road'],
      },
      {
        name: 'Dublin 18',
        routingKey: 'D18',
        localities: ['Foxrock', 'Cabinteely'],
        streets: ['Westminster Road', 'Brighton Road'],
      },
      {
        name: 'Dublin 24',
        routingKey: 'D24',
        localities: ['Tallaght', 'Firhouse'],
        streets: ['Old Bawn Road', 'Firhouse Road'],
      },
      { name: 'Swords', routingKey: 'K67', streets: ['Main Street', 'Forster Way'] },
      { name: 'Malahide', routingKey: 'K36', streets: ['Main Street', 'The Hill'] },
      { name: 'Lucan', routingKey: 'K78', streets: ['Main Street', 'Esker Road'] },
      { name: 'Balbriggan', routingKey: 'K32', streets: ['Drogheda Street', 'Hampton Street'] },
      { name: 'Blackrock', routingKey: 'A94', streets: ['Main Street', 'Newtown Avenue'] },
      {
        name: 'Dún Laoghaire',
        routingKey: 'A96',
        streets: ["George's Street Upper", 'Mulgrave Street'],
      },
    ],
  },
  {
    name: 'Galway',
    code: 'G',
    towns: [
      {
        name: 'Galway',
        routingKey: 'H91',
        localities: ['Salthill', 'Newcastle', 'Renmore'],
        streets: ['Shop Street', 'Dominick Street Upper', 'College Road', 'Taylors Hill'],
      },
      { name: 'Ballinasloe', routingKey: 'H53', streets: ['Society Street', 'Main Street'] },
      { name: 'Tuam', routingKey: 'H54', streets: ['Vicar Street', 'Shop Street'] },
      { name: 'Loughrea', routingKey: 'H62', streets: ['Main Street', 'Church Street'] },
      { name: 'Athenry', routingKey: 'H65', streets: ['Cross Street', 'Church Street'] },
    ],
  },
  {
    name: 'Kerry',
    code: 'KY',
    towns: [
      {
        name: 'Tralee',
        routingKey: 'V92',
        streets: ['Denny Street', 'Castle Street', 'Rock Street'],
      },
      { name: 'Killarney', routingKey: 'V93', streets: ['High Street', 'New Street'] },
      { name: 'Listowel', routingKey: 'V31', streets: ['Church Street', 'William Street'] },
    ],
  },
  {
    name: 'Kildare',
    code: 'KE',
    towns: [
      {
        name: 'Naas',
        routingKey: 'W91',
        streets: ['Main Street North', 'Sallins Road', 'Dublin Road'],
      },
      { name: 'Newbridge', routingKey: 'W12', streets: ['Main Street', 'Eyre Street'] },
      { name: 'Kildare', routingKey: 'R51', streets: ['Market Square', 'Claregate Street'] },
      { name: 'Athy', routingKey: 'R14', streets: ['Leinster Street', 'Duke Street'] },
      { name: 'Celbridge', routingKey: 'W23', streets: ['Main Street', 'Maynooth Road'] },
    ],
  },
  {
    name: 'Kilkenny',
    code: 'KK',
    towns: [
      {
        name: 'Kilkenny',
        routingKey: 'R95',
        streets: ['High Street', 'Patrick Street', 'John Street Upper'],
      },
      { name: 'Thomastown', routingKey: 'R95', streets: ['Market Street', 'Logan Street'] },
      { name: 'Callan', routingKey: 'R95', streets: ['West Street', 'Bridge Street'] },
    ],
  },
  {
    name: 'Laois',
    code: 'LS',
    towns: [
      {
        name: 'Portlaoise',
        routingKey: 'R32',
        streets: ['Main Street', 'Church Street', 'Railway Street'],
      },
      { name: 'Mountmellick', routingKey: 'R32', streets: ["O'Moore Street", 'Pound Street'] },
      {
        name: 'Portarlington',
        routingKey: 'R32',
        streets: ['Main Street', 'French Church Street'],
      },
    ],
  },
  {
    name: 'Leitrim',
    code: 'LM',
    towns: [
      {
        name: 'Carrick-on-Shannon',
        routingKey: 'N41',
        streets: ['Main Street', 'Bridge Street', "Saint George's Terrace"],
      },
      { name: 'Mohill', routingKey: 'N41', streets: [...TOWN_STREETS.slice(0, 2)] },
    ],
  },
  {
    name: 'Limerick',
    code: 'L',
    towns: [
      {
        name: 'Limerick',
        routingKey: 'V94',
        localities: ['Castletroy', 'Dooradoyle', 'Corbally'],
        streets: ["O'Connell Street", 'Henry Street', 'Ennis Road', 'Father Russell Road'],
      },
      { name: 'Newcastle West', routingKey: 'V42', streets: ['Maiden Street', 'Bridge Street'] },
      { name: 'Kilmallock', routingKey: 'V35', streets: ['Sheares Street', 'Lord Edward Street'] },
    ],
  },
  {
    name: 'Longford',
    code: 'LD',
    towns: [
      {
        name: 'Longford',
        routingKey: 'N39',
        streets: ['Main Street', 'Ballymahon Street', 'Dublin Street'],
      },
      { name: 'Granard', routingKey: 'N39', streets: [...TOWN_STREETS.slice(0, 2)] },
    ],
  },
  {
    name: 'Louth',
    code: 'LH',
    towns: [
      {
        name: 'Dundalk',
        routingKey: 'A91',
        streets: ['Clanbrassil Street', 'Park Street', 'Francis Street'],
      },
      {
        name: 'Drogheda',
        routingKey: 'A92',
        streets: ['West Street', 'Laurence Street', 'Fair Street'],
      },
    ],
  },
  {
    name: 'Mayo',
    code: 'MO',
    towns: [
      {
        name: 'Castlebar',
        routingKey: 'F23',
        streets: ['Main Street', 'Ellison Street', 'Spencer Street'],
      },
      { name: 'Ballina', routingKey: 'F26', streets: ['Pearse Street', 'Tone Street'] },
      { name: 'Westport', routingKey: 'F28', streets: ['Bridge Street', 'James Street'] },
      { name: 'Claremorris', routingKey: 'F12', streets: ['Main Street', 'James Street'] },
    ],
  },
  {
    name: 'Meath',
    code: 'MH',
    towns: [
      {
        name: 'Navan',
        routingKey: 'C15',
        streets: ['Trimgate Street', 'Ludlow Street', 'Flower Hill'],
      },
      { name: 'Trim', routingKey: 'C15', streets: ['Market Street', 'High Street'] },
      { name: 'Kells', routingKey: 'A82', streets: ['John Street', 'Carrick Street'] },
      { name: 'Ashbourne', routingKey: 'A84', streets: ['Main Street', 'Frederick Street'] },
      { name: 'Dunshaughlin', routingKey: 'A85', streets: ['Main Street', 'Drumree Road'] },
      { name: 'Dunboyne', routingKey: 'A86', streets: ['Main Street', 'Navan Road'] },
    ],
  },
  {
    name: 'Monaghan',
    code: 'MN',
    towns: [
      {
        name: 'Monaghan',
        routingKey: 'H18',
        streets: ['Dublin Street', 'Glaslough Street', 'Park Street'],
      },
      { name: 'Carrickmacross', routingKey: 'A81', streets: ['Main Street', "O'Neill Street"] },
      { name: 'Castleblayney', routingKey: 'A75', streets: ['Main Street', 'Church Street'] },
      { name: 'Clones', routingKey: 'H23', streets: ['Fermanagh Street', 'The Diamond'] },
    ],
  },
  {
    name: 'Offaly',
    code: 'OY',
    towns: [
      {
        name: 'Tullamore',
        routingKey: 'R35',
        streets: ["O'Connor Square", 'William Street', 'Church Street'],
      },
      { name: 'Birr', routingKey: 'R42', streets: ['Main Street', 'Emmet Square'] },
      { name: 'Edenderry', routingKey: 'R45', streets: ["O'Connell Square", 'JKL Street'] },
    ],
  },
  {
    name: 'Roscommon',
    code: 'RN',
    towns: [
      {
        name: 'Roscommon',
        routingKey: 'F42',
        streets: ['Main Street', 'Castle Street', 'Abbey Street'],
      },
      { name: 'Castlerea', routingKey: 'F45', streets: ['Main Street', 'Patrick Street'] },
      { name: 'Boyle', routingKey: 'F52', streets: ['Bridge Street', 'Main Street'] },
    ],
  },
  {
    name: 'Sligo',
    code: 'SO',
    towns: [
      {
        name: 'Sligo',
        routingKey: 'F91',
        streets: ["O'Connell Street", 'Wine Street', 'Temple Street'],
      },
      { name: 'Ballymote', routingKey: 'F56', streets: ['Teeling Street', 'Lord Edward Street'] },
    ],
  },
  {
    name: 'Tipperary',
    code: 'T',
    towns: [
      {
        name: 'Clonmel',
        routingKey: 'E91',
        streets: ["O'Connell Street", 'Gladstone Street', 'Irishtown'],
      },
      { name: 'Thurles', routingKey: 'E41', streets: ['Liberty Square', 'Friar Street'] },
      { name: 'Nenagh', routingKey: 'E45', streets: ['Kenyon Street', 'Pearse Street'] },
      { name: 'Tipperary', routingKey: 'E34', streets: ['Main Street', 'Bridge Street'] },
      { name: 'Cashel', routingKey: 'E25', streets: ['Main Street', 'Friar Street'] },
      { name: 'Roscrea', routingKey: 'E53', streets: ['Main Street', 'Castle Street'] },
      { name: 'Carrick-on-Suir', routingKey: 'E32', streets: ['Main Street', 'Greystone Street'] },
    ],
  },
  {
    name: 'Waterford',
    code: 'W',
    towns: [
      {
        name: 'Waterford',
        routingKey: 'X91',
        localities: ['Ballytruckle', 'Ferrybank'],
        streets: ['The Quay', 'John Street', 'Barrack Street', 'Cork Road'],
      },
      { name: 'Dungarvan', routingKey: 'X35', streets: ['Main Street', 'Mary Street'] },
      { name: 'Kilmacthomas', routingKey: 'X42', streets: ['Main Street', 'Church Street'] },
    ],
  },
  {
    name: 'Westmeath',
    code: 'WH',
    towns: [
      {
        name: 'Mullingar',
        routingKey: 'N91',
        streets: ['Pearse Street', 'Dominick Street', 'Austin Friars Street'],
      },
      {
        name: 'Athlone',
        routingKey: 'N37',
        streets: ['Church Street', 'Connaught Street', 'Irishtown'],
      },
    ],
  },
  {
    name: 'Wexford',
    code: 'WX',
    towns: [
      {
        name: 'Wexford',
        routingKey: 'Y35',
        streets: ['Main Street North', 'Selskar Street', 'Spawell Road'],
      },
      { name: 'Enniscorthy', routingKey: 'Y21', streets: ['Main Street', 'Court Street'] },
      { name: 'Gorey', routingKey: 'Y25', streets: ['Main Street', 'Esmonde Street'] },
      { name: 'New Ross', routingKey: 'Y34', streets: ['South Street', 'Mary Street'] },
    ],
  },
  {
    name: 'Wicklow',
    code: 'WW',
    towns: [
      { name: 'Bray', routingKey: 'A98', streets: ['Main Street', 'Quinsboro Road', 'Meath Road'] },
      { name: 'Greystones', routingKey: 'A63', streets: ['Church Road', 'Trafalgar Road'] },
      { name: 'Wicklow', routingKey: 'A67', streets: ['Main Street', 'Church Hill'] },
      { name: 'Arklow', routingKey: 'Y14', streets: ['Main Street', 'Ferrybank'] },
    ],
  },
];
