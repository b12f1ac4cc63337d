/**
 * Goods and Services Tax on a receipt (issue 27). Kalike's prices include GST, as prices shown to
 * consumers in India must (Legal Metrology (Packaged Commodities) Rules, 2011: MRP "inclusive of
 * all taxes"), so a receipt splits the price paid into its taxable value and the tax in it.
 */

/**
 * GST state codes (the first two digits of a GSTIN), by the state and union territory names the
 * sign-up form offers (the list src/data/places.ts loads). Source: the GST portal's state code list.
 */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's shape and check character: two-digit state code, the holder's PAN (five letters, four
 * digits, a letter), the registration number in that state, 'Z', and a check character computed
 * over the first fourteen (the GSTN's mod-36 scheme). A typing slip fails here, not on a receipt.
 */
export function isValidGstin(gstin: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(gstin.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin.charAt(14) === GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** The tax in a price that includes it, in paise. */
export type IncludedTax =
  | {
      ratePercent: number;
      taxablePaise: number;
      taxPaise: number;
      kind: 'intra';
      cgstPaise: number;
      sgstPaise: number;
    }
  | { ratePercent: number; taxablePaise: number; taxPaise: number; kind: 'inter'; igstPaise: number };

/**
 * The GST included in `pricePaise` at `ratePercent`: tax = price × rate / (100 + rate), rounded to
 * the paisa; the taxable value is the rest, so the two always add up to the price paid. Within the
 * supplier's own state the tax is half CGST and half SGST (the odd paisa, if any, on CGST);
 * to another state it is IGST. Place of supply of a service to a consumer is the address on
 * record (IGST Act 2017, s. 12(2)(b)): the child's state; with none, the supplier's own.
 */
export function includedTax(
  pricePaise: number,
  ratePercent: number,
  supplierGstin: string,
  recipientState: string | undefined,
): IncludedTax {
  const taxPaise = Math.round((pricePaise * ratePercent) / (100 + ratePercent));
  const base = { ratePercent, taxablePaise: pricePaise - taxPaise, taxPaise };
  const recipientCode = recipientState ? GST_STATE_CODES[recipientState] : undefined;
  if (recipientCode !== undefined && recipientCode !== supplierGstin.slice(0, 2))
    return { ...base, kind: 'inter', igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { ...base, kind: 'intra', cgstPaise, sgstPaise: taxPaise - cgstPaise };
}
