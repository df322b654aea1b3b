import { BookmarkCheckIcon, GraduationCapIcon, WalletIcon } from 'lucide-react';

const points = [
  { icon: GraduationCapIcon, text: 'Internships and jobs from companies across India, updated every day.' },
  { icon: BookmarkCheckIcon, text: 'Save the roles you like and apply on each company’s own career portal.' },
  { icon: WalletIcon, text: 'Salaries in LPA and stipends per month, shown up front.' },
];

/** The login and register pages' marketing column ("25,000+ professionals", docs/product/site.md#static-pages). */
export function JoinPitch({ headline }: { headline: string }) {
  return (
    <section aria-labelledby="join-pitch-heading" className="space-y-6">
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pathway</p>
        <h2 id="join-pitch-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {headline}
        </h2>
        <p className="text-lg text-muted-foreground">
          Join <strong className="font-semibold text-foreground">25,000+ professionals</strong> and students who find
          their next internship or job on Pathway.
        </p>
      </div>
      <ul className="space-y-4">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="pt-1.5 text-muted-foreground">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
