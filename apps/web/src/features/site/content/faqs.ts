/**
 * Questions and answers for the /help page (three category cards, a search box and an expandable
 * list). Plain data only. Keep the answers true to docs/product/: limits, prices, code
 * lifetimes and support hours are stated here in words.
 */

export type FaqCategoryId = 'getting-started' | 'account-profile' | 'plans-billing';

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  description: string;
}

export interface Faq {
  /** Kebab-case, unique; usable as an anchor. */
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    description: 'Searching and filtering jobs, saving them and how applying works.',
  },
  {
    id: 'account-profile',
    title: 'Account & profile',
    description: 'Signing up, email verification, passwords, your profile and your data.',
  },
  {
    id: 'plans-billing',
    title: 'Plans & billing',
    description: 'Free and Premium limits, payments with Razorpay, cancelling and refunds.',
  },
];

export const faqs: Faq[] = [
  // Getting started
  {
    id: 'what-is-pathway',
    category: 'getting-started',
    question: 'What is Pathway, and do I need an account?',
    answer:
      "Pathway brings jobs and internships for students and early-career job seekers in India into one place. Anyone can browse and search the job list without an account. You need a free account with a verified email address to open a job's full details, save jobs and apply.",
  },
  {
    id: 'search-and-filter',
    category: 'getting-started',
    question: 'How do I search and filter jobs?',
    answer:
      'Type a role, skill, company or city into the search box on the home page or the Jobs page and press Enter. Then narrow the results with the filters for job type, location, domain and companies; each active filter appears as a chip you can remove, and Clear all resets them. Your search and filters are kept in the page address, so you can bookmark or share a search.',
  },
  {
    id: 'advanced-filters',
    category: 'getting-started',
    question: 'What are advanced filters?',
    answer:
      'Advanced filters let you narrow jobs by years of experience (0-1, 1-3, 3-5 or 5+) and by salary in LPA (0-3, 3-6, 6-10 or 10+). They are part of Premium; on the Free plan they are shown locked with an Upgrade Now link.',
  },
  {
    id: 'how-applying-works',
    category: 'getting-started',
    question: 'How does applying work?',
    answer:
      "Click Apply Now on a job and the company's own career portal opens in a new browser tab, where you complete the application. Pathway does not send your profile to the employer; we only record that you applied, so it shows in your dashboard. On the Free plan, each new job you apply to counts towards your 5 applications for the month.",
  },
  {
    id: 'saving-jobs',
    category: 'getting-started',
    question: 'How do I save jobs for later?',
    answer:
      'Click Save Job on any job card while signed in. Your saved jobs are on the Saved Jobs page, where you can search them, apply or remove them. If a saved job expires, it stays in your list marked as expired.',
  },
  {
    id: 'is-pathway-the-employer',
    category: 'getting-started',
    question: 'Does Pathway hire people or guarantee a job?',
    answer:
      'No. Pathway is a listing platform: the employer runs its own hiring process and makes every decision. A genuine employer will never ask you to pay for a job or an interview; if a listing looks suspicious, report it to support@pathway.in.',
  },

  // Account & profile
  {
    id: 'verify-email',
    category: 'account-profile',
    question: 'How do I verify my email address?',
    answer:
      "After you sign up, we email you a 6-digit code; enter it on the verification screen. The code is valid for 10 minutes, and you can ask for a new one after 30 seconds. If you don't see the email, check your spam or promotions folder.",
  },
  {
    id: 'forgot-password',
    category: 'account-profile',
    question: 'I forgot my password. What should I do?',
    answer:
      'Choose Forgot password on the sign-in page and enter your email address. We send an email with both a 6-digit code (valid for 10 minutes) and a reset link (valid for 30 minutes); use either one to set a new password. For your security, resetting your password signs you out on every device.',
  },
  {
    id: 'profile-setup-wizard',
    category: 'account-profile',
    question: 'What is the profile setup wizard?',
    answer:
      'After verifying your email, an 8-step wizard helps you build your profile: Personal, Education, Skills & Bio, Experience, Projects, Preferences, Social Links and Review. Only your name and at least one skill are required, and you can come back to it any time from your Profile or Dashboard.',
  },
  {
    id: 'profile-completion',
    category: 'account-profile',
    question: 'How is my profile completion worked out?',
    answer:
      'It is the share of 8 items you have filled in: first name, last name, email, phone, location, bio, at least one skill and education level. Your dashboard shows how many are still missing, with a Complete Profile link.',
  },
  {
    id: 'profile-photo',
    category: 'account-profile',
    question: 'How do I change my profile photo?',
    answer:
      'On the Profile page, click your avatar and choose an image. It must be a JPEG, PNG, WebP or GIF file of at most 5 MB. We convert it to a square image and remove hidden metadata, such as where the photo was taken.',
  },
  {
    id: 'account-security',
    category: 'account-profile',
    question: 'How do I change my password or sign out of other devices?',
    answer:
      'Go to Settings. You can change your password there (you will need your current one) and sign out of every other session at once, which is useful if you used a shared or college computer.',
  },
  {
    id: 'download-my-data',
    category: 'account-profile',
    question: 'Can I get a copy of my data?',
    answer:
      'Yes. Go to Settings and choose Download my data to get your account, profile, saved jobs, applications and activity as a JSON file. You can also ask for a summary of your data by writing to support@pathway.in.',
  },
  {
    id: 'delete-account',
    category: 'account-profile',
    question: 'How do I delete my account?',
    answer:
      'Go to Settings and choose Delete my account. Your account and its data are erased within 30 days; any remaining Premium time ends with it. We keep only payment records, for 8 years, because Indian tax law requires it.',
  },

  // Plans & billing
  {
    id: 'free-vs-premium',
    category: 'plans-billing',
    question: 'What is the difference between Free and Premium?',
    answer:
      'Free lets you open 5 job detail pages and apply to 5 jobs each calendar month, with the basic filters. Premium costs ₹199 a month and gives you unlimited job detail views and applications, advanced filters (experience and salary) and priority support.',
  },
  {
    id: 'free-limits-reset',
    category: 'plans-billing',
    question: 'When do my Free plan limits reset?',
    answer:
      'Your 5 job detail views and 5 applications reset at midnight IST on the 1st of every month. Opening a job you have already opened this month, or applying again to a job you have already applied to, does not count twice. Your dashboard shows how much you have used this month.',
  },
  {
    id: 'how-to-pay',
    category: 'plans-billing',
    question: 'How do I pay for Premium?',
    answer:
      "Go to Pricing, choose Premium and complete the payment in Razorpay's secure checkout using a card, UPI or netbanking. Premium starts as soon as the payment is confirmed and lasts 30 days. Your card, UPI and bank details go only to Razorpay; Pathway never sees or stores them.",
  },
  {
    id: 'renewal-and-cancelling',
    category: 'plans-billing',
    question: 'Does Premium renew automatically, and how do I cancel?',
    answer:
      'Premium does not renew automatically: each payment buys 30 days, and paying again early adds 30 days to your current expiry date. If you cancel, you keep Premium until the end of the days you paid for, and then your account returns to the Free plan.',
  },
  {
    id: 'refunds',
    category: 'plans-billing',
    question: 'Can I get a refund?',
    answer:
      'Yes, if you ask within 7 days of paying and have not used Premium in that time. Email support@pathway.in with your order id; approved refunds go back to your original payment method through Razorpay, usually within 5 to 7 working days.',
  },
  {
    id: 'contact-support',
    category: 'plans-billing',
    question: 'How do I contact support, and how fast will you reply?',
    answer:
      'Use the contact form or email support@pathway.in. Our team works Monday to Friday, 9:00 to 18:00 IST, and replies within 24 hours; messages sent over the weekend are answered on the next working day. Premium members get priority support.',
  },
];
