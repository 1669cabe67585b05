import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ROTULO_NOVA_INSTANCIA_PADRAO } from '@wf/shared/constants/fluxos';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DialogoNovoCard } from '../../features/card/components/DialogoNovoCard';
import { useDevolverFoco } from '../../hooks/useDevolverFoco';
import { useLerNotificacoesAoAbrir } from '../../hooks/useNotificacoesDoCard';

// The card modal (fields, comments, attachments, rich text) is downloaded when a card opens.
const ModalCard = lazy(async () => ({ default: (await import('../../features/card/components/ModalCard')).ModalCard }));

export interface ModalCardDaUrlProps {
  idFluxo: string;
}

/** The card's tile on the board (or its row in the list), where focus goes back when it closes. */
const elementoDoCard = (idCard: string) => `[data-card-id="${CSS.escape(idCard)}"]`;

/**
 * The card modal of the flow page, driven by ?card=: the board and the list set it,
 * a shared link or the full-page jump /workflow/process/{flowId}?card={cardId} opens with it.
 * Closing removes it (and the external-link customer), keeping the tab; the browser's back button
 * closes it too (opening pushed the address). Focus goes back to what opened it.
 */
export function ModalCardDaUrl({ idFluxo }: ModalCardDaUrlProps) {
  const [parametros, setParametros] = useSearchParams();
  const idCard = parametros.get('card');
  useDevolverFoco(idCard, elementoDoCard);
  const handleFechar = useCallback(() => {
    setParametros(
      (atuais) => {
        const novos = new URLSearchParams(atuais);
        novos.delete('card');
        novos.delete('customer');
        return novos;
      },
      { replace: true },
    );
  }, [setParametros]);
  if (!idCard) return null;
  return (
    <Suspense fallback={null}>
      <LerNotificacoesDoCard key={idCard} idInstancia={idCard} />
      <ModalCard key={idCard} idFluxo={idFluxo} idInstancia={idCard} onFechar={handleFechar} />
    </Suspense>
  );
}

/** However the card was opened (board, list, search, home, link), its notifications are read. */
function LerNotificacoesDoCard({ idInstancia }: { idInstancia: string }) {
  useLerNotificacoesAoAbrir(idInstancia);
  return null;
}

export interface BotaoNovoCardProps {
  idFluxo: string;
  rotulo: string | null | undefined;
}

/** The floating create-card button, labelled with the flow's rotuloNovaInstancia; ?novoCard=1 opens it. */
export function BotaoNovoCard({ idFluxo, rotulo }: BotaoNovoCardProps) {
  const [parametros, setParametros] = useSearchParams();
  const [aberto, setAberto] = useState(() => parametros.get('novoCard') === '1');
  const handleFechar = () => {
    setAberto(false);
    if (parametros.has('novoCard'))
      setParametros(
        (atuais) => {
          const novos = new URLSearchParams(atuais);
          novos.delete('novoCard');
          return novos;
        },
        { replace: true },
      );
  };
  return (
    <>
      <Button
        type="primary"
        shape="round"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setAberto(true)}
      >
        {rotulo || ROTULO_NOVA_INSTANCIA_PADRAO}
      </Button>
      <DialogoNovoCard idFluxo={idFluxo} aberto={aberto} onFechar={handleFechar} />
    </>
  );
}
