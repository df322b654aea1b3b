import { APP_VERSION, COPYRIGHT_YEAR } from '@pathway/contracts/constants';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/routes';

const footerGroups = [
  {
    heading: 'Explore',
    links: [
      { to: paths.jobs, label: 'Jobs' },
      { to: paths.pricing, label: 'Pricing' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: paths.help, label: 'Help' },
      { to: paths.privacy, label: 'Privacy' },
      { to: paths.terms, label: 'Terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="page-container grid grid-cols-2 gap-8 py-12 sm:grid-cols-3 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 sm:col-span-3 lg:col-span-1">
          <Link
            to={paths.home}
            className="inline-block rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            Jobs and internships for students and early-career job seekers in India.
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.heading} aria-labelledby={`footer-${group.heading.toLowerCase()}`}>
            <h2 id={`footer-${group.heading.toLowerCase()}`} className="text-sm font-semibold">
              {group.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-300">
        <div className="page-container flex flex-col gap-1 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>© {COPYRIGHT_YEAR} Pathway</p>
          <p>Version {APP_VERSION}</p>
        </div>
      </div>
    </footer>
  );
}
