import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { EXPORT_FILE_NAME, saveAsJsonFile, useExportMyData } from '../api/export-my-data';

export function DataExportCard() {
  const exportData = useExportMyData();
  const onClick = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveAsJsonFile(data);
        toast({ title: 'Success', description: `Your data has been downloaded as ${EXPORT_FILE_NAME}.` });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <DownloadIcon aria-hidden="true" className="size-5 text-primary" />
          Your data
        </CardTitle>
        <CardDescription>
          Download a copy of everything Pathway holds about you: your profile, saved jobs, applications, activity and
          orders, as a JSON file.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onClick} disabled={exportData.isPending}>
          {exportData.isPending ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
