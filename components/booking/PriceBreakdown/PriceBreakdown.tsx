import * as styles from './PriceBreakdown.css';

type Money = { pence: number; formatted: string };
export type PriceBreakdownProps = {
  lines: { kind: string; description: string; quantity: string; formatted: string }[];
  total: Money;
  vat: Money;
  /** Extra rows after the total: paid, balance due, deposit asked now. */
  extra?: { label: string; value: string }[];
};

/** Each line of a price, the total and the VAT it includes (the same lines as the invoice). */
export function PriceBreakdown({ lines, total, vat, extra = [] }: PriceBreakdownProps) {
  return (
    <table className={styles.table} data-testid="price-breakdown">
      <caption className={styles.caption}>Price breakdown (VAT included)</caption>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} data-kind={line.kind}>
            <th scope="row" className={styles.description}>
              {line.description}
            </th>
            <td className={styles.amount}>{line.formatted}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row">Total</th>
          <td className={styles.amount} data-testid="price-total">
            {total.formatted}
          </td>
        </tr>
        <tr className={styles.muted}>
          <th scope="row">Includes VAT at 20%</th>
          <td className={styles.amount}>{vat.formatted}</td>
        </tr>
        {extra.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className={styles.amount}>{row.value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
