import { Checkbox, Collapse, Flex, Switch, Tooltip, Typography } from 'antd';
import type { FlagSN } from '@wf/shared/types/sessao';
import { PERMISSOES, RESTRICOES, restricoesAtivas, type FlagAutorizacao } from '../../utils/autorizacoes';

/** A grant's flags: a person's (by e-mail) or a unit's (via organogram) have the same ones. */
export type FlagsAutorizacao = Record<FlagAutorizacao, FlagSN>;

export interface PermissoesAutorizacaoProps {
  flags: FlagsAutorizacao;
  /** Who the grant is for, in the switches' accessible names ("Editar (ana@x.com)"). */
  alvo: string;
  onAlterar: (flag: FlagAutorizacao, valor: boolean) => void;
}

/** The three permission switches of a grant. */
export function PermissoesAutorizacao({ flags, alvo, onAlterar }: PermissoesAutorizacaoProps) {
  return (
    <Flex gap={16} wrap>
      {PERMISSOES.map(({ chave, rotulo, dica }) => (
        <Tooltip key={chave} title={dica}>
          <Flex align="center" gap={6}>
            <Switch
              size="small"
              checked={flags[chave] === 'S'}
              onChange={(valor) => onAlterar(chave, valor)}
              aria-label={`${rotulo} (${alvo})`}
            />
            <span aria-hidden>{rotulo}</span>
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}

export interface RestricoesAutorizacaoProps extends PermissoesAutorizacaoProps {
  /** The line above the checkboxes: who is restricted ("Marque o que esta pessoa não pode..."). */
  explicacao: string;
  /** Open: kept by the list, so a refetch that re-renders the grant keeps it open. */
  aberta: boolean;
  onAlternar: (aberta: boolean) => void;
}

/** The nine restrictions of a grant, folded under 'Restrições (n ativas)'. */
export function RestricoesAutorizacao({
  flags,
  alvo,
  onAlterar,
  explicacao,
  aberta,
  onAlternar,
}: RestricoesAutorizacaoProps) {
  const ativas = restricoesAtivas(flags);
  return (
    <Collapse
      ghost
      size="small"
      activeKey={aberta ? ['restricoes'] : []}
      onChange={(chaves) => onAlternar(chaves.length > 0)}
      style={{ marginTop: 4 }}
      items={[
        {
          key: 'restricoes',
          label: ativas > 0 ? `Restrições (${ativas} ativas)` : 'Restrições',
          children: (
            <>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                {explicacao}
              </Typography.Text>
              <Flex wrap gap={8}>
                {RESTRICOES.map(({ chave, rotulo }) => (
                  <Checkbox
                    key={chave}
                    checked={flags[chave] === 'S'}
                    onChange={(e) => onAlterar(chave, e.target.checked)}
                    style={{ minWidth: 170 }}
                    aria-label={`Restringir ${rotulo} (${alvo})`}
                  >
                    {rotulo}
                  </Checkbox>
                ))}
              </Flex>
            </>
          ),
        },
      ]}
    />
  );
}
