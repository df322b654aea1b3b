import { FREE_PLAN_LIMITS, PREMIUM_ACCESS_DAYS, PREMIUM_PRICE_RUPEES } from '@pathway/contracts/constants';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { formatRupees } from '@/lib/format';

interface PricingQuestion {
  id: string;
  question: string;
  answer: string;
}

/** The questions people ask before paying; the numbers come from the plans (or the shared constants). */
export function pricingFaqs(premiumPrice: number = PREMIUM_PRICE_RUPEES): PricingQuestion[] {
  const views = FREE_PLAN_LIMITS.jobViewsPerMonth;
  const applications = FREE_PLAN_LIMITS.applicationsPerMonth;
  return [
    {
      id: 'free-plan',
      question: 'What can I do on the Free plan?',
      answer: `Browse and search every job and internship, save jobs, open ${views} job detail pages and apply to ${applications} jobs each calendar month. Opening a job you already opened this month, or applying again to the same job, does not count twice.`,
    },
    {
      id: 'premium-plan',
      question: 'What does Premium add?',
      answer: `Unlimited job detail views and applications, the advanced filters (experience and salary), priority support and no upgrade banners, for ${formatRupees(premiumPrice)} a month.`,
    },
    {
      id: 'limits-reset',
      question: 'When do the Free plan limits reset?',
      answer: 'At midnight India time (IST) on the 1st of every month. Your current usage is shown on this page once you sign in.',
    },
    {
      id: 'how-to-pay',
      question: 'How do I pay?',
      answer:
        "Choose Premium and pay in Razorpay's secure checkout with a card, UPI or netbanking. Your payment details go only to Razorpay; Pathway never sees or stores them. Premium starts as soon as the payment is confirmed.",
    },
    {
      id: 'renewal',
      question: 'Does Premium renew automatically?',
      answer: `No. Each payment buys ${PREMIUM_ACCESS_DAYS} days of Premium, and paying again before it ends adds ${PREMIUM_ACCESS_DAYS} days to your current expiry date.`,
    },
    {
      id: 'cancel',
      question: 'Can I cancel?',
      answer:
        'Yes, at any time from this page. You keep Premium until the end of the days you paid for; after that your account returns to the Free plan.',
    },
    {
      id: 'payment-problem',
      question: 'My payment went through but Premium is not active. What now?',
      answer:
        'Premium is usually active within seconds, even if you closed the window after paying. If it is not active within a few minutes, contact support with the email you signed in with and we will sort it out.',
    },
  ];
}

/** The FAQ of /pricing, as an accordion. */
export function PricingFaq({ premiumPrice }: { premiumPrice?: number }) {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible className="mt-4">
        {pricingFaqs(premiumPrice).map((faq) => (
          <AccordionItem key={faq.id} value={faq.id}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
