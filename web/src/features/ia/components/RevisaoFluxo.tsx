import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import {
  camposDaEtapa,
  nomesDestinos,
  removerCampo,
  removerEtapa,
  renomearEtapa,
  renomearFluxo,
  type PropostaEmRevisao,
} from '../utils/propostaFluxo';

export interface RevisaoFluxoProps {
  proposta: PropostaEmRevisao;
  desabilitado: boolean;
  onAlterar: (proposta: PropostaEmRevisao) => void;
}

/** The proposed flow: its name, each stage (name, kind, where it leads, its form's fields). */
export function RevisaoFluxo({ proposta, desabilitado, onAlterar }: RevisaoFluxoProps) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>Revise a proposta antes de criar o fluxo</Typography.Text>
      <label htmlFor="nome-fluxo-ia">Nome do fluxo</label>
      <Input
        id="nome-fluxo-ia"
        value={proposta.fluxo.descricao}
        maxLength={300}
        disabled={desabilitado}
        onChange={(e) => onAlterar(renomearFluxo(proposta, e.target.value))}
      />
      {proposta.fluxo.detalhes && (
        <Typography.Paragraph type="secondary">{proposta.fluxo.detalhes}</Typography.Paragraph>
      )}
      <ol aria-label="Etapas propostas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {proposta.etapas.map((emRevisao, indice) => {
          const { chave, etapa } = emRevisao;
          const destinos = nomesDestinos(proposta, emRevisao);
          const campos = camposDaEtapa(emRevisao);
          const rotulo = `Nome da etapa ${indice + 1}`;
          return (
            <li key={chave}>
              <Card size="small">
                <Flex vertical gap={6}>
                  <Flex gap={8} align="center">
                    <Input
                      aria-label={rotulo}
                      value={etapa.descricao}
                      maxLength={150}
                      disabled={desabilitado}
                      onChange={(e) => onAlterar(renomearEtapa(proposta, chave, e.target.value))}
                    />
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Remover a etapa ${etapa.descricao}`}
                      disabled={desabilitado || proposta.etapas.length === 1}
                      onClick={() => onAlterar(removerEtapa(proposta, chave))}
                    />
                  </Flex>
                  <Flex gap={4} wrap>
                    {etapa.etapaInicial === 'S' && <Tag>Etapa inicial</Tag>}
                    {etapa.etapaFinal === 'S' && <Tag>Etapa final</Tag>}
                  </Flex>
                  <Typography.Text type="secondary">
                    {destinos.length ? `Segue para: ${destinos.join(', ')}` : 'Sem etapas seguintes'}
                  </Typography.Text>
                  {campos.length > 0 && (
                    <ul
                      aria-label={`Campos do formulário da etapa ${etapa.descricao}`}
                      style={{ margin: 0, paddingLeft: 20 }}
                    >
                      {campos.map((campo, i) => (
                        <li key={i}>
                          {campo.titulo}
                          {campo.indObrigatorio ? ' (obrigatório)' : ''}
                          <Button
                            size="small"
                            type="text"
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={`Remover o campo ${campo.titulo} da etapa ${etapa.descricao}`}
                            disabled={desabilitado}
                            onClick={() => onAlterar(removerCampo(proposta, chave, i))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </Flex>
              </Card>
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
