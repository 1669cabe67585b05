import { Select, Tooltip } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { ErroMovimentacao } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { ErrosMovimentacaoModal } from '../../../../components/ErrosMovimentacaoModal';
import { mensagemDoErro } from '../../../../lib/api';
import { errosDeMovimentacao } from '../../../../lib/cards';
import { toast } from '../../../../lib/toast';
import { useMoverInstancia } from '../../api/mover-instancia';

export interface MoverParaProps {
  idInstancia: string;
  idFluxo: string;
  /** The card's current stage, as the flow screen knows it (links and the person's permissions). */
  etapaAtual: Etapa;
  etapas: readonly Etapa[];
}

/**
 * The stages a card may go to from its stage: the same ones the board highlights while the
 * card is dragged (the stage's allowed destinations, computed by the server from its links, open
 * or final flag) and only for a person who may execute in the stage. A move blocked by the form
 * opens the same 'Erros ao movimentar cards' dialog as a drop.
 */
export function destinosDoCard(etapaAtual: Etapa, etapas: readonly Etapa[]): Etapa[] {
  if (etapaAtual.permiteExecutarInstancias !== 'S') return [];
  const permitidas = new Set(etapaAtual.listaIdsEtapasDestino);
  return [...etapas]
    .filter((e) => e.id !== etapaAtual.id && permitidas.has(e.id))
    .sort((a, b) => a.ordemExibicao - b.ordemExibicao || a.descricao.localeCompare(b.descricao));
}

export function MoverPara({ idInstancia, idFluxo, etapaAtual, etapas }: MoverParaProps) {
  const mover = useMoverInstancia(idInstancia, idFluxo);
  const [erros, setErros] = useState<ErroMovimentacao[] | null>(null);
  const destinos = destinosDoCard(etapaAtual, etapas);
  const semPermissao = etapaAtual.permiteExecutarInstancias !== 'S';
  const motivo = semPermissao
    ? mensagensCard.semPermissaoMover
    : destinos.length === 0
      ? 'Não há etapas de destino a partir desta etapa'
      : undefined;

  const handleMover = (idEtapaDestino: string) => {
    const destino = destinos.find((e) => e.id === idEtapaDestino);
    if (!destino) return;
    mover.mutate(
      { idEtapaOrigem: etapaAtual.id, idEtapaDestino },
      {
        onSuccess: (r) => toast.sucesso(r.mensagem ?? `Card movido para ${destino.descricao}`),
        onError: (erro) => {
          const lista = errosDeMovimentacao(erro);
          if (lista) setErros(lista);
          else toast.erro(mensagemDoErro(erro));
        },
      },
    );
  };

  return (
    <>
      <Tooltip title={motivo}>
        <Select
          size="small"
          aria-label="Mover para"
          placeholder="Mover para"
          value={null}
          style={{ minWidth: 180 }}
          disabled={Boolean(motivo) || mover.isPending}
          loading={mover.isPending}
          onChange={(id: string) => handleMover(id)}
          options={destinos.map((e) => ({ value: e.id, label: e.descricao }))}
          notFoundContent="Nenhuma etapa de destino"
        />
      </Tooltip>
      <ErrosMovimentacaoModal erros={erros} onFechar={() => setErros(null)} />
    </>
  );
}
