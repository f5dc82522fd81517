import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { RemoteSlot } from '../../../shared/lib/remotes';
import { MODAL_HOSTS, type ModalHost } from '../model/modal-hosts';

function RemoteModal({ host }: { host: ModalHost }) {
  const [payload, failures, close, fail] = useUnit([host.$payload, host.$failures, host.closed, host.failed]);
  const props = useMemo(() => (payload ? { ...payload, onClose: close } : null), [payload, close]);
  if (!props) return null;
  return <RemoteSlot remote={host.remote} module={host.module} area={host.area} props={props} attempt={failures} onFailure={fail} />;
}

/**
 * Every remote-owned modal, each mounted once when the bus asks for it; guests who never ask
 * never load its code. A modal that cannot load says so in a toast and closes.
 */
export function ModalHosts() {
  return (
    <>
      {MODAL_HOSTS.map((host) => (
        <RemoteModal key={host.key} host={host} />
      ))}
    </>
  );
}
