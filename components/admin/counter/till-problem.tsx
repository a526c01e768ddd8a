// What the server said to the last Complete, above the button: the lines it could not sell
// (naming the product and size), a changed total, the fields to fix, or "no answer: Retry".
import type { TillProblem } from './use-till';

export function TillProblemNote({ problem }: { problem: TillProblem | null }) {
  if (!problem) return null;
  const lines = problem.kind === 'conflict' ? problem.lines : [];
  const fields = problem.kind === 'invalid' ? Object.values(problem.fields).flat() : [];
  return (
    <div role="alert" className="space-y-1 rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
      {lines.length > 0 ? (
        <ul className="list-disc pl-5">
          {lines.map((line) => (
            <li key={`${line.productId}|${line.size ?? ''}`}>{line.message}</li>
          ))}
        </ul>
      ) : (
        <p>{problem.message}</p>
      )}
      {fields.length > 0 && (
        <ul className="list-disc pl-5">
          {[...new Set(fields)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {problem.kind === 'conflict' && <p>The bill is kept: fix it and complete again.</p>}
    </div>
  );
}
