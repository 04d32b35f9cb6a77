import { Button, Dialog } from '@portal/ui-kit';
import { Countdown } from './countdown';

export interface LockDialogProps {
  open: boolean;
  seconds: number;
  onClose: () => void;
}

/** The dialog opened when the 403 lock starts. */
export function LockDialog({ open, seconds, onClose }: LockDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      role="alertdialog"
      title="Cuenta bloqueada temporalmente"
      description="Hubo demasiados intentos fallidos. Por tu seguridad, bloqueamos el ingreso con contraseña por unos minutos."
      footer={
        <Button variant="primary" onClick={onClose}>
          ENTENDIDO
        </Button>
      }
    >
      <p>
        <Countdown seconds={seconds} />
      </p>
    </Dialog>
  );
}
