import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocumentView } from '../components/legal-document';
import { privacyPolicy } from '../content/legal';

export function PrivacyPage() {
  useDocumentTitle(privacyPolicy.title);
  return <LegalDocumentView document={privacyPolicy} />;
}
