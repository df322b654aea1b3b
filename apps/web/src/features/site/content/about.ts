/**
 * Text of the /about page. Plain data only. The four stats are marketing claims
 * (docs/product/site.md#static-pages); change them only together with that page.
 */

export interface AboutStat {
  value: string;
  label: string;
}

export interface AboutValue {
  title: string;
  text: string;
}

export interface AboutStep {
  /** 1-based position, for the step badge. */
  step: number;
  title: string;
  text: string;
}

export interface AboutContent {
  title: string;
  tagline: string;
  mission: {
    heading: string;
    text: string;
  };
  story: {
    heading: string;
    paragraphs: string[];
  };
  stats: AboutStat[];
  values: {
    heading: string;
    items: AboutValue[];
  };
  howItWorks: {
    heading: string;
    steps: AboutStep[];
  };
}

export const aboutContent: AboutContent = {
  title: 'About Pathway',
  tagline: 'Helping students and early-career job seekers in India find their first step, and the next one.',
  mission: {
    heading: 'Our mission',
    text: 'Finding your first internship or job should not depend on who you know or how many websites you can keep track of. Pathway brings jobs and internships from companies across India into one clear, honest place, so every student and early-career job seeker can find the right opportunity and apply with confidence.',
  },
  story: {
    heading: 'Our story',
    paragraphs: [
      'Pathway started with a familiar problem: students spending their evenings jumping between career pages, group chats and spreadsheets, trying to work out which openings were real, still open and right for them.',
      'We built the tool we wished we had. One search across internships and entry-level roles, filters that speak the language of Indian job seekers (stipends per month, salaries in LPA, cities from Bengaluru to Kolkata), and a dashboard to keep track of everything you save and apply to.',
      'Today Pathway is used by students and graduates across the country, and we keep building it with their feedback.',
    ],
  },
  stats: [
    { value: '10,000+', label: 'Active jobs' },
    { value: '50,000+', label: 'Users' },
    { value: '2,500+', label: 'Companies' },
    { value: '85%', label: 'Success rate' },
  ],
  values: {
    heading: 'What we believe',
    items: [
      {
        title: 'Access for everyone',
        text: 'Browsing and searching jobs is always free, and the Free plan lets you open and apply to jobs every month. Premium adds more, but nobody is locked out of opportunity.',
      },
      {
        title: 'Honest listings',
        text: 'We show what a role pays, where it is and what it needs, hide listings once they expire, and never ask you to pay an employer to be hired. If something looks wrong, we want to hear about it.',
      },
      {
        title: 'Your data is yours',
        text: 'We do not sell your data or show you ads. You can download everything we hold about you, or delete your account, from Settings at any time.',
      },
      {
        title: 'Straight to the source',
        text: "Applications go directly to each company's own career portal, so you deal with the employer itself, with no middleman in between.",
      },
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        step: 1,
        title: 'Create your free account',
        text: 'Sign up with your email, verify it with a 6-digit code and set up your profile in a few short steps.',
      },
      {
        step: 2,
        title: 'Search and filter',
        text: 'Find internships and jobs by role, skill, company, location, domain and job type.',
      },
      {
        step: 3,
        title: 'Save what you like',
        text: 'Keep a shortlist in Saved Jobs and track your applications and activity on your dashboard.',
      },
      {
        step: 4,
        title: "Apply on the company's site",
        text: "Click Apply Now and the company's career portal opens in a new tab, where you send your application directly.",
      },
    ],
  },
};
