import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocumentView } from '../components/legal-document';
import { termsOfService } from '../content/legal';

export function TermsPage() {
  useDocumentTitle(termsOfService.title);
  return <LegalDocumentView document={termsOfService} />;
}
