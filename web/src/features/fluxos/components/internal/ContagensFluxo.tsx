import { CreditCardOutlined, PartitionOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { Flex, theme, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface ContagensFluxoProps {
  fluxo: FluxoResumo;
}

interface Contagem {
  chave: string;
  icone: ReactNode;
  valor: number;
  rotulo: string;
  singular: string;
  plural: string;
}

/** Stages, running cards, authorised people and rules of a flow: icon and number, read in full. */
export function ContagensFluxo({ fluxo }: ContagensFluxoProps) {
  const { token } = theme.useToken();
  const contagens: Contagem[] = [
    {
      chave: 'etapas',
      icone: <PartitionOutlined aria-hidden />,
      valor: fluxo.numEtapasPresentes,
      rotulo: 'Etapas',
      singular: 'etapa',
      plural: 'etapas',
    },
    {
      chave: 'cards',
      icone: <CreditCardOutlined aria-hidden />,
      valor: fluxo.numInstanciasCriadas,
      rotulo: 'Cards em andamento',
      singular: 'card em andamento',
      plural: 'cards em andamento',
    },
    {
      chave: 'pessoas',
      icone: <TeamOutlined aria-hidden />,
      valor: fluxo.numPessoasComAcesso,
      rotulo: 'Pessoas autorizadas',
      singular: 'pessoa autorizada',
      plural: 'pessoas autorizadas',
    },
    {
      chave: 'regras',
      icone: <ThunderboltOutlined aria-hidden />,
      valor: fluxo.numRegrasCriadas,
      rotulo: 'Regras',
      singular: 'regra',
      plural: 'regras',
    },
  ];
  return (
    <Flex wrap gap={16} style={{ color: token.colorTextSecondary }}>
      {contagens.map((contagem) => (
        <Tooltip key={contagem.chave} title={contagem.rotulo}>
          <Flex align="center" gap={4} data-contagem={contagem.chave}>
            <span aria-hidden>{contagem.icone}</span>
            <span>{contagem.valor}</span>
            <span className="sr-only">{contagem.valor === 1 ? contagem.singular : contagem.plural}</span>
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}
