// The chat request panel (docs/spec.md#second-2 and #second-5 "Chat form"): a modal dialog (focus moves in and is
// kept there, Escape closes, the focus goes back to the button) with name, mobile, email and an
// optional message. It closes by its button or by a click on the overlay; after a submit it closes,
// resets and toasts 'WhatsApp Chat is Initiated Successfully' for 5 s.
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { ContactFields, PHONE_START } from '../forms/contact-fields';
import { TextareaField } from '../forms/form-controls';
import { useGatedForm } from '../forms/use-gated-form';
import { CloseIcon } from '../ui/icons';
import { toast } from '../../lib/toast';
import { CHAT_TOAST, CHAT_TOAST_MS } from '../../../domain/engagement/messages';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/engagement/limits';
import '../../styles/account.css';
import '../../styles/engagement.css';

type Field = 'name' | 'mobile' | 'email' | 'message';

export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const form = useGatedForm<Field, Record<Field, string>, { message: string }>({
    path: 'whatsapp/initial_request',
    initial: { name: '', mobile: PHONE_START, email: '', message: '' },
    schema: (s) => s.chatRequestFieldsSchema,
    body: (v) => ({ name: v.name, mobile: v.mobile, email: v.email, message: v.message.trim() || null }),
    onSuccess: (_answer, reset) => {
      reset();
      onClose();
      toast(CHAT_TOAST, { duration: CHAT_TOAST_MS });
    },
    failure: 'Sorry, we could not start the chat. Please try again or call us.',
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  // The dialog box is the overlay: a click that lands on it, not on the panel inside, is outside.
  const onOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog ref={ref} className="chat-dialog" aria-labelledby={headingId} onClose={onClose} onClick={onOverlay}>
      <div className="chat-panel">
        <div className="chat-head">
          <h2 id={headingId}>Chat with us on WhatsApp</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close the chat form"
            onClick={() => ref.current?.close()}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <p className="chat-intro">Leave your details and a jewellery consultant will message you on WhatsApp.</p>
        <StoreForm form={form} onSubmit={form.onSubmit}>
          <ContactFields
            form={form}
            idPrefix="chat"
            wording="enquiry"
            phoneName="mobile"
            phoneFirst
            hints={{ phone: 'Your WhatsApp number with the country code.' }}
          />
          <TextareaField
            idPrefix="chat"
            {...form.field('message')}
            label="Message (optional)"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
          />
          <SubmitButton sending={form.sending} busy="Starting the chat…">
            Start chat
          </SubmitButton>
        </StoreForm>
      </div>
    </dialog>
  );
}
