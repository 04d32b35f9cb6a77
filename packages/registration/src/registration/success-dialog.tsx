import { Button, Dialog } from '@portal/ui-kit';

export interface SuccessDialogProps {
  open: boolean;
  email: string;
  /** SIGUIENTE, and any other way of closing: the account is made, the next step is signing in. */
  onNext: () => void;
}

/** docs/product.md#registration: 'Te registraste con éxito', an e-mail was sent to activate the account, SIGUIENTE. */
export function SuccessDialog({ open, email, onNext }: SuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onNext();
      }}
      role="alertdialog"
      hideClose
      title="Te registraste con éxito"
      description={
        email
          ? `Te enviamos un correo a ${email}. Seguí sus instrucciones para activar tu cuenta.`
          : 'Te enviamos un correo electrónico. Seguí sus instrucciones para activar tu cuenta.'
      }
      footer={
        <Button type="button" onClick={onNext}>
          SIGUIENTE
        </Button>
      }
    />
  );
}
