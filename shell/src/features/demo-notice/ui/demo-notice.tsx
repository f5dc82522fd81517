import { NOTICES } from '@store/domain';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { $demoNoticeOpen, demoNoticeClosed } from '../model/demo-notice';

/** The demo-site notice modal (SPEC §1, §2). */
export function DemoNotice() {
  const [open, close] = useUnit([$demoNoticeOpen, demoNoticeClosed]);
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title="Демонстрационная версия"
      size="sm"
      testId="shell-demo-notice"
      footer={<Button onClick={() => close()}>Понятно</Button>}
    >
      <p>{NOTICES.demoSite}</p>
    </Dialog>
  );
}
