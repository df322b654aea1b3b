/**
 * Text of the /privacy and /terms pages.
 *
 * Plain data only: the pages render `title`, `lastUpdated`, `intro` and each section (its `id` is
 * the in-page anchor). Keep the text true to docs/product/; if a plan, limit, retention period
 * or contact address changes there, change it here and bump `lastUpdated`.
 */

export interface LegalSection {
  /** Kebab-case anchor, unique within the document. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-22',
  intro:
    "This policy explains what personal data Pathway collects when you use our website, why we collect it, who we share it with, how long we keep it and the rights you have over it under India's Digital Personal Data Protection Act, 2023 (the DPDP Act). We have tried to write it in plain English. If anything is unclear, write to support@pathway.in.",
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      paragraphs: [
        "Pathway is a job and internship platform for students and early-career job seekers in India. It lets you search and save listings, keep a profile, and go to each employer's own career portal to apply.",
        'For the personal data described in this policy, Pathway is the data fiduciary under the DPDP Act. That means we decide why and how your data is processed, and we are responsible for protecting it.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. The data we collect',
      paragraphs: [
        'We collect only what we need to run the service. Most of it you give us directly; some is recorded automatically when you use Pathway.',
      ],
      bullets: [
        'Account data: your first and last name, your email address and a hash of your password. We never store your password itself.',
        'Profile data (optional, added through the profile setup wizard or the Profile page): phone number, location, date of birth, bio, education (level, college, course, graduation year, CGPA), skills, work experience, projects, job preferences, links such as LinkedIn, GitHub, a website or a resume, and a profile photo (avatar).',
        "Usage data: the jobs you save, the jobs you apply to and the clicks that take you to employers' career portals, the job detail pages you open (counted towards the Free plan's monthly limits), and an activity log of events such as sign-ins, applications, profile updates, password resets and plan changes.",
        "Payment data: the order id, payment id, amount, date and status that Razorpay, our payment gateway, returns to us. Your card, UPI or bank account details are entered on Razorpay's checkout and are never seen or stored by Pathway.",
        'Contact messages: the name, email address, subject and message you send us through the contact form or by email.',
        'Technical data: your IP address, device and browser information, and the cookie and browser storage described in section 4. These are kept in our server logs to keep the service secure and working.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: '3. Why we use your data and on what basis',
      paragraphs: [
        'We process your personal data on the basis of your consent, which you give when you create an account and accept this policy, or for the legitimate uses the DPDP Act allows, such as processing data you have voluntarily provided for a purpose you asked for, or meeting a legal obligation. You can withdraw your consent at any time (see section 9); this does not affect processing already done, but we may no longer be able to provide the service to you.',
        'We use your data for the following purposes and for nothing else.',
      ],
      bullets: [
        'To create and secure your account, verify your email address with a one-time code and let you sign in and reset your password.',
        'To show you jobs and internships, remember the jobs you save and apply to, and show your dashboard, profile completion and recent activity.',
        "To apply the Free plan's monthly limits and provide Premium features to paying members.",
        'To take payments through Razorpay, confirm them and keep the records that tax law requires.',
        'To answer your questions and complaints, including messages sent through the contact form.',
        'To keep Pathway safe: preventing fraud, abuse and automated scraping, enforcing rate limits and investigating security incidents.',
        'To send you service emails, such as verification codes, password reset links and payment confirmations. We do not send marketing email without your separate consent.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: '4. Cookies and browser storage',
      paragraphs: [
        'Pathway uses one cookie: a session cookie that keeps you signed in. It holds a refresh token, is marked HttpOnly so scripts on the page cannot read it, and is only sent to our own server. It lasts 1 day, or 30 days if you tick "Remember me".',
        "We also use your browser's local storage for a short-lived access token (valid for 15 minutes) and for interface preferences, such as a banner you have dismissed. Signing out clears the token.",
        "We do not use advertising trackers, third-party advertising cookies or cross-site tracking. When you pay, Razorpay's checkout runs on our page and may use its own cookies under Razorpay's privacy policy.",
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share data with',
      paragraphs: [
        'We do not sell your personal data, and we do not share it with advertisers. We share it only in the cases below.',
      ],
      bullets: [
        'Data processors working on our behalf and under contract: our hosting and database providers, our email delivery provider (to send codes and service emails) and Razorpay (to process payments). They may use your data only to provide their service to us.',
        "Employers, only when you choose to apply: clicking Apply opens the employer's own career portal in a new tab. Pathway does not send your profile to the employer; whatever you submit on their site is handled under the employer's own privacy policy.",
        'Authorities, when the law requires it: we disclose data to courts, law enforcement or regulators only when a valid legal request or obligation requires us to, and only as much as is required.',
        'A successor, if Pathway is merged or sold, in which case this policy (or one that protects you at least as well) continues to apply and we will tell you beforehand.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purposes above or as the law requires.',
      ],
      bullets: [
        'Account, profile and usage data: for as long as your account exists. When you delete your account, it is erased within 30 days, including from backups as they expire.',
        'Payment records: 8 years from the end of the financial year of the payment, because Indian tax and accounting law requires us to keep them. They are kept for that purpose only.',
        'Server and security logs (including IP addresses): 90 days.',
        'Contact messages: 1 year from when you send them.',
      ],
    },
    {
      id: 'security',
      heading: '7. How we protect your data',
      paragraphs: [
        'Passwords are hashed with argon2id, a slow, salted algorithm designed to resist cracking, and we refuse the most commonly used passwords. One-time codes and refresh tokens are also stored only as hashes.',
        'All traffic between your browser and Pathway is encrypted with TLS. Access to production systems and data is limited to the staff who need it, protected by strong authentication and logged.',
        'Profile photos are re-encoded when uploaded, which strips hidden metadata such as the location where a photo was taken. If we ever suffer a personal data breach, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      paragraphs: [
        'Under the DPDP Act, as a data principal you have the following rights over the personal data Pathway holds about you.',
      ],
      bullets: [
        'Access: to get a summary of the personal data we process about you, what we do with it, and the identities of those we have shared it with.',
        'Correction and completion: to have inaccurate or incomplete data corrected, completed or updated.',
        'Erasure: to have your data erased once it is no longer needed, unless the law requires us to keep it.',
        'Withdrawal of consent: to withdraw the consent you gave, as easily as you gave it.',
        'Grievance redressal: to have a complaint about how we handle your data answered by our Grievance Officer.',
        'Nomination: to nominate another person to exercise these rights on your behalf if you die or become unable to do so.',
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: '9. How to exercise your rights',
      paragraphs: [
        'Most rights can be exercised yourself, at any time, from the app. Go to Settings and choose Download my data to get a copy of your account, profile, saved jobs, applications and activity as a JSON file, or choose Delete my account to erase your account and withdraw your consent.',
        'You can correct your details at any time on the Profile page or in the profile setup wizard.',
        'For anything else, including nominating a person or asking for help, email support@pathway.in from the address registered with your account. We may ask you to confirm your identity before acting, and we will respond within 30 days.',
      ],
    },
    {
      id: 'children',
      heading: '10. Children',
      paragraphs: [
        'Pathway is meant for students and job seekers aged 18 or over. Under the DPDP Act, anyone under 18 is a child, and a child may use Pathway only with the verifiable consent of a parent or lawful guardian.',
        "If you are under 18, ask your parent or guardian to contact support@pathway.in before you sign up. If we learn that we hold a child's data without that consent, we will delete it. We never track the behaviour of children or target them with advertising.",
      ],
    },
    {
      id: 'grievance-officer',
      heading: '11. Grievance Officer',
      paragraphs: [
        'If you have a concern or complaint about how we handle your personal data, write to our Grievance Officer at grievance@pathway.in. Please include the email address of your account and a description of the issue.',
        'We will acknowledge your complaint promptly and resolve it within 30 days.',
        'If you are not satisfied with our response, you may complain to the Data Protection Board of India. The DPDP Act asks you to use our grievance process first.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      paragraphs: [
        'We may update this policy when the product or the law changes. The date at the top shows when it was last updated.',
        'If a change materially affects how we use your data, we will tell you by email or in the app before it takes effect, and ask for your consent again where the law requires it.',
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact us',
      paragraphs: [
        'For any question about this policy or your data, email support@pathway.in or use the contact form. Our support team works Monday to Friday, 9:00 to 18:00 IST. For complaints, write to grievance@pathway.in.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  intro:
    'These terms are the agreement between you and Pathway for using the Pathway website and service. Please read them together with our Privacy Policy. They are written in plain English, but they are a binding contract.',
  sections: [
    {
      id: 'acceptance',
      heading: '1. Accepting these terms',
      paragraphs: [
        'By creating an account or using Pathway, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.',
        'When you register, you confirm your agreement by ticking the terms and privacy checkbox.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who can use Pathway',
      paragraphs: [
        'Pathway is meant for students and early-career job seekers in India who are 18 or older. If you are under 18, you may use Pathway only with the verifiable consent of a parent or lawful guardian, who accepts these terms on your behalf.',
        'You must be able to enter into a binding contract under Indian law, and you must not have been barred from Pathway before.',
      ],
    },
    {
      id: 'accounts-and-security',
      heading: '3. Your account and its security',
      paragraphs: [
        'You need an account, and a verified email address, to open job details, save jobs, apply, set up a profile and buy Premium. Give accurate information and keep it up to date.',
        'One person, one account. Keep your password secret and do not share your account; you are responsible for what happens under it.',
        'If you think someone else has access to your account, change your password and sign out of other sessions in Settings, and tell us at support@pathway.in.',
      ],
    },
    {
      id: 'what-pathway-is',
      heading: '4. What Pathway is, and what it is not',
      paragraphs: [
        "Pathway is a listing platform. We collect job and internship listings in one place, help you search, filter and save them, and send you to the employer's own career portal to apply.",
        "Pathway is not an employer, recruiter or placement agency. We do not hire, we do not take part in any employer's selection process, and we do not guarantee that you will get an interview, an offer or a job.",
        "Applications are made on the employer's portal, under the employer's own terms and privacy policy. Pathway does not send your profile or documents to employers.",
      ],
    },
    {
      id: 'acceptable-use',
      heading: '5. Acceptable use',
      paragraphs: [
        'Use Pathway for your own job search, lawfully and respectfully. In particular, you must not:',
      ],
      bullets: [
        'scrape, crawl, copy or bulk-download listings or other content, by bot or by hand, or use the service to build a competing database;',
        "create fake or duplicate accounts, impersonate anyone, or open extra accounts to get around the Free plan's limits;",
        'get around rate limits, plan limits, payment checks or other technical protections, or probe, scan or attack our systems;',
        'upload malware, or anything unlawful, obscene, defamatory or infringing, including as a profile photo or in your profile;',
        'harass, threaten or abuse our staff or anyone else, including through the contact form;',
        'resell, rent or share access to your account or to Premium.',
      ],
    },
    {
      id: 'plans-and-payments',
      heading: '6. Plans and payments',
      paragraphs: [
        'Free plan: browsing the job list is always free. With a free account you can open 5 job detail pages and apply to 5 jobs in each calendar month, counted in Indian Standard Time and reset on the 1st of the month. Opening or applying to the same job again does not use up another view or application.',
        'Premium plan: ₹199 per month, inclusive of applicable taxes. Each payment gives you 30 days of Premium from the moment it is confirmed, with unlimited job detail views and applications, advanced filters (experience and salary) and priority support. If you pay while Premium is still active, the new 30 days are added to your current expiry date.',
        'Payments are processed by Razorpay, using the methods its checkout offers, such as cards, UPI and netbanking. Premium does not renew automatically; you will not be charged again unless you choose to pay again.',
        'We may change prices or plan features in future. Any change applies only to payments made after we announce it, never to time you have already paid for.',
      ],
    },
    {
      id: 'cancellation-and-refunds',
      heading: '7. Cancellation and refunds',
      paragraphs: [
        'You can cancel Premium at any time. You keep Premium until the end of the period you have paid for, after which your account returns to the Free plan.',
        "If you change your mind, you can ask for a full refund within 7 days of payment, as long as you have not used Premium in that time (for example by opening job details or applying beyond the Free plan's limits, or by using advanced filters). To ask, email support@pathway.in with your order id.",
        'Approved refunds are paid back to the original payment method through Razorpay; banks usually take 5 to 7 working days to show them. This does not affect any right to a refund you have under the Consumer Protection Act, 2019.',
      ],
    },
    {
      id: 'content-and-intellectual-property',
      heading: '8. Content and intellectual property',
      paragraphs: [
        'The Pathway name, logo, design, software and our own text belong to Pathway and are protected by law. You may use them only to use the service as intended.',
        'Job listings, company names and logos belong to the employers or other rights holders. They are shown to help you find and apply for jobs, and may not be reused for any other purpose.',
        'You keep ownership of what you add to Pathway, such as your profile and photo. You give us a limited licence to store, process and display it to you only as needed to run the service, and that licence ends when you delete it or your account.',
      ],
    },
    {
      id: 'job-listings',
      heading: '9. Job listings',
      paragraphs: [
        'Listings come from employers and other sources. We try to keep them accurate and current and hide listings once they expire, but we cannot check every detail, and salaries, stipends, locations and requirements may change or be wrong.',
        "Always check the role on the employer's own portal before you apply or share personal documents. A genuine employer will never ask you to pay for a job, an interview or training to be hired; if a listing looks suspicious, report it to support@pathway.in and we will review it.",
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '10. Disclaimer and limitation of liability',
      paragraphs: [
        'We work hard to keep Pathway available and reliable, but the service is provided "as is" and "as available". We do not promise that it will always be uninterrupted or error-free.',
        "Pathway is not responsible for employers' websites, hiring decisions, offers, or the conduct of any employer, nor for losses caused by events outside our reasonable control.",
        'To the extent Indian law allows, Pathway is not liable for any indirect or consequential loss, such as a lost opportunity or income, and our total liability to you for any claim is limited to the amount you paid us in the 3 months before the claim arose. Nothing in these terms limits a liability that cannot be limited by law.',
      ],
    },
    {
      id: 'termination',
      heading: '11. Suspension and termination',
      paragraphs: [
        'You can stop using Pathway at any time and delete your account from Settings. Deleting your account erases your data as described in the Privacy Policy; any remaining Premium time ends with it.',
        'We may suspend or close an account that breaks these terms, puts other users or the service at risk, or that the law requires us to act on. Except where that would be unlawful or unsafe, we will tell you why and give you a chance to respond, and we will refund any unused Premium time if we close your account without a breach on your part.',
      ],
    },
    {
      id: 'governing-law',
      heading: '12. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. If a dispute arises, please contact us first; most problems can be solved quickly that way.',
        'Subject to any consumer forum you are entitled to approach, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute about these terms or the service.',
      ],
    },
    {
      id: 'grievance-and-contact',
      heading: '13. Grievances and contact',
      paragraphs: [
        'For help with your account, plans or payments, email support@pathway.in or use the contact form. Support hours are Monday to Friday, 9:00 to 18:00 IST, and we reply within 24 hours.',
        'For complaints, including about content on Pathway or how we handle your data, write to our Grievance Officer at grievance@pathway.in. We will resolve your complaint within 30 days.',
      ],
    },
    {
      id: 'changes',
      heading: '14. Changes to these terms',
      paragraphs: [
        'We may update these terms when the service or the law changes. The date at the top shows when they were last updated.',
        'If a change is material, we will tell you by email or in the app before it takes effect. If you continue to use Pathway after that, you accept the updated terms; if you do not agree, you can delete your account.',
      ],
    },
  ],
};
