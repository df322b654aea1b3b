import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { consolePaths } from '../console-paths';

/** An address under /admin that is no console page. */
export function ConsoleNotFound() {
  useDocumentTitle('Not found · Console');
  return (
    <div className="py-10">
      <h1 className="text-2xl font-bold">No such console page</h1>
      <Link to={consolePaths.home} className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
        Back to the console
      </Link>
    </div>
  );
}
