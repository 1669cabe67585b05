import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import type { CampoEditavel } from '../../utils/camposEditor';

type Opcao = CampoEditavel['opcoesListagensManual'][number];

export interface OpcoesManuaisProps {
  idCampo: string;
  opcoes: readonly Opcao[];
  erro?: string;
  onAlterar: (opcoes: Opcao[]) => void;
}

const novoId = () => crypto.randomUUID();

/**
 * The manual options of a combo field: what the person sees (label) and what is stored (value).
 * The value follows the label while both are equal.
 */
export function OpcoesManuais({ idCampo, opcoes, erro, onAlterar }: OpcoesManuaisProps) {
  const alterar = (indice: number, mudancas: Partial<Opcao>) =>
    onAlterar(opcoes.map((o, i) => (i === indice ? { ...o, ...mudancas } : o)));

  const handleRotulo = (indice: number, label: string) => {
    const atual = opcoes[indice];
    alterar(indice, atual.value === atual.label ? { label, value: label } : { label });
  };

  const handleAdicionar = () => {
    const rotulo = `Opção ${opcoes.length + 1}`;
    onAlterar([...opcoes, { id: novoId(), label: rotulo, value: rotulo }]);
  };

  return (
    <div role="group" aria-labelledby={`opcoes-${idCampo}`} style={{ marginBottom: 16 }}>
      <Typography.Text id={`opcoes-${idCampo}`} strong style={{ display: 'block', marginBottom: 8 }}>
        Opções da lista
      </Typography.Text>
      <Flex vertical gap={6}>
        {opcoes.map((opcao, i) => (
          <Flex key={opcao.id} gap={6} align="center">
            <Input
              value={opcao.label}
              placeholder="Texto da opção"
              aria-label={`Texto da opção ${i + 1}`}
              maxLength={200}
              status={opcao.label.trim() ? undefined : 'error'}
              onChange={(e) => handleRotulo(i, e.target.value)}
            />
            <Input
              value={opcao.value}
              placeholder="Valor"
              aria-label={`Valor da opção ${i + 1}`}
              maxLength={200}
              status={opcao.value.trim() ? undefined : 'error'}
              onChange={(e) => alterar(i, { value: e.target.value })}
              style={{ maxWidth: '40%' }}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remover opção ${opcao.label || i + 1}`}
              onClick={() => onAlterar(opcoes.filter((_, j) => j !== i))}
            />
          </Flex>
        ))}
      </Flex>
      {erro && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {erro}
        </Typography.Text>
      )}
      <Button type="dashed" icon={<PlusOutlined />} onClick={handleAdicionar} style={{ marginTop: 8 }} block>
        Adicionar opção
      </Button>
    </div>
  );
}
