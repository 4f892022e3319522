/** A line's product cell: its name, and its code under it. */
export const ProductCell = ({ line }: { line: { ProductName: string; ProductCode: string } }) => (
  <td>
    <span className="bo-line-product">{line.ProductName}</span>
    <span className="bo-muted bo-line-code">{line.ProductCode}</span>
  </td>
);
