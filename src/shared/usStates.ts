import { LIMITS } from './limits';

/**
 * The two-letter codes plates carry, by the name people paste or dictate ("New York", "new
 * hampshire"): a field that only kept letters and cut to two turned "New York" into NE (Nebraska).
 * Names are written without spaces or dots, upper case, as `typedState` compares them.
 */
const CODE_OF_NAME: Readonly<Record<string, string>> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  DISTRICTOFCOLUMBIA: 'DC',
  WASHINGTONDC: 'DC',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  NEWHAMPSHIRE: 'NH',
  NEWJERSEY: 'NJ',
  NEWMEXICO: 'NM',
  NEWYORK: 'NY',
  NORTHCAROLINA: 'NC',
  NORTHDAKOTA: 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  RHODEISLAND: 'RI',
  SOUTHCAROLINA: 'SC',
  SOUTHDAKOTA: 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  WESTVIRGINIA: 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
  PUERTORICO: 'PR',
  GUAM: 'GU',
  AMERICANSAMOA: 'AS',
  USVIRGINISLANDS: 'VI',
  VIRGINISLANDS: 'VI',
  NORTHERNMARIANAISLANDS: 'MP',
};

/**
 * A state as its field keeps it while typed, pasted or dictated: a state's full name becomes its
 * code; anything else keeps its letters, upper case, cut to SPEC's 2 ("n.y." is NY).
 */
export function typedState(text: string): string {
  return (
    stateCodeOfName(text) ??
    text
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, LIMITS.stateMax)
  );
}

/** The code of a state written by its full name ("New York", "district of columbia"), else null. */
export function stateCodeOfName(text: string): string | null {
  return CODE_OF_NAME[text.toUpperCase().replace(/[^A-Z]/g, '')] ?? null;
}
