import { type Application, type ConfirmationAnswer, confirmationAnswerLabels, didYouApplyQuestion } from '@pathway/contracts';
import { SendIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAnswerConfirmation } from '../api/answer-confirmation';

const answers: ConfirmationAnswer[] = ['yes', 'not_yet', 'wont'];

/** The id of the page's main landmark (app/layouts/site-layout.tsx), where the focus goes when no question is left. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * One question at a time, not modal (docs/product/applications-web.md#did-you-apply): "Did you apply
 * to {title} at {company}?" with Yes, Not yet and I won't, and "Ask me later" to put it aside for
 * this visit. A keyboard user who answers lands on the next question, or on the page.
 */
export function DidYouApplyPrompt({
  waiting,
  onLater,
  announce,
}: {
  /** The questions still to ask, first shown first. */
  waiting: Application[];
  onLater: (id: string) => void;
  announce: (text: string) => void;
}) {
  const current = waiting[0];
  const sectionRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  const questionId = useId();
  const answer = useAnswerConfirmation();
  const question = current ? didYouApplyQuestion(current) : '';

  useEffect(() => {
    announce(question);
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (question) questionRef.current?.focus();
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [question, announce]);

  // The last question answered: the focus still has to leave the buttons that are going away.
  useEffect(
    () => () => {
      if (moveFocus.current) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    },
    [],
  );

  if (!current) return null;

  const leave = () => {
    moveFocus.current = sectionRef.current?.contains(document.activeElement) ?? false;
  };

  const onAnswer = (choice: ConfirmationAnswer) => {
    leave();
    answer.mutate({ id: current._id, answer: choice });
  };

  const more = waiting.length - 1;
  return (
    <section ref={sectionRef} aria-label="Did you apply?" className="border-b bg-secondary/60">
      <div className="page-container flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <SendIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0">
            <p
              id={questionId}
              ref={questionRef}
              tabIndex={-1}
              className="rounded-sm font-medium break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {question}
            </p>
            {more > 0 && (
              <p className="text-sm text-muted-foreground">
                {more === 1 ? '1 more question after this one.' : `${more} more questions after this one.`}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 pl-8 sm:pl-0">
          {answers.map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={choice === 'yes' ? 'default' : 'outline'}
              aria-describedby={questionId}
              disabled={answer.isPending}
              onClick={() => onAnswer(choice)}
            >
              {confirmationAnswerLabels[choice]}
            </Button>
          ))}
          <Button
            size="icon"
            variant="ghost"
            aria-describedby={questionId}
            onClick={() => {
              leave();
              onLater(current._id);
            }}
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Ask me later</span>
          </Button>
        </div>
      </div>
    </section>
  );
}
