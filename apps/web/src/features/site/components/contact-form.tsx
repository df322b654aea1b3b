import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, type ContactRequest, contactRequestSchema } from '@pathway/contracts';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

const emptyForm: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };
const visibleFields = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactRequestSchema), defaultValues: emptyForm });
  const sendMessage = useSendContactMessage();

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
        reset(emptyForm);
      },
      onError: (error) => {
        // The query client's 'Error' toast carries the server's message; the fields get theirs.
        const fieldErrors = fieldErrorsOf(error);
        for (const field of visibleFields) {
          const message = fieldErrors[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  });

  const sending = sendMessage.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} aria-required="true" {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input maxLength={CONTACT_LIMITS.subject} aria-required="true" {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea rows={6} maxLength={CONTACT_LIMITS.message} aria-required="true" {...register('message')} />
      </FormField>

      {/* Honeypot: people never see or reach it; bots that fill it in are dropped by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-testid="honeypot">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">All fields are required.</p>
        <Button type="submit" size="lg" disabled={sending} className="sm:min-w-44">
          {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
