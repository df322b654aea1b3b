import { parseDescription } from '../job-description';

/** The full description, its paragraphs and lists kept; rendered as text, never as HTML. */
export function JobDescription({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed break-words text-foreground/90">
      {parseDescription(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
