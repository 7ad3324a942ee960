const WHOLE_HKD = new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'HKD', maximumFractionDigits: 0 });
const HKD = new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'HKD', minimumFractionDigits: 2 });

/** HK$100, HK$150.50. */
export function formatHkd(dollars: number): string {
  const value = dollars ?? 0;
  return (Number.isInteger(value) ? WHOLE_HKD : HKD).format(value);
}
