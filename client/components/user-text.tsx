/**
 * A paragraph of what the person wrote (notes, a title), shown only when there is some: `dir="auto"`
 * lets a line in Arabic run right to left on an English page, and the other way round.
 */
export function UserText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p dir="auto" className={className}>
      {text}
    </p>
  );
}
