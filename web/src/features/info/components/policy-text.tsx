/**
 * A text of the policy files: paragraphs split by a blank line, and a paragraph whose lines all start with "- " is a
 * bulleted list (the texts stay plain strings, translatable line by line).
 */
export function PolicyText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
        if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="list-disc space-y-1.5 pl-6">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{lines.join(' ')}</p>;
      })}
    </>
  );
}
