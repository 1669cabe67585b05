import { Flex, Switch, Tooltip, Typography } from 'antd';
import type { FlagsEtapa } from '../../utils/formularioEtapa';

export interface CamposFlagsEtapaProps {
  flags: FlagsEtapa;
  onAlterar: (flag: keyof FlagsEtapa, valor: boolean) => void;
  /** The initial stage cannot be unmarked: another stage is marked instead. */
  inicialTravada?: boolean;
}

const DESCRICOES: Record<keyof FlagsEtapa, { rotulo: string; dica: string }> = {
  etapaInicial: { rotulo: 'Etapa inicial', dica: 'Os cards são criados nesta etapa. Só uma etapa do fluxo é inicial.' },
  etapaFinal: { rotulo: 'Etapa final', dica: 'Os cards terminam aqui: a etapa não tem conexões de saída.' },
  fluxoAberto: { rotulo: 'Fluxo aberto', dica: 'Os cards podem ir desta etapa para qualquer outra, sem conexões.' },
};

/** The three stage flags as labelled switches with their meaning. */
export function CamposFlagsEtapa({ flags, onAlterar, inicialTravada = false }: CamposFlagsEtapaProps) {
  return (
    <Flex vertical gap={12}>
      {(Object.keys(DESCRICOES) as (keyof FlagsEtapa)[]).map((flag) => {
        const travada = flag === 'etapaInicial' && inicialTravada;
        const interruptor = (
          <Switch
            id={`flag-${flag}`}
            checked={flags[flag]}
            disabled={travada}
            onChange={(valor) => onAlterar(flag, valor)}
            aria-label={DESCRICOES[flag].rotulo}
          />
        );
        return (
          <Flex key={flag} gap={12} align="flex-start">
            {travada ? (
              <Tooltip title="Para trocar a etapa inicial, marque outra etapa como inicial.">
                <span>{interruptor}</span>
              </Tooltip>
            ) : (
              interruptor
            )}
            <label htmlFor={`flag-${flag}`} style={{ cursor: travada ? 'default' : 'pointer' }}>
              <Typography.Text strong>{DESCRICOES[flag].rotulo}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{DESCRICOES[flag].dica}</Typography.Text>
            </label>
          </Flex>
        );
      })}
    </Flex>
  );
}
